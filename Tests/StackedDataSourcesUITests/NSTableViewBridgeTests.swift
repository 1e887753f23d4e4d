#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import Testing

  @testable import StackedDataSourcesUI

  @Suite("Settings screen in an NSTableView: NSTableViewBridge and NSTableViewSink with headers")
  @MainActor
  struct NSTableViewBridgeTests {
    @Test("the first load shows every section's rows, headers as group rows, and their views")
    func firstLoad() throws {
      let harness = NSTableHarness(try SettingsScreen())
      harness.expectConsistent("first load")
      // Wi-Fi, nearby (no header), Bluetooth, General and its second section (no header).
      #expect(
        harness.table.standInShownRows.compactMap { $0 as? String } == [
          "§ Wi-Fi", "§ Bluetooth", "§ General",
        ])
      #expect(harness.table.standInGroupRows.prefix(3) == [true, false, false])
      #expect(harness.table.numberOfRows == harness.settings.stack.rowCounts.reduce(0, +) + 3)
      let wifi = try #require(harness.view(0, 0) as? RowContentCellView)
      #expect(!wifi.checkbox.isHidden && wifi.checkbox.state == .off)
      #expect(wifi.imageView?.image?.standInSymbolName == "wifi" && !wifi.icon.isHidden)
      #expect(wifi.textField?.textColor?.standInName == "labelColor")
      let bluetooth = try #require(harness.view(2, 0) as? RowContentCellView)
      #expect(bluetooth.secondaryLabel.stringValue == "Connected")
      #expect(bluetooth.accessoryLabel.stringValue == "›")
      #expect(bluetooth.imageView?.image == nil && bluetooth.icon.isHidden)
      // General's second section: Transfer or Reset, then Shut Down, a button.
      let shutDown = try #require(harness.view(4, 1) as? RowContentCellView)
      #expect(shutDown.titleLabel.stringValue == "Shut Down")
      #expect(shutDown.titleLabel.textColor?.standInName == "controlAccentColor")
      #expect(harness.table.target === harness.bridge)
      #expect(harness.table.doubleAction == Selector("userDoubleClicked:"))
    }

    @Test("every scripted step reaches the table as one legal batch, group rows included")
    func scriptedSteps() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      for (name, change) in settings.scriptedSteps() {
        let batches = harness.sinkBatches
        try change()
        #expect(harness.sinkBatches == batches + 1, "\(name)")
        #expect(
          !harness.table.standInReceivedCalls.contains("reloadData()"), "\(name) reloaded")
        harness.expectConsistent(name)
      }
      #expect(settings.errors.isEmpty)
    }

    @Test("a header row comes and goes with its section, and with its header")
    func headersFollowSections() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      let general = try #require(harness.settings.stack.rowCounts.indices.last) - 1
      let headerRow = try #require(harness.bridge.rows.headerRow(inSection: general))
      _ = try settings.general.removeSection(at: 0)
      harness.expectConsistent("General removed")
      #expect(
        harness.table.standInReceivedCalls.contains(
          "removeRows([\(headerRow), \(headerRow + 1), \(headerRow + 2)], effectFade)"))
      #expect(!harness.table.standInShownRows.contains(AnyHashable("§ General")))
      try settings.general.insertSection(
        TableSection(id: "legal", items: ["Legal"], headerTitle: "Legal"), at: 1)
      harness.expectConsistent("Legal inserted after Reset")
      #expect(harness.table.standInShownRows.contains(AnyHashable("§ Legal")))
      try settings.stack.insert(settings.banner, at: 0)
      try settings.stack.move(settings.bluetooth, to: 0)
      harness.expectConsistent("Bluetooth moved to the top")
      #expect(harness.table.standInShownRows.first == AnyHashable("§ Bluetooth"))
      #expect(harness.table.standInGroupRows.first == true)
    }

    @Test("a header that appears, changes or goes on a section that stays, with its next batch")
    func headerOfStayingSection() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      try settings.stack.insert(settings.banner, at: 0)
      #expect(harness.table.standInGroupRows.first == false)
      settings.banner.headerTitle = "Update"
      settings.banner.append("Restart to finish")
      harness.expectConsistent("the banner's header appears")
      #expect(harness.table.standInShownRows.first == AnyHashable("§ Update"))
      #expect(harness.table.standInGroupRows.first == true)
      settings.banner.headerTitle = "Updates"
      _ = try settings.banner.remove(at: 1)
      // The header row stays and is asked for again: the table would keep "§ Update".
      harness.expectConsistent("the banner's header changes")
      #expect(harness.table.standInShownRows.first == AnyHashable("§ Updates"))
      #expect(harness.table.standInReceivedCalls.last == "reloadData(forRowIndexes: [0])")
      settings.banner.headerTitle = nil
      settings.banner.append("Later")
      harness.expectConsistent("the banner's header goes")
      #expect(harness.table.standInGroupRows.first == false)
    }

    @Test("a sink without showsHeaders beside a bridge with them is caught by the table")
    func mismatchedLayoutsAreCaught() throws {
      let settings = try SettingsScreen()
      let table = NSTableView(frame: .zero)
      let bridge = NSTableViewBridge(dataSource: settings.stack)
      table.dataSource = bridge
      table.delegate = bridge
      _ = table.numberOfRows
      settings.stack.sink = NSTableViewSink(tableView: table, dataSource: settings.stack)
      _ = try settings.general.removeSection(at: 0)
      // The sink removes General's two rows, the table's data source has one row fewer still.
      #expect(!table.standInFailures.isEmpty)
    }

    @Test("the Wi-Fi checkbox turns Wi-Fi on: the networks appear under it, in one batch")
    func checkbox() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      let view = try #require(harness.view(0, 0) as? RowContentCellView)
      let (target, action) = view.checkbox.standInClick()
      #expect(target === harness.bridge)
      #expect(action == Selector("userToggledCheckbox:"))
      harness.bridge.userToggledCheckbox(view.checkbox)
      #expect(settings.isWiFiOn)
      #expect(settings.stack.numberOfRows(inSection: 0) == 4)
      harness.expectConsistent("Wi-Fi on")
      let shown = try #require(harness.view(0, 0) as? RowContentCellView)
      #expect(shown.checkbox.state == .on)
    }

    @Test("a checkbox the data source does not follow goes back to the model's state")
    func refusedCheckbox() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      settings.wifi.onToggle = { _, _ in }
      let view = try #require(harness.view(0, 0) as? RowContentCellView)
      _ = view.checkbox.standInClick()
      harness.bridge.userToggledCheckbox(view.checkbox)
      #expect(!settings.isWiFiOn)
      // The data source reconfigures the row, which its view shows again in place: the
      // checkbox is off, without a reload.
      #expect(harness.table.standInReceivedCalls.last == "userChangedControl(\(harness.row(0, 0)))")
      let shown = try #require(harness.view(0, 0) as? RowContentCellView)
      #expect(shown === view && shown.checkbox.state == .off)
      harness.expectConsistent("Wi-Fi still off")
    }

    @Test("a click selects through the owner and is deselected; headers and switches are not")
    func selection() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      try settings.setWiFi(on: true)
      #expect(harness.table.standInClick(row: harness.row(0, 2)))
      #expect(settings.networks.items.map(\.isJoined) == [false, true, false])
      #expect(harness.table.selectedRow == -1)
      harness.expectConsistent("Office joined")
      #expect(!harness.table.standInClick(row: 0))  // the Wi-Fi header row
      #expect(!harness.table.standInClick(row: harness.row(0, 0)))  // the Wi-Fi switch
      harness.table.standInClick(row: harness.row(2, 0))
      #expect(settings.opened == ["AirPods"])
      #expect(harness.errors.isEmpty)
    }

    @Test("a double click opens the row's details, as the info button does on iOS")
    func doubleClick() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      try settings.setWiFi(on: true)
      let (target, action) = harness.table.standInDoubleClick(row: harness.row(0, 3))
      #expect(target === harness.bridge && action == NSTableViewBridge.doubleClickAction)
      harness.bridge.userDoubleClicked(harness.table)
      #expect(settings.opened == ["Library details"])
      // A double click on a header row opens nothing.
      _ = harness.table.standInDoubleClick(row: 0)
      harness.bridge.userDoubleClicked(harness.table)
      #expect(settings.opened == ["Library details"])
      harness.expectConsistent("details opened")
    }

    @Test("row actions come from swipe actions; Join joins the network")
    func rowActions() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      try settings.setWiFi(on: true)
      let row = harness.row(0, 3)
      let actions = harness.table.standInRowActions(forRow: row, edge: .leading)
      #expect(actions.map(\.title) == ["Join"])
      #expect(actions.map(\.style) == [.regular])
      #expect(actions.map(\.image?.standInSymbolName) == ["wifi"])
      #expect(harness.table.standInRowActions(forRow: row, edge: .trailing).isEmpty)
      #expect(harness.table.standInRowActions(forRow: 0, edge: .leading).isEmpty)
      actions[0].standInPerform(row: row)
      #expect(settings.networks.items.map(\.isJoined) == [false, false, true])
      harness.expectConsistent("Library joined from its row action")
    }

    /// The screen with Wi-Fi on and movable networks, in a table.
    private func reorderable() throws -> (SettingsScreen, NSTableHarness) {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = NSTableHarness(settings)
      try settings.setWiFi(on: true)
      return (settings, harness)
    }

    @Test("a drag within the networks: the bridge moves the row, the model follows, no echo")
    func dragTaken() throws {
      let (settings, harness) = try reorderable()
      let batches = harness.sinkBatches
      let library = harness.row(0, 3)
      let outcome = harness.table.standInDrag(row: library, toProposedRow: harness.row(0, 1))
      #expect(outcome == .dropped(row: harness.row(0, 1), operation: .above, accepted: true))
      #expect(settings.networks.items.map(\.name) == ["Library", "Home", "Office"])
      #expect(harness.sinkBatches == batches)
      #expect(
        Array(harness.table.standInReceivedCalls.suffix(3)) == [
          "beginUpdates()", "moveRow(\(library), \(harness.row(0, 1)))", "endUpdates()",
        ])
      #expect(harness.errors.isEmpty)
      harness.expectConsistent("Library dragged to the top of the networks")
      // Downwards: Home (now second) below Office.
      let home = harness.row(0, 2)
      #expect(
        harness.table.standInDrag(row: home, toProposedRow: harness.row(0, 3) + 1)
          == .dropped(row: harness.row(0, 3) + 1, operation: .above, accepted: true))
      #expect(settings.networks.items.map(\.name) == ["Library", "Office", "Home"])
      harness.expectConsistent("Home dragged to the bottom")
    }

    @Test("a drag out of the owner's rows is refused or retargeted among them; others can't drag")
    func dragKeptInOwner() throws {
      let (settings, harness) = try reorderable()
      let calls = harness.table.standInReceivedCalls.count
      // Above the Wi-Fi switch row, or above its header row: not the networks' rows.
      #expect(
        harness.table.standInDrag(row: harness.row(0, 2), toProposedRow: harness.row(0, 0))
          == .refused)
      #expect(harness.table.standInDrag(row: harness.row(0, 2), toProposedRow: 0) == .refused)
      // Among the nearby devices: not the networks' rows.
      #expect(
        harness.table.standInDrag(row: harness.row(0, 2), toProposedRow: harness.row(1, 1))
          == .refused)
      // The switch row and a Bluetooth row cannot move; a header row is no row.
      #expect(harness.table.standInDrag(row: harness.row(0, 0), toProposedRow: 4) == .notDraggable)
      #expect(
        harness.table.standInDrag(row: harness.row(2, 0), toProposedRow: harness.row(2, 1) + 1)
          == .notDraggable)
      #expect(harness.table.standInDrag(row: 0, toProposedRow: 3) == .notDraggable)
      #expect(harness.table.standInReceivedCalls.count == calls)
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      harness.expectConsistent("nothing dragged")
    }

    @Test("a drag between the sections of one owner: the sink's counts follow the table's")
    func dragAcrossSections() throws {
      let settings = try SettingsScreen()
      settings.general.canMove = { _ in true }
      let harness = NSTableHarness(settings)
      let general = settings.stack.numberOfSections - 2
      let batches = harness.sinkBatches
      // About, from the top of General to the end of the last section (no header of its own).
      let about = harness.row(general, 0)
      #expect(
        harness.table.standInDrag(row: about, toProposedRow: harness.table.numberOfRows)
          == .dropped(row: harness.table.numberOfRows, operation: .above, accepted: true))
      #expect(
        settings.general.sections.map { $0.items } == [
          ["Software Update"], ["Transfer or Reset", "Shut Down", "About"],
        ])
      #expect(harness.sinkBatches == batches)
      harness.expectConsistent("About dragged into the second section")
      // Shut Down, to just below General's header row: the top of General.
      let shutDown = harness.row(general + 1, 1)
      let belowHeader = try #require(harness.bridge.rows.headerRow(inSection: general)) + 1
      #expect(
        harness.table.standInDrag(row: shutDown, toProposedRow: belowHeader)
          == .dropped(row: belowHeader, operation: .above, accepted: true))
      #expect(
        settings.general.sections.map { $0.items } == [
          ["Shut Down", "Software Update"], ["Transfer or Reset", "About"],
        ])
      harness.expectConsistent("Shut Down dragged to the top of General")
      // The batches that follow are laid out with the counts the drags left.
      try settings.general.insert("VPN", at: TablePath(section: 1, row: 0))
      harness.expectConsistent("VPN inserted after the drags")
      // Above General's header row is the end of Bluetooth: another owner's rows.
      #expect(
        harness.table.standInDrag(row: harness.row(general, 0), toProposedRow: belowHeader - 1)
          == .refused)
      #expect(harness.errors.isEmpty)
    }

    @Test("a drop into another section the owner refuses is put back with the sink's counts")
    func dragAcrossSectionsRefused() throws {
      let settings = try SettingsScreen()
      settings.general.canMove = { _ in true }
      let harness = NSTableHarness(settings)
      let general = settings.stack.numberOfSections - 2
      let batches = harness.sinkBatches
      let outcome = harness.table.standInDrag(
        row: harness.row(general, 1), toProposedRow: harness.table.numberOfRows
      ) { settings.general.canMove = { _ in false } }
      #expect(
        outcome == .dropped(row: harness.table.numberOfRows, operation: .above, accepted: false))
      #expect(harness.errors.map(\.code) == [.rowNotMovable])
      #expect(harness.sinkBatches == batches + 1)
      #expect(
        settings.general.sections.map { $0.items } == [
          ["About", "Software Update"], ["Transfer or Reset", "Shut Down"],
        ])
      harness.expectConsistent("Software Update put back")
    }

    @Test("a drop the owner refuses is put back by one batch and reported as rowNotMovable")
    func dragRefused() throws {
      let (settings, harness) = try reorderable()
      let batches = harness.sinkBatches
      let office = harness.row(0, 2)
      let outcome = harness.table.standInDrag(row: office, toProposedRow: harness.row(0, 1)) {
        // The networks lock while the user holds the row.
        settings.networks.canMove = { _ in false }
      }
      #expect(outcome == .dropped(row: harness.row(0, 1), operation: .above, accepted: false))
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      #expect(
        harness.errors == [
          // The owner refuses, in its own coordinates.
          .rowNotMovable(
            dataSource: "Networks", from: TablePath(section: 0, row: 1),
            to: TablePath(section: 0, row: 0))
        ])
      #expect(harness.sinkBatches == batches + 1)
      harness.expectConsistent("Office put back")
    }

    @Test("the nearby devices show their typed views, reused, after every change")
    func typedViews() throws {
      let settings = try SettingsScreen()
      let harness = NSTableHarness(settings)
      let tv = try #require(harness.view(1, 0) as? DeviceCellView)
      #expect(tv.device?.id == "TV")
      try settings.store.insert(Device(id: "Radio", signal: 5))
      harness.expectConsistent("Radio in range")
      let radio = try #require(harness.view(1, 0) as? DeviceCellView)
      #expect(radio.device?.id == "Radio")
      #expect(radio === tv)  // the view was reused: the update recycled it
      #expect(harness.view(1, 0)?.identifier != NSTableViewBridge.rowIdentifier)
    }

    @Test("a drop across a header row: the move, the sink's notice and the commit in one bracket")
    func dropAcrossHeaderRow() throws {
      // Rows: A, a1, a2, B, b1. Dragging a2 below B's header moves the header row up by one; a
      // move outside an update bracket would have AppKit ask the delegate, which still
      // describes the old layout, whether the header's new row is a group row.
      let letters = try SectionedDataSource<String, String>(
        name: "Letters",
        sections: [
          TableSection(id: "A", items: ["a1", "a2"], headerTitle: "A"),
          TableSection(id: "B", items: ["b1"], headerTitle: "B"),
        ])
      letters.canMove = { _ in true }
      let table = NSTableView(frame: .zero)
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Letter")))
      let bridge = NSTableViewBridge(dataSource: letters)
      let sink = NSTableViewSink(tableView: table, dataSource: letters, showsHeaders: true)
      let validator = ValidatingSink(dataSource: letters, downstream: sink, flavor: .tableView)
      letters.sink = validator
      table.dataSource = bridge
      table.delegate = bridge
      table.standInSetInWindow(true)
      #expect(table.standInGroupRows == [true, false, false, true, false])
      #expect(
        table.standInDrag(row: 2, toProposedRow: 4)
          == .dropped(row: 4, operation: .above, accepted: true))
      #expect(letters.sections.map(\.items) == [["a1"], ["a2", "b1"]])
      #expect(table.standInGroupRows == [true, false, true, false, false])
      #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
      #expect(validator.violations.isEmpty, "\(validator.violations)")
      #expect(validator.validatedBatchCount == 0)
      try letters.insert("b0", at: TablePath(section: 1, row: 0))
      #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
      #expect(validator.violations.isEmpty, "\(validator.violations)")
    }

    @Test("a drop while the app's transaction is open: editDuringBatch, put back by the bridge")
    func dropDuringTransaction() throws {
      let (settings, harness) = try reorderable()
      let office = harness.row(0, 2)
      settings.stack.beginUpdates()
      let outcome = harness.table.standInDrag(row: office, toProposedRow: harness.row(0, 1))
      #expect(outcome == .dropped(row: harness.row(0, 1), operation: .above, accepted: false))
      #expect(harness.errors == [.editDuringBatch(dataSource: "Settings")])
      #expect(
        Array(harness.table.standInReceivedCalls.suffix(4)) == [
          "beginUpdates()", "moveRow(\(office), \(office - 1))",
          "moveRow(\(office - 1), \(office))", "endUpdates()",
        ])
      try settings.stack.endUpdates()
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      harness.expectConsistent("Office put back by the bridge")
    }
  }
#endif
