import StackedDataSources

/// A settings page built into a table: one sectioned data source of rows bound to the values,
/// in a ``SectionGroupStack`` a view shows.
///
/// ```swift
/// let values = SettingsValues(store: UserDefaultsStore())
/// let screen = try SettingsPageScreen(page: display, values: values)
/// bridge.dataSource = screen.stack            // any view: UIKit, SwiftUI, AppKit, TextRenderer
/// screen.onOpenPage = { page in push(try SettingsPageScreen(page: page, values: values)) }
/// ```
///
/// The page follows the values: a change of a key — by the user in this screen or another, by
/// the app, or made elsewhere and reported by the store — reconfigures the rows showing it, in
/// one batch at the end of the main actor's turn or in the open transaction's; rows and
/// sections whose `visible(when:)` rule changes are inserted or deleted in the same batch. The
/// user's input is written to the store in the transaction of the input, and the row whose
/// control made it is not reconfigured back to it (no echo). Building the screen registers the
/// defaults of the page's keys (and of the pages it leads to) with the store.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class SettingsPageScreen {
  /// The page shown.
  public let page: SettingsPage
  /// The values read and written.
  public let values: SettingsValues
  /// Resolves the page's text.
  public let localizer: SettingsLocalizer
  /// The page's rows, a section for each visible section of the page.
  public let dataSource: SectionedDataSource<String, SettingsItem>
  /// The table's root: the page's data source, to hand to a view.
  public let stack: SectionGroupStack
  /// Called when the user selects a row leading to another page; the app shows it (pushes a
  /// screen of its own for it).
  public var onOpenPage: (@MainActor (SettingsPage) -> Void)?
  /// The rows, by id.
  let rows: [String: SettingsRow]

  /// A screen showing `page` with `values`, its text resolved by `localizer`.
  ///
  /// - Throws: ``SettingsDeclarationError`` for two sections or two rows with one id, or a
  ///   choice without options; nothing is registered or shown then.
  /// - Complexity: O(*r*) for the page's *r* rows (and the keys of the pages it leads to).
  public init(
    page: SettingsPage, values: SettingsValues, localizer: SettingsLocalizer = SettingsLocalizer()
  ) throws(SettingsDeclarationError) {
    rows = try Self.checked(page)
    self.page = page
    self.values = values
    self.localizer = localizer
    // A page of unique section ids cannot be refused.
    dataSource = try! SectionedDataSource(name: "settings page \(page.id)")
    stack = try! SectionGroupStack(name: "settings \(page.id)", groups: [dataSource])
    values.register(
      defaults: Dictionary(page.keys.map { ($0.name, $0.defaultValue) }) { a, _ in a })
    dataSource.rowBehavior = behavior()
    dataSource.follow { [weak self] in self?.sections() }
  }

  /// Removes the stored value of every key on the page and the pages it leads to: they read
  /// their defaults again, one batch per table.
  ///
  /// - Complexity: O(*k*) for the *k* keys.
  public func reset() {
    values.reset(keys: page.keys.map(\.name))
  }

  /// The sections shown now, read from the values (observed by the follow).
  func sections() -> [TableSection<String, SettingsItem>] {
    page.sections.compactMap { section in
      if let visibility = section.visibility, !visibility(values) { return nil }
      return TableSection(
        id: section.id,
        items: section.rows.compactMap { row in
          if let visibility = row.visibility, !visibility(values) { return nil }
          return SettingsItem(id: row.id, content: content(of: row))
        },
        headerTitle: section.header.map(localizer.string),
        footerTitle: section.footer.map(localizer.string))
    }
  }

  private static func checked(_ page: SettingsPage) throws(SettingsDeclarationError) -> [String:
    SettingsRow]
  {
    var sectionIDs = Set<String>()
    var rows: [String: SettingsRow] = [:]
    for section in page.sections {
      guard sectionIDs.insert(section.id).inserted else {
        throw .duplicateSectionID(page: page.id, id: section.id)
      }
      for row in section.rows {
        guard rows.updateValue(row, forKey: row.id) == nil else {
          throw .duplicateRowID(page: page.id, id: row.id)
        }
        if case .choice(let key, let options, _) = row.kind, options.isEmpty {
          throw .noOptions(page: page.id, key: key.name)
        }
      }
    }
    return rows
  }
}
