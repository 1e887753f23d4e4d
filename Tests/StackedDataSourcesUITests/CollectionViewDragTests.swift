#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  @Suite("The user reorders a UICollectionView list: CollectionViewBridge commits to the owner")
  @MainActor
  struct CollectionViewDragTests {
    @Test("reorder controls show in editing mode; a drag within the networks echoes nothing")
    func dragWithinSource() throws {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      let sent = harness.sent.updates
      #expect(harness.cell(0, 1)?.accessories.last?.accessoryType == .reorder)
      let moved = harness.collectionView.standInUserMoveItem(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
      #expect(moved == IndexPath(item: 3, section: 0))
      #expect(settings.networks.items.map(\.name) == ["Office", "Library", "Home"])
      #expect(harness.sent.updates == sent)
      harness.expectConsistent("Home dragged to the end")
      // Over a nearby device: the target keeps the item where it was.
      #expect(
        harness.collectionView.standInUserMoveItem(
          from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1)) == nil)
      #expect(harness.errors.isEmpty)
    }

    @Test("a move of an item the view does not have: a typed error, nothing told or put back")
    func moveOfMissingItem() throws {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      let sent = harness.sent.updates
      let debug = ValidatingSink(
        dataSource: settings.stack, downstream: settings.stack.sink, flavor: .collectionView,
        contentCheck: .full)
      settings.stack.sink = debug
      // An app's own call (UIKit never sends one): section 0 has 4 items.
      harness.bridge.collectionView(
        harness.collectionView, moveItemAt: IndexPath(item: 7, section: 0),
        to: IndexPath(item: 1, section: 0))
      #expect(
        harness.errors == [.rowOutOfRange(dataSource: "Settings", row: 7, section: 0, rowCount: 4)])
      #expect(harness.putBacks.isEmpty, "the view moved nothing, so nothing goes back")
      #expect(debug.isValid, "no sink heard of a move: \(debug.violations)")
      #expect(harness.sent.updates == sent)
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      harness.expectConsistent("no move")
    }

    @Test("without the bridge as delegate, a drop among another source's rows is put back")
    func refusedDropIsPutBack() throws {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      harness.collectionView.delegate = nil
      harness.collectionView.standInUserMoveItem(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
      #expect(harness.errors.map(\.code) == [.rowNotMovable])
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      harness.expectConsistent("Home put back")
    }

    @Test("a drop while the app's transaction is open: editDuringBatch, put back by the bridge")
    func dropDuringTransaction() throws {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      harness.collectionView.delegate = nil
      settings.stack.beginUpdates()
      harness.collectionView.standInUserMoveItem(
        from: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 1))
      #expect(harness.errors == [.editDuringBatch(dataSource: "Settings")])
      #expect(harness.putBacks == [.moveRow([1, 1], to: [0, 2])])
      try settings.store.insert(Device(id: "Radio", signal: 5))
      try settings.stack.endUpdates()
      #expect(settings.networks.items.map(\.name) == ["Home", "Office", "Library"])
      harness.expectConsistent("Office put back by the bridge, Radio inserted in the batch")
    }

    @Test("a validating sink in front of the view's sink hears of each drop from the bridge")
    func validatorInFrontFollowsDrops() throws {
      let settings = try SettingsScreen()
      settings.networks.canMove = { _ in true }
      let harness = CollectionHarness(settings)
      try settings.setWiFi(on: true)
      let debug = ValidatingSink(
        dataSource: settings.stack, downstream: settings.stack.sink, flavor: .collectionView,
        contentCheck: .full)
      settings.stack.sink = debug
      harness.collectionView.standInUserMoveItem(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
      harness.collectionView.delegate = nil
      harness.collectionView.standInUserMoveItem(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
      #expect(harness.errors.map(\.code) == [.rowNotMovable])
      try settings.setWiFi(on: false)
      try settings.setWiFi(on: true)
      #expect(settings.networks.items.map(\.name) == ["Office", "Library", "Home"])
      #expect(debug.validatedBatchCount >= 3)  // the put-back, then Wi-Fi off and on
      #expect(debug.isValid, "\(debug.violations)")
      harness.expectConsistent("two drops, one put back, then Wi-Fi off and on")
    }
  }
#endif
