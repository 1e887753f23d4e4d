#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import Testing

  @testable import StackedDataSourcesUI

  /// Icons on tiles, badges and read-only detail text (issue 37 item 4) in `NSTableViewBridge`:
  /// the tile an image drawn by its handler, the badge and the detail text fields.
  @MainActor
  @Suite("Icons, badges and detail in NSTableView")
  struct IconsAndBadgesNSTableViewTests {
    @Test("a row view: the tile drawn when AppKit draws the image, the badge a red text field")
    func rowViews() throws {
      let screen = IconsScreen()
      let table = NSTableView(frame: .zero)
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Setting")))
      let bridge = NSTableViewBridge(dataSource: screen.stack)
      let sink = NSTableViewSink(tableView: table, dataSource: screen.stack, showsHeaders: true)
      let validator = ValidatingSink(dataSource: screen.stack, downstream: sink, flavor: .tableView)
      table.dataSource = bridge
      table.delegate = bridge
      table.standInSetInWindow(true)
      screen.stack.sink = validator
      #expect(table.numberOfRows == 5, "the header row and four rows")
      func view(_ row: Int) -> RowContentCellView? {
        table.standInView(atRow: row + 1) as? RowContentCellView
      }

      let general = try #require(view(0))
      #expect(general.titleLabel.stringValue == "General")
      let tile = try #require(general.icon.image)
      #expect(!general.icon.isHidden)
      #expect(tile.size == NSSize(width: 29, height: 29))
      #expect(tile.standInDrawnLines == IconsScreen.generalTile)
      #expect(!general.badgeLabel.isHidden)
      #expect(general.badgeLabel.stringValue == "1")
      #expect(general.badgeLabel.textColor?.standInName == "white")
      #expect(general.badgeLabel.backgroundColor?.standInName == "systemRed")
      #expect(general.badgeLabel.drawsBackground)
      #expect(general.badgeLabel.layer?.cornerRadius == 8)
      #expect(general.accessoryLabel.stringValue == "›")
      #expect(general.accessibilityValue() as? String == "1")

      let version = try #require(view(1))
      #expect(version.secondaryLabel.stringValue == "17.2" && !version.secondaryLabel.isHidden)
      #expect(version.accessoryLabel.isHidden, "a detail has no chevron")
      #expect(version.badgeLabel.isHidden)
      #expect(version.icon.isHidden)

      #expect(
        view(3)?.icon.image?.standInDrawnLines == [
          "fill roundedRect (0.0, 0.0, 29.0, 29.0) radius 7.0 systemMint@0.4",
          "symbol waveform white@0.4 in (5.5, 5.5, 18.0, 18.0)",
        ])

      try screen.clearBadge()
      let cleared = try #require(view(0))
      #expect(cleared.badgeLabel.isHidden && cleared.badgeLabel.stringValue.isEmpty)
      #expect(cleared.icon.image?.standInDrawnLines == IconsScreen.generalTile)
      #expect(validator.isValid, "\(validator.violations)")
      #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
    }
  }
#endif
