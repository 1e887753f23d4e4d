#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The collection view's data source an app writes over a stack: list cells from one cell
  /// registration made up front, configured from the row's owner.
  @MainActor
  final class StackCollectionDataSource: NSObject, UICollectionViewDataSource {
    let settings: SettingsScreen
    let registration: UICollectionView.CellRegistration<UICollectionViewListCell, AnyHashable>

    init(_ settings: SettingsScreen) {
      self.settings = settings
      registration = UICollectionView.CellRegistration { cell, indexPath, item in
        var content = cell.defaultContentConfiguration()
        content.text = "\(item)"
        cell.contentConfiguration = content
        let owner = TablePath(indexPath).flatMap { settings.stack.resolve($0) }?.dataSource
        if owner === settings.wifi {
          let toggle = UISwitch(frame: .zero)
          toggle.isOn = settings.isWiFiOn
          toggle.addAction(
            UIAction { [weak settings] action in
              guard let settings, let toggle = action.sender as? UISwitch else { return }
              try? settings.setWiFi(on: toggle.isOn)
            }, for: .valueChanged)
          cell.accessories = [
            .customView(configuration: .init(customView: toggle, placement: .trailing()))
          ]
        } else if owner === settings.general {
          cell.accessories = [.disclosureIndicator()]
        } else if owner === settings.networks {
          cell.accessories = item == AnyHashable("Home") ? [.checkmark()] : []
        } else {
          cell.accessories = []
        }
      }
      super.init()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      settings.stack.numberOfSections
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      settings.stack.numberOfRows(inSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let item = TablePath(indexPath).flatMap { settings.stack.item(at: $0) }
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
  }

  /// The settings screen in a stand-in `UICollectionView` whose sink is `CollectionViewSink`;
  /// every call the view receives is fed to a `ValidatingSink` of the collection-view flavour.
  @MainActor
  final class CollectionHarness {
    let settings: SettingsScreen
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource: StackCollectionDataSource
    let validator: ValidatingSink
    /// What the stack sent, before the collection view sink.
    let sent = RecordingSink()
    /// What the collection view received, as core values.
    private(set) var received: [TableUpdate] = []
    private let sink: CollectionViewSink

    init(_ settings: SettingsScreen) {
      self.settings = settings
      dataSource = StackCollectionDataSource(settings)
      validator = ValidatingSink(dataSource: settings.stack, flavor: .collectionView)
      sink = CollectionViewSink(collectionView: collectionView)
      collectionView.dataSource = dataSource
      collectionView.standInSetInWindow(true)
      collectionView.standInOnCall = { [unowned self] call in
        guard let update = call.tableUpdate else { return }
        received.append(update)
        validator.apply(update)
      }
      sent.downstream = sink
      settings.stack.sink = sent
      _ = collectionView.standInLayoutIfNeeded()
    }

    /// The list cell the view shows at `section`, `item`.
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

    /// Every row's item, as the stack has it.
    var expectedTexts: [[String?]] {
      settings.stack.rowCounts.enumerated().map { section, rows in
        (0..<rows).map { row in
          settings.stack.item(at: TablePath(section: section, row: row)).map { "\($0)" }
        }
      }
    }

    /// UIKit accepted every batch, each of the stack's batches became exactly one
    /// `performBatchUpdates` with the same calls in order, and every cell shows its item.
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
        collectionView.standInFinishedBatchCount == flushes(sent.updates).count, "\(step)",
        sourceLocation: sourceLocation)
      #expect(
        collectionView.standInLayoutIfNeeded() == settings.stack.rowCounts, "\(step)",
        sourceLocation: sourceLocation)
      #expect(shownTexts == expectedTexts, "\(step)", sourceLocation: sourceLocation)
    }
  }
#endif
