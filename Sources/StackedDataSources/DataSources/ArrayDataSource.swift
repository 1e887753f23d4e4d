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
public final class ArrayDataSource<Item: Hashable>: DataSourceProtocol, TransactionNode {
  /// The rows, in order.
  public internal(set) var items: [Item]
  /// A name for messages and errors.
  public var name: String
  /// The receiver of this data source's changes.
  public var sink: (any TableSink)? {
    get { core.sink }
    set { core.sink = newValue }
  }
  /// The title of the section's header.
  public var headerTitle: String?
  /// The title of the section's footer.
  public var footerTitle: String?
  /// The reuse identifier for an item's cell; `"Cell"` by default.
  public var reuseIdentifier: (Item) -> String = { _ in "Cell" }
  /// Whether the row of an item may be edited; `false` by default.
  public var canEdit: (Item) -> Bool = { _ in false }
  /// Whether the row of an item may be reordered by the user; `false` by default.
  public var canMove: (Item) -> Bool = { _ in false }

  lazy var core = TransactionCore(owner: self)

  /// Creates a data source showing `items`.
  public init(
    _ items: [Item] = [], name: String = "ArrayDataSource", headerTitle: String? = nil,
    footerTitle: String? = nil
  ) {
    self.items = items
    self.name = name
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
  }

  /// The animation of the batches this data source sends; `.automatic` by default.
  public var animation: RowAnimation {
    get { core.animation }
    set { core.animation = newValue }
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

  public func numberOfRows(inSection section: Int) -> Int {
    section == 0 ? items.count : 0
  }

  public func item(at path: TablePath) -> AnyHashable? {
    guard path.section == 0, let item = self[path.row] else { return nil }
    return AnyHashable(item)
  }

  public func reuseIdentifier(at path: TablePath) -> String {
    guard path.section == 0, let item = self[path.row] else { return "Cell" }
    return reuseIdentifier(item)
  }

  public func titleForHeader(inSection section: Int) -> String? {
    section == 0 ? headerTitle : nil
  }

  public func titleForFooter(inSection section: Int) -> String? {
    section == 0 ? footerTitle : nil
  }

  public func canEditRow(at path: TablePath) -> Bool {
    path.section == 0 && self[path.row].map(canEdit) == true
  }

  public func canMoveRow(at path: TablePath) -> Bool {
    path.section == 0 && self[path.row].map(canMove) == true
  }

  public func beginUpdates() {
    core.begin()
  }

  public func endUpdates() throws {
    try core.end()
  }

  public func performBatchUpdates(_ updates: () throws -> Void, completion: (() -> Void)?)
    rethrows
  {
    try core.perform(updates, completion: completion)
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
