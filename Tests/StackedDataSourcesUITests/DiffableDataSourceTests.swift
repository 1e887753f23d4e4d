#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The Settings screen driving an app's `UICollectionViewDiffableDataSource` (issue 20): each
  /// batch is applied as a snapshot of the row identities, and a screen fills part of an app's
  /// own snapshot. The stand-in data source keeps the snapshot and reloads the simulated list.
  @Suite("Settings screen through a diffable data source (RowIdentities + DiffableDataSourceSink)")
  @MainActor
  struct DiffableDataSourceTests {
    /// The screen's identities, a diffable data source making cells through the bridge, and
    /// the sink between them.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    final class Harness {
      let settings: SettingsScreen
      let identities: RowIdentities
      let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
      let bridge: CollectionViewBridge
      let diffable: UICollectionViewDiffableDataSource<SectionIdentity, RowToken>

      init() throws {
        settings = try SettingsScreen()
        identities = RowIdentities(dataSource: settings.stack)
        identities.checksBatches = true
        let bridge = CollectionViewBridge(dataSource: settings.stack)
        self.bridge = bridge
        diffable = UICollectionViewDiffableDataSource(collectionView: collectionView) {
          view, path, _ in bridge.collectionView(view, cellForItemAt: path)
        }
        identities.downstream = DiffableDataSourceSink(dataSource: diffable, identities: identities)
        settings.stack.sink = identities
        diffable.apply(identities.diffableSnapshot(), animatingDifferences: false)
      }

      /// The tokens of the rows of every section, as the identities have them.
      var tokens: [[RowToken]] {
        identities.sections.map { $0.rows.compactMap { identities.token(for: $0) } }
      }

      /// Checks that the data source holds the identities' snapshot and the list its counts.
      func expectShown(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let snapshot = diffable.snapshot()
        #expect(
          snapshot.sectionIdentifiers == identities.sections.map(\.id), "\(step)",
          sourceLocation: sourceLocation)
        #expect(
          snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) } == tokens,
          "\(step)", sourceLocation: sourceLocation)
        #expect(
          collectionView.standInLayoutIfNeeded() == settings.stack.rowCounts, "\(step)",
          sourceLocation: sourceLocation)
        #expect(
          collectionView.standInFailures.isEmpty && identities.checkFailures.isEmpty, "\(step)",
          sourceLocation: sourceLocation)
      }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("each batch is one snapshot: rows keep their tokens, changed content is reconfigured")
    func batchesAsSnapshots() throws {
      let harness = try Harness()
      harness.expectShown("first snapshot")
      let switchRow = harness.tokens[0][0]
      let bluetoothRows = harness.tokens[2]
      try harness.settings.setWiFi(on: true)
      harness.expectShown("Wi-Fi on")
      let snapshot = harness.diffable.snapshot()
      #expect(snapshot.itemIdentifiers.first == switchRow, "the switch row keeps its token")
      #expect(snapshot.reconfiguredItemIdentifiers == [switchRow], "and is reconfigured")
      #expect(harness.tokens[2] == bluetoothRows, "rows the batch did not touch keep theirs")
      for (name, change) in harness.settings.scriptedSteps() {
        try change()
        harness.expectShown(name)
      }
      // A cell the bridge made for a token's row shows that row.
      let cell = try #require(
        harness.collectionView.standInCell(at: IndexPath(item: 0, section: 0)))
      #expect(cell is UICollectionViewListCell)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a screen fills part of an app's own snapshot, its rows named by the app")
    func partOfAnAppsSnapshot() throws {
      enum Item: Hashable, Sendable {
        case promo(String)
        case setting(RowToken)
      }
      let settings = try SettingsScreen()
      let identities = RowIdentities(dataSource: settings.stack)
      var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
      snapshot.appendSections(["promos"])
      snapshot.appendItems([.promo("Try the beta")])
      identities.appendSections(to: &snapshot, section: { "settings \($0)" }, item: Item.setting)
      #expect(snapshot.numberOfSections == 1 + settings.stack.numberOfSections)
      #expect(snapshot.numberOfItems == 1 + settings.stack.rowCounts.reduce(0, +))
      let first = identities.sections[0]
      #expect(
        snapshot.itemIdentifiers(inSection: "settings \(first.id)")
          == first.rows.compactMap { identities.token(for: $0) }.map(Item.setting))
    }
  }
#endif
