import StackedDataSources

/// What a settings page's data source holds for a row: its id and what it shows, read from the
/// declaration and the values. Two items are equal when the row looks the same, so a change of
/// value reconfigures the row and nothing else.
public struct SettingsItem: Hashable, Identifiable, Sendable {
  /// The row's id on its page (``SettingsRow/id``).
  public let id: String
  /// What the row shows.
  public var content: RowContent

  /// The item of row `id` showing `content`.
  public init(id: String, content: RowContent) {
    self.id = id
    self.content = content
  }
}
