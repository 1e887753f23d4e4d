/// A settings page declared so that it cannot be shown: found when its screen is built,
/// before anything is shown or registered.
public enum SettingsDeclarationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two sections of page `page` share `id`.
  case duplicateSectionID(page: String, id: String)
  /// Two rows of page `page` share `id` (rows bound to one key share its name).
  case duplicateRowID(page: String, id: String)
  /// A choice row of page `page` bound to `key` has no options.
  case noOptions(page: String, key: String)
  /// Section `section` of page `page` is collapsed to a negative number of rows.
  case negativeCollapsedCount(page: String, section: String, count: Int)

  public var description: String {
    switch self {
    case .duplicateSectionID(let page, let id):
      "settings page \"\(page)\" has two sections with id \"\(id)\""
    case .duplicateRowID(let page, let id):
      "settings page \"\(page)\" has two rows with id \"\(id)\" (a key can be bound to one row of a page)"
    case .noOptions(let page, let key):
      "settings page \"\(page)\": the choice bound to \"\(key)\" has no options"
    case .negativeCollapsedCount(let page, let section, let count):
      "settings page \"\(page)\": section \"\(section)\" is collapsed to \(count) rows (0 or more)"
    }
  }
}
