/// Where settings live: `UserDefaults` (``UserDefaultsStore``), memory
/// (``InMemorySettingsStore``), or a store of the app's own (iCloud key-value storage, a file).
///
/// ``SettingsValues`` reads and writes through it and asks it to report changes made
/// elsewhere; a store reports them on the main actor, naming the keys when it knows them.
@MainActor
public protocol SettingsStore: AnyObject {
  /// The stored value for `key`, else the registered default, else `nil`.
  func value(forKey key: String) -> StoredValue?
  /// Stores `value` for `key`; `nil` removes it, so the key reads its registered default.
  /// Does not report the write to ``observeChanges(_:)``'s handler (the writer knows).
  func setValue(_ value: StoredValue?, forKey key: String)
  /// Registers values read for keys with no stored value (not stored themselves).
  func register(defaults: [String: StoredValue])
  /// Calls `handler` on the main actor for each change made to the store other than through
  /// ``setValue(_:forKey:)`` of this object: by another object, screen, process or app
  /// extension. Called once, by the ``SettingsValues`` the store is given to.
  func observeChanges(_ handler: @escaping @MainActor (SettingsStoreChange) -> Void)
  /// Tells the store that `key` is shown, so that it may report changes to it in particular
  /// (``UserDefaultsStore`` observes the key with key-value observing on Apple platforms, which
  /// sees writes by other processes to an app group's suite). Called once per key.
  func watch(key: String)
}

extension SettingsStore {
  /// Does nothing: a store that reports its changes another way needs nothing per key.
  public func watch(key: String) {}
}

/// What a store says of a change made elsewhere.
public enum SettingsStoreChange: Hashable, Sendable {
  /// These keys may have changed.
  case keys(Set<String>)
  /// Something changed; the store cannot say what (`UserDefaults.didChangeNotification`).
  case unknown
}
