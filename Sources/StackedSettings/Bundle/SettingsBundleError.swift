/// Why a `Settings.bundle` cannot be imported. Import stops at the first one: nothing is
/// shown or registered from a bundle that has one.
public enum SettingsBundleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is missing, is not a property list, or has no `PreferenceSpecifiers` array.
  case malformedPlist(file: String, reason: String)
  /// A child pane names a `File` the bundle does not have.
  case missingPane(file: String, referencedAt: SpecifierLocation)
  /// Child panes lead back to a pane on the way to them (the files, in order).
  case paneCycle([String])
  /// Two specifiers store under one key.
  case duplicateKey(String, first: SpecifierLocation, second: SpecifierLocation)
  /// A specifier lacks what its type needs, or has values that contradict each other.
  case invalidSpecifier(SpecifierLocation, reason: String)

  public var description: String {
    switch self {
    case .malformedPlist(let file, let reason):
      "Settings.bundle: \(file) is not a settings pane: \(reason)"
    case .missingPane(let file, let location):
      "Settings.bundle: child pane \(file) (\(location)) does not exist"
    case .paneCycle(let files):
      "Settings.bundle: child panes lead back to themselves: \(files.joined(separator: " → "))"
    case .duplicateKey(let key, let first, let second):
      "Settings.bundle: key \"\(key)\" is used twice, at \(first) and \(second)"
    case .invalidSpecifier(let location, let reason):
      "Settings.bundle: \(location): \(reason)"
    }
  }
}

/// What an import skipped, for the app to read (``SettingsBundle/warnings``): the system's
/// Settings app skips these too.
public enum SettingsBundleWarning: Hashable, Sendable, CustomStringConvertible {
  /// A specifier of a type the importer does not know.
  case unknownSpecifier(type: String, at: SpecifierLocation)
  /// A specifier's key the importer does not apply (such as `AutocapitalizationType`).
  case unsupportedKey(String, at: SpecifierLocation)

  public var description: String {
    switch self {
    case .unknownSpecifier(let type, let location):
      "Settings.bundle: \(location): unknown specifier type \(type), skipped"
    case .unsupportedKey(let key, let location):
      "Settings.bundle: \(location): \(key) is not applied"
    }
  }
}
