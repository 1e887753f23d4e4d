#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  @Suite("The user drags rows of a UITableView: TableViewBridge commits them to the owner")
  @MainActor
  struct TableViewDragTests {
    /// The settings screen with Wi-Fi on, so the networks show under the switch, in a table;
    /// the user may reorder the networks. Also the calls the stack has sent so far.
    private func reorderableNetworks() throws -> (SettingsScreen, TableHarness, [TableUpdate]) {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      return (settings, harness, harness.sent.updates)
    }

    @Test("a drag within the networks: the model follows, nothing is echoed, UIKit agrees")
    func dragWithinSource() throws {
      let (settings, harness, sent) = try reorderableNetworks()
      let library = try #require(harness.cell(0, 3))
      let moved = harness.table.standInUserMoveRow(
        from: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0))
      #expect(moved == IndexPath(row: 1, section: 0))
      #expect(settings.networks.items.map(\.name) == ["Library", "Home", "Office"])
      #expect(harness.sent.updates == sent)
      #expect(harness.errors.isEmpty)
      #expect(harness.cell(0, 1) === library)
      harness.expectConsistent("Library dragged to the top")
      #expect(harness.shownTexts.first == ["Wi-Fi", "Library", "Home", "Office"])
    }

    @Test("a validating sink in front of the table's sink hears of each drop from the bridge")
    func validatorInFrontFollowsDrops() throws {
      let (settings, harness, _) = try reorderableNetworks()
      // A debug build's check in front of the table's sink: UITableView moves the row itself,
      // so only the bridge can tell the validator, before it commits.
      let debug = ValidatingSink(
        dataSource: settings.stack, downstream: settings.stack.sink, contentCheck: .full)
      settings.stack.sink = debug
      _ = harness.table.standInUserMoveRow(
        from: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 0))
      harness.table.delegate = nil
      _ = harness.table.standInUserMoveRow(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1))
      #expect(harness.errors.map(\.code) == [.rowNotMovable])
      try settings.setWiFi(on: false)
      try settings.setWiFi(on: true)
      #expect(settings.networks.items.map(\.name) == ["Library", "Home", "Office"])
      #expect(debug.validatedBatchCount >= 3)  // the put-back, then Wi-Fi off and on
      #expect(debug.isValid, "\(debug.violations)")
      harness.expectConsistent("two drops, one put back, then Wi-Fi off and on")
    }

    @Test("a move of a row the table does not have: a typed error, nothing told or put back")
    func moveOfMissingRow() throws {
      let (settings, harness, sent) = try reorderableNetworks()
      let debug = ValidatingSink(
        dataSource: settings.stack, downstream: settings.stack.sink, contentCheck: .full)
      settings.stack.sink = debug
      // An app's own call (UIKit never sends one): section 0 has 4 rows, section 9 none.
      harness.bridge.tableView(
        harness.table, moveRowAt: IndexPath(row: 7, section: 0), to: IndexPath(row: 1, section: 0))
      harness.bridge.tableView(
        harness.table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 5, section: 0))
      harness.bridge.tableView(
        harness.table, moveRowAt: IndexPath(row: 1, section: 9), to: IndexPath(row: 1, section: 0))
      #expect(
        harness.errors == [
          .rowOutOfRange(dataSource: "Settings", row: 7, section: 0, rowCount: 4),
          .rowOutOfRange(dataSource: "Settings", row: 5, section: 0, rowCount: 4),
          .sectionOutOfRange(
            dataSource: "Settings", section: 9, sectionCount: settings.stack.numberOfSections),
        ])
      #expect(harness.putBacks.isEmpty, "the table moved nothing, so nothing goes back")
      #expect(debug.isValid, "no sink heard of a move: \(debug.violations)")
      #expect(harness.sent.updates == sent)
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      harness.expectConsistent("no move")
    }

    @Test("targetIndexPath keeps a drag among the rows of the row's owner")
    func targetStaysInOwner() throws {
      let (_, harness, sent) = try reorderableNetworks()
      let office = IndexPath(row: 2, section: 0)
      func target(_ proposed: IndexPath) -> IndexPath {
        harness.bridge.tableView(
          harness.table, targetIndexPathForMoveFromRowAt: office, toProposedIndexPath: proposed)
      }
      #expect(target(IndexPath(row: 3, section: 0)) == IndexPath(row: 3, section: 0))
      #expect(target(IndexPath(row: 1, section: 0)) == IndexPath(row: 1, section: 0))
      // Above the Wi-Fi row, or among the nearby devices: not the networks' rows.
      #expect(target(IndexPath(row: 0, section: 0)) == office)
      #expect(target(IndexPath(row: 1, section: 1)) == office)
      // The drop over a nearby device lands where the drag started: nothing moves.
      #expect(
        harness.table.standInUserMoveRow(from: office, to: IndexPath(row: 1, section: 1)) == nil)
      #expect(harness.sent.updates == sent)
      harness.expectConsistent("drag kept in place")
    }

    @Test("a drop the owner refuses is put back by one batch and reported as rowNotMovable")
    func refusedDropIsPutBack() throws {
      let (settings, harness, sent) = try reorderableNetworks()
      // An app that made the bridge the data source but has a delegate of its own that does not
      // retarget drags: nothing keeps the row among the networks.
      harness.table.delegate = nil
      let moved = harness.table.standInUserMoveRow(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1))
      #expect(moved == IndexPath(row: 1, section: 1))
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      #expect(
        harness.errors == [
          .rowNotMovable(
            dataSource: "Settings", from: TablePath(section: 0, row: 2),
            to: TablePath(section: 1, row: 1))
        ])
      #expect(flushes(Array(harness.sent.updates.dropFirst(sent.count))).count == 1)
      harness.expectConsistent("Office put back")
    }

    @Test("a drop while the app's transaction is open: editDuringBatch, put back by the bridge")
    func dropDuringTransaction() throws {
      let (settings, harness, _) = try reorderableNetworks()
      harness.table.delegate = nil  // nothing keeps the drag among the networks
      settings.stack.beginUpdates()
      // Office into the nearby devices: the commit is refused before it changes anything, so
      // only the bridge can put the row back; the transaction's batch then counts on it.
      let moved = harness.table.standInUserMoveRow(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1))
      #expect(moved == IndexPath(row: 1, section: 1))
      #expect(harness.errors == [.editDuringBatch(dataSource: "Settings")])
      #expect(harness.putBacks == [.moveRow([1, 1], to: [0, 2])])
      try settings.store.insert(Device(id: "Radio", signal: 5))
      try settings.stack.endUpdates()
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      harness.expectConsistent("Office put back by the bridge, Radio inserted in the batch")
    }

    @Test("a row its owner does not let move shows no drag")
    func unmovableRow() throws {
      let (_, harness, sent) = try reorderableNetworks()
      #expect(
        harness.table.standInUserMoveRow(
          from: IndexPath(row: 0, section: 3), to: IndexPath(row: 1, section: 3)) == nil)
      #expect(harness.sent.updates == sent)
    }

    @Test("a switch acts on the row its cell shows after a drag moved it, not where it was made")
    func switchFollowsDraggedRow() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      let switches = ArrayDataSource(["Bluetooth", "Hotspot", "VPN"], name: "Switches")
      var flipped: [String] = []
      switches.content = { RowContent($0, accessory: .toggle(isOn: false)) }
      switches.canMove = { _ in true }
      switches.onToggle = { name, _ in flipped.append(name) }
      try settings.stack.insert(switches, at: 0)
      let hotspot = try #require(harness.cell(0, 1))
      harness.table.standInUserMoveRow(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
      #expect(switches.items == ["VPN", "Bluetooth", "Hotspot"])
      #expect(harness.cell(0, 2) === hotspot)
      #expect(harness.table.standInUserToggleSwitch(at: IndexPath(row: 2, section: 0)))
      #expect(flipped == ["Hotspot"])
      harness.expectConsistent("Hotspot flipped after the drag")
    }
  }
#endif
