#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  @Suite("The user on a UITableView: TableViewBridge hands taps, switches and swipes to the owner")
  @MainActor
  struct TableViewUserActionTests {
    @Test("flipping the Wi-Fi switch reaches wifi.onToggle; the networks appear in one batch")
    func switchRevealsPinnedNetworks() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      harness.sent.removeAll()
      #expect(harness.table.standInUserToggleSwitch(at: IndexPath(row: 0, section: 0)))
      #expect(settings.isWiFiOn)
      let batches = flushes(harness.sent.updates).filter { !$0.allReconfigure }
      #expect(
        batches.first?.contains(
          .insertRows(
            [
              TablePath(section: 0, row: 1), TablePath(section: 0, row: 2),
              TablePath(section: 0, row: 3),
            ], .automatic)) == true)
      #expect(batches.count == 1)
      harness.expectConsistent("switched on")
      #expect((harness.cell(0, 0)?.accessoryView as? UISwitch)?.isOn == true)
      #expect(harness.errors.isEmpty)
      #expect(settings.errors.isEmpty)
    }

    @Test("a reused cell's switch acts on the row the cell shows now, and follows the model")
    func reusedSwitchActsOnCurrentRow() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      let wifiCell = try #require(harness.cell(0, 0))
      var flipped: [Bool] = []
      let airplane = ArrayDataSource([false], name: "Airplane Mode")
      airplane.content = { RowContent("Airplane Mode", accessory: .toggle(isOn: $0)) }
      // Asks first: the model stays as it is until the user confirms.
      airplane.onToggle = { _, isOn in flipped.append(isOn) }
      try settings.stack.insert(airplane, at: 0)
      // The batch keeps the Wi-Fi row's cell on screen, moved with its row, as UIKit does; a
      // reload gives it back for reuse, and the next cell asked for is that one.
      #expect(harness.cell(1, 0) === wifiCell)
      harness.sent.reloadData()
      let reused = try #require(harness.cell(0, 0))
      #expect(reused === wifiCell)
      #expect(harness.content(0, 0)?.text == "Airplane Mode")
      #expect(harness.table.standInUserToggleSwitch(at: IndexPath(row: 0, section: 0)))
      #expect(flipped == [true])
      #expect(!settings.isWiFiOn)
      // The model did not change, so the switch shows it again.
      #expect((reused.accessoryView as? UISwitch)?.isOn == false)
      harness.expectConsistent("airplane asked")
    }

    @Test("a tap selects through the owner, then the row is deselected; no batch for a page")
    func tapOpensPage() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      let sent = harness.sent.updates
      #expect(harness.table.standInUserTapRow(at: IndexPath(row: 0, section: 3)))
      #expect(harness.table.standInUserTapRow(at: IndexPath(row: 1, section: 2)))
      #expect(settings.opened == ["About", "Car stereo"])
      #expect(harness.table.indexPathsForSelectedRows == nil)
      #expect(harness.sent.updates == sent)
    }

    @Test("a row whose content is not selectable does not highlight, so a tap does nothing")
    func unselectableRow() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      #expect(!harness.table.standInUserTapRow(at: IndexPath(row: 0, section: 0)))
      #expect(harness.table.indexPathsForSelectedRows == nil)
      #expect(settings.opened.isEmpty)
    }

    @Test("a tap on a pinned network joins it: one batch moves the checkmark, UIKit accepts it")
    func tapJoinsNetwork() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      #expect(harness.table.standInUserTapRow(at: IndexPath(row: 2, section: 0)))
      #expect(settings.networks.items.map(\.isJoined) == [false, true, false])
      harness.expectConsistent("joined Office")
      #expect(harness.cell(0, 1)?.accessoryType == .detailButton)
      #expect(harness.cell(0, 2)?.accessoryType == .checkmark)
    }

    @Test("the detail button of a network reaches networks.onAccessoryTap with its item")
    func accessoryButton() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      #expect(harness.table.standInUserTapAccessoryButton(at: IndexPath(row: 3, section: 0)))
      #expect(!harness.table.standInUserTapAccessoryButton(at: IndexPath(row: 1, section: 0)))
      #expect(settings.opened == ["Library details"])
    }

    @Test("a leading swipe shows the owner's Join action; performing it joins the network")
    func leadingSwipeAction() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      let swipe = try #require(
        harness.table.standInUserSwipe(rowAt: IndexPath(row: 3, section: 0), from: .leading))
      #expect(swipe.actions.map(\.title) == ["Join"])
      #expect(swipe.actions.first?.style == .normal)
      #expect(swipe.actions.first?.image?.standInSymbolName == "wifi")
      let cell = try #require(harness.cell(0, 3))
      #expect(swipe.actions.first?.standInPerform(in: cell) == true)
      #expect(settings.networks.items.map(\.isJoined) == [false, false, true])
      harness.expectConsistent("joined by swipe")
      // The joined network has no leading action.
      #expect(
        harness.table.standInUserSwipe(rowAt: IndexPath(row: 3, section: 0), from: .leading) == nil)
    }

    @Test("a trailing swipe on a network offers UIKit's Delete, which deletes through the owner")
    func swipeToDelete() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      let swipe = try #require(
        harness.table.standInUserSwipe(rowAt: IndexPath(row: 2, section: 0), from: .trailing))
      #expect(swipe.actions.map(\.title) == ["Delete"])
      let cell = try #require(harness.cell(0, 2))
      #expect(swipe.actions.first?.standInPerform(in: cell) == true)
      #expect(settings.networks.items.map(\.name) == ["Home", "Library"])
      harness.expectConsistent("deleted Office")
      #expect(harness.shownTexts.first == ["Wi-Fi", "Home", "Library"])
      #expect(harness.errors.isEmpty)
    }

    @Test("rows without delete or swipe actions reveal nothing and have no delete control")
    func readOnlyRows() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      let about = IndexPath(row: 0, section: 3)
      #expect(harness.table.standInUserSwipe(rowAt: about, from: .trailing) == nil)
      #expect(harness.table.standInUserSwipe(rowAt: about, from: .leading) == nil)
      #expect(!harness.table.standInUserDeleteRow(at: about))
      #expect(harness.bridge.tableView(harness.table, editingStyleForRowAt: about) == .none)
      #expect(harness.sent.updates.isEmpty)
    }

    @Test("the editing-mode delete control deletes the pinned network through its owner")
    func deleteControl() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      harness.table.setEditing(true, animated: false)
      #expect(harness.table.standInUserDeleteRow(at: IndexPath(row: 1, section: 0)))
      #expect(settings.networks.items.map(\.name) == ["Office", "Library"])
      harness.expectConsistent("deleted Home")
    }

    @Test("an Add row's insert control (editing style .insert) calls its owner's onInsert")
    func insertControl() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      let networks = settings.networks
      networks.append(Network(name: "Other…"))
      networks.canInsert = { $0.name == "Other…" }
      networks.onInsert = { _ in
        try? networks.insert(Network(name: "Café"), at: networks.count - 1)
      }
      let other = IndexPath(row: 4, section: 0)
      #expect(harness.bridge.tableView(harness.table, editingStyleForRowAt: other) == .insert)
      #expect(!harness.table.standInUserInsertRow(at: other), "the control shows when editing")
      harness.table.setEditing(true, animated: false)
      #expect(!harness.table.standInUserDeleteRow(at: other))
      #expect(harness.table.standInUserInsertRow(at: other))
      #expect(networks.items.map(\.name) == ["Home", "Office", "Library", "Café", "Other…"])
      harness.expectConsistent("inserted Café")
      // A row without the control: the commit UIKit would not make is reported, not applied.
      harness.bridge.tableView(
        harness.table, commit: .insert, forRowAt: IndexPath(row: 1, section: 0))
      #expect(
        harness.errors.map(\.description) == [
          "Networks: row 0 of section 0 may not be deleted or inserted (row 1 of section 0 of "
            + "Settings)"
        ])
      #expect(networks.count == 5)
    }

    @Test("bad input: actions on rows the data source does not have go to onError, nothing sent")
    func badInput() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      let table = harness.table
      let bridge = harness.bridge
      bridge.tableView(table, didSelectRowAt: IndexPath(row: 9, section: 3))
      bridge.tableView(table, accessoryButtonTappedForRowWith: IndexPath(row: 0, section: 42))
      bridge.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 3))
      #expect(
        harness.errors.prefix(2) == [
          .rowOutOfRange(dataSource: "Settings", row: 9, section: 3, rowCount: 2),
          .sectionOutOfRange(dataSource: "Settings", section: 42, sectionCount: 5),
        ])
      // The owner's refusal names its own row and the table's.
      #expect(harness.errors.last?.code == .rowNotEditable)
      #expect(harness.errors.last?.tablePath == [3, 0] && harness.errors.count == 3)
      #expect(harness.sent.updates.isEmpty)
      #expect(settings.opened.isEmpty)
      harness.expectConsistent("bad input")
    }
  }
#endif
