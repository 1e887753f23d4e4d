/// Why a stored value could not be shown as its key declares it. The row shows the key's
/// default instead, and nothing is written back to the store (the stored value stays for code
/// that understands it).
public enum SettingsValueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stored value is of another kind than the key's (a `String` where a `Bool` is
  /// declared).
  case mistyped(key: String, expected: String, stored: StoredValue)
  /// The stored number lies outside the range of the slider or stepper bound to the key.
  case outOfRange(key: String, stored: StoredValue, range: ClosedRange<Double>)
  /// The stored value is none of the options of the switch, choice or title-value row bound
  /// to the key.
  case notAnOption(key: String, stored: StoredValue, options: [StoredValue])

  /// The key the value is stored under.
  public var key: String {
    switch self {
    case .mistyped(let key, _, _), .outOfRange(let key, _, _), .notAnOption(let key, _, _): key
    }
  }

  public var description: String {
    switch self {
    case .mistyped(let key, let expected, let stored):
      "setting \"\(key)\" stores \(stored.kindName) \(stored), not a \(expected): read as its default"
    case .outOfRange(let key, let stored, let range):
      "setting \"\(key)\" stores \(stored), outside \(range.lowerBound)...\(range.upperBound):"
        + " read as its default"
    case .notAnOption(let key, let stored, let options):
      "setting \"\(key)\" stores \(stored), none of its options "
        + "[\(options.map(\.description).joined(separator: ", "))]: read as its default"
    }
  }
}
