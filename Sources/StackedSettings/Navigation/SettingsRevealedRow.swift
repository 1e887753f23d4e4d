import StackedDataSources

/// A row ``SettingsNavigator/reveal(_:)`` showed: where it is, for a view to scroll to it and
/// highlight it.
public struct SettingsRevealedRow: Hashable, Sendable {
  /// The row's key ("general/about/name").
  public var key: String
  /// The key of the row's page, the last of ``SettingsNavigator/path`` (empty for the root).
  public var pageKey: String
  /// The row's index path in the page's screen's stack, after the reveal's batch.
  public var tablePath: TablePath

  /// The row keyed `key` at `tablePath` on the page keyed `pageKey`.
  public init(key: String, pageKey: String, tablePath: TablePath) {
    self.key = key
    self.pageKey = pageKey
    self.tablePath = tablePath
  }
}
