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
///
/// Each property of the source's ``rowBehavior`` is a property of the source (``RowBehavior``
/// documents them): `wifi.content`, `wifi.onToggle`, `devices.canEdit`.
@MainActor
@dynamicMemberLookup
public protocol ItemDataSource: DataSourceProtocol {
  /// The type of the items the rows show.
  associatedtype Item

  /// The item of the row at `path`; `nil` when there is no such row, or for a placeholder row.
  func rowItem(at path: TablePath) -> Item?

  /// How the rows look and answer the user.
  var rowBehavior: RowBehavior<Item> { get set }
}

extension ItemDataSource {
  /// Every property of ``RowBehavior`` except ``RowBehavior/reuseIdentifier`` and
  /// ``RowBehavior/swipeActions`` (whose names are also methods of a data source, below), read
  /// and written on the source itself: `rows.content = …` is `rows.rowBehavior.content = …`.
  ///
  /// - Complexity: O(1).
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RowBehavior<Item>, Value>)
    -> Value
  {
    get { rowBehavior[keyPath: keyPath] }
    set { rowBehavior[keyPath: keyPath] = newValue }
  }

  /// The reuse identifier of a row's cell, from its item: ``RowBehavior/reuseIdentifier``.
  public var reuseIdentifier: (Item) -> String {
    get { rowBehavior.reuseIdentifier }
    set { rowBehavior.reuseIdentifier = newValue }
  }

  /// A row's swipe actions on an edge, from its item: ``RowBehavior/swipeActions``.
  public var swipeActions: ((Item, RowAction.Edge) -> [RowAction])? {
    get { rowBehavior.swipeActions }
    set { rowBehavior.swipeActions = newValue }
  }
}
