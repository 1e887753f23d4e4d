import Foundation

/// A data source of one section whose rows are the elements of an array.
///
/// Every mutation validates its arguments first, then updates the items and reports the change
/// to ``sink``: as its own batch, or as part of the open transaction
/// (``DataSourceProtocol/performBatchUpdates(_:)``), which sends the net change of all its edits
/// as one batch.
///
/// ```swift
/// let fruits = ArrayDataSource(["Apple", "Banana", "Cherry"], name: "Fruits")
/// fruits.sink = tableSink
/// fruits.append("Kiwi")                      // insert rows [0, 3]
/// try fruits.move(from: 0, to: 2)            // move row [0, 0] → [0, 2]
/// ```
///
/// Items are compared with `==` for content: ``item(at:)`` returns the item itself, so a content
/// check notices a row whose value changed without a reload.
@MainActor
public final class ArrayDataSource<Item: Hashable>: PausableDataSource, PlaceholderDataSource,
  PlaceholderSource
{
  /// The rows, in order.
  public internal(set) var items: [Item]
  /// The title of the section's header.
  public var headerTitle: String?
  /// The title of the section's footer.
  public var footerTitle: String?
  /// How the rows look and answer the user; see ``ItemDataSource``.
  ///
  /// Assigning a whole behaviour keeps the source's ``placeholder``, which changes only through
  /// that property (it sends the rows it adds or removes).
  public var rowBehavior: RowBehavior<Item> {
    get { behavior }
    set { behavior = newValue.keepingPlaceholder(of: behavior) }
  }
  /// The behaviour itself; see ``PlaceholderSource``.
  var behavior = RowBehavior<Item>()
  /// The items the table was last told of, frozen while the source is paused (``pause()``).
  var pausedItems: [Item]?
  /// The key path `follow(_:_:id:)` last matched the items by (a `KeyPath<Item, ID>`): the
  /// identity the views name a row by, in place of its value.
  var followedID: AnyKeyPath?

  public lazy var _core = TransactionCore(owner: self)

  /// Creates a data source showing `items`.
  public init(
    _ items: [Item] = [], name: String = "ArrayDataSource", headerTitle: String? = nil,
    footerTitle: String? = nil
  ) {
    self.items = items
    _core.name = name
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
  }

  /// The number of items.
  public var count: Int { items.count }

  /// The item at `index`, or `nil` when there is none.
  public subscript(index: Int) -> Item? {
    items.indices.contains(index) ? items[index] : nil
  }

  // MARK: DataSourceProtocol

  /// Always 1.
  public var numberOfSections: Int { 1 }

  /// The number of items, or 1 for the placeholder row when there are none and
  /// ``placeholder`` is set; 0 for any section but 0. While paused, the items the table was last
  /// told of.
  public func numberOfRows(inSection section: Int) -> Int {
    section == 0 ? shownRowCount(items: displayedItems.count) : 0
  }

  var itemSectionCount: Int { 1 }

  func itemCount(inSection section: Int) -> Int { section == 0 ? items.count : 0 }

  public func titleForHeader(inSection section: Int) -> String? {
    section == 0 ? headerTitle : nil
  }

  public func titleForFooter(inSection section: Int) -> String? {
    section == 0 ? footerTitle : nil
  }

  /// The item the row at `path` shows, or `nil`; while paused, of the items the table was last
  /// told of.
  public func rowItem(at path: TablePath) -> Item? {
    // Without `??` and `indices`, which a read through the protocol (unspecialized) paid for in
    // generic metadata lookups on every row a table or a list draws.
    guard path.section == 0, path.row >= 0 else { return nil }
    if let pausedItems { return path.row < pausedItems.count ? pausedItems[path.row] : nil }
    return path.row < items.count ? items[path.row] : nil
  }

  /// Removes the row's item (or runs ``RowBehavior/onDelete``) when ``RowBehavior/canEdit``
  /// allows it.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path` or it may not be deleted.
  public func commitDelete(at path: TablePath) throws(DataSourceError) {
    try commitDelete(at: path) { (path) throws(DataSourceError) in try remove(at: path.row) }
  }

  // MARK: Internal

  func edit(_ record: (any EditReceiver) -> Void, _ apply: () -> Void) throws(DataSourceError) {
    try core.edit(record: record, apply: apply)
  }

  func path(_ row: Int) -> TablePath { TablePath(section: 0, row: row) }

  func checkRow(_ row: Int) throws(DataSourceError) {
    guard items.indices.contains(row) else {
      throw .rowOutOfRange(dataSource: name, row: row, section: 0, rowCount: items.count)
    }
  }
}

extension ArrayDataSource: UserMovableSource {
  func modelAcceptsMove(from source: TablePath, to target: TablePath) -> Bool {
    target.section == 0 && items.indices.contains(target.row)
  }

  func moveModel(from source: TablePath, to target: TablePath) throws(DataSourceError) {
    try move(from: source.row, to: target.row)
  }
}
