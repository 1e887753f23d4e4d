/// A data source whose rows show items of one type — every data source of the package: rows
/// and actions are declared on it, typed by its item, and a ``SectionGroupStack`` routes the
/// table's questions and the user's actions to the data source that owns each row.
///
/// ```swift
/// let wifi = ArrayDataSource([Network(name: "Wi-Fi", isOn: false)], name: "Wi-Fi")
/// wifi.content = { RowContent($0.name, accessory: .toggle(isOn: $0.isOn)) }
/// wifi.onToggle = { network, isOn in setWiFi(isOn) }
///
/// let devices = ArrayDataSource(pairedDevices, name: "Devices")
/// devices.content = { RowContent($0.name, accessory: .detailButton) }
/// devices.onAccessoryTap = { showDetails(of: $0) }
/// devices.canEdit = { _ in true }           // swipe to delete removes the device's row
/// ```
///
/// A stack answers ``DataSourceProtocol/selectRow(at:)`` and the other actions in the table's
/// coordinates by resolving the row to its owner (through nesting and pins) and asking the
/// owner in its own coordinates, so the closures above run whatever the screen they are on.
@MainActor
public protocol ItemDataSource: DataSourceProtocol {
  /// The type of the items the rows show.
  associatedtype Item

  /// The item of the row at `path`; `nil` when there is no such row, or for a placeholder row.
  func rowItem(at path: TablePath) -> Item?

  /// How the rows look and answer the user.
  var rowBehavior: RowBehavior<Item> { get set }
}

extension ItemDataSource {
  /// What a row shows, from its item; `nil` (the default) shows the item's description.
  public var content: ((Item) -> RowContent)? {
    get { rowBehavior.content }
    set { rowBehavior.content = newValue }
  }

  /// The reuse identifier of a row's cell, from its item; `"Cell"` by default.
  public var reuseIdentifier: (Item) -> String {
    get { rowBehavior.reuseIdentifier }
    set { rowBehavior.reuseIdentifier = newValue }
  }

  /// Whether the user may delete a row, from its item; `false` by default.
  public var canEdit: (Item) -> Bool {
    get { rowBehavior.canEdit }
    set { rowBehavior.canEdit = newValue }
  }

  /// Whether a row's editing control inserts (UIKit's green plus) instead of deleting, from its
  /// item; `false` by default. A tap calls ``onInsert``.
  public var canInsert: (Item) -> Bool {
    get { rowBehavior.canInsert }
    set { rowBehavior.canInsert = newValue }
  }

  /// Whether the user may move a row, from its item; `false` by default.
  public var canMove: (Item) -> Bool {
    get { rowBehavior.canMove }
    set { rowBehavior.canMove = newValue }
  }

  /// Called with the item when the user selects its row.
  public var onSelect: ((Item) -> Void)? {
    get { rowBehavior.onSelect }
    set { rowBehavior.onSelect = newValue }
  }

  /// Called with the item when the user taps its row's accessory button.
  public var onAccessoryTap: ((Item) -> Void)? {
    get { rowBehavior.onAccessoryTap }
    set { rowBehavior.onAccessoryTap = newValue }
  }

  /// Called with the item and the switch's new state when the user flips its row's switch.
  public var onToggle: ((Item, Bool) -> Void)? {
    get { rowBehavior.onToggle }
    set { rowBehavior.onToggle = newValue }
  }

  /// A row's swipe actions on an edge, from its item; none by default.
  public var swipeActions: ((Item, RowAction.Edge) -> [RowAction])? {
    get { rowBehavior.swipeActions }
    set { rowBehavior.swipeActions = newValue }
  }

  /// Called instead of the data source's own removal when the user deletes a row whose item
  /// ``canEdit`` allows; `nil` (the default) removes the row from the data source.
  public var onDelete: ((Item) -> Void)? {
    get { rowBehavior.onDelete }
    set { rowBehavior.onDelete = newValue }
  }

  /// Called with the item when the user taps the insert control of its row (``canInsert``).
  /// The closure changes the model — typically inserts a new item before an "Add…" row — which
  /// reports to the table as any edit does. Without it, the tap is refused.
  public var onInsert: ((Item) -> Void)? {
    get { rowBehavior.onInsert }
    set { rowBehavior.onInsert = newValue }
  }

  /// Called instead of the data source's own reordering when the user drags a row to another
  /// place among this source's rows: the item, its path before the drag and its path after
  /// (both local; dropped into a section that showed a placeholder row, the item's path is
  /// that section's first row, whichever side of the placeholder the user dropped it). The closure changes the model synchronously (a fetched source's store, say),
  /// which reports like any edit and is netted against the table's move; leaving it unchanged
  /// puts the row back. Requires ``canMove`` to allow the row.
  public var onMove: ((_ item: Item, _ source: TablePath, _ destination: TablePath) -> Void)? {
    get { rowBehavior.onMove }
    set { rowBehavior.onMove = newValue }
  }
}
