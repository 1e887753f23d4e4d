#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  extension ItemDataSource {
    /// Shows this data source's rows in a `UICollectionView` (through
    /// ``CollectionViewBridge``) as cells of `cellClass`, configured from each row's item, typed
    /// as this data source's `Item`.
    ///
    /// ```swift
    /// networks.collectionCells(UICollectionViewListCell.self) { cell, network in
    ///   var content = cell.defaultContentConfiguration()
    ///   content.text = network.name
    ///   cell.contentConfiguration = content
    ///   cell.accessories = network.isJoined ? [.checkmark()] : []
    /// }
    /// ```
    ///
    /// The call makes a `UICollectionView.CellRegistration` (UIKit refuses one made while a cell
    /// is being provided, so call it while setting up the screen); the bridge dequeues each row's
    /// cell with it, and `configure` runs with the cell and the item, again on the same cell for
    /// a reconfigured row. A row without an item (a placeholder) shows the default list cell
    /// made from its ``RowContent``, as do the rows of a data source that never calls this. A
    /// later call replaces the configuration; reload the view after it.
    ///
    /// - Parameters:
    ///   - cellClass: The class of the cells.
    ///   - configure: Sets the cell up to show the item; runs on the main actor.
    public func collectionCells<Cell: UICollectionViewCell>(
      _ cellClass: Cell.Type, configure: @escaping @MainActor (_ cell: Cell, _ item: Item) -> Void
    ) {
      let registration = UICollectionView.CellRegistration<Cell, Item> { cell, _, item in
        configure(cell, item)
      }
      rowBehavior.platformCells[CollectionCells<Item>.key] = CollectionCells<Item> {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
    }

    /// The typed cell of the row at `path` (local coordinates), dequeued from `collectionView`
    /// for `indexPath` (its coordinates) and configured; `nil` when the data source has no
    /// typed cells or the row has no item.
    func typedCollectionCell(
      at path: TablePath, dequeuedFrom collectionView: UICollectionView, for indexPath: IndexPath
    ) -> UICollectionViewCell? {
      guard
        let cells = rowBehavior.platformCells[CollectionCells<Item>.key] as? CollectionCells<Item>,
        let item = rowItem(at: path)
      else { return nil }
      return cells.dequeue(collectionView, indexPath, item)
    }
  }

  /// The typed collection view cells of a data source, as
  /// ``ItemDataSource/collectionCells(_:configure:)`` keeps them in its ``RowBehavior``: how to
  /// dequeue and configure a row's cell.
  struct CollectionCells<Item> {
    /// The key of the configuration in ``RowBehavior``'s platform cells.
    static var key: String { "UICollectionView" }

    let dequeue: @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell
  }
#endif
