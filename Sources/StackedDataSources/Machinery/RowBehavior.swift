/// How a data source's rows look and answer the user, declared once from its own item type.
///
/// Every data source of the package keeps one (``ItemDataSource/rowBehavior``), set through the
/// typed properties of ``ItemDataSource``: ``ItemDataSource/content``,
/// ``ItemDataSource/onSelect``, ``ItemDataSource/onToggle`` and the others.
public struct RowBehavior<Item> {
  /// What a row shows; `nil` shows the item's description.
  public var content: ((Item) -> RowContent)?
  /// The reuse identifier of a row's cell.
  public var reuseIdentifier: (Item) -> String = { _ in "Cell" }
  /// Whether the user may delete a row.
  public var canEdit: (Item) -> Bool = { _ in false }
  /// Whether a row's editing control inserts instead of deleting.
  public var canInsert: (Item) -> Bool = { _ in false }
  /// Whether the user may move a row.
  public var canMove: (Item) -> Bool = { _ in false }
  /// Called when the user selects a row.
  public var onSelect: ((Item) -> Void)?
  /// Called when the user taps a row's accessory button.
  public var onAccessoryTap: ((Item) -> Void)?
  /// Called when the user flips a row's switch, with the new state.
  public var onToggle: ((Item, Bool) -> Void)?
  /// A row's swipe actions on an edge.
  public var swipeActions: ((Item, RowAction.Edge) -> [RowAction])?
  /// Called instead of the data source's own removal when the user deletes a row; the closure
  /// changes the model (or not), which reports to the table as any edit does.
  public var onDelete: ((Item) -> Void)?
  /// Called when the user taps a row's insert control; see ``ItemDataSource/onInsert``.
  public var onInsert: ((Item) -> Void)?
  /// Called instead of the data source's own reordering when the user drags a row; see
  /// ``ItemDataSource/onMove``.
  public var onMove: ((Item, TablePath, TablePath) -> Void)?
  /// The row shown while the data source (or one of its sections) has no items, or `nil` for
  /// none. It is never an item: item APIs never see it, and the user cannot act on it. Set it
  /// through the source's `placeholder`; a source assigned a whole behaviour keeps its own.
  public internal(set) var placeholder: RowContent?
  /// The cells of platform adapters (`StackedDataSourcesUI`), by adapter: each stores its own
  /// typed cell configuration here, so that a source owns its cells without the core knowing
  /// any platform type.
  package var platformCells: [String: Any] = [:]

  /// Behaviour with no content and no actions: rows show their items' descriptions.
  public init() {}

  /// This behaviour with the placeholder of `current`: what a source keeps when an app assigns
  /// it a whole behaviour.
  func keepingPlaceholder(of current: Self) -> Self {
    var kept = self
    kept.placeholder = current.placeholder
    return kept
  }
}
