import Foundation
import Observation

/// A data source following the app's state: an `@Observable` model's value (see
/// `follow(_:_:)` on each source) or an async sequence's elements (`follow(_:)`).
///
/// Each change of what the follow reads becomes one minimal batch, made by the same diffing
/// replace a direct call makes (`replaceAll(with:)`,
/// `setSnapshot(_:)`…), through the same transaction core: inside a stack,
/// under a pin or in a nested stack, the batch is the stack's batch, and pins follow their rows.
///
/// ## When the table changes
///
/// Changes made in one main-actor turn coalesce: the first change of what the follow read marks
/// the follow *pending* (``isPending`` is `true` from that change on); the new value is read and
/// applied once, when the turn ends, or earlier when a transaction of the tree the source
/// belongs to closes (so a model change made inside `performBatchUpdates` joins that
/// transaction's batch), or when ``flush()`` is called.
///
/// "When the turn ends" means: the first change enqueues one job on the main actor, which
/// applies the change when it runs. The main actor runs its jobs in the order they were
/// enqueued, so any job enqueued after the change — the continuation of an
/// `await Task.yield()`, a `Task { @MainActor in … }`, a `DispatchQueue.main.async` block —
/// runs after the table shows it, in an app, in an executable's top-level code and under Swift
/// Testing alike:
///
/// ```swift
/// model.log.append("x")
/// await Task.yield()      // the table shows "x" here
/// ```
///
/// Code that runs before the current job returns (the rest of the same synchronous function,
/// code after the change in the same turn) still sees the old table; call ``flush()`` to apply
/// the change at once. A change made on another thread is applied by a job enqueued on the main
/// actor when it is made.
///
/// ## Lifetime
///
/// The source keeps its follow: discarding the returned handle does not stop it. It stops when
/// ``cancel()`` is called, when a new follow starts on the same source, when the source is
/// deallocated, when the model is released (the key-path form holds the model weakly, and
/// ``isActive`` is `false` from the release on; a closure stops when it returns `nil`, at the
/// read after the change that made it so), or when an async sequence ends or throws. Stopping
/// sends nothing and never traps; the table keeps the last value applied.
///
/// ## The model is the truth
///
/// A followed source is not also edited by hand. An edit that makes the source's value differ
/// from the value the follow last applied is reported (``lastError`` and ``onError``, as
/// ``DataSourceError/Code/followedSourceEdited``) and undone by re-applying the model's value
/// with the next batch, so the table never drifts from the model. Expanding, collapsing,
/// placeholders and pausing do not change the value and are fine.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class Following: SourceFollowing {
  /// Whether the follow still applies changes: `false` once it was cancelled or replaced by
  /// another follow, once its source was deallocated, once the model a key-path form holds
  /// weakly was released (at once, without waiting for a change), once a closure returned `nil`,
  /// and once a sequence ended or threw.
  ///
  /// - Complexity: O(1).
  public var isActive: Bool { isRunning && source != nil && modelIsAlive?() != false }
  /// Whether a change was seen that the table does not show yet: `true` from the model's first
  /// change (or a sequence's element arriving) until the follow applies it — at the end of the
  /// turn, in a transaction closing on the source's tree, or in ``flush()`` — and while a
  /// followed snapshot sequence's element is diffed off the main actor.
  ///
  /// - Complexity: O(1).
  public var isPending: Bool {
    isActive && (isMarkedPending || isDiffingLater || signal.isRaised(by: generation))
  }
  /// Whether the follow was not stopped (see ``isActive``, which also looks at the source and
  /// the model).
  private(set) var isRunning = true
  /// Whether a change was taken from the signal (or a direct edit seen) and not yet applied.
  private var isMarkedPending = false {
    didSet {
      if isMarkedPending != oldValue {
        PendingFollows.pendingChanged(of: signal, to: isMarkedPending)
      }
    }
  }
  /// Whether this is a source's rule that enables its rows (`enable(when:)`), which a new one
  /// replaces.
  var isEnablingRows = false
  /// Whether a sequence's element is being diffed off the main actor, to be applied after.
  var isDiffingLater = false
  /// Whether the model a key-path follow holds weakly is still there; `nil` for the other forms.
  private var modelIsAlive: (@MainActor () -> Bool)?
  /// The last error the follow met: a model value the source refused (duplicate identities), a
  /// direct edit of the followed source, a sequence that threw. The table kept its last
  /// consistent state.
  public private(set) var lastError: DataSourceError?
  /// Called with each error as it happens (see ``lastError``).
  public var onError: ((DataSourceError) -> Void)?

  /// The followed source, to find its tree's root and to drop the follow with it.
  weak var source: (any TransactionNode)?
  /// Reads the value (re-arming observation) and applies it; `false` when there is nothing to
  /// follow any more.
  private let update: @MainActor (Following) -> Bool
  /// Whether the source's value differs from the one last applied.
  private let diverged: @MainActor () -> Bool
  /// Whether the follow is applying a value now (edits it makes are its own).
  var isApplying: Bool { applyDepth > 0 }
  /// How many applies of this follow are running: the batch of one runs app code (a sink call,
  /// a `didChange` hook, a completion) that may change the model and flush again, inside it.
  private var applyDepth = 0
  /// Whether a direct edit made the source differ from the value applied last, reported and
  /// not yet undone.
  private var hasDiverged = false
  /// Tells stale observation callbacks (armed before the last read) apart from the current one.
  private(set) var generation = 0
  /// Raised by the observation callback or a followed sequence's reader, on any thread.
  let signal = ChangeSignal()
  /// The task reading an async sequence, for ``cancel()``.
  var reader: Task<Void, Never>?
  /// How many elements the sequence sent so far (for tests); `nil` for a model follow.
  var mailboxCount: (() -> Int)?
  /// Applies the element a sequence sent last, off the main actor's turn (a snapshot source
  /// diffs it off the main actor); `nil` to apply it at the end of the turn instead.
  var received: (@MainActor () async -> Void)?
  /// A rule's reading taken again after its source's rows changed (``sourceRowsChanged()``);
  /// `nil` for a rule that reads no rows, and for a follow.
  var reread: (@MainActor (Following) -> Void)?

  init(
    source: any TransactionNode, update: @escaping @MainActor (Following) -> Bool,
    diverged: @escaping @MainActor () -> Bool
  ) {
    self.source = source
    self.update = update
    self.diverged = diverged
    PendingFollows.add(self)
  }

  /// A follow dropped with its source while pending or signalled no longer counts as such.
  isolated deinit {
    PendingFollows.remove(signal)
    _ = signal.take()
  }

  /// Stops following; sends nothing. The table keeps the last value applied.
  ///
  /// - Complexity: O(*r*) for the *r* rules of its source.
  public func cancel() {
    guard isRunning else { return }
    isRunning = false
    isMarkedPending = false
    generation &+= 1
    reader?.cancel()
    reader = nil
    _ = signal.take()
    PendingFollows.remove(signal)
    if let core = source?.core {
      if core.following === self { core.following = nil }
      core.rules.removeAll { $0 === self }
    }
  }

  /// Applies a change the table does not show yet now, instead of when the main-actor turn
  /// ends; does nothing when none is pending.
  ///
  /// - Complexity: That of reading the value and of the source's diffing replace: O(*n* + *m*)
  ///   for the old and new values.
  public func flush() {
    guard takeChange() || isMarkedPending else { return }
    isMarkedPending = false
    apply()
  }

  // MARK: Internal

  /// Reads and applies the value now, or right after the batch its tree is delivering (a
  /// flush from inside a sink call: the table may not change now); stops when there is
  /// nothing to follow.
  ///
  /// A deferred apply leaves the follow pending until it runs: the change it took is not shown
  /// yet, and code that runs before it (a completion, which runs before the edits deferred
  /// during the batch) sees ``isPending`` and may ``flush()`` it at once.
  ///
  /// An apply may run inside another (app code its batch runs flushes again): each remembers
  /// the value it applies before applying it, so the innermost, newest one is what the follow
  /// remembers last.
  func apply() {
    guard isRunning else { return }
    guard let source else { return cancel() }
    if source.core.deferDuringDelivery({ [weak self] in self?.flush() }) { return markPending() }
    applyDepth += 1
    let following = update(self)
    applyDepth -= 1
    hasDiverged = false
    if !following { cancel() }
  }

  /// Reads `read` with observation armed: the first later change of what it read marks this
  /// follow pending. A read that returns `nil` (the model is gone) arms nothing.
  func observe<Value>(_ read: () -> Value?) -> Value? {
    generation &+= 1
    let armed = generation
    let signal = signal
    return withObservationTracking(read) { [weak self] in
      // The model's willSet, on the thread that changes it: a transaction closing on the main
      // actor takes the signal before the scheduled turn comes. One turn at a time is enough.
      // The job applies the change itself (not through a second job), so that any main-actor
      // job enqueued after the change runs after the table shows it (see "When the turn ends").
      guard signal.raise(armed) else { return }
      Task { @MainActor in
        signal.turnStarted()
        self?.flush()
      }
    }
  }

  /// Marks the follow pending and schedules the re-read for the end of the turn.
  func markPending() {
    guard isRunning, !isMarkedPending else { return }
    isMarkedPending = true
    Task { @MainActor [weak self] in self?.flush() }
  }

  /// Marks the follow pending when the current observation saw a change.
  func takeSignal() {
    if takeChange() { markPending() }
  }

  /// Lowers the signal; returns whether the current observation raised it.
  func takeChange() -> Bool { signal.take() == generation }

  /// Ties the follow to `model`, which its read holds weakly: the follow is not active once the
  /// model is released.
  func holding(_ model: AnyObject) -> Following {
    modelIsAlive = { [weak model] in model != nil }
    return self
  }

  /// Notes an error and tells the app.
  func report(_ error: DataSourceError) {
    lastError = error
    onError?(error)
  }

  /// Called by the root after a transaction that edited the rows of the rule's source: a rule
  /// that reads the rows (``reread``) reads them again with observation armed, and takes the
  /// reading as the one applied — the rows the edit brought showed their state as of the edit,
  /// which nothing changed since unless the rule is pending (its apply reads them then). So a
  /// row that came later, whose condition reads state no row read before, follows that state
  /// too.
  ///
  /// - Complexity: That of the rule's reading.
  func sourceRowsChanged() {
    guard isRunning, !isApplying, !isPending, let reread else { return }
    reread(self)
  }

  /// Called by the source's core after an edit of its model: an edit that is not the follow's
  /// and leaves the source's value other than the one applied is reported (once, until the
  /// next apply undoes it: later edits meanwhile, an expansion say, are not new divergences)
  /// and undone.
  func sourceChanged() {
    guard isRunning, !isApplying, !hasDiverged, diverged() else { return }
    hasDiverged = true
    report(.followedSourceEdited(dataSource: source?.name ?? "?"))
    markPending()
  }
}

/// What a source's core knows of the follow it has (``Following``, which needs the
/// `Observation` module's OS releases; the core does not).
@MainActor
protocol SourceFollowing: AnyObject {
  /// Called after each edit of the source's model.
  func sourceChanged()
  /// Called, for a rule of the source, after a transaction that edited the source's model.
  func sourceRowsChanged()
  /// Stops following; sends nothing.
  func cancel()
}
