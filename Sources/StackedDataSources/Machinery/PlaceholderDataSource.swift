/// A data source that can show a placeholder row — "No devices found" — in each section that has
/// no items: array, sectioned, outline, snapshot and fetched sources.
///
/// ```swift
/// devices.placeholder = RowContent("No devices found")
/// ```
///
/// The placeholder is a row of the table, never an item: ``ItemDataSource/rowItem(at:)`` and
/// ``DataSourceProtocol/item(at:)`` answer `nil` for it, actions on it do nothing (a delete or a
/// move is refused with a typed error), and the source's own item APIs (`count`, `items`,
/// indexes) never see it. The batches between placeholder and items are the table's: the first
/// item into an empty section deletes the placeholder row and inserts the item's, the last one
/// out does the reverse, all in one batch with the rest of the change. While a source is paused
/// (``PausableDataSource``), the table shows the old placeholder: a new one is set when the
/// source resumes, in the same batch as the held edits.
///
/// An ``ExpandingDataSource`` has no placeholder: a section there may be empty on purpose, a
/// collapsed header waiting to be tapped open.
@MainActor
public protocol PlaceholderDataSource: ItemDataSource, TransactionalDataSource {}

extension PlaceholderDataSource {
  /// The content of a placeholder row shown in each section with no items — "No devices
  /// found" — or `nil` (the default) for none. Setting it inserts, removes or refreshes the
  /// placeholder rows; see ``PlaceholderDataSource``.
  ///
  /// Assigning a whole ``ItemDataSource/rowBehavior`` keeps the placeholder, which changes only
  /// through this property (it sends the rows it adds or removes).
  ///
  /// - Complexity: O(1) to read; O(*s*) for *s* sections to write.
  public var placeholder: RowContent? {
    get { rowBehavior.placeholder }
    set { _core.owner.setPlaceholder(newValue) }
  }
}
