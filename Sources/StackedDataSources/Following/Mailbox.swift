import Foundation

/// The latest element of a followed sequence, put by the task reading it and taken on the main
/// actor: elements put before one is taken coalesce to the last.
final class Mailbox<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var latest: Element?
  private var count = 0

  /// How many elements were put, in all.
  var received: Int { lock.withLock { count } }

  /// Puts `element` in place of any waiting one; `true` when none was waiting (the reader
  /// must then tell the main actor).
  func put(_ element: Element) -> Bool {
    lock.withLock {
      defer { latest = element }
      count += 1
      return latest == nil
    }
  }

  /// Takes the waiting element, if any.
  func take() -> Element? {
    lock.withLock {
      defer { latest = nil }
      return latest
    }
  }
}
