#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The list cell an app gives nearby devices: it keeps its device, typed, and shows it.
  final class DeviceListCell: UICollectionViewListCell {
    private(set) var device: Device?

    func show(_ device: Device) {
      self.device = device
      var content = defaultContentConfiguration()
      content.text = device.id
      contentConfiguration = content
      accessories = [.label(text: String(repeating: "▮", count: device.signal))]
    }
  }

  /// The settings screen in a stand-in `UICollectionView` with a list layout, wired as an app
  /// wires it: a `CollectionViewBridge` is the view's data source and delegate and provides the
  /// layout's swipe actions, `CollectionViewSink` is the stack's sink, and the nearby devices
  /// have typed list cells. Every call the view receives, and every drag the user makes on it,
  /// is fed to a `ValidatingSink` of the collection-view flavour.
  @MainActor
  final class CollectionHarness {
    let settings: SettingsScreen
    let bridge: CollectionViewBridge
    let collectionView: UICollectionView
    let validator: ValidatingSink
    /// What the stack sent, before the collection view sink.
    let sent = RecordingSink()
    /// What the collection view received, as core values.
    private(set) var received: [TableUpdate] = []
    /// The moves the bridge made itself, outside any batch: a drop refused without a batch, put
    /// back (kept out of ``received``, which the stack's calls must match).
    private(set) var putBacks: [TableUpdate] = []
    private var batchDepth = 0
    /// The errors the bridge reported.
    private(set) var errors: [DataSourceError] = []
    private let sink: CollectionViewSink

    init(_ settings: SettingsScreen) {
      self.settings = settings
      UICollectionViewCell.standInRegisterFactory(for: DeviceListCell.self) {
        DeviceListCell(frame: .zero)
      }
      settings.nearby.collectionCells(DeviceListCell.self) { cell, device in cell.show(device) }
      bridge = CollectionViewBridge(dataSource: settings.stack)
      var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      bridge.addSwipeActions(to: &list)
      bridge.addHeadersAndFooters(to: &list)
      collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
      validator = ValidatingSink(dataSource: settings.stack, flavor: .collectionView)
      sink = CollectionViewSink(collectionView: collectionView)
      bridge.onError = { [unowned self] in errors.append($0) }
      collectionView.dataSource = bridge
      collectionView.delegate = bridge
      collectionView.standInSetInWindow(true)
      collectionView.standInOnCall = { [unowned self] call in
        if case .userChangedControl(let path) = call {
          validator.userChangedControl(at: TablePath(received: path))
          return
        }
        if case .userMovedItem(let source, let destination) = call {
          validator.userMovedRow(
            from: TablePath(received: source), to: TablePath(received: destination))
          return
        }
        guard let update = call.tableUpdate else { return }
        if case .beginUpdates = update { batchDepth += 1 }
        if case .endUpdates = update { batchDepth -= 1 }
        if case .moveRow = update, batchDepth == 0 {
          putBacks.append(update)
        } else {
          received.append(update)
        }
        validator.apply(update)
      }
      sent.downstream = sink
      settings.stack.sink = sent
      _ = collectionView.standInLayoutIfNeeded()
    }

    /// The cell the view shows at `section`, `item`.
    func cell(_ section: Int, _ item: Int) -> UICollectionViewListCell? {
      collectionView.standInCell(at: IndexPath(item: item, section: section))
        as? UICollectionViewListCell
    }

    /// Every item's text, as the view's cells show it.
    var shownTexts: [[String?]] {
      collectionView.standInLayoutIfNeeded().enumerated().map { section, items in
        (0..<items).map { item in
          (cell(section, item)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
      }
    }

    /// Every row's title, as the stack has it: its content's, or its item's description.
    var expectedTexts: [[String?]] {
      settings.stack.rowCounts.enumerated().map { section, rows in
        (0..<rows).map { row in
          let path = TablePath(section: section, row: row)
          return settings.stack.rowContent(at: path)?.title
            ?? settings.stack.item(at: path).map { "\($0)" }
        }
      }
    }

    /// UIKit accepted every batch, each of the stack's batches became exactly one
    /// `performBatchUpdates` with the same calls in order, every cell shows its row's title
    /// (the typed cells their own row's device).
    func expectConsistent(
      _ step: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(
        validator.violations.isEmpty, "\(step): \(validator.violations)",
        sourceLocation: sourceLocation)
      #expect(
        collectionView.standInFailures.isEmpty, "\(step): \(collectionView.standInFailures)",
        sourceLocation: sourceLocation)
      #expect(
        received.filter { !$0.isBoundary }
          == sent.updates.filter { !$0.isBoundary }.map(\.withoutAnimation), "\(step)",
        sourceLocation: sourceLocation)
      #expect(
        collectionView.standInFinishedBatchCount == flushes(sent.updates).count + putBacks.count,
        "\(step)",
        sourceLocation: sourceLocation)
      #expect(
        collectionView.standInLayoutIfNeeded() == settings.stack.rowCounts, "\(step)",
        sourceLocation: sourceLocation)
      #expect(shownTexts == expectedTexts, "\(step)", sourceLocation: sourceLocation)
      for (section, rows) in settings.stack.rowCounts.enumerated() {
        for row in 0..<rows {
          guard let owner = settings.stack.resolve(TablePath(section: section, row: row)),
            owner.dataSource === settings.nearby
          else { continue }
          #expect(
            (cell(section, row) as? DeviceListCell)?.device
              == settings.nearby.object(at: owner.path), "\(step)", sourceLocation: sourceLocation)
        }
      }
    }
  }
#endif
