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

  /// A table's data source and delegate whose rows' views hold a text field and a checkbox.
  @MainActor
  private final class FieldRows: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    var count: Int
    /// How many views the delegate was asked for.
    private(set) var asked = 0

    init(count: Int) { self.count = count }

    func numberOfRows(in tableView: NSTableView) -> Int { count }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int)
      -> NSView?
    {
      asked += 1
      if let view = tableView.makeView(withIdentifier: .init("field"), owner: self) {
        return view
      }
      let view = NSTableCellView(frame: .zero)
      view.identifier = .init("field")
      view.addSubview(NSTextField(string: ""))
      view.addSubview(NSButton(checkboxWithTitle: "", target: nil, action: nil))
      return view
    }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool { false }
    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool { true }
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

    @Test("reloadData(forRowIndexes:) drops the row's views, as Apple documents: editing ends")
    func rowReloadDropsViews() throws {
      let table = NSTableView(frame: .zero)
      let rows = FieldRows(count: 2)
      table.dataSource = rows
      table.delegate = rows
      let view = try #require(table.standInView(atRow: 1))
      let field = try #require(view.subviews.first as? NSTextField)
      field.standInUserType("Ada")
      #expect(field.standInIsEditing)
      #expect(table.view(atColumn: 0, row: 1, makeIfNecessary: false) === view)
      #expect(table.view(atColumn: 0, row: 0, makeIfNecessary: false) == nil)
      table.reloadData(forRowIndexes: [1], columnIndexes: [0])
      #expect(!field.standInIsEditing, "the field editor left with the view")
      #expect(
        table.standInReceivedCalls.suffix(2) == [
          "reloadData(forRowIndexes: [1])", "editingEnded(1)",
        ])
      #expect(table.view(atColumn: 0, row: 1, makeIfNecessary: false) == nil)
      let asked = rows.asked
      #expect(table.view(atColumn: 0, row: 1, makeIfNecessary: true) != nil)
      #expect(rows.asked == asked + 1, "the delegate gives the row a view again")
    }

    @Test("a row the user changed is pictured by its view over the value read, never nil")
    func userChangedRowPicture() throws {
      let table = NSTableView(frame: .zero)
      let rows = FieldRows(count: 2)
      table.dataSource = rows
      table.delegate = rows
      table.standInRowValueProvider = { "row \($0)" }
      let view = try #require(table.standInView(atRow: 1))
      let checkbox = try #require(view.subviews.last as? NSButton)
      _ = checkbox.standInClick()
      // Without a picture of the view, the table keeps the value it read.
      #expect(table.standInShownRows == ["row 0", "row 1"])
      table.standInShownValueProvider = { view, read in
        let isOn = (view.subviews.last as? NSButton)?.state == .on
        return "\(read.map { "\($0)" } ?? "nil") \(isOn ? "on" : "off")"
      }
      #expect(table.standInShownRows == ["row 0", "row 1 on"])
      // A batch that inserts a row above keeps the picture the view gave, wherever the row is.
      rows.count = 3
      table.beginUpdates()
      table.insertRows(at: [0], withAnimation: [])
      table.endUpdates()
      #expect(table.standInShownRows == ["row 0", "row 0", "row 1 on"])
    }

    @Test("a view taken to be updated in place pictures its row from then on")
    func viewUpdatedInPlace() throws {
      let table = NSTableView(frame: .zero)
      let rows = FieldRows(count: 1)
      table.dataSource = rows
      table.delegate = rows
      table.standInRowValueProvider = { "row \($0)" }
      table.standInShownValueProvider = { view, _ in
        (view.subviews.first as? NSTextField)?.stringValue
      }
      _ = table.standInView(atRow: 0)
      let view = try #require(table.view(atColumn: 0, row: 0, makeIfNecessary: false))
      (view.subviews.first as? NSTextField)?.stringValue = "updated"
      #expect(table.standInShownRows == ["updated"])
    }
  }
#endif
