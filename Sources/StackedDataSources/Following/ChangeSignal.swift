import Foundation

/// A follow's flag that its model changed, raised by the observation callback on whatever thread
/// the model changed on, and taken on the main actor.
///
/// The callback cannot tell whether it runs on the main actor, so it raises this flag and also
/// schedules a main-actor turn; a transaction closing on the main actor before that turn takes
/// the flag itself, so a change made inside the transaction joins its batch.
final class ChangeSignal: @unchecked Sendable {
  private static let lock = NSLock()
  /// The signals raised and not yet taken, app-wide: a transaction closing checks this before
  /// looking at any follow, and looks only at their follows.
  nonisolated(unsafe) private static var raisedIDs: Set<ObjectIdentifier> = []
  /// How many times a signal was raised so far, app-wide.
  nonisolated(unsafe) private static var raiseCount = 0

  /// The observation generation that raised the flag, or `nil`.
  private var raised: Int?
  /// Whether a main-actor turn that takes the flag is scheduled and has not started.
  private var turnScheduled = false

  static var anyRaised: Bool { raisedTotal > 0 }

  /// How many signals are raised and not yet taken, app-wide.
  static var raisedTotal: Int {
    lock.withLock { raisedIDs.count }
  }

  /// The signals raised and not yet taken, app-wide.
  ///
  /// - Complexity: O(*r*) for *r* raised signals.
  static var raisedSignals: Set<ObjectIdentifier> {
    lock.withLock { raisedIDs }
  }

  /// How many times a signal was raised so far, app-wide: a flush that sees it change looks
  /// for the follows an apply reached.
  static var raises: Int {
    lock.withLock { raiseCount }
  }

  /// A follow dropped with its flag raised no longer counts.
  deinit {
    if raised != nil {
      let id = ObjectIdentifier(self)
      _ = Self.lock.withLock { Self.raisedIDs.remove(id) }
    }
  }

  /// Raises the flag for observation generation `generation`; returns whether the caller must
  /// schedule the main-actor turn that takes it (none is scheduled yet).
  func raise(_ generation: Int) -> Bool {
    Self.lock.withLock {
      if raised == nil {
        Self.raisedIDs.insert(ObjectIdentifier(self))
        Self.raiseCount &+= 1
      }
      // A stale observation (armed before the follow last read) may fire after the current
      // one for the same change; the current generation is the greatest.
      raised = max(raised ?? generation, generation)
      defer { turnScheduled = true }
      return !turnScheduled
    }
  }

  /// Notes that the scheduled turn started: a later raise schedules another.
  func turnStarted() {
    Self.lock.withLock { turnScheduled = false }
  }

  /// Whether the flag is raised by observation generation `generation`.
  func isRaised(by generation: Int) -> Bool {
    Self.lock.withLock { raised == generation }
  }

  /// Lowers the flag and returns the generation that raised it, if any.
  func take() -> Int? {
    Self.lock.withLock {
      defer { raised = nil }
      if raised != nil { Self.raisedIDs.remove(ObjectIdentifier(self)) }
      return raised
    }
  }
}
