import Observation
import StackedDataSources

/// A search across a tree of settings pages, shown as a table: the rows matching ``query``,
/// grouped by page under a breadcrumb header ("General › About"), with the same controls as on
/// their pages.
///
/// ```swift
/// let search = SettingsSearchScreen(root: settings, values: values)
/// bridge.dataSource = search.stack         // any view, as a page's screen
/// search.query = "bright"                  // Display & Brightness › Brightness, Auto-Brightness
/// search.onSelect = { match in try? navigator.reveal(match.key) }
/// ```
///
/// **Results are the rows themselves.** A result shows what the row shows on its page, read
/// from the same values, and its control writes the same key: a switch flipped in the results is
/// the setting's switch (a page showing it follows, as it follows any change), and the result's
/// own row is not reconfigured back to the input (no echo). Selecting a result calls
/// ``onSelect`` (a navigator reveals the row on its page); results stay as they are.
///
/// **One batch per change.** A change of ``query`` — or of a value a shown result, or a rule
/// deciding whether a row is a result, reads — updates the results at the end of the main
/// actor's turn (or in the open transaction's batch) as the diff of the results before and after:
/// sections by page, rows by their key, a kept row whose look changed reconfigured in place.
/// Rows a `visible(when:)` rule hides, or hides the way to, are not results: the search finds
/// what a user can reach. Sections are ordered by their best match, then as the tree shows
/// them; rows in the order of their page (``SettingsSearchIndex/matches(_:values:)``).
///
/// **No results.** A query of no words (empty, or spaces and punctuation only) shows nothing.
/// A query that matches nothing shows one row, "No Results" (a placeholder no one can act on),
/// unless the screen was made with `showsNoResultsRow: false` for a view that shows its
/// platform's empty state from ``hasNoResults`` (`ContentUnavailableView`,
/// `UIContentUnavailableConfiguration`).
///
/// The index is built when the screen is made, and again after a change of the localizer's
/// languages (the results then change in one batch).
///
/// - Complexity: a keystroke costs O(*n* · *w* · *c*) to match *n* rows (see
///   ``SettingsSearchIndex/matches(_:values:)``), plus O(*m*) to read and diff *m* results; a
///   query extending the last one matches only the last one's matches.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SettingsSearchScreen {
  /// The text searched for.
  public var query = ""
  /// Whether a query of words found nothing (a view shows its empty state then).
  public private(set) var hasNoResults = false
  /// The results shown, in order.
  @ObservationIgnored public private(set) var matches: [SettingsSearchMatch] = []
  /// Called when the user selects a result.
  @ObservationIgnored public var onSelect: (@MainActor (SettingsSearchMatch) -> Void)?
  /// The results' root, to hand to a view.
  @ObservationIgnored public let stack: SectionGroupStack
  /// The tree searched.
  @ObservationIgnored public let root: SettingsPage
  /// The values the results read and write.
  @ObservationIgnored public let values: SettingsValues
  /// Resolves the tree's text.
  @ObservationIgnored public let localizer: SettingsLocalizer

  @ObservationIgnored private let results: SectionedDataSource<String, SettingsItem>
  @ObservationIgnored private let showsNoResultsRow: Bool
  @ObservationIgnored private var index: SettingsSearchIndex
  /// The rows of the tree, by key.
  @ObservationIgnored private let rows: [String: SettingsRow]
  /// The rows of collapsed sections, by key: the section and the row's place in it.
  @ObservationIgnored private let collapsible: [String: (section: SettingsSection, position: Int)]
  /// The languages the index was built in.
  @ObservationIgnored private var indexLanguages: [String]?
  /// The last query matched, and its matches before the rules: a query extending it is
  /// matched against those only.
  @ObservationIgnored private var narrowing: (query: FoldedText, entries: [Int])?

  /// A search of `root`'s tree of pages, reading and writing `values`.
  ///
  /// - Complexity: O(*t*) for the *t* characters of the tree's texts (the index).
  public init(
    root: SettingsPage, values: SettingsValues, localizer: SettingsLocalizer = SettingsLocalizer(),
    showsNoResultsRow: Bool = true
  ) {
    self.root = root
    self.values = values
    self.localizer = localizer
    self.showsNoResultsRow = showsNoResultsRow
    index = SettingsSearchIndex(root: root, localizer: localizer)
    indexLanguages = localizer.languages
    values.register(
      defaults: Dictionary(root.keys.map { ($0.name, $0.defaultValue) }) { a, _ in a })
    // One name in a stack of one.
    results = try! SectionedDataSource(name: "settings search")
    stack = try! SectionGroupStack(name: "settings search", groups: [results])
    let rows = Dictionary(index.entries.map { ($0.key, $0.row) }) { first, _ in first }
    self.rows = rows
    collapsible = Dictionary(
      index.entries.compactMap { entry in
        entry.section.collapse == nil ? nil : (entry.key, (entry.section, entry.position))
      }
    ) { first, _ in first }
    results.rowBehavior = SettingsRowReader(values: values, localizer: localizer).behavior(
      rows: rows
    ) { [weak self] item, _ in
      guard let self, let match = matches.first(where: { $0.key == item.id }) else { return }
      onSelect?(match)
    }
    results.follow { [weak self] in self?.sections() }
  }

  /// The sections shown for the query now (read under the follow's observation).
  private func sections() -> [TableSection<String, SettingsItem>] {
    if localizer.languages != indexLanguages {
      index = SettingsSearchIndex(root: root, localizer: localizer)
      indexLanguages = localizer.languages
      narrowing = nil
    }
    let folded = FoldedText(query)
    let found = matches(of: folded)
    let noResults = !folded.words.isEmpty && found.isEmpty
    // Read without observing it: the follow does not depend on what it sets.
    if _hasNoResults != noResults { hasNoResults = noResults }
    matches = found
    if noResults && showsNoResultsRow {
      var content = RowContent("No Results", isSelectable: false)
      content.secondaryText = query
      return [TableSection(id: "", items: [SettingsItem(id: "", content: content)])]
    }
    let reader = SettingsRowReader(
      values: values, localizer: localizer, notesInvalidValues: false)
    var sections: [TableSection<String, SettingsItem>] = []
    for match in found {
      guard let row = rows[match.key] else { continue }
      var content = reader.content(of: row)
      // Selecting any result reveals it.
      content.isSelectable = true
      if let more = hiddenBehind(match.key, reader: reader) {
        content.secondaryText = "› " + more
      }
      let item = SettingsItem(id: match.key, content: content)
      if sections.last?.id == match.pageKey {
        sections[sections.count - 1].items.append(item)
      } else {
        let header = match.breadcrumb.isEmpty ? localizer.string(root.title) : match.breadcrumb
        sections.append(TableSection(id: match.pageKey, items: [item], headerTitle: header))
      }
    }
    return sections
  }

  /// The title of the row that expands the collapsed section hiding the row keyed `key` on a
  /// screen of its page as it opens, or `nil` when no collapsed section hides it.
  private func hiddenBehind(_ key: String, reader: SettingsRowReader) -> String? {
    guard let (section, position) = collapsible[key], let collapse = section.collapse else {
      return nil
    }
    let shownBefore = section.rows[..<position].lazy.filter { reader.isShown($0) }.count
    return shownBefore >= collapse.count ? localizer.string(collapse.more) : nil
  }

  /// The matches of `query` that the rules let through, narrowing the last query's when it
  /// extends it.
  private func matches(of folded: FoldedText) -> [SettingsSearchMatch] {
    var candidates: [Int]?
    if let narrowing, folded.text.hasPrefix(narrowing.query.text),
      folded.words.count >= narrowing.query.words.count,
      zip(narrowing.query.words, folded.words).dropLast().allSatisfy({ $0 == $1 }),
      let last = narrowing.query.words.last,
      folded.words[narrowing.query.words.count - 1].hasPrefix(last)
    {
      // Each word of the query contains the last query's word in its place, so a row matching
      // it matched the last query (every rank is a containment).
      candidates = narrowing.entries
    }
    let (found, matched) = index.matches(folded, among: candidates, values: values)
    narrowing = folded.words.isEmpty ? nil : (folded, matched)
    return found
  }
}
