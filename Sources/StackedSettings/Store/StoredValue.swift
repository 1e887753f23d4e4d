import Foundation

/// A setting's value as a store keeps it: the property-list kinds `UserDefaults` and a
/// `Settings.bundle` use.
///
/// Typed keys (``SettingsKey``) convert their values to and from it (``SettingsValue``); rows
/// bound to keys compare stored values to decide what a control shows.
public enum StoredValue: Hashable, Sendable {
  /// A Boolean.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// Text.
  case string(String)
  /// A point in time.
  case date(Date)
  /// Bytes, such as a `Codable` value encoded as JSON.
  case data(Data)
  /// A list of values.
  case array([StoredValue])
  /// Values by key.
  case dictionary([String: StoredValue])

  /// The name of the value's kind, for messages: `Bool`, `Int`, `Double`, `String`, `Date`,
  /// `Data`, `Array` or `Dictionary`.
  public var kindName: String {
    switch self {
    case .bool: "Bool"
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .date: "Date"
    case .data: "Data"
    case .array: "Array"
    case .dictionary: "Dictionary"
    }
  }

  /// The value as a number, for a slider or a stepper: an `int` or a `double`, else `nil`.
  public var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }
}

extension StoredValue: CustomStringConvertible {
  /// The value as a transcript prints it: `true`, `42`, `0.5`, `"text"`, a date in ISO 8601
  /// (UTC), `<n bytes>`, `[…]` or `[key: …]` (keys sorted).
  public var description: String {
    switch self {
    case .bool(let value): String(value)
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .date(let value): value.formatted(.iso8601)
    case .data(let value): "<\(value.count) bytes>"
    case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let values):
      values.isEmpty
        ? "[:]"
        : "["
          + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
            separator: ", ") + "]"
    }
  }
}
