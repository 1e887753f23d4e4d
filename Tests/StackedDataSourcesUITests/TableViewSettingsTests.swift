#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  @Suite("Settings screen in a UITableView (TableViewSink + TableViewDataSourceBridge)")
  @MainActor
  struct TableViewSettingsTests {
    @Test("first layout: every cell is dequeued and configured through the bridge")
    func firstLayout() throws {
      let harness = TableHarness(try SettingsScreen())
      harness.expectConsistent("first layout")
      #expect(harness.shownTexts.first == ["Wi-Fi: off"])
      let wifiCell = try #require(harness.cell(0, 0))
      #expect((wifiCell.accessoryView as? UISwitch)?.isOn == false)
      let generalCell = try #require(harness.cell(4, 0))
      #expect(generalCell.accessoryType == .disclosureIndicator)
      #expect(harness.table.standInHeaderTitle(inSection: 3) == "General")
    }

    @Test("each scripted step reaches the table as one batch UIKit accepts")
    func scriptedSteps() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      for (name, change) in settings.scriptedSteps() {
        let batches = harness.table.standInFinishedBatchCount
        let sent = harness.sent.updates.count
        try change()
        // One batch, and one more when rows changed in place (the reconfigure after it).
        let made = flushes(Array(harness.sent.updates[sent...]))
        #expect(made.filter { $0 != [] && !$0.allReconfigure }.count == 1, "\(name)")
        #expect(harness.table.standInFinishedBatchCount == batches + made.count, "\(name)")
        harness.expectConsistent(name)
      }
      #expect(harness.validator.validatedBatchCount == flushes(harness.sent.updates).count)
    }

    @Test(
      "every row animation reaches UITableView under the same name",
      arguments: RowAnimation.allCases)
    func animationsKeepTheirNames(_ animation: RowAnimation) throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      settings.stack.animation = animation
      try settings.store.insert(Device(id: "Radio", signal: 5))
      try settings.general.replace(at: TablePath(section: 0, row: 0), with: "About this phone")
      _ = try settings.general.removeSection(at: 1)
      #expect(
        harness.sent.updates.contains(.insertRows([TablePath(section: 1, row: 0)], animation)))
      harness.expectConsistent("\(animation)")
    }

    @Test("flipping the Wi-Fi cell's UISwitch reloads its row and reveals the pinned networks")
    func switchRevealsPinnedNetworks() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      let toggle = try #require(harness.cell(0, 0)?.accessoryView as? UISwitch)
      harness.sent.removeAll()
      toggle.standInUserToggle()
      #expect(settings.isWiFiOn)
      #expect(
        harness.sent.updates == [
          .beginUpdates,
          .insertRows(
            [
              TablePath(section: 0, row: 1), TablePath(section: 0, row: 2),
              TablePath(section: 0, row: 3),
            ], .automatic),
          .reloadRows([TablePath(section: 0, row: 0)], .automatic),
          .endUpdates,
        ])
      harness.expectConsistent("switched on")
      #expect((harness.cell(0, 0)?.accessoryView as? UISwitch)?.isOn == true)
      #expect(harness.shownTexts.first == ["Wi-Fi: on", "Home", "Office", "Library"])
    }

    @Test("swipe-to-delete on a pinned network deletes exactly that row, through its owner")
    func swipeToDeletePinnedRow() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      var committed: [(TablePath, String)] = []
      harness.bridge.commitEditing = { style, owner, path in
        guard style == .delete, let networks = owner as? ArrayDataSource<String> else { return }
        committed.append((path, networks.name))
        _ = try? networks.remove(at: path.row)
      }
      harness.table.standInCommit(.delete, forRowAt: IndexPath(row: 2, section: 0))
      #expect(committed.map(\.0) == [TablePath(section: 0, row: 1)])
      #expect(committed.map(\.1) == ["Networks"])
      #expect(settings.networks.count == 2)
      harness.expectConsistent("swiped")
      #expect(harness.shownTexts.first == ["Wi-Fi: on", "Home", "Library"])
    }

    @Test("a row that cannot be edited is not committed")
    func swipeOnReadOnlyRow() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      var commits = 0
      harness.bridge.commitEditing = { _, _, _ in commits += 1 }
      harness.table.standInCommit(.delete, forRowAt: IndexPath(row: 0, section: 3))
      #expect(commits == 0)
    }

    @Test("a user's drag reaches moveRow with both ends resolved to their owners")
    func userDragResolvesOwners() throws {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      var moves: [(String, TablePath, String?, TablePath?)] = []
      harness.bridge.moveRow = { source, destination in
        moves.append(
          (source.dataSource.name, source.path, destination?.dataSource.name, destination?.path))
      }
      harness.table.standInUserMoveRow(
        from: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
      #expect(moves.count == 1)
      #expect(moves.first?.0 == "Networks")
      #expect(moves.first?.1 == TablePath(section: 0, row: 0))
      #expect(moves.first?.2 == "Networks")
      #expect(moves.first?.3 == TablePath(section: 0, row: 2))
      #expect(harness.table.standInFailures.isEmpty)
    }

    @Test("an app's own performBatchUpdates around a stack transaction stays one batch")
    func appBatchAroundStackTransaction() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      var finished: [Bool] = []
      harness.table.performBatchUpdates(
        {
          try? settings.setWiFi(on: true)
          try? settings.store.insert(Device(id: "Watch", signal: 4))
        }, completion: { finished.append($0) })
      #expect(harness.table.standInFinishedBatchCount == 1)
      #expect(harness.validator.validatedBatchCount == 1)
      #expect(finished.isEmpty, "UIKit calls the completion after the animation")
      harness.table.standInFinishAnimations()
      #expect(finished == [true])
      harness.expectConsistent("app batch", forwarding: .wrappedInAppBatch)
    }

    @Test("the table's own reloadData re-reads the data source; every cell follows")
    func tableReplacedAfterReload() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.store.insert(Device(id: "Laptop", signal: 3))
      harness.table.reloadData()
      harness.expectConsistent("reloaded", forwarding: .followedByAppReload)
      #expect(harness.shownTexts[1] == ["TV (4 bars)", "Laptop (3 bars)", "Printer (2 bars)"])
    }
  }
#endif
