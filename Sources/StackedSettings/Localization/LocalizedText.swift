import Foundation

/// Text shown in a settings row — a title, a footer, an option's title, a search keyword —
/// either as written or looked up in a strings table when the row is shown.
///
/// A string literal is text as written (`title: "Wi-Fi"`, `title: "Slot \(n)"`); ``init(_:table:bundle:default:)``
/// names a key in a table (`Root.strings` of a `Settings.bundle`, or the app's
/// `Localizable.strings` / String Catalog), resolved by a ``SettingsLocalizer`` in its
/// languages, so a change of language is one batch of reconfigured rows.
public struct LocalizedText: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key looked up, or the text itself when ``isLocalized`` is `false`.
  public var key: String
  /// The table's name (`Root` for `Root.strings`); `nil` means `Localizable`.
  public var table: String?
  /// The folder of the bundle holding the `.lproj` folders; `nil` means the main bundle.
  public var bundle: URL?
  /// The text shown where no table has the key; `nil` shows the key.
  public var defaultValue: String?
  /// Whether the text is looked up.
  public var isLocalized: Bool

  /// Text looked up under `key` in `table` of `bundle`, or `defaultValue` (else the key) where
  /// no table has it.
  public init(
    _ key: String, table: String? = nil, bundle: URL? = nil, default defaultValue: String? = nil
  ) {
    self.key = key
    self.table = table
    self.bundle = bundle
    self.defaultValue = defaultValue
    isLocalized = true
  }

  /// Text shown as written.
  public init(verbatim text: String) {
    key = text
    isLocalized = false
  }

  /// Text shown as written.
  public init(stringLiteral text: String) {
    self.init(verbatim: text)
  }
}
