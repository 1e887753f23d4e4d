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
  struct Entry {
    let row: SettingsRow
    let pages: [String]
    let breadcrumb: String
    let title: String
    let foldedTitle: FoldedText
    /// Option titles and keywords.
    let extras: [FoldedText]
    /// The rules that hide the row: its own, its section's, and those of the rows and sections
    /// leading to its page.
    let rules: [@MainActor (SettingsValues) -> Bool]

    /// The row's key in the tree.
    var key: String { SettingsPath.key(pages: pages.dropFirst(), row: row.id) }
  }

  let entries: [Entry]

  /// The rows of `root` and of the pages it leads to, in the order the pages show them (a
  /// page's rows after the row leading to it).
  ///
  /// - Complexity: O(*t*) for the *t* characters of the tree's texts.
  public init(root: SettingsPage, localizer: SettingsLocalizer) {
    var entries: [Entry] = []
    func walk(
      _ page: SettingsPage, pages: [String], titles: [String],
      rules: [@MainActor (SettingsValues) -> Bool]
    ) {
      for section in page.sections {
        let sectionRules = rules + (section.visibility.map { [$0] } ?? [])
        for row in section.rows {
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
              row: row, pages: pages, breadcrumb: titles.joined(separator: " › "),
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
    var found: [(order: Int, match: SettingsSearchMatch)] = []
    var matched: [Int] = []
    for order in candidates ?? Array(entries.indices) {
      let entry = entries[order]
      guard let rank = rank(of: entry, query: folded, words: words) else { continue }
      matched.append(order)
      if let values, !entry.rules.allSatisfy({ $0(values) }) { continue }
      found.append(
        (
          order,
          SettingsSearchMatch(
            rowID: entry.row.id, pages: entry.pages, breadcrumb: entry.breadcrumb,
            title: entry.title, rank: rank)
        ))
    }
    // Pages by their best rank, then by where their first match is in the tree.
    var best: [[String]: (rank: SettingsSearchMatch.Rank, order: Int)] = [:]
    for (order, match) in found {
      if let current = best[match.pages] {
        if match.rank < current.rank { best[match.pages] = (match.rank, current.order) }
      } else {
        best[match.pages] = (match.rank, order)
      }
    }
    let sorted = found.sorted { lhs, rhs in
      guard lhs.match.pages != rhs.match.pages,
        let left = best[lhs.match.pages], let right = best[rhs.match.pages]
      else { return lhs.order < rhs.order }
      return (left.rank, left.order) < (right.rank, right.order)
    }
    return (sorted.map(\.match), matched)
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
