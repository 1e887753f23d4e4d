import Foundation
import StackedDataSources

/// Reads what settings rows show from the values and the localizer: shared by the pages'
/// screens and the search's results, so a row looks and answers the same in both.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
struct SettingsRowReader {
  /// The values read and written.
  let values: SettingsValues
  /// Resolves the rows' text.
  let localizer: SettingsLocalizer
  /// Whether a stored value a row cannot show is noted in ``SettingsValues/invalidValues``
  /// (by the pages' screens; the search's results show the same rows and note nothing).
  var notesInvalidValues = true

  /// Whether `row` is shown: `false` while its own `visible(when:)` rule hides it.
  func isShown(_ row: SettingsRow) -> Bool {
    row.visibility.map { $0(values) } ?? true
  }

  /// The row's item, identified as `id`, or `nil` while its rule hides it.
  func item(of row: SettingsRow, id: String) -> SettingsItem? {
    isShown(row) ? SettingsItem(id: id, content: content(of: row)) : nil
  }

  /// What `row` shows now: its title and icon, and its control showing the key's value (the
  /// default while the stored value cannot be shown, noted in ``SettingsValues/invalidValues``).
  ///
  /// - Complexity: O(*o*) for a choice of *o* options; O(1) otherwise.
  func content(of row: SettingsRow) -> RowContent {
    var content = RowContent(
      localizer.string(row.title), imageName: row.icon?.symbol, imageTile: row.icon?.tile,
      badge: row.badge?(values))
    content.isEnabled = row.enabling?(values) ?? true
    switch row.kind {
    case .toggle(let key, let on, let off):
      let stored = read(key) { stored in
        Self.isOn(stored, on: on, off: off) != nil
          ? nil : .notAnOption(key: key.name, stored: stored, options: [on, off])
      }
      content.accessory = .toggle(isOn: Self.isOn(stored, on: on, off: off) ?? false)
      content.isSelectable = false
    case .textField(let key, var field):
      field.text = readValue(key, as: String.self) ?? ""
      content.accessory = .textField(field)
      content.isSelectable = false
    case .slider(let key, var slider):
      slider.value = readNumber(key, in: slider.range)
      content.accessory = .slider(slider)
      content.isSelectable = false
    case .stepper(let key, var stepper, _, let format):
      stepper.value = readNumber(key, in: stepper.range)
      stepper.valueText = format(stepper.value)
      content.accessory = .stepper(stepper)
      content.isSelectable = false
    case .choice(let key, let options, let style):
      let index = optionIndex(key, options)
      content.accessory = .picker(
        RowContent.Picker(
          options: options.map { RowContent.Picker.Option(localizer.string($0.title)) },
          selectedIndex: index, style: style))
      content.isSelectable = style == .navigation || style == .inline
    case .radio(let key, let option):
      let stored = values.storedValue(forKey: key.name) ?? key.defaultValue
      content.accessory = Self.matches(stored, option.value) ? .checkmark : .none
    case .date(let key, var picker):
      picker.date = readValue(key, as: Date.self) ?? picker.date
      content.accessory = .datePicker(picker)
      content.isSelectable = false
    case .value(let key, let options):
      let stored = values.storedValue(forKey: key.name) ?? key.defaultValue
      let option = options.first { Self.matches(stored, $0.value) }
      content.accessory = .detail(
        option.map { localizer.string($0.title) } ?? Self.text(of: stored))
      content.isSelectable = false
    case .link(_, let summary):
      content.accessory = summary?(values).map { .value($0) } ?? .disclosureIndicator
    case .button(let role, _):
      content.style = role
    }
    return content
  }

  /// The index of the option `key` stores, else of its default's (an invalid value noted).
  private func optionIndex(_ key: StoredKey, _ options: [SettingsOption]) -> Int? {
    let stored = read(key) { stored in
      options.contains { Self.matches(stored, $0.value) }
        ? nil : .notAnOption(key: key.name, stored: stored, options: options.map(\.value))
    }
    return options.firstIndex { Self.matches(stored, $0.value) }
  }

  /// The key's value as a `Value`, else its default's (an invalid value noted).
  private func readValue<Value: SettingsValue>(_ key: StoredKey, as type: Value.Type) -> Value? {
    Value(
      stored: read(key) { stored in
        Value(stored: stored) != nil
          ? nil : .mistyped(key: key.name, expected: "\(Value.self)", stored: stored)
      })
  }

  /// The key's number within `range`, else its default's (an invalid value noted).
  private func readNumber(_ key: StoredKey, in range: ClosedRange<Double>) -> Double {
    let stored = read(key) { stored in
      guard let number = stored.number else {
        return .mistyped(key: key.name, expected: "number", stored: stored)
      }
      return range.contains(number) ? nil : .outOfRange(key: key.name, stored: stored, range: range)
    }
    return stored.number ?? range.lowerBound
  }

  /// The stored value of `key` when `check` finds nothing wrong with it, else the key's
  /// default, noting the error `check` returned; nothing is written to the store.
  private func read(_ key: StoredKey, _ check: (StoredValue) -> SettingsValueError?) -> StoredValue
  {
    let stored = values.storedValue(forKey: key.name) ?? key.defaultValue
    let error = check(stored)
    if notesInvalidValues, values.invalidValues[key.name] != error {
      values.invalidValues[key.name] = error
    }
    return error == nil ? stored : key.defaultValue
  }

  /// Whether a switch storing `on` or `off` is on: `nil` when `stored` is neither (a switch of
  /// Booleans reads any value `Bool` reads, such as `1` or `"YES"`).
  static func isOn(_ stored: StoredValue, on: StoredValue, off: StoredValue) -> Bool? {
    if matches(stored, on) { return true }
    if matches(stored, off) { return false }
    guard on == .bool(true), off == .bool(false) else { return nil }
    return Bool(stored: stored)
  }

  /// Whether a stored value is an option's: equal, or the same number (`1` and `1.0`).
  static func matches(_ stored: StoredValue, _ option: StoredValue) -> Bool {
    stored == option || (stored.number != nil && stored.number == option.number)
  }

  /// A stored value as a title-value row shows it.
  static func text(of stored: StoredValue) -> String {
    if case .string(let text) = stored { return text }
    return stored.description
  }
}
