#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The checks the end-to-end tests rely on do fire: a wrong batch, a missing registration or a
  /// registration made too late is reported, so a clean run means something.
  @Suite("Stand-in views report what UIKit refuses")
  @MainActor
  struct StandInViewTests {
    @Test("a row inserted without a model change is refused by the table and the validator")
    func insertWithoutModelChange() throws {
      let harness = TableHarness(try SettingsScreen())
      harness.table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .fade)
      #expect(harness.table.standInFailures.count == 1)
      #expect(harness.validator.violations.map(\.rule) == [.invalidNumberOfRows])
    }

    @Test("a section deleted without a model change is refused by both")
    func sectionDeleteWithoutModelChange() throws {
      let harness = TableHarness(try SettingsScreen())
      harness.table.deleteSections([2], with: .automatic)
      #expect(harness.table.standInFailures.first?.hasPrefix("invalid number of sections") == true)
      #expect(harness.validator.violations.map(\.rule) == [.invalidNumberOfSections])
    }

    @Test("a reuse identifier nobody registered is UIKit's 'unable to dequeue' error")
    func unregisteredIdentifier() throws {
      let harness = TableHarness(try SettingsScreen())
      _ = harness.table.dequeueReusableCell(
        withIdentifier: "Device", for: IndexPath(row: 0, section: 2))
      #expect(
        harness.table.standInFailures == [
          "unable to dequeue a cell with identifier Device - must register a nib or a class for"
            + " the identifier or connect a prototype cell in a storyboard"
        ])
    }

    @Test("reconfigureRows asks the bridge again and gets the same cell back")
    func reconfigureKeepsTheCell() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      var configured = 0
      settings.general.tableCells(UITableViewCell.self) { _, _ in configured += 1 }
      let cell = try #require(harness.cell(3, 0))
      harness.table.reconfigureRows(at: [IndexPath(row: 0, section: 3)])
      #expect(configured == 2)
      #expect(harness.table.standInFailures.isEmpty)
      #expect(harness.cell(3, 0) === cell)
    }

    @Test("a touch on a row the table does not show is refused")
    func touchOutsideTheRows() throws {
      let harness = TableHarness(try SettingsScreen())
      #expect(!harness.table.standInUserTapRow(at: IndexPath(row: 5, section: 0)))
      #expect(
        harness.table.standInFailures == ["the user touched [0, 5], a row the table does not show"])
    }

    @Test("a cell registration made while providing a cell is refused")
    func registrationInsideCellProvider() throws {
      final class LateRegistration: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection: Int)
          -> Int
        { 1 }
        func collectionView(
          _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
          let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            _, _, _ in
          }
          return collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: "late")
        }
        // Required by the stand-in (optional in UIKit): no item moves.
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt: IndexPath) -> Bool {
          false
        }
        func collectionView(
          _ collectionView: UICollectionView, moveItemAt source: IndexPath, to: IndexPath
        ) {}
        func collectionView(
          _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
          at indexPath: IndexPath
        ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
        func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
        func collectionView(
          _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath { IndexPath(item: 0, section: 0) }
      }
      let dataSource = LateRegistration()
      let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      view.dataSource = dataSource
      _ = view.standInCell(at: IndexPath(item: 0, section: 0))
      #expect(view.standInFailures.count == 1)
      #expect(view.standInFailures.first?.hasPrefix("Attempted to dequeue a cell using") == true)
    }

    @Test("a model changed between reloadData and the batch is caught: UIKit reads at the start")
    func modelChangedBeforeTheBatch() throws {
      let settings = try SettingsScreen()
      let harness = TableHarness(settings)
      harness.table.reloadData()
      settings.stack.sink = nil
      try settings.store.insert(Device(id: "Phone", signal: 3))
      harness.table.performBatchUpdates({
        harness.table.insertRows(at: [IndexPath(row: 1, section: 1)], with: .automatic)
      })
      #expect(!harness.table.standInFailures.isEmpty)
      #expect(harness.validator.violations.map(\.rule) == [.invalidNumberOfRows])
    }
  }
#endif
