#if STANDIN_SDKS && canImport(SwiftUI)
  import StackedDataSources
  import StackedDataSourcesUI
  import SwiftUI
  import Testing

  /// Icons on tiles, badges and read-only detail text (issue 37 item 4) in `StackedList`.
  @MainActor
  @Suite("Icons, badges and detail in StackedList")
  struct IconsAndBadgesStackedListTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the tile a white symbol on a rounded square, the badge a capsule, the detail grey")
    func rows() throws {
      let screen = IconsScreen()
      let list = ListHarness(screen.stack)
      let general = list.row(0, 0)
      let gear = try #require(general.all("Image").first { $0.text == "gear" })
      #expect(gear.style == "white")
      #expect(gear.frame?.width == 29 && gear.frame?.height == 29)
      #expect(gear.background == "gray in RoundedRectangle(7.0)")
      let badge = try #require(general.all("Text").first { $0.text == "1" })
      #expect(badge.style == "white")
      #expect(badge.background == "red in Capsule")
      #expect(general.images == ["gear", "chevron.forward"], "the badge before the chevron")
      #expect(general.texts == ["General", "1"])

      let version = list.row(0, 1)
      #expect(version.texts == ["iOS Version", "17.2"])
      #expect(version.all("Text").last?.style == "secondary")
      #expect(version.images.isEmpty, "a detail has no chevron")

      let brand = try #require(list.row(0, 2).all("Image").first)
      #expect(brand.background == "rgb(1.0, 0.0, 0.0) in RoundedRectangle(7.0)")

      try screen.clearBadge()
      list.expectUpdated("badge cleared")
      #expect(list.row(0, 0).texts == ["General"])
      #expect(list.row(0, 0).all("Capsule").isEmpty && list.row(0, 0).all("Text").count == 1)
    }
  }
#endif
