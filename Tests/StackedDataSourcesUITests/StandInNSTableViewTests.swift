#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import Testing

  /// A table's data source and delegate with fixed rows, some of them group rows.
  @MainActor
  private final class FixedRows: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    var count: Int
    var groupRows: Set<Int>

    init(count: Int, groupRows: Set<Int>) {
      self.count = count
      self.groupRows = groupRows
    }

    func numberOfRows(in tableView: NSTableView) -> Int { count }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int)
      -> NSView?
    {
      let view =
        tableView.makeView(withIdentifier: .init("row"), owner: self)
        ?? NSTableCellView(frame: .zero)
      view.identifier = .init("row")
      return view
    }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
      groupRows.contains(row)
    }

    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
      !groupRows.contains(row)
    }

    func tableViewSelectionDidChange(_ notification: Notification) {}

    func tableView(
      _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction] { [] }
  }

  @Suite("The stand-in NSTableView reports what AppKit would show wrong")
  @MainActor
  struct StandInNSTableViewTests {
    @Test("a row an update keeps may not turn into a group row, nor back")
    func groupRowKindIsKept() {
      let table = NSTableView(frame: .zero)
      let rows = FixedRows(count: 3, groupRows: [0])
      table.dataSource = rows
      table.delegate = rows
      #expect(table.standInGroupRows == [true, false, false])
      rows.groupRows = [1]
      table.beginUpdates()
      table.moveRow(at: 2, to: 2)
      table.endUpdates()
      #expect(table.standInFailures.count == 2)
      // A removal and an insertion is the honest way.
      let fresh = NSTableView(frame: .zero)
      rows.groupRows = [0]
      fresh.dataSource = rows
      fresh.delegate = rows
      _ = fresh.numberOfRows
      rows.groupRows = [1]
      fresh.beginUpdates()
      fresh.removeRows(at: [0, 1], withAnimation: .effectFade)
      fresh.insertRows(at: [0, 1], withAnimation: .effectFade)
      fresh.endUpdates()
      #expect(fresh.standInFailures.isEmpty)
      #expect(fresh.standInGroupRows == [false, true, false])
    }

    @Test("views are reused only once an update took them off their rows")
    func viewsAreReused() throws {
      let table = NSTableView(frame: .zero)
      let rows = FixedRows(count: 2, groupRows: [])
      table.dataSource = rows
      table.delegate = rows
      let first = table.standInView(atRow: 0)
      let second = try #require(table.standInView(atRow: 1))
      #expect(first !== second)
      #expect(table.row(for: second) == 1)
      table.reloadData()
      #expect(table.row(for: second) == -1)
      let reused = table.standInView(atRow: 0)
      #expect(reused === first || reused === second)
    }
  }
#endif
