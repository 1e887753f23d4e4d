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
/// the follow *pending*; the new value is read and applied once, when the turn ends, or earlier
/// when a transaction of the tree the source belongs to closes (so a model change made inside
/// `performBatchUpdates` joins that transaction's batch), or when ``flush()`` is called.
///
/// ## Lifetime
///
/// The source keeps its follow: discarding the returned handle does not stop it. It stops when
/// ``cancel()`` is called, when a new follow starts on the same source, when the source is
/// deallocated, when the model is released (the key-path form holds the model weakly; a closure
/// stops when it returns `nil`), or when an async sequence ends or throws. Stopping sends
/// nothing and never traps; the table keeps the last value applied.
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
  /// Whether the follow still applies changes.
  ///
  /// - Complexity: O(1).
  public private(set) var isActive = true
  /// Whether a change was seen that the table does not show yet.
  ///
  /// - Complexity: O(1).
  public private(set) var isPending = false {
    didSet { if isPending != oldValue { PendingFollows.pendingChanged(by: isPending ? 1 : -1) } }
  }
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
  private(set) var isApplying = false
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
    if isPending { PendingFollows.pendingChanged(by: -1) }
    _ = signal.take()
  }

  /// Stops following; sends nothing. The table keeps the last value applied.
  ///
  /// - Complexity: O(*p*) for *p* pending follows in the app.
  public func cancel() {
    guard isActive else { return }
    isActive = false
    isPending = false
    generation &+= 1
    reader?.cancel()
    reader = nil
    _ = signal.take()
    PendingFollows.remove(self)
    if let core = source?.core, core.following === self { core.following = nil }
  }

  /// Applies a change the table does not show yet now, instead of when the main-actor turn
  /// ends; does nothing when none is pending.
  ///
  /// - Complexity: That of reading the value and of the source's diffing replace: O(*n* + *m*)
  ///   for the old and new values.
  public func flush() {
    guard takeChange() || isPending else { return }
    isPending = false
    apply()
  }

  // MARK: Internal

  /// Reads and applies the value now, or right after the batch its tree is delivering (a
  /// flush from inside a sink call: the table may not change now); stops when there is
  /// nothing to follow.
  func apply() {
    guard isActive else { return }
    guard let source else { return cancel() }
    if source.core.deferDuringDelivery({ [weak self] in self?.apply() }) { return }
    isApplying = true
    let following = update(self)
    isApplying = false
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
      guard signal.raise(armed) else { return }
      Task { @MainActor in
        signal.turnStarted()
        self?.takeSignal()
      }
    }
  }

  /// Marks the follow pending and schedules the re-read for the end of the turn.
  func markPending() {
    guard isActive, !isPending else { return }
    isPending = true
    Task { @MainActor [weak self] in self?.flush() }
  }

  /// Marks the follow pending when the current observation saw a change.
  func takeSignal() {
    if takeChange() { markPending() }
  }

  /// Lowers the signal; returns whether the current observation raised it.
  func takeChange() -> Bool { signal.take() == generation }

  /// Notes an error and tells the app.
  func report(_ error: DataSourceError) {
    lastError = error
    onError?(error)
  }

  /// Called by the source's core after an edit of its model: an edit that is not the follow's
  /// and leaves the source's value other than the one applied is reported (once, until the
  /// next apply undoes it: later edits meanwhile, an expansion say, are not new divergences)
  /// and undone.
  func sourceChanged() {
    guard isActive, !isApplying, !hasDiverged, diverged() else { return }
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
  /// Stops following; sends nothing.
  func cancel()
}
