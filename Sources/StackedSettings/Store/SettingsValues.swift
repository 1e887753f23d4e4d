import Observation

/// The app's settings, typed and observable, over a store.
///
/// Read and write a setting through its key (`values[.autoLock] = 30`); rows bound to keys
/// (``SettingsPageScreen``) read through it, so a change — by the user in a row, by the app in
/// code, or made elsewhere and reported by the store — reaches every row showing the key, as
/// one batch per table at the end of the main actor's turn (or in the open transaction's).
/// The row whose control made a change is not reconfigured back to it (no echo).
///
/// ```swift
/// let values = SettingsValues(store: UserDefaultsStore())
/// values[.autoLock] = 30                 // stored; rows showing autoLock follow
/// values.reset(.autoLock)                // removed: reads its default again
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class SettingsValues {
  /// Where the values are kept.
  public let store: any SettingsStore
  /// The keys read or registered so far, each with its last read value.
  private var boxes: [String: StoredBox] = [:]
  /// The defaults registered through this object, by key.
  public private(set) var registeredDefaults: [String: StoredValue] = [:]
  /// The stored values that could not be shown as their keys declare, by key, as last read: a
  /// key leaves when it reads a valid value again. Not observable: read it after a change.
  public internal(set) var invalidValues: [String: SettingsValueError] = [:]

  /// Values kept in `store`; changes the store reports reach the rows from now on.
  public init(store: any SettingsStore = UserDefaultsStore()) {
    self.store = store
    store.observeChanges { [weak self] change in self?.storeChanged(change) }
  }

  /// The value stored for `name`, else its registered default, else `nil`; observable: a
  /// follow that reads it re-runs when it changes.
  ///
  /// - Complexity: O(1) expected after the key's first read.
  public func storedValue(forKey name: String) -> StoredValue? {
    box(name).value
  }

  /// Stores `value` for `name` (`nil` removes it, so it reads its default), and tells the
  /// rows showing it.
  ///
  /// - Complexity: O(1) expected, plus the store's write.
  public func setStoredValue(_ value: StoredValue?, forKey name: String) {
    store.setValue(value, forKey: name)
    box(name).update(store.value(forKey: name))
  }

  /// The key's value: the stored one, or the key's default while none is stored or the stored
  /// one is not a `Value` (see ``value(of:)`` for the error). Setting it stores the value.
  public subscript<Value>(key: SettingsKey<Value>) -> Value {
    get { (try? value(of: key)) ?? key.defaultValue }
    set { setStoredValue(newValue.stored, forKey: key.name) }
  }

  /// The key's value, or its default while none is stored.
  ///
  /// - Throws: ``SettingsValueError/mistyped(key:expected:stored:)`` when the stored value is
  ///   not a `Value`.
  public func value<Value>(of key: SettingsKey<Value>) throws(SettingsValueError) -> Value {
    guard let stored = storedValue(forKey: key.name) else { return key.defaultValue }
    guard let value = Value(stored: stored) else {
      throw .mistyped(key: key.name, expected: "\(Value.self)", stored: stored)
    }
    return value
  }

  /// Registers the key's default with the store, so that code reading the store sees it too.
  public func register<Value>(_ key: SettingsKey<Value>) {
    register(defaults: [key.name: key.defaultValue.stored])
  }

  /// Registers defaults with the store (`UserDefaults.register(defaults:)`): values read for
  /// keys with none stored, which ``reset(keys:)`` goes back to.
  ///
  /// - Complexity: O(*d*) for *d* defaults.
  public func register(defaults: [String: StoredValue]) {
    registeredDefaults.merge(defaults) { _, new in new }
    store.register(defaults: defaults)
    for key in defaults.keys { boxes[key]?.update(store.value(forKey: key)) }
  }

  /// Removes the key's stored value: it reads its default again.
  public func reset<Value>(_ key: SettingsKey<Value>) {
    reset(keys: [key.name])
  }

  /// Removes the stored values of `keys`: each reads its default again. All rows that change
  /// follow in one batch per table.
  ///
  /// - Complexity: O(*k*) for *k* keys, plus the store's writes.
  public func reset(keys: some Sequence<String>) {
    for key in keys { setStoredValue(nil, forKey: key) }
  }

  /// Removes the stored value of every key registered or read through this object.
  ///
  /// - Complexity: O(*k*) for the *k* keys known.
  public func resetAll() {
    reset(keys: Set(boxes.keys).union(registeredDefaults.keys).sorted())
  }

  /// Reads every key shown so far from the store again: for changes the store could not
  /// report (another `UserDefaults` object's writes on Linux). Rows whose key changed follow,
  /// in one batch per table.
  ///
  /// - Complexity: O(*k*) reads for the *k* keys read so far.
  public func refresh() {
    for (key, box) in boxes { box.update(store.value(forKey: key)) }
  }

  private func storeChanged(_ change: SettingsStoreChange) {
    switch change {
    case .unknown: refresh()
    case .keys(let keys):
      for key in keys { boxes[key]?.update(store.value(forKey: key)) }
    }
  }

  private func box(_ name: String) -> StoredBox {
    if let box = boxes[name] { return box }
    let box = StoredBox(store.value(forKey: name))
    boxes[name] = box
    store.watch(key: name)
    return box
  }
}
