import Foundation
import StackedDataSources

/// One row of a settings page, declared: what it shows and which setting it edits.
///
/// ```swift
/// SettingsRow.toggle(.airplaneMode, title: "Airplane Mode")
/// SettingsRow.slider(.brightness, in: 0...1)
/// SettingsRow.choice(.autoLock, title: "Auto-Lock", options: [
///   (30, "30 Seconds"), (60, "1 Minute"), (120, "2 Minutes"),
/// ])
/// SettingsRow.link("about", title: "About", page: aboutPage)
/// ```
///
/// A row bound to a key shows the key's value and writes the user's input to it; its id is the
/// key's name (unique on its page). Modifiers add an icon, a badge, keywords, and rules that
/// show or enable it from the values.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public struct SettingsRow {
  /// The row's identity on its page: the bound key's name, or the id it was given
  /// (``identified(as:)`` for a second row showing a key).
  public internal(set) var id: String
  /// The row's title.
  public var title: LocalizedText
  /// What the row is.
  public let kind: Kind
  /// The icon before the title.
  public var icon: SettingsIcon?
  /// More words a search finds the row by.
  public var keywords: [LocalizedText] = []
  var badge: (@MainActor (SettingsValues) -> String?)?
  var visibility: (@MainActor (SettingsValues) -> Bool)?
  var enabling: (@MainActor (SettingsValues) -> Bool)?

  /// What a row is, and the setting it edits.
  public enum Kind {
    /// A switch storing `on` or `off`.
    case toggle(StoredKey, on: StoredValue, off: StoredValue)
    /// A text field storing its text.
    case textField(StoredKey, RowContent.TextField)
    /// A slider storing a `Double`.
    case slider(StoredKey, RowContent.Slider)
    /// A stepper storing an `Int` (or a `Double` when `isInteger` is `false`).
    case stepper(
      StoredKey, RowContent.Stepper, isInteger: Bool, format: @MainActor (Double) -> String)
    /// One option among several, stored as the option's value.
    case choice(StoredKey, [SettingsOption], style: RowContent.Picker.Style)
    /// One option of a radio group: a checkmark row storing `option.value` when selected.
    case radio(StoredKey, SettingsOption)
    /// A date picker storing a `Date`.
    case date(StoredKey, RowContent.DatePicker)
    /// The stored value shown as read-only text: an option's title when one matches it, else
    /// the value itself.
    case value(StoredKey, [SettingsOption])
    /// A row leading to another page, with a summary of it.
    case link(SettingsPage, summary: (@MainActor (SettingsValues) -> String?)?)
    /// A button row running `action`.
    case button(role: RowContent.Style, action: @MainActor () -> Void)

    /// The key the row edits or shows, if any.
    public var key: StoredKey? {
      switch self {
      case .toggle(let key, _, _), .textField(let key, _), .slider(let key, _),
        .stepper(let key, _, _, _), .choice(let key, _, _), .radio(let key, _),
        .date(let key, _), .value(let key, _):
        key
      case .link, .button: nil
      }
    }
  }

  init(id: String, title: LocalizedText, kind: Kind) {
    self.id = id
    self.title = title
    self.kind = kind
  }
}

/// A key's name and default value, without its type: what a row stores and reads.
public struct StoredKey: Hashable, Sendable {
  /// The name the store keeps the value under.
  public var name: String
  /// The value read while none is stored.
  public var defaultValue: StoredValue

  /// The name and default of `key`.
  public init<Value>(_ key: SettingsKey<Value>) {
    self.init(name: key.name, defaultValue: key.defaultValue.stored)
  }

  /// A key named `name` with `defaultValue`.
  public init(name: String, defaultValue: StoredValue) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

/// One option of a choice: the value stored when it is chosen and its title.
public struct SettingsOption: Hashable, Sendable {
  /// The value stored when the option is chosen.
  public var value: StoredValue
  /// The option's title.
  public var title: LocalizedText

  /// An option storing `value`, titled `title`.
  public init(_ value: StoredValue, title: LocalizedText) {
    self.value = value
    self.title = title
  }
}
