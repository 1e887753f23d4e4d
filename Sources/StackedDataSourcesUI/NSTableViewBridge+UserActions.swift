#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// Row actions and drags, handed to the data source's entry points in the table's sections
  /// and rows; each routes them to the row's owner.
  extension NSTableViewBridge {
    /// The row's ``DataSourceProtocol/swipeActions(at:edge:)`` as row actions (title and
    /// style); tapping one performs the ``RowAction``. None for a header row.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the data source's lookup.
    public func tableView(
      _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] {
      guard let path = rows.path(forRow: row) else { return [] }
      let side: RowAction.Edge
      switch edge {
      case .leading: side = .leading
      case .trailing: side = .trailing
      @unknown default: return []
      }
      return dataSource.swipeActions(at: path, edge: side).map { action in
        NSTableViewRowAction(
          style: action.style == .destructive ? .destructive : .regular, title: action.title
        ) { _, _ in action.perform() }
      }
    }

    /// The type under which a dragged row names its flat row.
    static let rowType = NSPasteboard.PasteboardType("com.stackeddatasources.row")

    /// A pasteboard item naming `row` for a row the data source lets move
    /// (``DataSourceProtocol/canMoveRow(at:)``); `nil` for others and for header rows. The
    /// first drag registers the table for the bridge's own type.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the data source's lookup.
    public func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int)
      -> (any NSPasteboardWriting)?
    {
      guard let path = rows.path(forRow: row), dataSource.canMoveRow(at: path) else { return nil }
      tableView.registerForDraggedTypes([Self.rowType])
      let item = NSPasteboardItem()
      item.setString(String(row), forType: Self.rowType)
      return item
    }

    /// Where the dragged row may land: ``DataSourceProtocol/targetPath(forMoveFrom:proposed:)``,
    /// which keeps a row among the rows of its owner, retargeted with `setDropRow(_:dropOperation:)`
    /// above its row; no operation when that is not within the row's section, or is where it
    /// is, or the drag comes from elsewhere.
    ///
    /// `row` is a gap of the table before the move (0 through `numberOfRows`).
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the data source's lookup.
    public func tableView(
      _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
      proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation {
      guard let move = move(of: info, in: tableView, toGap: row) else { return [] }
      let rows = rows
      let target = dataSource.targetPath(forMoveFrom: move.source, proposed: move.destination)
      guard target.section == move.source.section, target != move.source,
        let targetRow = rows.row(for: target), let sourceRow = rows.row(for: move.source)
      else { return [] }
      tableView.setDropRow(targetRow > sourceRow ? targetRow + 1 : targetRow, dropOperation: .above)
      return .move
    }

    /// The user dropped a dragged row above `row`: the bridge moves it there in the table,
    /// which AppKit does not do, and commits the move the table now shows
    /// (``DataSourceProtocol/commitMove(from:to:)``), so the data source sends nothing; a move
    /// the owner refuses is put back by a batch and reported to ``onError`` as
    /// ``DataSourceError/Code/rowNotMovable``. A commit that fails without changing anything
    /// (``DataSourceError/Code/editDuringBatch`` inside an open transaction) is put back by the
    /// bridge and reported. Returns whether the owner took the move.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the owner's move.
    public func tableView(
      _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
      dropOperation: NSTableView.DropOperation
    ) -> Bool {
      guard let move = move(of: info, in: tableView, toGap: row),
        move.destination.section == move.source.section
      else { return false }
      tableView.moveRow(at: move.from, to: move.to)
      do {
        try dataSource.commitMove(from: move.source, to: move.destination)
        return true
      } catch {
        // A refused move is put back by the batch its data source sends; any other error
        // (an open transaction, rows the data source does not have) changed nothing, so the
        // row goes back here.
        if error.code != .rowNotMovable { tableView.moveRow(at: move.to, to: move.from) }
        error.report(to: onError)
        return false
      }
    }

    /// The move a drop of `info` into gap `gap` of `tableView` makes: the dragged flat row and
    /// where it ends up, and their sections and rows; `nil` for a drag from elsewhere, a drop
    /// where the row is, or one that lands it on a header row.
    private func move(of info: any NSDraggingInfo, in tableView: NSTableView, toGap gap: Int)
      -> (from: Int, to: Int, source: TablePath, destination: TablePath)?
    {
      guard (info.draggingSource as? NSTableView) === tableView,
        let string = info.draggingPasteboard.pasteboardItems?.first?.string(
          forType: Self.rowType),
        let from = Int(string)
      else { return nil }
      let rows = rows
      // AppKit names the gap before the row leaves; the row's index once it moves is one less
      // past its old place. A move within a section keeps the layout, so the rows after the
      // move map with the same mapping.
      let to = gap > from ? gap - 1 : gap
      guard let source = rows.path(forRow: from), to != from,
        let destination = rows.path(forRow: to) ?? lastRow(before: to, in: rows)
      else { return nil }
      return (from, to, source, destination)
    }

    /// For a gap that falls on a header row, the row the moved row would become there: the
    /// last row of the section above.
    private func lastRow(before row: Int, in rows: FlatRowMapping) -> TablePath? {
      guard case .header? = rows.entry(forRow: row) else { return nil }
      return rows.path(forRow: row - 1)
    }
  }
#endif
