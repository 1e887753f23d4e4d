/// Why ``SettingsNavigator/reveal(_:)`` could not show a row; nothing was opened or closed.
public enum SettingsRevealError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No row of the tree has the key; `found` is the key of the last page the key's ids led to
  /// (empty for the root).
  case unknownKey(String, found: String)
  /// The row keyed `key` is hidden by the `visible(when:)` rule of the row keyed `row` — its
  /// own, or that of a link row on the way to it.
  case hiddenByRow(key: String, row: String)
  /// The row keyed `key` is hidden by the `visible(when:)` rule of the section `section` on
  /// the page keyed `page` — its own section, or the section of a link row on the way.
  case hiddenBySection(key: String, page: String, section: String)
  /// The rules let the row show, but its page's screen does not show it yet: the rule changed
  /// in a transaction still open on that screen's stack. Reveal it after the transaction.
  case notShownYet(key: String)

  public var description: String {
    switch self {
    case .unknownKey(let key, let found):
      "No settings row has the key \"\(key)\" (its ids lead no further than "
        + (found.isEmpty ? "the root page" : "the page \"\(found)\"") + ")."
    case .hiddenByRow(let key, let row):
      key == row
        ? "The settings row \"\(key)\" is hidden by its visible(when:) rule."
        : "The settings row \"\(key)\" is on a page whose link row \"\(row)\" a visible(when:) rule hides."
    case .hiddenBySection(let key, let page, let section):
      "The settings row \"\(key)\" is hidden by the visible(when:) rule of the section \"\(section)\" "
        + "on " + (page.isEmpty ? "the root page." : "the page \"\(page)\".")
    case .notShownYet(let key):
      "The settings row \"\(key)\" is not shown yet: a transaction open on its page changed the rule showing it."
    }
  }
}
