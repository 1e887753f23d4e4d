import Observation

/// One key's value as last read from the store: what a follow reads, so that a change to one
/// key re-reads only the rows that showed it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class StoredBox {
  var value: StoredValue?

  init(_ value: StoredValue?) { self.value = value }

  /// Sets `value` when it differs: an equal value notifies no one.
  func update(_ newValue: StoredValue?) {
    if value != newValue { value = newValue }
  }
}
