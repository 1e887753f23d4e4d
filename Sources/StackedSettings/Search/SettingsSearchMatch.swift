/// A row found by a search (``SettingsSearchIndex/matches(_:values:)``): where it is and how
/// well it matched.
public struct SettingsSearchMatch: Hashable, Sendable {
  /// How well a row matched, best first: every word of the query must match one of the row's
  /// texts, and the row ranks by its worst-matching word.
  public enum Rank: Int, Comparable, Sendable {
    /// The title is the query.
    case exact
    /// The title starts with the word.
    case prefix
    /// A word of the title starts with the word.
    case wordPrefix
    /// The title contains the word.
    case contains
    /// An option's title or a keyword of the row contains the word.
    case keyword

    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The row's id on its page.
  public let rowID: String
  /// The ids of the pages from the root to the row's page (the root's first).
  public let pages: [String]
  /// The titles of those pages after the root, joined by ` › ` ("General › About"); empty for a
  /// row of the root.
  public var breadcrumb: String
  /// The row's title.
  public var title: String
  /// How well it matched.
  public var rank: Rank

  /// The row's address in the tree: the ids of the pages after the root, then the row's, joined
  /// by `/` ("general/about/name"); what ``SettingsNavigator/reveal(_:)`` takes.
  public let key: String

  /// The address of the row's page (``SettingsNavigator/path``'s last element when it is open),
  /// empty for the root.
  public let pageKey: String

  /// A match of `rowID` on the page at the end of `pages`.
  public init(rowID: String, pages: [String], breadcrumb: String, title: String, rank: Rank) {
    self.rowID = rowID
    self.pages = pages
    self.breadcrumb = breadcrumb
    self.title = title
    self.rank = rank
    key = SettingsPath.key(pages: pages.dropFirst(), row: rowID)
    pageKey = SettingsPath.key(pages: pages.dropFirst())
  }

  /// A match whose keys are known.
  init(
    rowID: String, pages: [String], breadcrumb: String, title: String, rank: Rank, key: String,
    pageKey: String
  ) {
    self.rowID = rowID
    self.pages = pages
    self.breadcrumb = breadcrumb
    self.title = title
    self.rank = rank
    self.key = key
    self.pageKey = pageKey
  }
}
