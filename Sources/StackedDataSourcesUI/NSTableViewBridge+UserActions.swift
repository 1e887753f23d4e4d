#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// Row actions and drags, handed to the data source's entry points in the table's sections
  /// and rows; each routes them to the row's owner.
  extension NSTableViewBridge {
    /// The row's ``DataSourceProtocol/swipeActions(at:edge:)`` as row actions (title, style
    /// and SF Symbol); tapping one performs the ``RowAction``. None for a header row.
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
        let rowAction = NSTableViewRowAction(
          style: action.style == .destructive ? .destructive : .regular, title: action.title
        ) { _, _ in action.perform() }
        rowAction.image = action.imageName.flatMap {
          NSImage(systemSymbolName: $0, accessibilityDescription: action.title)
        }
        return rowAction
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
    /// which keeps a row among the rows of its owner, retargeted with
    /// `setDropRow(_:dropOperation:)` above the row it lands before; no operation when the
    /// owner keeps the row where it is, when the drag comes from elsewhere, or when the target
    /// is the end of a section followed by a section without a header row (in a flat list, that
    /// place is the start of the next section).
    ///
    /// `row` is a gap of the table before the move (0 through `numberOfRows`); a drop on a row
    /// counts as a drop above it.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus the data source's lookup.
    public func tableView(
      _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
      proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation {
      let rows = rows
      guard let from = draggedRow(of: info, in: tableView),
        let move = rows.move(ofRow: from, toGap: row)
      else { return [] }
      let target = dataSource.targetPath(forMoveFrom: move.source, proposed: move.destination)
      guard target != move.source, let gap = rows.gap(forMovingRow: from, to: target),
        rows.move(ofRow: from, toGap: gap)?.destination == target
      else { return [] }
      tableView.setDropRow(gap, dropOperation: .above)
      return .move
    }

    /// The user dropped a dragged row above `row`: the bridge moves it there in the table,
    /// which AppKit does not do, tells the data source's sink (``UserMoveFollower``: the
    /// table's ``NSTableViewSink``, whose row counts change when the row changes section, and
    /// any validating sink or row identities in front of it), and commits the move the table now shows
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
      guard let from = draggedRow(of: info, in: tableView),
        let move = rows.move(ofRow: from, toGap: row)
      else { return false }
      // One update bracket around the bridge's move, the sink's notice and the commit (and a
      // put-back): AppKit asks the delegate about rows (group rows among them) only when the
      // bracket closes, when the data source describes the layout the table shows.
      tableView.beginUpdates()
      tableView.moveRow(at: move.from, to: move.to)
      var refusal: DataSourceError?
      do {
        try dataSource.commitUserMove(from: move.source, to: move.destination) {
          tableView.moveRow(at: move.to, to: move.from)
        }
      } catch {
        refusal = error
      }
      tableView.endUpdates()
      guard let refusal else { return true }
      refusal.report(to: onError)
      return false
    }

    /// The flat row a drag of `info` carries, when it comes from `tableView`.
    private func draggedRow(of info: any NSDraggingInfo, in tableView: NSTableView) -> Int? {
      guard (info.draggingSource as? NSTableView) === tableView,
        let string = info.draggingPasteboard.pasteboardItems?.first?.string(
          forType: Self.rowType)
      else { return nil }
      return Int(string)
    }
  }
#endif
