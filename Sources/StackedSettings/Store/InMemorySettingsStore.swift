/// A store in memory: for tests, previews and transcripts.
///
/// ``writeFromOutside(_:)`` plays another writer (another screen, process or extension): the
/// change is reported to the ``SettingsValues`` reading the store, as `UserDefaults` reports
/// one.
@MainActor
public final class InMemorySettingsStore: SettingsStore {
  /// The stored values, registered defaults not included.
  public private(set) var storedValues: [String: StoredValue]
  /// The registered defaults.
  public private(set) var registeredDefaults: [String: StoredValue] = [:]
  /// The number of writes made through ``setValue(_:forKey:)``: what a test reads to see that
  /// nothing was written back unasked.
  public private(set) var writeCount = 0
  private var handler: (@MainActor (SettingsStoreChange) -> Void)?

  /// A store holding `values`.
  public init(_ values: [String: StoredValue] = [:]) {
    storedValues = values
  }

  public func value(forKey key: String) -> StoredValue? {
    storedValues[key] ?? registeredDefaults[key]
  }

  public func setValue(_ value: StoredValue?, forKey key: String) {
    storedValues[key] = value
    writeCount += 1
  }

  public func register(defaults: [String: StoredValue]) {
    registeredDefaults.merge(defaults) { _, new in new }
  }

  public func observeChanges(_ handler: @escaping @MainActor (SettingsStoreChange) -> Void) {
    self.handler = handler
  }

  /// Writes `changes` as another writer would (`nil` removes a value) and reports their keys,
  /// as `.keys`, or as `.unknown` when `namingKeys` is `false` (as
  /// `UserDefaults.didChangeNotification` does).
  ///
  /// - Complexity: O(*c*) for *c* changes, plus what the report costs the reader.
  public func writeFromOutside(_ changes: [String: StoredValue?], namingKeys: Bool = true) {
    for (key, value) in changes { storedValues[key] = value }
    handler?(namingKeys ? .keys(Set(changes.keys)) : .unknown)
  }
}
