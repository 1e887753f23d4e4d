import Foundation

/// A follow's flag that its model changed, raised by the observation callback on whatever thread
/// the model changed on, and taken on the main actor.
///
/// The callback cannot tell whether it runs on the main actor, so it raises this flag and also
/// schedules a main-actor turn; a transaction closing on the main actor before that turn takes
/// the flag itself, so a change made inside the transaction joins its batch.
final class ChangeSignal: @unchecked Sendable {
  private static let lock = NSLock()
  /// How many signals are raised and not yet taken, app-wide: a transaction closing checks this
  /// before looking at any follow.
  nonisolated(unsafe) private static var raisedCount = 0

  /// The observation generation that raised the flag, or `nil`.
  private var raised: Int?

  static var anyRaised: Bool {
    lock.withLock { raisedCount > 0 }
  }

  /// Raises the flag for observation generation `generation`.
  func raise(_ generation: Int) {
    Self.lock.withLock {
      if raised == nil { Self.raisedCount += 1 }
      raised = generation
    }
  }

  /// Lowers the flag and returns the generation that raised it, if any.
  func take() -> Int? {
    Self.lock.withLock {
      defer { raised = nil }
      if raised != nil { Self.raisedCount -= 1 }
      return raised
    }
  }
}
