/// The keys of an app's settings, declared as static constants in an extension so that they
/// read as `values[.autoLock]`.
///
/// ```swift
/// extension SettingsKeys {
///   static let autoLock = SettingsKey("autoLock", default: 120)
///   static let appearance = SettingsKey("appearance", default: Appearance.light)
/// }
/// values[.autoLock] = 30
/// ```
///
/// (A class, so that each ``SettingsKey`` — a subclass — finds the constants by their short
/// name, as sindresorhus/Defaults' `Defaults.Keys` does.)
public class SettingsKeys: @unchecked Sendable {
  // No state: the class is a namespace its subclass inherits static members from.
  init() {}
}

/// A typed name for one setting, with the value it has until one is stored.
///
/// A row bound to a key registers its default with the store when its page is built
/// (`UserDefaults.register(defaults:)`), so code reading the store directly sees it too.
public final class SettingsKey<Value: SettingsValue>: SettingsKeys, Hashable, @unchecked Sendable {
  // Immutable after init, and `Value` is `Sendable`.
  /// The name the store keeps the value under.
  public let name: String
  /// The value read while none is stored, or while the stored one is not a `Value`.
  public let defaultValue: Value

  /// A key named `name` whose value is `defaultValue` until one is stored.
  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }

  public static func == (lhs: SettingsKey, rhs: SettingsKey) -> Bool {
    lhs.name == rhs.name && lhs.defaultValue == rhs.defaultValue
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
