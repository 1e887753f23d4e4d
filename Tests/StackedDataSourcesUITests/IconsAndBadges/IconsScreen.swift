#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import StackedDataSources

  /// A settings page as a row shows it (issue 37 item 4): an icon on a tile, a badge, an
  /// accessory.
  struct IconPage: Hashable {
    var title: String
    var symbol: String?
    var tile: RowContent.TileColor?
    var badge: String?
    var accessory: RowContent.Accessory = .none
    var isEnabled = true
  }

  /// One section of settings rows with icons, a badge and a read-only detail, as General shows
  /// them, under a validating sink.
  @MainActor
  final class IconsScreen {
    /// General (gear on grey, badge "1", chevron), iOS Version (detail "17.2"), Brand (a star
    /// on pure red, an RGB tile) and Siri (a mint tile, disabled).
    let pages = ArrayDataSource(
      [
        IconPage(
          title: "General", symbol: "gear", tile: .gray, badge: "1",
          accessory: .disclosureIndicator),
        IconPage(title: "iOS Version", accessory: .detail("17.2")),
        IconPage(title: "Brand", symbol: "star.fill", tile: .rgb(0xFF_0000)),
        IconPage(title: "Siri", symbol: "waveform", tile: .mint, isEnabled: false),
      ], name: "General", headerTitle: "General")

    let stack: SectionGroupStack

    init() {
      pages.content = {
        RowContent(
          $0.title, imageName: $0.symbol, imageTile: $0.tile, badge: $0.badge,
          accessory: $0.accessory, isEnabled: $0.isEnabled)
      }
      let pages = pages
      stack = SectionGroupStack(name: "Settings") { pages }
    }

    /// Software Update is done: General's badge goes (a reconfigure of its row).
    func clearBadge() throws {
      var general = pages.items[0]
      general.badge = nil
      try pages.replace(at: 0, with: general)
    }

    /// What the tile of General draws, as the stand-ins record a drawing.
    static let generalTile = [
      "fill roundedRect (0.0, 0.0, 29.0, 29.0) radius 7.0 systemGray",
      "symbol gear white in (5.5, 5.5, 18.0, 18.0)",
    ]
  }
#endif
