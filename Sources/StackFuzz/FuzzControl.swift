import StackedDataSources

/// The control the rows of a fuzzed source show, and the values the user enters into it, kept by
/// the fuzz test as strings: a field's text, `on` or `off` for a switch, a whole number for a
/// slider or a stepper (both over 0…10 in steps of 1).
enum FuzzControl: Hashable {
  case textField(isEditable: Bool)
  case toggle
  case slider
  case stepper

  /// The control of a new source's rows, or `nil` for none: most sources get text fields, the
  /// others a switch, a slider or a stepper. Decided by the item counter rather than the random
  /// stream, so that the other dimensions draw what they drew.
  static func forNewSource(counter: Int) -> FuzzControl? {
    guard counter % 10 < 7 else { return nil }
    switch counter % 8 {
    case 5: return .toggle
    case 6: return .slider
    case 7: return .stepper
    default: return .textField(isEditable: counter / 8 % 4 != 0)
    }
  }

  /// The accessory showing `value`, or the control's first value when the user never entered
  /// one: a field shows `initial`, a switch is off, a slider or a stepper at 0.
  func accessory(showing value: String?, initial: String) -> RowContent.Accessory {
    switch self {
    case .textField(let isEditable):
      .textField(.init(text: value ?? initial, isEditable: isEditable))
    case .toggle: .toggle(isOn: value == "on")
    case .slider: .slider(.init(value: Double(value ?? "0") ?? 0, in: Self.range, step: 1))
    case .stepper: .stepper(.init(value: Double(value ?? "0") ?? 0, in: Self.range, step: 1))
    }
  }

  /// Another value the owner keeps instead of `value` (the answer `change`): the text with a
  /// star, the switch flipped, the next number.
  func changed(_ value: String) -> String {
    switch self {
    case .textField: value + "*"
    case .toggle: value == "on" ? "off" : "on"
    case .slider, .stepper: "\(((Int(value) ?? 0) + 1) % 11)"
    }
  }

  static let range: ClosedRange<Double> = 0...10
}

/// What the user enters into a row in the fuzz test.
enum FuzzInput {
  /// A value for ``DataSourceProtocol/setControlValue(_:at:)``.
  case value(ControlValue)
  /// A switch flipped (``DataSourceProtocol/setToggle(_:at:)``).
  case toggle(Bool)
  /// The end of a text field's editing (``DataSourceProtocol/endEditing(at:)``).
  case endEditing

  /// The kind of input, for coverage and traces.
  var name: String {
    switch self {
    case .value(.text): "text"
    case .value(.number): "number"
    case .value: "value"
    case .toggle: "switch"
    case .endEditing: "endEditing"
    }
  }

  /// What the view's row shows once the user entered this into `content`, or `nil` when the row
  /// shows no control that takes it (the input is then refused, and the view shows nothing new).
  func shown(in content: RowContent?) -> RowContent? {
    guard let content else { return nil }
    switch self {
    case .value(let value): return content.showing(value)
    case .toggle(let isOn):
      guard case .toggle = content.accessory else { return nil }
      var shown = content
      shown.accessory = .toggle(isOn: isOn)
      return shown
    case .endEditing: return nil
    }
  }
}

/// Items that carry their control's value (the rows of followed sectioned, expanding and outline
/// sources with controls): `i12` before the user entered anything, `i12=t5` after; `i12` is the
/// item's identity, which a followed source matches items by (`follow(_:_:id:)`), so that a
/// value the user enters reconfigures the row rather than replacing it.
extension String {
  /// The identity: the item up to its value (or a snapshot item's version, `i12~3`).
  var fuzzKey: String { String(prefix { $0 != "=" && $0 != "~" }) }

  /// The value the item carries, or `nil` for none.
  var carriedValue: String? {
    guard let index = firstIndex(of: "=") else { return nil }
    return String(self[self.index(after: index)...])
  }

  /// The item with the same identity carrying `value`.
  func carrying(_ value: String) -> String { "\(fuzzKey)=\(value)" }
}
