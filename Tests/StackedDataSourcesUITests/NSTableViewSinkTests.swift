#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing

  /// An `NSTableView` data source over a stack's rows laid end to end, as the sink's docs say to
  /// serve the view.
  @MainActor
  final class FlatRowsDataSource: NSObject, NSTableViewDataSource {
    let dataSource: any DataSourceProtocol

    init(_ dataSource: any DataSourceProtocol) {
      self.dataSource = dataSource
    }

    func numberOfRows(in tableView: NSTableView) -> Int {
      FlatRowMapping(rowCounts: dataSource.rowCounts).numberOfRows
    }

    /// The item of flat row `row`, for the stand-in table to remember.
    func value(ofRow row: Int) -> AnyHashable? {
      FlatRowMapping(rowCounts: dataSource.rowCounts).path(forRow: row).flatMap {
        dataSource.item(at: $0)
      }
    }

    /// Every item, in flat-row order.
    var flattened: [AnyHashable?] {
      (0..<FlatRowMapping(rowCounts: dataSource.rowCounts).numberOfRows).map(value(ofRow:))
    }
  }

  @Suite("Settings screen in an NSTableView (NSTableViewSink, flat rows)")
  @MainActor
  struct NSTableViewSinkTests {
    /// A table showing `settings` through an `NSTableViewSink`, loaded.
    private func show(_ settings: SettingsScreen) -> (NSTableView, FlatRowsDataSource) {
      let table = NSTableView(frame: .zero)
      let rows = FlatRowsDataSource(settings.stack)
      table.dataSource = rows
      table.standInRowValueProvider = { rows.value(ofRow: $0) }
      table.standInSetInWindow(true)
      #expect(table.numberOfRows == rows.flattened.count)
      settings.stack.sink = NSTableViewSink(tableView: table, dataSource: settings.stack)
      return (table, rows)
    }

    @Test("after every scripted step the table's rows are the stack's rows, laid end to end")
    func scriptedSteps() throws {
      let settings = try SettingsScreen()
      let (table, rows) = show(settings)
      let sink = settings.stack.sink
      #expect(table.standInShownRows == rows.flattened)
      for (name, change) in settings.scriptedSteps() {
        let batches = table.standInFinishedBatchCount
        try change()
        #expect(table.standInFinishedBatchCount == batches + 1, "\(name)")
        #expect(table.standInFailures.isEmpty, "\(name): \(table.standInFailures)")
        #expect(table.standInShownRows == rows.flattened, "\(name)")
        #expect(!table.standInReceivedCalls.contains("reloadData()"), "\(name) reloaded the table")
      }
      #expect(settings.stack.sink === sink)
    }

    @Test("switching Wi-Fi on inserts the three network rows under the switch in one batch")
    func pinnedRowsInserted() throws {
      let settings = try SettingsScreen()
      let (table, rows) = show(settings)
      try settings.setWiFi(on: true)
      // The switch row keeps its cell (the same kind of cell shows the new item): the view asks
      // for its contents again after the batch.
      #expect(
        Array(table.standInReceivedCalls.suffix(4)) == [
          "beginUpdates()", "insertRows([1, 2, 3], effectFade)", "endUpdates()",
          "reloadData(forRowIndexes: [0])",
        ])
      #expect(table.standInShownRows == rows.flattened)
      #expect(table.standInFailures.isEmpty)
    }

    @Test(
      "each row animation becomes the AppKit option the sink documents",
      arguments: [
        (RowAnimation.none, "[]"), (.fade, "effectFade"), (.middle, "effectFade"),
        (.automatic, "effectFade"), (.left, "slideLeft"), (.right, "slideRight"),
        (.top, "slideUp"), (.bottom, "slideDown"),
      ])
    func animationOptions(_ animation: RowAnimation, _ option: String) throws {
      let settings = try SettingsScreen()
      let (table, rows) = show(settings)
      settings.stack.animation = animation
      try settings.store.insert(Device(id: "Radio", signal: 5))
      #expect(table.standInReceivedCalls.contains("insertRows([1], \(option))"))
      #expect(table.standInShownRows == rows.flattened)
    }

    @Test("a section reloaded by the stack reaches the table as rows, not as a reload")
    func sectionReplacedAsRows() throws {
      let settings = try SettingsScreen()
      let (table, rows) = show(settings)
      try settings.general.replaceSection(
        at: 1, with: TableSection(id: "reset", items: ["Erase All", "Shut Down", "Restart"]))
      #expect(table.standInFailures.isEmpty)
      #expect(table.standInShownRows == rows.flattened)
    }

    @Test("a reloadData inside a batch reloads the table once, at the batch's end")
    func reloadInsideBatch() throws {
      let settings = try SettingsScreen()
      let (table, rows) = show(settings)
      let sink = try #require(settings.stack.sink)
      settings.stack.sink = nil
      try settings.store.insert(Device(id: "Radio", signal: 5))
      let calls = table.standInReceivedCalls.count
      sink.beginUpdates()
      sink.insertRows(at: [TablePath(section: 1, row: 0)], with: .automatic)
      sink.reloadData()
      sink.endUpdates()
      #expect(Array(table.standInReceivedCalls.dropFirst(calls)) == ["reloadData()"])
      #expect(table.standInShownRows == rows.flattened)
      #expect(table.standInFailures.isEmpty)
    }

    @Test("reloadData on the stack's sink reloads the table, which reads its rows again")
    func reloadDataReloads() throws {
      let settings = try SettingsScreen()
      let (table, rows) = show(settings)
      settings.stack.sink?.reloadData()
      #expect(table.standInReceivedCalls.last == "reloadData()")
      #expect(table.standInShownRows == rows.flattened)
      #expect(table.standInFailures.isEmpty)
    }
  }
#endif
