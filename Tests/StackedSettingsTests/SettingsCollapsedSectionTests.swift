import StackedDataSources
import Testing

@testable import StackedSettings

/// A section collapsed to its first rows (issue 36: rows a collapsed section hides are found by
/// the search, which says how to reach them, and revealed by expanding it).
@MainActor
@Suite("A collapsed settings section")
struct SettingsCollapsedSectionTests {
  nonisolated static let maps = SettingsKey("maps", default: true)
  nonisolated static let music = SettingsKey("music", default: true)
  nonisolated static let notes = SettingsKey("notes", default: false)
  nonisolated static let photos = SettingsKey("photos", default: true)
  nonisolated static let all = SettingsKey("all", default: true)

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var apps: SettingsPage {
    SettingsPage("apps", title: "Apps") {
      SettingsSection("all") { SettingsRow.toggle(all, title: "All Apps") }
      SettingsSection("list", header: "Apps") {
        SettingsRow.toggle(maps, title: "Maps")
        SettingsRow.toggle(music, title: "Music").visible(when: { $0[all] })
        SettingsRow.toggle(notes, title: "Notes")
        SettingsRow.toggle(photos, title: "Photos")
      }
      .collapsed(showing: 2)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var root: SettingsPage {
    SettingsPage("settings", title: "Settings") {
      SettingsSection("main") { SettingsRow.link(apps) }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("its first rows and Show More; expanding and collapsing are one batch each")
  func expandAndCollapse() async throws {
    let store = InMemorySettingsStore()
    let screen = try SettingsPageScreen(page: Self.apps, values: SettingsValues(store: store))
    let table = CheckedTable(screen.stack)
    #expect(
      table.text == """
        ┌─
        │ [0, 0] All Apps [on]
        └─
        ┌ Apps
        │ [1, 0] Maps [on]
        │ [1, 1] Music [on]
        │ [1, 2] Show More (button)
        └─
        """)
    try screen.stack.selectRow(at: [1, 2])
    await endOfTurn()
    // The toggle row keeps its id: it moves below the rows shown, retitled.
    #expect(
      table.recorder.batches == [
        [.insertRows([[1, 2], [1, 3]], .automatic), .reconfigureRows([[1, 4]])]
      ])
    #expect(table.text.contains("[1, 3] Photos [on]") && table.text.contains("[1, 4] Show Less"))
    // The rows it shows take input, with no echo.
    table.recorder.removeAll()
    try screen.stack.setToggle(true, at: [1, 2])
    await endOfTurn()
    #expect(store.storedValues == ["notes": .bool(true)])
    #expect(table.recorder.updates.isEmpty)
    try screen.stack.selectRow(at: [1, 4])
    await endOfTurn()
    #expect(table.text.contains("[1, 2] Show More"))
    // The count is of the rows the rules show: Music hidden, Notes is second.
    table.recorder.removeAll()
    store.writeFromOutside(["all": .bool(false)])
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
    #expect(
      table.text.hasSuffix(
        """
        ┌ Apps
        │ [1, 0] Maps [on]
        │ [1, 1] Notes [on]
        │ [1, 2] Show More (button)
        └─
        """))
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a section of no more rows than it shows collapsed has no Show More row")
  func shortSection() throws {
    let page = SettingsPage("short", title: "Short") {
      SettingsSection("list") { SettingsRow.toggle(Self.maps, title: "Maps") }.collapsed(showing: 1)
    }
    let screen = try SettingsPageScreen(
      page: page, values: SettingsValues(store: InMemorySettingsStore()))
    #expect(TextRenderer().render(screen.stack) == "┌─\n│ Maps [on]\n└─")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a negative count is a typed error naming the page and the section")
  func negativeCount() {
    let page = SettingsPage("bad", title: "Bad") {
      SettingsSection("list") { SettingsRow.toggle(Self.maps, title: "Maps") }
        .collapsed(showing: -1)
    }
    #expect(
      throws: SettingsDeclarationError.negativeCollapsedCount(
        page: "bad", section: "list", count: -1)
    ) { try SettingsPageScreen(page: page, values: SettingsValues(store: InMemorySettingsStore())) }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the search finds the rows it hides and says how to reach them; reveal expands it")
  func searchAndReveal() async throws {
    let store = InMemorySettingsStore()
    let settings = try SettingsNavigator(root: Self.root, values: SettingsValues(store: store))
    let results = CheckedTable(settings.search.stack)
    settings.search.query = "o"
    await endOfTurn()
    #expect(
      results.text == """
        ┌ Apps
        │ [0, 0] Notes — › Show More [off]
        │ [0, 1] Photos — › Show More [on]
        └─
        """)
    settings.path = ["apps"]
    let apps = CheckedTable(settings.screens[1].stack)
    let revealed = try settings.reveal("apps/photos")
    #expect(revealed.tablePath == [1, 3])
    #expect(apps.recorder.batches.count == 1)
    #expect(apps.text.contains("[1, 3] Photos [on]"))
    // A row already shown is revealed without expanding anything.
    try settings.reveal("apps/maps")
    #expect(apps.recorder.batches.count == 1)
    #expect(apps.validator.isValid && results.validator.isValid)
  }
}
