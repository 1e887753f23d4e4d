#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import Testing
  import UIKit

  @testable import StackedDataSourcesUI

  /// Icons on tiles, badges and read-only detail text (issue 37 item 4) in the UIKit bridges:
  /// what each cell shows, and that a batch that changes a badge reaches the reused cell.
  @MainActor
  @Suite("Icons, badges and detail in UITableView and UICollectionView")
  struct IconsAndBadgesUIKitTests {
    @Test("a table cell: the tile drawn into the image, the badge beside the list content")
    func table() throws {
      let screen = IconsScreen()
      let table = UITableView(frame: .zero, style: .insetGrouped)
      let bridge = TableViewBridge(dataSource: screen.stack)
      let validator = ValidatingSink(
        dataSource: screen.stack, downstream: TableViewSink(tableView: table), flavor: .tableView)
      table.dataSource = bridge
      table.delegate = bridge
      table.standInSetInWindow(true)
      screen.stack.sink = validator
      #expect(table.standInLayoutIfNeeded() == [4])
      func cell(_ row: Int) -> UITableViewCell? {
        table.standInCell(at: IndexPath(row: row, section: 0))
      }

      // General: its list content in a badged configuration, the chevron the cell's accessory.
      let general = try #require(cell(0))
      let badged = try #require(general.contentConfiguration as? BadgedRowConfiguration)
      #expect(badged.list.text == "General")
      #expect(badged.badge == "1")
      #expect(badged.list.image?.standInDrawnLines == IconsScreen.generalTile)
      #expect(badged.list.image?.renderingMode == .alwaysOriginal)
      #expect(badged.list.image?.size == CGSize(width: 29, height: 29))
      #expect(general.accessoryType == .disclosureIndicator)
      #expect(general.accessibilityValue == "1")
      let view = try #require(general.contentView.subviews.first as? BadgedRowView)
      #expect(view.badge.text == "1")
      #expect(view.badge.textColor.standInColorName == "white")
      #expect(view.badge.backgroundColor?.standInColorName == "systemRed")
      view.badge.standInLayoutSubviews(size: CGSize(width: 22, height: 22))
      #expect(view.badge.layer.cornerRadius == 11, "a capsule: its ends half its height")
      #expect(view.badge.clipsToBounds)

      // iOS Version: a value cell's trailing text, no chevron.
      let version = try #require(cell(1)?.contentConfiguration as? UIListContentConfiguration)
      #expect(version.standInStyleName == "valueCell")
      #expect(version.text == "iOS Version" && version.secondaryText == "17.2")
      #expect(cell(1)?.accessoryType == UITableViewCell.AccessoryType.none)
      #expect(cell(1)?.accessoryView == nil)
      #expect(cell(1)?.accessibilityValue == "17.2")

      // Brand: an RGB tile; Siri: a disabled row's tile, dimmed.
      let brand = try #require(cell(2)?.contentConfiguration as? UIListContentConfiguration)
      #expect(
        brand.image?.standInDrawnLines == [
          "fill roundedRect (0.0, 0.0, 29.0, 29.0) radius 7.0 rgba(1.0, 0.0, 0.0, 1.0)",
          "symbol star.fill white in (5.5, 5.5, 18.0, 18.0)",
        ])
      let siri = try #require(cell(3)?.contentConfiguration as? UIListContentConfiguration)
      #expect(
        siri.image?.standInDrawnLines == [
          "fill roundedRect (0.0, 0.0, 29.0, 29.0) radius 7.0 systemMint@0.4",
          "symbol waveform white@0.4 in (5.5, 5.5, 18.0, 18.0)",
        ])

      // The badge goes: the row is reconfigured, its cell kept and shown without it.
      try screen.clearBadge()
      let cleared = try #require(cell(0)?.contentConfiguration as? UIListContentConfiguration)
      #expect(cell(0) === general, "the reconfigured row keeps its cell")
      #expect(cleared.text == "General")
      #expect(cleared.image?.standInDrawnLines == IconsScreen.generalTile)
      #expect(!(general.contentView.subviews.first is BadgedRowView))
      #expect(general.accessibilityValue == nil)
      #expect(validator.isValid, "\(validator.violations)")
      #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
    }

    @Test("a list cell: the badge a custom accessory before the chevron, the detail a label")
    func collection() throws {
      let screen = IconsScreen()
      let bridge = CollectionViewBridge(dataSource: screen.stack)
      let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      let collectionView = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
      let validator = ValidatingSink(
        dataSource: screen.stack, downstream: CollectionViewSink(collectionView: collectionView),
        flavor: .collectionView)
      collectionView.dataSource = bridge
      collectionView.delegate = bridge
      collectionView.standInSetInWindow(true)
      screen.stack.sink = validator
      #expect(collectionView.standInLayoutIfNeeded() == [4])
      func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.standInCell(at: IndexPath(item: item, section: 0))
          as? UICollectionViewListCell
      }

      let general = try #require(cell(0))
      let content = try #require(general.contentConfiguration as? UIListContentConfiguration)
      #expect(content.text == "General")
      #expect(content.image?.standInDrawnLines == IconsScreen.generalTile)
      #expect(general.accessories.count == 2)
      #expect(general.accessories.first?.accessoryType == .disclosureIndicator)
      let badgeAccessory = try #require(general.accessories.last)
      guard case .customView(let view) = badgeAccessory.accessoryType else {
        Issue.record("the badge is a custom view: \(badgeAccessory.accessoryType)")
        return
      }
      let badge = try #require(view as? BadgeLabel)
      #expect(badge.text == "1")
      #expect(badge.backgroundColor?.standInColorName == "systemRed")
      #expect(general.accessibilityValue == "1")

      let version = try #require(cell(1))
      #expect(version.accessories.map(\.accessoryType) == [.label])
      #expect(version.accessories.first?.standInLabelText == "17.2")
      #expect(version.accessibilityValue == "17.2")

      try screen.clearBadge()
      #expect(cell(0)?.accessories.map(\.accessoryType) == [.disclosureIndicator])
      #expect(validator.isValid, "\(validator.violations)")
      #expect(collectionView.standInFailures.isEmpty, "\(collectionView.standInFailures)")
    }
  }
#endif
