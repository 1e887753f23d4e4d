#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  /// A ``TableSink`` that drives an `NSTableView`, which has rows but no sections.
  ///
  /// Sections are laid end to end, as ``NSTableViewBridge`` lays them. With `showsHeaders`, each
  /// section that has header content (``DataSourceProtocol/headerContent(inSection:)``) takes
  /// one header row before its rows, which ``NSTableViewBridge`` shows as a group row: give the
  /// bridge the same setting (its default, `true`, matches `showsHeaders: true`). A header row comes and goes
  /// with its section, and with its header content; a header whose content changed is asked for
  /// again after the batch, like a reconfigured row. Serve the view with an
  /// ``NSTableViewBridge`` of the same data source, which lays the rows out the same way.
  /// `NSTableView` also applies each call as it arrives instead of reading
  /// deletes before and inserts after the batch, so the sink buffers a batch (like
  /// ``CollectionViewSink``) and, at the outermost ``endUpdates()``, lets `FlatRowBatch`
  /// rewrite it against the row counts the view shows and the data source's new ones; it then
  /// makes `removeRows`, `moveRow` and `insertRows` inside one `beginUpdates()`/`endUpdates()`.
  /// Reloaded rows are removed and inserted, as `UITableView` does (rule 31 of the UIKit batch
  /// rules article in StackedDataSources); reconfigured rows show their contents again after the
  /// batch, their views updated in place by the table's ``NSTableViewBridge`` (a row without a
  /// view, or served by another delegate, is reloaded). A batch UIKit would reject, or a
  /// ``reloadData()`` anywhere in it, reloads the view.
  ///
  /// The sink assumes the view shows the data source as it is when the sink is created; call
  /// ``reloadData()`` after changing either. A row the user drops in another section, which
  /// ``NSTableViewBridge`` moves in the view itself, is counted in its new section: the bridge
  /// tells the table's sink (the last one made for the table).
  ///
  /// ```swift
  /// let bridge = NSTableViewBridge(dataSource: stack)
  /// tableView.dataSource = bridge
  /// tableView.delegate = bridge
  /// stack.sink = NSTableViewSink(tableView: tableView, dataSource: stack, showsHeaders: true)
  /// ```
  ///
  /// Coordinates: the sink receives sections and rows (deletes before the batch, inserts after
  /// it, as every ``TableSink``) and sends the view flat rows, removals in the rows before the
  /// batch, insertions in the rows after it.
  @MainActor
  public final class NSTableViewSink: TableUpdateSink {
    /// The table that receives the calls; held weakly. The table's ``NSTableViewBridge`` reads
    /// the rows the table shows from the last sink made for it, or given it.
    public weak var tableView: NSTableView? {
      didSet { Self.register(self) }
    }
    /// The data source whose new row counts end each batch; held weakly.
    public weak var dataSource: (any DataSourceProtocol)?

    /// Whether each section with header content takes a header row before its rows.
    public let showsHeaders: Bool

    /// The flat rows the view shows: every section's row count and header row.
    private var shown: FlatRowMapping
    /// The header content of every section, as the view shows it.
    private var shownHeaders: [HeaderFooterContent?]
    private var buffer = BatchBuffer()

    /// Creates a sink for `tableView` showing `dataSource`, with a header row before the rows of
    /// each section that has header content when `showsHeaders` is `true`.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init(
      tableView: NSTableView?, dataSource: any DataSourceProtocol, showsHeaders: Bool = false
    ) {
      self.tableView = tableView
      self.dataSource = dataSource
      self.showsHeaders = showsHeaders
      shown = FlatRowMapping(showing: dataSource, showsHeaders: showsHeaders)
      shownHeaders = Self.headers(of: dataSource, showsHeaders)
      Self.register(self)
    }

    /// The header content of every section, or none when headers are not shown.
    private static func headers(of dataSource: any DataSourceProtocol, _ showsHeaders: Bool)
      -> [HeaderFooterContent?]
    {
      guard showsHeaders else { return [] }
      return (0..<dataSource.numberOfSections).map { dataSource.headerContent(inSection: $0) }
    }

    /// Takes one call; see ``TableUpdateSink``.
    ///
    /// At the outermost `endUpdates()` the batch is rewritten for flat rows
    /// (sections laid end to end), reading the data source's row counts and headers.
    ///
    /// - Complexity: O(1) for a call inside a batch; at its end, O(*s* + *k* log *k* + *r* +
    ///   *m* · *r*) for *s* sections, *k* calls, *r* flat rows and *m* moves. A reconfigure
    ///   shows the rows' contents again, in the flat rows the view shows after the batch: in
    ///   the views the table shows, in place, through its ``NSTableViewBridge`` (so a field being
    ///   typed into keeps its editing); a row without a view is reloaded
    ///   (`reloadData(forRowIndexes:columnIndexes:)`). `reloadData()` reloads the view now, or
    ///   at the end of the open batch.
    public func receive(_ update: TableUpdate) { flush(buffer.receive(update)) }

    private func flush(_ flush: BatchBuffer.Flush?) {
      guard let flush, let dataSource else { return }
      let after = FlatRowMapping(showing: dataSource, showsHeaders: showsHeaders)
      let headersBefore = shownHeaders
      shownHeaders = Self.headers(of: dataSource, showsHeaders)
      guard case .updates(let updates) = flush,
        let batch = FlatRowBatch(updates: updates, before: shown, after: after)
      else {
        shown = after
        tableView?.reloadData()
        return
      }
      shown = after
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
      var refreshed = IndexSet(
        updates.flatMap { update -> [Int] in
          guard case .reconfigureRows(let paths) = update else { return [] }
          return paths.compactMap { after.row(for: $0) }
        })
      // A header whose content changed in place: its section's position is compared, which
      // at worst asks a header row that did not change, or one just inserted, again.
      for (section, header) in shownHeaders.enumerated()
      where !headersBefore.indices.contains(section) || headersBefore[section] != header {
        if let row = after.headerRow(inSection: section) { refreshed.insert(row) }
      }
      if !refreshed.isEmpty { refresh(refreshed, in: tableView) }
    }

    /// Shows `rows` (flat rows after the batch) again. The views the table shows for a row are
    /// updated in place by the table's ``NSTableViewBridge``, as `reconfigureRows(at:)` keeps a
    /// UIKit cell: `reloadData(forRowIndexes:columnIndexes:)` drops a row's views, which ends
    /// the editing of a field the user is typing into. A row without a view is reloaded
    /// (nothing shows it; the table asks for its view when it does), as is a row whose view
    /// must change kind, and every row of a table whose delegate is not a bridge of the sink's
    /// data source with the same header rows.
    private func refresh(_ rows: IndexSet, in tableView: NSTableView) {
      let bridge = (tableView.delegate as? NSTableViewBridge).flatMap {
        $0.dataSource === dataSource && $0.showsHeaders == showsHeaders ? $0 : nil
      }
      let columns = tableView.numberOfColumns
      var reloaded = IndexSet()
      for row in rows {
        let views = (0..<max(columns, 1)).compactMap {
          tableView.view(atColumn: $0, row: row, makeIfNecessary: false)
        }
        guard let bridge, !views.isEmpty, views.allSatisfy({ bridge.showAgain($0, inRow: row) })
        else {
          reloaded.insert(row)
          continue
        }
      }
      guard !reloaded.isEmpty else { return }
      tableView.reloadData(
        forRowIndexes: reloaded, columnIndexes: IndexSet(integersIn: 0..<columns))
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

  extension NSTableViewSink {
    /// A sink, held weakly.
    private struct Registered {
      weak var sink: NSTableViewSink?
    }

    /// The last sink made for each table, or given it, by the table's identity.
    private static var sinks: [ObjectIdentifier: Registered] = [:]

    /// Makes `sink` its table's; forgets the sinks that are gone.
    ///
    /// - Complexity: O(*t*) for the *t* tables with a sink.
    private static func register(_ sink: NSTableViewSink) {
      sinks = sinks.filter { $0.value.sink?.tableView != nil }
      guard let tableView = sink.tableView else { return }
      sinks[ObjectIdentifier(tableView)] = Registered(sink: sink)
    }

    /// The flat rows `tableView` shows as its sink lays them out: those of the last batch the
    /// sink sent the table, which it still shows while the data source's open transaction holds
    /// changes it has not been sent. `nil` when the table's sink shows another data source, or
    /// other header rows, or it has none.
    ///
    /// - Complexity: O(1).
    static func shownRows(
      of tableView: NSTableView, showing dataSource: any DataSourceProtocol, showsHeaders: Bool
    ) -> FlatRowMapping? {
      guard let sink = sinks[ObjectIdentifier(tableView)]?.sink, sink.tableView === tableView,
        sink.dataSource === dataSource, sink.showsHeaders == showsHeaders
      else { return nil }
      return sink.shown
    }
  }

  extension NSTableViewSink: UserMoveFollower {
    /// The user's drop, which ``NSTableViewBridge`` shows itself: the sink counts one row
    /// fewer in the source's section and one more in the destination's, as the table now does.
    /// `source` is in the table's sections before the move, `destination` after it; a drop
    /// within a section, or outside the sections shown, changes no count.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public func userMovedRow(from source: TablePath, to destination: TablePath) {
      guard source.section != destination.section,
        shown.rowCounts.indices.contains(source.section),
        shown.rowCounts.indices.contains(destination.section)
      else { return }
      var counts = shown.rowCounts
      counts[source.section] -= 1
      counts[destination.section] += 1
      shown = FlatRowMapping(rowCounts: counts, headerRows: shown.headerRows)
    }
  }
#endif
