#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  @Suite("Settings screen in a UICollectionView (CollectionViewSink, list cells)")
  @MainActor
  struct CollectionViewSettingsTests {
    @Test("first layout: list cells come from the registration, with their accessories")
    func firstLayout() throws {
      let harness = CollectionHarness(try SettingsScreen())
      harness.expectConsistent("first layout")
      let wifiCell = try #require(harness.cell(0, 0))
      guard case .customView(let view) = wifiCell.accessories.first?.accessoryType else {
        Issue.record("the Wi-Fi cell has no custom view accessory")
        return
      }
      #expect((view as? UISwitch)?.isOn == false)
      #expect(harness.cell(3, 1)?.accessories.map(\.accessoryType) == [.disclosureIndicator])
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

    @Test("the custom-view UISwitch accessory turns Wi-Fi on; the pinned networks appear")
    func switchAccessoryRevealsNetworks() throws {
      let settings = try SettingsScreen()
      let harness = CollectionHarness(settings)
      guard case .customView(let view) = harness.cell(0, 0)?.accessories.first?.accessoryType,
        let toggle = view as? UISwitch
      else {
        Issue.record("the Wi-Fi cell has no switch")
        return
      }
      toggle.standInUserToggle()
      #expect(settings.isWiFiOn)
      harness.expectConsistent("switched on")
      #expect(harness.shownTexts.first == ["Wi-Fi: on", "Home", "Office", "Library"])
      #expect(harness.cell(0, 1)?.accessories.map(\.accessoryType) == [.checkmark])
      #expect(harness.cell(0, 2)?.accessories.isEmpty == true)
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
      _ = harness.shownTexts
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
