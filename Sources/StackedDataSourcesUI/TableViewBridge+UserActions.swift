#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// What the user does to rows, handed to the data source's entry points in the table's
  /// coordinates; each routes it to the row's owner.
  extension TableViewBridge {
    /// Whether the row highlights when touched: its content's
    /// ``RowContent/acceptsSelection`` (selectable and enabled: a disabled row, or a validation
    /// message, is not), `true` without content. A row that does not highlight is not selected
    /// either. The content is the row's the user touched, through the app's open
    /// transaction.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      TablePath(indexPath).flatMap { dataSource.contentOfShownRow(at: $0) }?.acceptsSelection
        ?? true
    }

    /// Deselects the row, then calls ``DataSourceProtocol/selectRow(at:)``; for a picker shown
    /// as a navigation, ``onShowChoices`` instead when set.
    ///
    /// The row is deselected first because the selection may change the table: afterwards the
    /// row may be elsewhere, and the table's selection with it.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard let path = TablePath(indexPath) else { return }
      if let onShowChoices, let picker = dataSource.navigationPicker(at: path) {
        onShowChoices(path, picker)
        return
      }
      perform { () throws(DataSourceError) in try dataSource.selectRow(at: path) }
    }

    /// Calls ``DataSourceProtocol/tapAccessory(at:)``.
    public func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      guard let path = TablePath(indexPath) else { return }
      perform { () throws(DataSourceError) in try dataSource.tapAccessory(at: path) }
    }

    /// The row's leading ``DataSourceProtocol/swipeActions(at:edge:)``; `nil` for none.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActions(at: indexPath, edge: .leading)
    }

    /// The row's trailing ``DataSourceProtocol/swipeActions(at:edge:)``; `nil` for none, which
    /// lets UIKit offer its Delete action when the row may be deleted.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActions(at: indexPath, edge: .trailing)
    }

    private func swipeActions(at indexPath: IndexPath, edge: RowAction.Edge)
      -> UISwipeActionsConfiguration?
    {
      guard let path = TablePath(indexPath) else { return nil }
      return .rowActions(dataSource.swipeActions(at: path, edge: edge))
    }

    /// Whether UIKit may show the row's editing controls, swipe actions or reorder control: it
    /// may be deleted (``DataSourceProtocol/canEditRow(at:)``), has an insert control
    /// (``DataSourceProtocol/canInsertRow(at:)``), may be moved
    /// (``DataSourceProtocol/canMoveRow(at:)``), or has swipe actions. UIKit shows none of them
    /// for a row that cannot be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      guard let path = TablePath(indexPath) else { return false }
      return dataSource.canEditRow(at: path) || dataSource.canInsertRow(at: path)
        || dataSource.canMoveRow(at: path)
        || !dataSource.swipeActions(at: path, edge: .leading).isEmpty
        || !dataSource.swipeActions(at: path, edge: .trailing).isEmpty
    }

    /// `.insert` for a row with an insert control (``DataSourceProtocol/canInsertRow(at:)``),
    /// `.delete` for a row the user may delete (``DataSourceProtocol/canEditRow(at:)``), else
    /// `.none`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      guard let path = TablePath(indexPath) else { return .none }
      if dataSource.canInsertRow(at: path) { return .insert }
      return dataSource.canEditRow(at: path) ? .delete : .none
    }

    /// A delete calls ``DataSourceProtocol/commitDelete(at:)``: the data source removes the row
    /// and its sink sends the delete to the table. An insert calls
    /// ``DataSourceProtocol/commitInsert(at:)``: the row's owner changes its model.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard let path = TablePath(indexPath) else { return }
      switch editingStyle {
      case .delete: perform { () throws(DataSourceError) in try dataSource.commitDelete(at: path) }
      case .insert: perform { () throws(DataSourceError) in try dataSource.commitInsert(at: path) }
      case .none: break
      @unknown default: break
      }
    }

    /// ``DataSourceProtocol/canMoveRow(at:)``.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      TablePath(indexPath).map { dataSource.canMoveRow(at: $0) } ?? false
    }

    /// Where the dragged row may land: ``DataSourceProtocol/targetPath(forMoveFrom:proposed:)``,
    /// which keeps a row among the rows of its owner. `sourceIndexPath` is in the table's
    /// coordinates before the drag, the others after it.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      guard let source = TablePath(sourceIndexPath),
        let proposed = TablePath(proposedDestinationIndexPath)
      else { return sourceIndexPath }
      return IndexPath(dataSource.targetPath(forMoveFrom: source, proposed: proposed))
    }

    /// The user dropped a dragged row: ``DataSourceProtocol/commitMove(from:to:)``, with
    /// `sourceIndexPath` before the drag and `destinationIndexPath` after it. The table already
    /// shows the move, so the model follows without a batch; a move the owner refuses is put
    /// back by a batch and reported to ``onError`` as ``DataSourceError/Code/rowNotMovable``.
    /// A commit that fails without changing anything (``DataSourceError/Code/editDuringBatch``
    /// while the app's transaction is open) is put back by the bridge (`moveRow(at:to:)`) and
    /// reported. The data source's sink hears of the drag first, and of a put-back, when it
    /// follows drags (``UserMoveFollower``: a validating sink or row identities in front of the
    /// table's sink).
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let source = TablePath(sourceIndexPath),
        let destination = TablePath(destinationIndexPath)
      else { return }
      perform { () throws(DataSourceError) in
        try dataSource.commitUserMove(from: source, to: destination) {
          tableView.moveRow(at: destinationIndexPath, to: sourceIndexPath)
        }
      }
    }
  }
#endif
