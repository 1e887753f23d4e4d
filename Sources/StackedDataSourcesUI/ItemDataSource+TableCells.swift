#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  extension ItemDataSource {
    /// Shows this data source's rows in a `UITableView` (through ``TableViewBridge``) as cells
    /// of `cellClass`, configured from each row's item, typed as this data source's `Item`.
    ///
    /// ```swift
    /// networks.tableCells(NetworkCell.self) { cell, network in
    ///   cell.nameLabel.text = network.name
    ///   cell.bars = network.signal
    /// }
    /// ```
    ///
    /// The bridge registers `cellClass` on the table, the first time it needs it, under a
    /// reuse identifier of its own for this data source and call, and dequeues the row's cell
    /// with it; the closure gets the cell as a `Cell`. It runs again for a reconfigured row, on
    /// the same cell, so it must set every property it uses. Before it, the cell's selection
    /// style follows the row's ``RowContent/isSelectable`` when the data source gives content.
    ///
    /// A row without an item (a placeholder) shows the default cell made from its
    /// ``RowContent``, as do the rows of a data source that never calls this. Call it before the
    /// table first shows the rows, or reload the table afterwards; a later call replaces the
    /// configuration.
    ///
    /// - Parameters:
    ///   - cellClass: The class of the cells, a `UITableViewCell` subclass with
    ///     `init(style:reuseIdentifier:)`, as `register(_:forCellReuseIdentifier:)` needs.
    ///   - configure: Sets the cell up to show the item; runs on the main actor.
    public func tableCells<Cell: UITableViewCell>(
      _ cellClass: Cell.Type, configure: @escaping @MainActor (_ cell: Cell, _ item: Item) -> Void
    ) {
      // The closure lives in this data source's row behaviour: it must not capture `self`.
      let name = name
      rowBehavior.platformCells[TableCells<Item>.key] = TableCells<Item>(
        cellClass: cellClass,
        reuseIdentifier: CellReuseIdentifier.typed(for: name, cellClass: cellClass)
      ) { cell, item in
        guard let cell = cell as? Cell else {
          // The bridge dequeues with the identifier registered for `Cell`, so UIKit hands out a
          // `Cell`; anything else is a table whose registration was changed behind its back.
          assertionFailure("\(name): the table gave a \(type(of: cell)) for \(Cell.self) cells")
          return
        }
        configure(cell, item)
      }
    }

    /// The typed cell of the row at `path` (local coordinates): the configuration of
    /// ``tableCells(_:configure:)`` applied to the row's item; `nil` when there is none or the row
    /// has no item.
    func typedTableCell(at path: TablePath) -> TypedTableCell? {
      guard let cells = rowBehavior.platformCells[TableCells<Item>.key] as? TableCells<Item>,
        let item = rowItem(at: path)
      else { return nil }
      return TypedTableCell(cellClass: cells.cellClass, reuseIdentifier: cells.reuseIdentifier) {
        cells.configure($0, item)
      }
    }
  }

  /// The typed table cells of a data source, as ``ItemDataSource/tableCells(_:configure:)``
  /// keeps them in its ``RowBehavior``.
  struct TableCells<Item> {
    /// The key of the configuration in ``RowBehavior``'s platform cells.
    static var key: String { "UITableView" }

    let cellClass: UITableViewCell.Type
    let reuseIdentifier: String
    let configure: @MainActor (UITableViewCell, Item) -> Void
  }

  /// The cell class, reuse identifier and configuration of one row's typed cell.
  struct TypedTableCell {
    let cellClass: UITableViewCell.Type
    let reuseIdentifier: String
    let configure: @MainActor (UITableViewCell) -> Void
  }
#endif
