#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// A ``TableSink`` that drives an `NSTableView`, which has rows but no sections.
  ///
  /// Sections are laid end to end (``FlatRowMapping``): serve the view from the same data
  /// source with `FlatRowMapping(rowCounts: dataSource.rowCounts)`, its `numberOfRows` and
  /// `path(forRow:)`. `NSTableView` also applies each call as it arrives instead of reading
  /// deletes before and inserts after the batch, so the sink buffers a batch (like
  /// ``CollectionViewSink``) and, at the outermost ``endUpdates()``, lets `FlatRowBatch`
  /// rewrite it against the row counts the view shows and the data source's new ones; it then
  /// makes `removeRows`, `moveRow` and `insertRows` inside one `beginUpdates()`/`endUpdates()`.
  /// Reloaded rows are removed and inserted, as `UITableView` does (rule 31 of the UIKit batch
  /// rules article in StackedDataSources); reconfigured rows are asked for their contents again,
  /// after the batch. A batch UIKit would reject, or a ``reloadData()`` anywhere in it, reloads
  /// the view.
  ///
  /// The sink assumes the view shows the data source as it is when the sink is created; call
  /// ``reloadData()`` after changing either.
  ///
  /// ```swift
  /// stack.sink = NSTableViewSink(tableView: tableView, dataSource: stack)
  /// ```
  @MainActor
  public final class NSTableViewSink: TableUpdateSink {
    /// The table that receives the calls; held weakly.
    public weak var tableView: NSTableView?
    /// The data source whose new row counts end each batch; held weakly.
    public weak var dataSource: (any DataSourceProtocol)?

    /// The row count of every section, as the view shows them.
    private var shownCounts: [Int]
    private var buffer = BatchBuffer()

    /// Creates a sink for `tableView` showing `dataSource`.
    public init(tableView: NSTableView?, dataSource: any DataSourceProtocol) {
      self.tableView = tableView
      self.dataSource = dataSource
      shownCounts = dataSource.rowCounts
    }

    /// Takes one call; see ``TableUpdateSink``. A reconfigure asks the view for the rows'
    /// contents again (`reloadData(forRowIndexes:columnIndexes:)`), in the flat rows it shows
    /// after the batch; `reloadData()` reloads the view now, or at the end of the open batch.
    public func receive(_ update: TableUpdate) { flush(buffer.receive(update)) }

    private func flush(_ flush: BatchBuffer.Flush?) {
      guard let flush, let dataSource else { return }
      let after = dataSource.rowCounts
      guard case .updates(let updates) = flush,
        let batch = FlatRowBatch(updates: updates, before: shownCounts, after: after)
      else {
        shownCounts = after
        tableView?.reloadData()
        return
      }
      shownCounts = after
      guard let tableView else { return }
      if !batch.isEmpty {
        tableView.beginUpdates()
        if !batch.removedRows.isEmpty {
          tableView.removeRows(
            at: batch.removedRows, withAnimation: Self.options(batch.removalAnimation))
        }
        for move in batch.moves { tableView.moveRow(at: move.from, to: move.to) }
        if !batch.insertedRows.isEmpty {
          tableView.insertRows(
            at: batch.insertedRows, withAnimation: Self.options(batch.insertionAnimation))
        }
        tableView.endUpdates()
      }
      let rows = FlatRowMapping(rowCounts: after)
      let refreshed = IndexSet(
        updates.flatMap { update -> [Int] in
          guard case .reconfigureRows(let paths) = update else { return [] }
          return paths.compactMap { rows.row(for: $0) }
        })
      if !refreshed.isEmpty {
        tableView.reloadData(
          forRowIndexes: refreshed,
          columnIndexes: IndexSet(integersIn: 0..<tableView.numberOfColumns))
      }
    }

    /// The closest `NSTableView` animation: slides for the directions, a fade otherwise.
    private static func options(_ animation: RowAnimation) -> NSTableView.AnimationOptions {
      switch animation {
      case .none: []
      case .fade, .middle, .automatic: .effectFade
      case .left: .slideLeft
      case .right: .slideRight
      case .top: .slideUp
      case .bottom: .slideDown
      }
    }
  }
#endif
