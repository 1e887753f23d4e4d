import Foundation

/// A type a setting can hold: it converts to a ``StoredValue`` and back.
///
/// `Bool`, `Int`, `Double`, `String`, `Date`, `Data` and ``StoredValue`` itself conform; an
/// enumeration with a `String` or `Int` raw value conforms by declaring it
/// (`extension Appearance: SettingsValue {}`), and a `Codable` type by declaring
/// ``SettingsCodable`` (stored as JSON bytes).
public protocol SettingsValue: Sendable, Equatable {
  /// The value a stored one holds, or `nil` when it is of another kind (a `String` where a
  /// `Bool` is declared).
  init?(stored: StoredValue)
  /// The value as a store keeps it.
  var stored: StoredValue { get }
}

extension Bool: SettingsValue {
  /// `bool`; also the integers 0 and 1 and the strings `"YES"`, `"NO"`, `"true"` and
  /// `"false"`, which `UserDefaults.bool(forKey:)` accepts too.
  public init?(stored: StoredValue) {
    switch stored {
    case .bool(let value): self = value
    case .int(0): self = false
    case .int(1): self = true
    case .string(let text):
      switch text.lowercased() {
      case "yes", "true": self = true
      case "no", "false": self = false
      default: return nil
      }
    default: return nil
    }
  }
  public var stored: StoredValue { .bool(self) }
}

extension Int: SettingsValue {
  /// `int`, or a `double` with no fractional part.
  public init?(stored: StoredValue) {
    switch stored {
    case .int(let value): self = value
    case .double(let value):
      guard let exact = Int(exactly: value) else { return nil }
      self = exact
    default: return nil
    }
  }
  public var stored: StoredValue { .int(self) }
}

extension Double: SettingsValue {
  /// `double` or `int`.
  public init?(stored: StoredValue) {
    guard let number = stored.number else { return nil }
    self = number
  }
  public var stored: StoredValue { .double(self) }
}

extension String: SettingsValue {
  /// `string` only.
  public init?(stored: StoredValue) {
    guard case .string(let value) = stored else { return nil }
    self = value
  }
  public var stored: StoredValue { .string(self) }
}

extension Date: SettingsValue {
  /// `date` only.
  public init?(stored: StoredValue) {
    guard case .date(let value) = stored else { return nil }
    self = value
  }
  public var stored: StoredValue { .date(self) }
}

extension Data: SettingsValue {
  /// `data` only.
  public init?(stored: StoredValue) {
    guard case .data(let value) = stored else { return nil }
    self = value
  }
  public var stored: StoredValue { .data(self) }
}

extension StoredValue: SettingsValue {
  /// Any stored value, as it is.
  public init?(stored: StoredValue) { self = stored }
  public var stored: StoredValue { self }
}

extension SettingsValue where Self: RawRepresentable, RawValue: SettingsValue {
  /// The case whose raw value is stored; `nil` for a raw value no case has.
  public init?(stored: StoredValue) {
    guard let raw = RawValue(stored: stored) else { return nil }
    self.init(rawValue: raw)
  }
  /// The raw value.
  public var stored: StoredValue { rawValue.stored }
}

/// A `Codable` setting, stored as JSON bytes (``StoredValue/data(_:)``): declare the
/// conformance (`extension Location: SettingsCodable {}`) and use it as a key's value.
public protocol SettingsCodable: SettingsValue, Codable {}

extension SettingsCodable {
  /// The value the stored JSON decodes to, or `nil` when it is not `data` or does not decode.
  public init?(stored: StoredValue) {
    guard case .data(let data) = stored,
      let value = try? JSONDecoder().decode(Self.self, from: data)
    else { return nil }
    self = value
  }
  /// The value encoded as JSON with sorted keys (so that equal values store equal bytes).
  public var stored: StoredValue {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return .data((try? encoder.encode(self)) ?? Data())
  }
}
