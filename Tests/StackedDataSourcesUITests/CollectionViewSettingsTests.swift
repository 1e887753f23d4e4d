#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The custom view of the list cell's accessory, when it has one.
  @MainActor
  private func customView(of cell: UICollectionViewListCell?) -> UIView? {
    cell?.accessories.lazy.compactMap { accessory -> UIView? in
      guard case .customView(let view) = accessory.accessoryType else { return nil }
      return view
    }.first
  }

  @Suite("Settings screen in a UICollectionView list (CollectionViewBridge + CollectionViewSink)")
  @MainActor
  struct CollectionViewSettingsTests {
    @Test("first layout: default list cells show each row's content and cell accessories")
    func defaultCells() throws {
      let harness = CollectionHarness(try SettingsScreen())
      harness.expectConsistent("first layout")
      #expect((customView(of: harness.cell(0, 0)) as? UISwitch)?.isOn == false)
      let airPods = try #require(harness.cell(2, 0))
      #expect(airPods.accessories.map(\.accessoryType) == [.label, .disclosureIndicator])
      #expect(airPods.accessories.first?.standInLabelText == "Connected")
      #expect(
        (airPods.contentConfiguration as? UIListContentConfiguration)?.standInStyleName == "cell")
      #expect(harness.cell(3, 1)?.accessories.map(\.accessoryType) == [.disclosureIndicator])
      #expect(harness.cell(4, 1)?.accessories.isEmpty == true)
    }

    @Test("typed cells: the nearby devices' own list cell class, configured with Device items")
    func typedCells() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      #expect((harness.cell(1, 1) as? DeviceListCell)?.device == Device(id: "Printer", signal: 2))
      try settings.store.insert(Device(id: "Phone", signal: 3))
      harness.expectConsistent("a phone nearby")
      #expect((harness.cell(1, 1) as? DeviceListCell)?.device == Device(id: "Phone", signal: 3))
    }

    @Test("a placeholder row of a source with typed cells gets the default list cell")
    func placeholderRow() throws {
      let settings = try SettingsScreen()
      settings.nearby.placeholder = RowContent("No devices nearby", isSelectable: false)
      let harness = CollectionHarness(settings)
      try settings.store.delete(id: "Printer")
      try settings.store.delete(id: "TV")
      harness.expectConsistent("nobody nearby")
      #expect(!(harness.cell(1, 0) is DeviceListCell))
      #expect(harness.shownTexts[1] == ["No devices nearby"])
      #expect(!harness.collectionView.standInUserTapItem(at: IndexPath(item: 0, section: 1)))
    }

    @Test("each scripted step becomes one performBatchUpdates that UIKit accepts")
    func scriptedSteps() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      for (name, change) in settings.scriptedSteps() {
        let batches = harness.collectionView.standInFinishedBatchCount
        try change()
        #expect(harness.collectionView.standInFinishedBatchCount > batches, "\(name)")
        harness.expectConsistent(name)
      }
    }

    @Test("the switch accessory reaches wifi.onToggle; the networks appear with their accessories")
    func switchRevealsNetworks() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      #expect(harness.collectionView.standInUserToggleSwitch(at: IndexPath(item: 0, section: 0)))
      #expect(settings.isWiFiOn)
      harness.expectConsistent("switched on")
      #expect(harness.shownTexts.first == ["Wi-Fi", "Home", "Office", "Library"])
      #expect(
        harness.cell(0, 1)?.accessories.map(\.accessoryType) == [.checkmark, .delete])
      #expect(harness.cell(0, 2)?.accessories.map(\.accessoryType) == [.detail, .delete])
      #expect(harness.cell(0, 2)?.accessories.last?.standInDisplayedState == .whenEditing)
    }

    @Test("a tap selects through the owner and deselects; an unselectable row does not highlight")
    func taps() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      #expect(harness.collectionView.standInUserTapItem(at: IndexPath(item: 0, section: 4)))
      #expect(!harness.collectionView.standInUserTapItem(at: IndexPath(item: 0, section: 0)))
      #expect(settings.opened == ["Transfer or Reset"])
      #expect(harness.collectionView.indexPathsForSelectedItems == nil)
      try settings.setWiFi(on: true)
      #expect(harness.collectionView.standInUserTapItem(at: IndexPath(item: 3, section: 0)))
      #expect(settings.networks.items.map(\.isJoined) == [false, false, true])
      harness.expectConsistent("joined Library")
    }

    @Test("the detail accessory reaches networks.onAccessoryTap for the row the cell shows")
    func detailAccessory() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      #expect(
        harness.collectionView.standInUserTapAccessory(.detail, at: IndexPath(item: 2, section: 0)))
      #expect(settings.opened == ["Office details"])
    }

    @Test("headers and footers are supplementary views with the sections' titles and details")
    func headersAndFooters() throws {
      let settings = try SettingsScreen()
      try settings.stack.append(AccountsSource(["ann@example.com"]))
      let harness = CollectionHarness(settings)
      let header = UICollectionView.elementKindSectionHeader
      let footer = UICollectionView.elementKindSectionFooter
      func content(_ kind: String, _ section: Int) -> UIListContentConfiguration? {
        harness.collectionView.standInSupplementaryView(ofKind: kind, inSection: section)
          .flatMap { ($0 as? UICollectionViewListCell)?.contentConfiguration }
          as? UIListContentConfiguration
      }
      let accounts = settings.stack.numberOfSections - 1
      #expect(content(header, accounts)?.text == "Accounts")
      #expect(content(header, accounts)?.secondaryText == "1 signed in")
      #expect(content(header, accounts)?.standInStyleName == "groupedHeader")
      #expect(content(header, 0)?.text == "Wi-Fi")
      let bluetooth = try #require(
        (0..<settings.stack.numberOfSections).first {
          settings.stack.headerContent(inSection: $0)?.title == "Bluetooth"
        })
      #expect(content(footer, bluetooth)?.text == "My devices")
      #expect(content(footer, 0)?.text == nil, "a section without a footer gets an empty view")
      // Without the supplementary modes, the list asks for no header at all.
      let plain = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
      plain.dataSource = harness.bridge
      #expect(plain.standInSupplementaryView(ofKind: header, inSection: 0) == nil)
    }

    @Test("the section index lists the groups' entries, each jumping to its section's first item")
    func sectionIndex() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      #expect(harness.collectionView.standInIndexTitles() == nil)
      try settings.stack.append(AccountsSource(["ann@example.com"]))
      #expect(harness.collectionView.standInIndexTitles() == ["@"])
      #expect(
        harness.collectionView.standInUserTapIndexTitle(at: 0)
          == IndexPath(item: 0, section: settings.stack.numberOfSections - 1))
    }

    @Test("before iOS 15.4 the detail button is a detail-disclosure button reaching onAccessoryTap")
    func detailButtonBefore15Point4() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      harness.bridge.usesDetailButtonBefore15Point4 = true
      try settings.setWiFi(on: true)
      let accessory = try #require(harness.cell(0, 2)?.accessories.first)
      guard case .customView(let view) = accessory.accessoryType, let button = view as? UIButton
      else {
        Issue.record("the detail accessory is \(accessory.accessoryType), not a button")
        return
      }
      #expect(button.buttonType == .detailDisclosure)
      button.sendActions(for: .primaryActionTriggered)
      #expect(settings.opened == ["Office details"])
      harness.expectConsistent("tapped Office's detail button")
    }

    @Test("an Add row shows the insert accessory when editing; its tap calls the owner's onInsert")
    func insertAccessory() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      let networks = settings.networks
      networks.canInsert = { $0.name == "Other…" }
      networks.onInsert = { _ in
        try? networks.insert(Network(name: "Café"), at: networks.count - 1)
      }
      networks.append(Network(name: "Other…"))
      harness.expectConsistent("added Other…")
      let accessories = try #require(harness.cell(0, 4)?.accessories)
      #expect(accessories.map(\.accessoryType) == [.detail, .insert])
      #expect(accessories.last?.standInDisplayedState == .whenEditing)
      #expect(
        harness.collectionView.standInUserTapAccessory(.insert, at: IndexPath(item: 4, section: 0)))
      #expect(networks.items.map(\.name) == ["Home", "Office", "Library", "Café", "Other…"])
      harness.expectConsistent("inserted Café")
    }

    @Test("swipes come from the bridge's providers in the list layout: Join, and Delete")
    func swipeActions() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      let office = IndexPath(item: 2, section: 0)
      let cell = try #require(harness.cell(0, 2))
      let leading = try #require(
        harness.collectionView.standInUserSwipe(itemAt: office, from: .leading))
      #expect(leading.actions.map(\.title) == ["Join"])
      let trailing = try #require(
        harness.collectionView.standInUserSwipe(itemAt: office, from: .trailing))
      #expect(trailing.actions.map(\.title) == ["Delete"])
      #expect(trailing.actions.first?.style == .destructive)
      #expect(trailing.actions.first?.standInPerform(in: cell) == true)
      #expect(settings.networks.items.map(\.name) == ["Home", "Library"])
      harness.expectConsistent("deleted Office")
      let about = IndexPath(item: 0, section: 3)
      #expect(harness.collectionView.standInUserSwipe(itemAt: about, from: .trailing) == nil)
      #expect(harness.errors.isEmpty)
    }

    @Test("bad input: a tap on an item the data source does not have goes to onError")
    func badInput() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      harness.bridge.collectionView(
        harness.collectionView, didSelectItemAt: IndexPath(item: 7, section: 1))
      #expect(
        harness.errors == [.rowOutOfRange(dataSource: "Settings", row: 7, section: 1, rowCount: 2)])
      #expect(harness.sent.updates.isEmpty)
    }

    @Test("a reloadData inside a batch becomes one reloadData at the batch's end, and no batch")
    func reloadInsideBatch() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      let sink = try #require(harness.sent.downstream)
      settings.stack.sink = nil
      try settings.store.insert(Device(id: "Radio", signal: 5))
      sink.beginUpdates()
      sink.insertRows(at: [TablePath(section: 1, row: 0)], with: .automatic)
      sink.reloadData()
      #expect(harness.received.isEmpty)
      sink.endUpdates()
      #expect(harness.received == [.reloadData])
      #expect(harness.collectionView.standInFinishedBatchCount == 0)
      #expect(harness.validator.violations.isEmpty)
      #expect(harness.shownTexts == harness.expectedTexts)
    }

    @Test("cells are reused across batches and configured afresh")
    func cellsAreReused() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      // The networks' cells go back for reuse when Wi-Fi goes off (the batch deletes their
      // rows), and come out again, configured afresh, when it comes back on.
      try settings.setWiFi(on: true)
      _ = harness.shownTexts
      try settings.setWiFi(on: false)
      try settings.setWiFi(on: true)
      let shown = harness.shownTexts
      #expect(shown == harness.expectedTexts)
      let reused = (0..<settings.stack.numberOfRows(inSection: 0)).compactMap {
        harness.cell(0, $0)?.standInTimesReused
      }
      #expect(reused.contains { $0 > 0 })
      harness.expectConsistent("reused")
    }
  }
#endif
