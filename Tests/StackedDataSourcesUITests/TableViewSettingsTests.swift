#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  @Suite("Settings screen in a UITableView (TableViewBridge + TableViewSink): cells and batches")
  @MainActor
  struct TableViewSettingsTests {
    @Test("first layout: default cells show each row's content and accessory")
    func defaultCells() throws {
      let harness = TableHarness(try SettingsScreen())
      harness.expectConsistent("first layout")
      let wifi = try #require(harness.cell(0, 0))
      #expect(harness.content(0, 0)?.text == "Wi-Fi")
      #expect(harness.content(0, 0)?.image?.standInSymbolName == "wifi")
      #expect((wifi.accessoryView as? UISwitch)?.isOn == false)
      #expect(wifi.selectionStyle == .none)
      let airPods = try #require(harness.content(2, 0))
      #expect(airPods.standInStyleName == "valueCell")
      #expect(airPods.secondaryText == "Connected")
      #expect(harness.cell(2, 0)?.accessoryType == .disclosureIndicator)
      #expect(harness.content(3, 0)?.standInStyleName == "cell")
      #expect(harness.cell(3, 0)?.accessoryType == .disclosureIndicator)
      #expect(harness.cell(3, 0)?.selectionStyle == .default)
      let shutDown = try #require(harness.content(4, 1))
      #expect(shutDown.text == "Shut Down")
      #expect(shutDown.textProperties.color.standInColorName == "tintColor")
      #expect(harness.cell(4, 1)?.accessoryType == UITableViewCell.AccessoryType.none)
      #expect(harness.table.standInHeaderTitle(inSection: 2) == "Bluetooth")
      #expect(harness.table.standInFooterTitle(inSection: 2) == "My devices")
      #expect(harness.table.standInHeaderView(inSection: 2) == nil)
    }

    @Test("typed cells: the nearby devices' own cell class, configured with their Device items")
    func typedCells() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      let tv = try #require(harness.cell(1, 0) as? DeviceCell)
      #expect(tv.device == Device(id: "TV", signal: 4))
      #expect(harness.content(1, 0)?.secondaryText == "▮▮▮▮")
      #expect(tv.reuseIdentifier != harness.cell(0, 0)?.reuseIdentifier)
      try settings.store.update(Device(id: "TV", signal: 1))
      harness.expectConsistent("TV lost signal")
      #expect((harness.cell(1, 1) as? DeviceCell)?.device == Device(id: "TV", signal: 1))
    }

    @Test("a placeholder row of a source with typed cells gets the default cell from its content")
    func placeholderRow() throws {
      let settings = try SettingsScreen()
      settings.nearby.placeholder = RowContent("No devices nearby", isSelectable: false)
      let harness = TableHarness(settings)
      try settings.store.delete(id: "Printer")
      try settings.store.delete(id: "TV")
      harness.expectConsistent("nobody nearby")
      let placeholder = try #require(harness.cell(1, 0))
      #expect(!(placeholder is DeviceCell))
      #expect(harness.content(1, 0)?.text == "No devices nearby")
      #expect(placeholder.selectionStyle == .none)
      #expect(!harness.table.standInUserTapRow(at: IndexPath(row: 0, section: 1)))
      try settings.store.insert(Device(id: "Phone", signal: 3))
      harness.expectConsistent("a phone nearby")
      #expect((harness.cell(1, 0) as? DeviceCell)?.device == Device(id: "Phone", signal: 3))
    }

    @Test("the joined network shows a checkmark, the others a detail button")
    func networkAccessories() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.setWiFi(on: true)
      harness.expectConsistent("Wi-Fi on")
      #expect(harness.shownTexts.first == ["Wi-Fi", "Home", "Office", "Library"])
      #expect(harness.cell(0, 1)?.accessoryType == .checkmark)
      #expect(harness.cell(0, 2)?.accessoryType == .detailButton)
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

    @Test(
      "a hand-written source: typed cells for its items, the default cell for its item-less row")
    func rowWithoutItem() throws {
      let settings = try SettingsScreen()
      let accounts = AccountsSource(["ann@example.com", "bob@example.com"])
      final class AccountCell: UITableViewCell {
        var account: Account?
      }
      UITableViewCell.standInRegisterFactory(for: AccountCell.self) {
        AccountCell(style: .default, reuseIdentifier: $0)
      }
      accounts.tableCells(AccountCell.self) { cell, account in
        cell.account = account
        var content = cell.defaultContentConfiguration()
        content.text = account.email
        cell.contentConfiguration = content
      }
      try settings.stack.append(accounts)
      let harness = TableHarness(settings)
      let section = settings.stack.numberOfSections - 1
      #expect(
        (harness.cell(section, 1) as? AccountCell)?.account == Account(email: "bob@example.com"))
      let add = try #require(harness.cell(section, 2))
      #expect(!(add is AccountCell))
      #expect(harness.content(section, 2)?.text == "Add Account")
      #expect(harness.content(section, 2)?.textProperties.color.standInColorName == "tintColor")
      harness.expectConsistent("accounts")
    }

    @Test("headers and footers: a detail line or a custom view identifier makes a view")
    func headerAndFooterViews() throws {
      let settings = try SettingsScreen()
      try settings.stack.append(AccountsSource(["ann@example.com"]))
      let harness = TableHarness(settings)
      let section = settings.stack.numberOfSections - 1
      #expect(harness.table.standInHeaderTitle(inSection: section) == "Accounts")
      let header = try #require(
        harness.table.standInHeaderView(inSection: section) as? UITableViewHeaderFooterView)
      let headerContent = header.contentConfiguration as? UIListContentConfiguration
      #expect(headerContent?.text == "Accounts")
      #expect(headerContent?.secondaryText == "1 signed in")
      // The footer's own view: none until the app registers its identifier.
      #expect(harness.table.standInFooterView(inSection: section) == nil)
      harness.table.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "SyncFooter")
      let footer = try #require(
        harness.table.standInFooterView(inSection: section) as? UITableViewHeaderFooterView)
      #expect(footer.reuseIdentifier == "SyncFooter")
      #expect((footer.contentConfiguration as? UIListContentConfiguration)?.text == "Sync")
    }

    @Test("the section index lists the groups' entries, each jumping to its table section")
    func sectionIndex() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      #expect(harness.table.standInSectionIndexTitles() == nil)
      try settings.stack.append(AccountsSource(["ann@example.com"]))
      #expect(harness.table.standInSectionIndexTitles() == ["@"])
      #expect(
        harness.table.standInUserTapSectionIndexTitle(at: 0) == settings.stack.numberOfSections - 1
      )
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

    @Test("a transaction's completion runs when its animation ends, and may edit again")
    func completionAfterAnimation() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      var done: [String] = []
      try settings.stack.performBatchUpdates {
        try settings.setWiFi(on: true)
      } completion: {
        done.append("switched")
        try? settings.store.insert(Device(id: "Watch", signal: 4))
      }
      #expect(done.isEmpty, "the switch's batch is still animating")
      harness.table.standInFinishAnimations()
      #expect(done == ["switched"])
      harness.table.standInFinishAnimations()
      harness.expectConsistent("edited from a completion")
      // Nothing animates: the completion runs at once, and may open a transaction of its own
      // (it once met the sink's completions still being modified: an exclusivity trap).
      settings.stack.performBatchUpdates {
      } completion: {
        done.append("idle")
        settings.stack.performBatchUpdates {
          try? settings.store.delete(id: "Watch")
        } completion: {
          done.append("nested")
        }
      }
      #expect(done == ["switched", "idle"])
      harness.table.standInFinishAnimations()
      #expect(done == ["switched", "idle", "nested"])
      harness.expectConsistent("a transaction from an idle completion")
      #expect(harness.shownTexts[1] == ["TV", "Printer"])
    }

    @Test("the table's own reloadData re-reads the data source; every cell follows")
    func tableReplacedAfterReload() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      try settings.store.insert(Device(id: "Laptop", signal: 3))
      harness.table.reloadData()
      harness.expectConsistent("reloaded", forwarding: .followedByAppReload)
      #expect(harness.shownTexts[1] == ["TV", "Laptop", "Printer"])
    }
  }
#endif
