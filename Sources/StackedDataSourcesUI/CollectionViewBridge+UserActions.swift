#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// What the user does to items, handed to the data source's entry points in the view's
  /// coordinates; each routes it to the row's owner.
  extension CollectionViewBridge {
    /// Whether the item highlights when touched: its content's
    /// ``RowContent/acceptsSelection`` (selectable and enabled), `true` without content. An item that does not highlight is not selected either. The
    /// content is the row's the user touched, through the app's open transaction.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      TablePath(indexPath).flatMap { dataSource.contentOfShownRow(at: $0) }?.acceptsSelection
        ?? true
    }

    /// Deselects the item, then calls ``DataSourceProtocol/selectRow(at:)`` (first, because the
    /// selection may move the item); for a picker shown as a navigation, ``onShowChoices``
    /// instead when set.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      collectionView.deselectItem(at: indexPath, animated: true)
      guard let path = TablePath(indexPath) else { return }
      if let onShowChoices, let picker = dataSource.navigationPicker(at: path) {
        onShowChoices(path, picker)
        return
      }
      perform { () throws(DataSourceError) in try dataSource.selectRow(at: path) }
    }

    /// The swipe actions of the item on `edge`: its ``DataSourceProtocol/swipeActions(at:edge:)``;
    /// on the trailing edge of an item without any that the user may delete
    /// (``DataSourceProtocol/canEditRow(at:)``), a Delete action (``deleteActionTitle``) that
    /// calls ``DataSourceProtocol/commitDelete(at:)``. `nil` for none.
    ///
    /// `indexPath` is in the view's current coordinates; the Delete action deletes the row at
    /// that path when the user taps it.
    public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: RowAction.Edge)
      -> UISwipeActionsConfiguration?
    {
      guard let path = TablePath(indexPath) else { return nil }
      var actions = dataSource.swipeActions(at: path, edge: edge)
      if edge == .trailing, actions.isEmpty, dataSource.canEditRow(at: path) {
        actions = [
          RowAction(deleteActionTitle, style: .destructive) { [weak self] in
            guard let self else { return }
            perform { () throws(DataSourceError) in try dataSource.commitDelete(at: path) }
          }
        ]
      }
      return .rowActions(actions)
    }

    /// Installs ``swipeActionsConfiguration(forItemAt:edge:)`` as the leading and trailing swipe
    /// action providers of a list layout's configuration, holding the bridge weakly.
    ///
    /// ```swift
    /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    /// bridge.addSwipeActions(to: &list)
    /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
    /// ```
    public func addSwipeActions(to configuration: inout UICollectionLayoutListConfiguration) {
      configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        self?.swipeActionsConfiguration(forItemAt: indexPath, edge: .leading)
      }
      configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        self?.swipeActionsConfiguration(forItemAt: indexPath, edge: .trailing)
      }
    }

    /// ``DataSourceProtocol/canMoveRow(at:)``.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      TablePath(indexPath).map { dataSource.canMoveRow(at: $0) } ?? false
    }

    /// Where the dragged item may land: ``DataSourceProtocol/targetPath(forMoveFrom:proposed:)``
    /// from its original path (before the drag) and the proposed one (after it).
    public func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      guard let source = TablePath(originalIndexPath), let proposed = TablePath(proposedIndexPath)
      else { return originalIndexPath }
      return IndexPath(dataSource.targetPath(forMoveFrom: source, proposed: proposed))
    }

    /// The user dropped a dragged item: ``DataSourceProtocol/commitMove(from:to:)``, as
    /// ``TableViewBridge``'s `tableView(_:moveRowAt:to:)`: a commit that fails without changing
    /// anything is put back by the bridge (`moveItem(at:to:)`).
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let source = TablePath(sourceIndexPath),
        let destination = TablePath(destinationIndexPath)
      else { return }
      perform { () throws(DataSourceError) in
        try dataSource.commitUserMove(from: source, to: destination) {
          collectionView.moveItem(at: destinationIndexPath, to: sourceIndexPath)
        }
      }
    }
  }
#endif
