import Testing

@testable import StackedDataSources

/// A settings page whose equality is its title alone: its badge changes what the row shows, not
/// which page it is, so only the row's content can tell a stale badge apart.
private struct Page: Hashable {
  var title: String
  var badge: String?

  static func == (lhs: Page, rhs: Page) -> Bool { lhs.title == rhs.title }
  func hash(into hasher: inout Hasher) { hasher.combine(title) }
}

/// Issue 37 item 4: image tiles, badges and read-only detail text, as settings rows show them.
@MainActor
@Suite("RowContent: icons, badges and detail")
struct IconsAndBadgesTests {
  @Test("the text form: tile before the title, badge before the accessory, detail after a dot")
  func textForm() {
    let general = ArrayDataSource(
      [
        RowContent(
          "Software Update", imageName: "gear", imageTile: .gray, badge: "1",
          accessory: .disclosureIndicator),
        RowContent("iOS Version", accessory: .detail("17.2")),
        RowContent("Brand", imageName: "star.fill", imageTile: .rgb(0x05_5CE6)),
        RowContent("Blank", imageTile: .mint, badge: "New"),
        RowContent("Wi-Fi", imageName: "wifi", accessory: .value("Home")),
      ], name: "General", headerTitle: "General")
    general.content = { $0 }
    #expect(
      TextRenderer().render(general) == """
        ┌ General
        │ [gear on gray] Software Update  (1) ›
        │ iOS Version · 17.2
        │ [star.fill on #055CE6] Brand
        │ [mint] Blank  (New)
        │ Wi-Fi Home ›
        └─
        """)
  }

  @Test("a detail is read as the row's value, with the badge first; the defaults show neither")
  func accessibility() {
    #expect(RowContent("iOS Version", accessory: .detail("17.2")).accessibilityValue == "17.2")
    #expect(
      RowContent("General", badge: "1", accessory: .disclosureIndicator).accessibilityValue
        == "1")
    #expect(
      RowContent("Updates", badge: "2", accessory: .toggle(isOn: true)).accessibilityValue
        == "2, On")
    #expect(RowContent("General", badge: "").accessibilityValue == nil)
    let plain = RowContent("General", imageName: "gear")
    #expect(plain.imageTile == nil && plain.badge == nil)
    #expect(!RowContent.Accessory.detail("17.2").takesInput)
  }

  @Test("a badge changed without a reconfigure is caught by the content check")
  func staleBadge() throws {
    let pages = ArrayDataSource([Page(title: "General"), Page(title: "Privacy")], name: "Pages")
    pages.content = {
      RowContent($0.title, imageName: "gear", imageTile: .gray, badge: $0.badge)
    }
    let validator = ValidatingSink(dataSource: pages)
    pages.sink = TamperingSink(downstream: validator) { updates in
      updates.filter {
        switch $0 {
        case .reconfigureRows, .reloadRows: false
        default: true
        }
      }
    }
    // The page is the same page (`==`), so only its content differs: its badge. The append
    // keeps a batch for the validator once the row's reconfigure is dropped.
    try pages.performBatchUpdates {
      pages.append(Page(title: "Siri"))
      try pages.replace(at: 0, with: Page(title: "General", badge: "1"))
    }
    #expect(
      validator.violations.map(\.rule) == [.contentMismatch], "\(validator.violations)")
    #expect(
      validator.violations.first?.message.contains("“[gear on gray] General  (1)”") == true,
      "\(validator.violations)")
  }

  @Test("a badge changed with the source's own batch passes the content check")
  func reconfiguredBadge() throws {
    let pages = ArrayDataSource([Page(title: "General"), Page(title: "Privacy")], name: "Pages")
    pages.content = { RowContent($0.title, badge: $0.badge, accessory: .disclosureIndicator) }
    let validator = ValidatingSink(dataSource: pages)
    pages.sink = validator
    try pages.replace(at: 0, with: Page(title: "General", badge: "1"))
    try pages.replace(at: 0, with: Page(title: "General", badge: nil))
    #expect(validator.isValid, "\(validator.violations)")
    #expect(validator.validatedBatchCount == 2)
  }
}
