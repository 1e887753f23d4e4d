import Observation
import StackedDataSources

/// A settings page built into a table: a data source of rows bound to the values for each
/// section, in a ``SectionGroupStack`` a view shows.
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
/// control made it is not reconfigured back to it (no echo). A change of language reconfigures
/// the rows whose text changed and reloads the sections whose titles changed, in one batch on
/// the main actor's next turn. Building the screen registers the
/// defaults of the page's keys (and of the pages it leads to) with the store.
///
/// Keep the screen while its stack is shown: the rows follow the values through it (a stack
/// whose screen was released keeps its rows as they were, and its links open nothing).
///
/// Each row is read under its own observation: a change of one key costs O(1) for each row
/// showing it (O(*r*) for a row of *r* whose visibility changes), not a diff of the page.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class SettingsPageScreen {
  /// The page shown.
  public let page: SettingsPage
  /// The values read and written.
  public let values: SettingsValues
  /// Resolves the page's text.
  public let localizer: SettingsLocalizer
  /// The table's root: the page's sections, to hand to a view.
  public let stack: SectionGroupStack
  /// Called when the user selects a row leading to another page; the app shows it (pushes a
  /// screen of its own for it).
  public var onOpenPage: (@MainActor (SettingsPage) -> Void)?
  /// The rows, by id.
  let rows: [String: SettingsRow]
  /// The sections on screen.
  private(set) var sections: [BoundSection] = []
  /// The rules showing sections, held while the screen lives.
  private var sectionRules: [Following] = []

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
    let sources = page.sections.map { section in
      ArrayDataSource<SettingsItem>(
        name: "settings \(page.id)/\(section.id)",
        headerTitle: section.header.map(localizer.string),
        footerTitle: section.footer.map(localizer.string))
    }
    // Sources made here belong to no stack yet.
    stack = try! SectionGroupStack(name: "settings \(page.id)", groups: sources)
    values.register(
      defaults: Dictionary(page.keys.map { ($0.name, $0.defaultValue) }) { a, _ in a })
    let reader = reader
    let behavior = reader.behavior(rows: rows) { [weak self] item, row in
      guard let row else {
        if let id = BoundSection.section(ofToggle: item.id),
          let bound = self?.sections.first(where: { $0.declaration.id == id })
        {
          bound.setExpanded(!bound.isExpanded)
        }
        return
      }
      switch row.kind {
      case .link(let page, _): self?.onOpenPage?(page)
      case .button(_, let action): action()
      case .radio(let key, let option): values.setStoredValue(option.value, forKey: key.name)
      default: break
      }
    }
    for (section, source) in zip(page.sections, sources) {
      let bound = BoundSection(section, source: source) { [unowned self] row in
        item(of: row)
      } resolve: { [localizer] text in
        localizer.string(text)
      }
      sections.append(bound)
      source.rowBehavior = behavior
      if section.collapse == nil {
        source.follow { [weak bound] in bound?.refreshed() }
      } else {
        // Items by id: a row kept is reconfigured, the toggle row and the rows it shows are
        // inserted and deleted.
        source.follow { [weak bound] in bound?.collapsibleItems() }
      }
      if let visibility = section.visibility {
        // A top-level group of this stack takes a rule.
        sectionRules.append(
          try! stack.show(source, when: { [weak values] in values.map(visibility) ?? false }))
      }
    }
    followLanguages()
  }

  /// Removes the stored value of every key on the page and the pages it leads to: they read
  /// their defaults again, one batch per table.
  ///
  /// - Complexity: O(*k*) for the *k* keys.
  public func reset() {
    values.reset(keys: page.keys.map(\.name))
  }

  /// The index path in ``stack`` of the row `id` in the section `section`, in the table's
  /// coordinates after the batches sent so far (a change still pending is not in them), or `nil`
  /// while it is not shown (hidden by a rule, by its section's rule, or by a collapsed section).
  ///
  /// - Complexity: O(*r*) for the section's rows.
  public func tablePath(ofRow id: String, inSection section: String) -> TablePath? {
    guard let bound = sections.first(where: { $0.declaration.id == section }),
      let row = bound.source.items.firstIndex(where: { $0.id == id })
    else { return nil }
    return stack.topLevelPath(of: TablePath(section: 0, row: row), in: bound.source)
  }

  /// Expands (or collapses) the collapsed section `section`: the rows it hides are inserted in
  /// one batch when the turn ends, or in the open transaction's. Nothing happens for a section
  /// the page does not collapse.
  ///
  /// - Complexity: O(1), then O(*r*) for the section's rows when the batch is made.
  func setSection(_ section: String, expanded: Bool) {
    sections.first { $0.declaration.id == section }?.setExpanded(expanded)
  }

  /// Reads the rows.
  var reader: SettingsRowReader { SettingsRowReader(values: values, localizer: localizer) }

  /// The row's item, or `nil` while its rule hides it (read under observation).
  func item(of row: SettingsRow) -> SettingsItem? {
    reader.item(of: row, id: row.id)
  }

  /// Resolves the page's text again after each change of the localizer's languages, in one
  /// transaction: each section whose title changed is reloaded and the rows are read again
  /// (their follows join the transaction as it closes), so a change of language is one batch.
  private func followLanguages() {
    withObservationTracking {
      _ = localizer.languages
    } onChange: { [weak self] in
      Task { @MainActor in
        guard let self else { return }
        self.languagesChanged()
        self.followLanguages()
      }
    }
  }

  private func languagesChanged() {
    stack.performBatchUpdates {
      for section in sections {
        // Outside a sink's call, a retitle is not refused.
        try? section.source.setTitles(
          header: section.declaration.header.map(localizer.string),
          footer: section.declaration.footer.map(localizer.string))
        section.markAll()
      }
    }
  }

  static func checked(_ page: SettingsPage) throws(SettingsDeclarationError) -> [String:
    SettingsRow]
  {
    var sectionIDs = Set<String>()
    var rows: [String: SettingsRow] = [:]
    for section in page.sections {
      guard sectionIDs.insert(section.id).inserted else {
        throw .duplicateSectionID(page: page.id, id: section.id)
      }
      if let count = section.collapse?.count, count < 0 {
        throw .negativeCollapsedCount(page: page.id, section: section.id, count: count)
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
