/// Starting a follow on a source: of a value read with observation, or of a sequence's elements.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Following {
  /// Makes `source` follow the value `read` returns: applies it now (one batch when it differs
  /// from what the source shows), then again after each change of what it read. The follow
  /// replaces the source's previous one.
  ///
  /// - Parameters:
  ///   - read: The value; `nil` when the model is gone, which ends the follow.
  ///   - current: The source's own value, to notice a direct edit.
  ///   - apply: The source's diffing replace.
  static func start<Value: Equatable>(
    on source: some TransactionNode, read: @escaping @MainActor () -> Value?,
    current: @escaping @MainActor () -> Value,
    apply: @escaping @MainActor (Value) throws(DataSourceError) -> Void
  ) -> Following {
    let applied = Latest<Value>()
    let following = Following(source: source) { following in
      guard let value = following.observe(read) else { return false }
      following.apply(value, with: apply, rememberingIn: applied)
      return true
    } diverged: {
      applied.differs(from: current())
    }
    install(following, on: source)
    following.apply()
    return following
  }

  /// Makes `source` follow the elements of `sequence`: each element is applied with `apply`
  /// on the main actor; elements that arrive before the main actor applies the last one
  /// coalesce to the latest. The sequence is read off the main actor; an element waiting when
  /// a transaction closes on the source's tree joins its batch (the reader raises the follow's
  /// signal as a model change does). An error the sequence throws is reported as
  /// ``DataSourceError/Code/followedSequenceFailed`` after the element before it is applied.
  ///
  /// - Parameter applyLater: When given, an element that arrives outside a transaction is
  ///   handed to it in the main actor's next turn instead (a source that diffs off the main
  ///   actor), and `apply` only serves a transaction closing on the tree and ``flush()``.
  static func start<S: AsyncSequence & Sendable>(
    on source: some TransactionNode, sequence: S,
    current: @escaping @MainActor () -> S.Element,
    apply: @escaping @MainActor (S.Element) throws(DataSourceError) -> Void,
    applyLater: (@MainActor (S.Element) async -> Void)? = nil
  ) -> Following where S.Element: Equatable & Sendable {
    let mailbox = Mailbox<S.Element>()
    let applied = Latest<S.Element>()
    let following = Following(source: source) { following in
      if let value = mailbox.take() { following.apply(value, with: apply, rememberingIn: applied) }
      return true
    } diverged: {
      applied.differs(from: current())
    }
    following.mailboxCount = { mailbox.received }
    if let applyLater {
      following.received = { [weak following] in
        guard let following, following.takeChange(), let value = mailbox.take() else { return }
        applied.value = value
        following.isDiffingLater = true
        await applyLater(value)
        following.isDiffingLater = false
      }
    }
    install(following, on: source)
    let name = source.name
    let handle = WeakFollowing(following)
    let signal = following.signal
    let armed = following.generation
    following.reader = Task.detached {
      do {
        for try await element in sequence {
          if Task.isCancelled { return }
          // Told without waiting, so the reader keeps putting while the main actor is busy.
          if mailbox.put(element), signal.raise(armed) {
            Task { @MainActor in
              signal.turnStarted()
              await handle.received()
            }
          }
        }
        await handle.finish(nil)
      } catch {
        await handle.finish(.followedSequenceFailed(dataSource: name, reason: "\(error)"))
      }
    }
    return following
  }

  static func install(_ following: Following, on source: some TransactionNode) {
    source.core.following?.cancel()
    source.core.following = following
  }

  /// Applies `value` and remembers it in `applied`, or reports what `apply` threw (the source
  /// kept its value).
  ///
  /// The value is remembered before it is applied: the batch runs app code (a sink call, a
  /// `didChange` hook) that may change the model and flush this follow again, and the value
  /// that inner apply remembers is the one the source then shows; remembering this older one
  /// after it would make the source look edited by hand.
  private func apply<Value>(
    _ value: Value, with apply: @MainActor (Value) throws(DataSourceError) -> Void,
    rememberingIn applied: Latest<Value>
  ) {
    let previous = applied.value
    applied.value = value
    do throws(DataSourceError) {
      try apply(value)
    } catch {
      // Refused before any change (duplicate identities): the source shows the previous value.
      applied.value = previous
      report(error)
    }
  }
}

/// The latest value a follow received or applied.
@MainActor
final class Latest<Value> {
  var value: Value?
}

extension Latest where Value: Equatable {
  /// Whether a value was applied and `current` is not it.
  func differs(from current: Value) -> Bool { value.map { current != $0 } ?? false }
}

/// A follow held weakly by the task reading its sequence.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class WeakFollowing: Sendable {
  weak let following: Following?

  init(_ following: Following) { self.following = following }

  /// Hands the element that arrived to the follow's own way of applying it later, or marks
  /// the follow pending.
  @MainActor func received() async {
    guard let following else { return }
    if let received = following.received { await received() } else { following.takeSignal() }
  }

  /// Applies what the sequence sent last, reports `error` if it threw, and ends the follow.
  @MainActor func finish(_ error: DataSourceError?) {
    guard let following, following.isRunning else { return }
    following.apply()
    if let error { following.report(error) }
    following.cancel()
  }
}
