import StackedDataSources

/// The searchable text of every row of a tree of settings pages: titles, option titles and
/// keywords, folded (case, diacritics, width), with where each row is.
///
/// ```swift
/// let index = SettingsSearchIndex(root: settings, localizer: localizer)
/// index.matches("bright", values: values)   // Display & Brightness › Brightness, …
/// ```
///
/// Pages are the ones ``SettingsRow/link(_:summary:)`` rows lead to, walked once when the index
/// is made; text is resolved by the localizer then (make an index again for another language).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public struct SettingsSearchIndex {
  /// One row's searchable text.
  /// A class: the matching loop reads ten thousand of them a keystroke, and a copy of a struct
  /// of this many fields retains each.
  final class Entry {
    let row: SettingsRow
    /// The row's section, and its place among the section's rows.
    let section: SettingsSection
    let position: Int
    let pages: [String]
    /// The page's place in the order of the walk: equal for the rows of one page.
    let page: Int
    /// The row's key in the tree, and its page's.
    let key: String
    let pageKey: String
    let breadcrumb: String
    let title: String
    let foldedTitle: FoldedText
    /// Option titles and keywords.
    let extras: [FoldedText]
    /// The rules that hide the row: its own, its section's, and those of the rows and sections
    /// leading to its page.
    let rules: [@MainActor (SettingsValues) -> Bool]

    init(
      row: SettingsRow, section: SettingsSection, position: Int, pages: [String], page: Int,
      key: String, pageKey: String, breadcrumb: String, title: String, foldedTitle: FoldedText,
      extras: [FoldedText], rules: [@MainActor (SettingsValues) -> Bool]
    ) {
      self.row = row
      self.section = section
      self.position = position
      self.pages = pages
      self.page = page
      self.key = key
      self.pageKey = pageKey
      self.breadcrumb = breadcrumb
      self.title = title
      self.foldedTitle = foldedTitle
      self.extras = extras
      self.rules = rules
    }
  }

  let entries: [Entry]

  /// The rows of `root` and of the pages it leads to, in the order the pages show them (a
  /// page's rows after the row leading to it).
  ///
  /// - Complexity: O(*t*) for the *t* characters of the tree's texts.
  public init(root: SettingsPage, localizer: SettingsLocalizer) {
    var entries: [Entry] = []
    var pageCount = 0
    func walk(
      _ page: SettingsPage, pages: [String], titles: [String],
      rules: [@MainActor (SettingsValues) -> Bool]
    ) {
      let ordinal = pageCount
      pageCount += 1
      let pageKey = SettingsPath.key(pages: pages.dropFirst())
      let breadcrumb = titles.joined(separator: " › ")
      for section in page.sections {
        let sectionRules = rules + (section.visibility.map { [$0] } ?? [])
        for (position, row) in section.rows.enumerated() {
          let rowRules = sectionRules + (row.visibility.map { [$0] } ?? [])
          let title = localizer.string(row.title)
          var extras = row.keywords.map { FoldedText(localizer.string($0)) }
          switch row.kind {
          case .choice(_, let options, _), .value(_, let options):
            extras += options.map { FoldedText(localizer.string($0.title)) }
          default: break
          }
          entries.append(
            Entry(
              row: row, section: section, position: position, pages: pages, page: ordinal,
              key: SettingsPath.key(pageKey, row.id),
              pageKey: pageKey, breadcrumb: breadcrumb,
              title: title, foldedTitle: FoldedText(title), extras: extras, rules: rowRules))
          if case .link(let child, _) = row.kind {
            walk(
              child, pages: pages + [child.id], titles: titles + [localizer.string(child.title)],
              rules: rowRules)
          }
        }
      }
    }
    walk(root, pages: [root.id], titles: [], rules: [])
    self.entries = entries
  }

  /// The number of rows indexed.
  public var count: Int { entries.count }

  /// The rows matching `query`, grouped by page — the pages in the order of their best match,
  /// then of the tree — and in page order within a page. Every word of the query must match
  /// (folded as the rows' texts are); an empty query, or one of no words, matches nothing. With
  /// `values`, rows a `visible(when:)` rule hides (or hides the way to) are left out.
  ///
  /// - Complexity: O(*n* · *w* · *c*) for *n* rows, *w* words and *c* characters a row's texts
  ///   have.
  public func matches(_ query: String, values: SettingsValues? = nil) -> [SettingsSearchMatch] {
    matches(FoldedText(query), among: nil, values: values).matches
  }

  /// The matches of `query` among the entries at `candidates` (all when `nil`), and the
  /// entries whose text matched before the rules were applied.
  func matches(_ folded: FoldedText, among candidates: [Int]?, values: SettingsValues?)
    -> (matches: [SettingsSearchMatch], matched: [Int])
  {
    let words = folded.words
    guard !words.isEmpty else { return ([], []) }
    var found: [(entry: Int, rank: SettingsSearchMatch.Rank)] = []
    var matched: [Int] = []
    func consider(_ order: Int) {
      // The entry is read in place, not copied: a copy retains each of its fields.
      guard let rank = rank(of: entries[order], query: folded, words: words) else { return }
      matched.append(order)
      if let values, !entries[order].rules.allSatisfy({ $0(values) }) { return }
      found.append((order, rank))
    }
    if let candidates {
      for order in candidates { consider(order) }
    } else {
      for order in entries.indices { consider(order) }
    }
    // Pages by their best rank, then by where their first match is in the tree; rows in tree
    // order within a page (`found` is in tree order).
    var groups: [Int: (rank: SettingsSearchMatch.Rank, first: Int, rows: [Int])] = [:]
    for (position, (order, rank)) in found.enumerated() {
      let page = entries[order].page
      if var group = groups[page] {
        group.rank = min(group.rank, rank)
        group.rows.append(position)
        groups[page] = group
      } else {
        groups[page] = (rank, order, [position])
      }
    }
    let pages = groups.values.sorted { ($0.rank, $0.first) < ($1.rank, $1.first) }
    var sorted: [SettingsSearchMatch] = []
    sorted.reserveCapacity(found.count)
    for group in pages {
      for position in group.rows {
        let (order, rank) = found[position]
        let entry = entries[order]
        sorted.append(
          SettingsSearchMatch(
            rowID: entry.row.id, pages: entry.pages, breadcrumb: entry.breadcrumb,
            title: entry.title, rank: rank, key: entry.key, pageKey: entry.pageKey))
      }
    }
    return (sorted, matched)
  }

  /// The entry's rank for the query, or `nil` when a word matches none of its texts.
  private func rank(of entry: Entry, query: FoldedText, words: [Substring])
    -> SettingsSearchMatch.Rank?
  {
    if entry.foldedTitle.text == query.text || entry.foldedTitle.words == words { return .exact }
    var worst = SettingsSearchMatch.Rank.exact
    for word in words {
      let rank: SettingsSearchMatch.Rank
      if entry.foldedTitle.text.hasPrefix(word) {
        rank = .prefix
      } else if entry.foldedTitle.words.contains(where: { $0.hasPrefix(word) }) {
        rank = .wordPrefix
      } else if entry.foldedTitle.text.contains(word) {
        rank = .contains
      } else if entry.extras.contains(where: { $0.text.contains(word) }) {
        rank = .keyword
      } else {
        return nil
      }
      worst = max(worst, rank)
    }
    return worst
  }
}
