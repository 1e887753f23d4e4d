import Foundation
import StackedDataSources

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SettingsRow {
  /// A switch bound to `key`.
  public static func toggle(_ key: SettingsKey<Bool>, title: LocalizedText) -> Self {
    Self(
      id: key.name, title: title, kind: .toggle(StoredKey(key), on: .bool(true), off: .bool(false)))
  }

  /// A switch storing `on` or `off` for `key` (a `Settings.bundle`'s `TrueValue` and
  /// `FalseValue`).
  public static func toggle(
    _ key: StoredKey, title: LocalizedText, on: StoredValue, off: StoredValue
  ) -> Self {
    Self(id: key.name, title: title, kind: .toggle(key, on: on, off: off))
  }

  /// A text field bound to `key`: each keystroke is stored.
  public static func textField(
    _ key: SettingsKey<String>, title: LocalizedText, placeholder: String = "",
    kind: RowContent.TextField.Kind = .plain, isSecure: Bool = false
  ) -> Self {
    textField(
      StoredKey(key), title: title, placeholder: placeholder, kind: kind, isSecure: isSecure)
  }

  /// A text field storing its text for `key`.
  public static func textField(
    _ key: StoredKey, title: LocalizedText, placeholder: String = "",
    kind: RowContent.TextField.Kind = .plain, isSecure: Bool = false
  ) -> Self {
    let field = RowContent.TextField(
      text: "", placeholder: placeholder, kind: kind, isSecure: isSecure)
    return Self(id: key.name, title: title, kind: .textField(key, field))
  }

  /// A slider over `range` bound to `key`; a stored number outside the range reads as the
  /// default (``SettingsValueError/outOfRange(key:stored:range:)``).
  public static func slider(
    _ key: SettingsKey<Double>, title: LocalizedText = "", in range: ClosedRange<Double>,
    step: Double? = nil, minimumImageName: String? = nil, maximumImageName: String? = nil
  ) -> Self {
    slider(
      StoredKey(key), title: title, in: range, step: step, minimumImageName: minimumImageName,
      maximumImageName: maximumImageName)
  }

  /// A slider over `range` storing a `Double` for `key`.
  public static func slider(
    _ key: StoredKey, title: LocalizedText = "", in range: ClosedRange<Double>,
    step: Double? = nil, minimumImageName: String? = nil, maximumImageName: String? = nil
  ) -> Self {
    let slider = RowContent.Slider(
      value: range.lowerBound, in: range, step: step, minimumImageName: minimumImageName,
      maximumImageName: maximumImageName)
    return Self(id: key.name, title: title, kind: .slider(key, slider))
  }

  /// A stepper over `range` bound to `key`, its value's text beside it (`format`, by default
  /// the number).
  public static func stepper(
    _ key: SettingsKey<Int>, title: LocalizedText, in range: ClosedRange<Int>, step: Int = 1,
    format: @escaping @MainActor (Int) -> String = { String($0) }
  ) -> Self {
    let stepper = RowContent.Stepper(
      value: Double(range.lowerBound), in: Double(range.lowerBound)...Double(range.upperBound),
      step: Double(step), valueText: "")
    return Self(
      id: key.name, title: title,
      kind: .stepper(StoredKey(key), stepper, isInteger: true, format: { format(Int($0)) }))
  }

  /// One option among `options` bound to `key`, shown as a menu, segments, a navigation to a
  /// list of them (a ``ChoiceList``) or an inline wheel.
  public static func choice<Value: SettingsValue>(
    _ key: SettingsKey<Value>, title: LocalizedText, options: [(Value, LocalizedText)],
    style: RowContent.Picker.Style = .menu
  ) -> Self {
    choice(
      StoredKey(key), title: title,
      options: options.map { SettingsOption($0.0.stored, title: $0.1) }, style: style)
  }

  /// One option among `options` storing the option's value for `key`.
  public static func choice(
    _ key: StoredKey, title: LocalizedText, options: [SettingsOption],
    style: RowContent.Picker.Style = .menu
  ) -> Self {
    Self(id: key.name, title: title, kind: .choice(key, options, style: style))
  }

  /// One option of a radio group bound to `key`: a row with a checkmark while the key stores
  /// the option's value; selecting it stores it. Its id is `key#index`.
  public static func radio(_ key: StoredKey, option: SettingsOption, index: Int) -> Self {
    Self(id: "\(key.name)#\(index)", title: option.title, kind: .radio(key, option))
  }

  /// A date picker bound to `key`.
  public static func date(
    _ key: SettingsKey<Date>, title: LocalizedText,
    components: RowContent.DatePicker.Components = .date
  ) -> Self {
    let picker = RowContent.DatePicker(date: key.defaultValue, components: components)
    return Self(id: key.name, title: title, kind: .date(StoredKey(key), picker))
  }

  /// The value stored for `key`, read-only: the title of the option storing it, else the
  /// value as text (a `Settings.bundle`'s title-value row).
  public static func value(
    _ key: StoredKey, title: LocalizedText, options: [SettingsOption] = []
  ) -> Self {
    Self(id: key.name, title: title, kind: .value(key, options))
  }

  /// A row leading to `page`, with a chevron, or with `summary`'s text before it
  /// (Auto-Lock › "2 Minutes").
  public static func link(
    _ page: SettingsPage, summary: (@MainActor (SettingsValues) -> String?)? = nil
  ) -> Self {
    var row = Self(id: page.id, title: page.title, kind: .link(page, summary: summary))
    row.icon = page.icon
    return row
  }

  /// A button row (drawn as a button, or in red for `.destructive`) running `action`.
  public static func button(
    _ id: String, title: LocalizedText, role: RowContent.Style = .button,
    action: @escaping @MainActor () -> Void
  ) -> Self {
    Self(id: id, title: title, kind: .button(role: role, action: action))
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SettingsRow {
  /// The row identified as `id` on its page: for a second row bound to a key (a summary of a
  /// value edited above), as the ids of a page's rows must differ.
  public func identified(as id: String) -> Self {
    var row = self
    row.id = id
    return row
  }

  /// The row with `icon` before its title.
  public func icon(_ icon: SettingsIcon) -> Self {
    var row = self
    row.icon = icon
    return row
  }

  /// The row with a badge (a count or short text) from the values; `nil` shows none.
  public func badge(_ badge: @escaping @MainActor (SettingsValues) -> String?) -> Self {
    var row = self
    row.badge = badge
    return row
  }

  /// The row found by a search for `keywords` too.
  public func keywords(_ keywords: LocalizedText...) -> Self {
    var row = self
    row.keywords += keywords
    return row
  }

  /// The row shown only while `condition` holds; its page follows the values it reads.
  public func visible(when condition: @escaping @MainActor (SettingsValues) -> Bool) -> Self {
    var row = self
    row.visibility = condition
    return row
  }

  /// The row enabled only while `condition` holds: disabled, it is dimmed and the user's input
  /// is refused (``DataSourceError/Code/rowDisabled``).
  public func enabled(when condition: @escaping @MainActor (SettingsValues) -> Bool) -> Self {
    var row = self
    row.enabling = condition
    return row
  }
}
