import Foundation
import StackedDataSources
import Testing

@testable import StackedSettings

/// The search's results as a table (issue 36): rows of the tree grouped by page under a
/// breadcrumb, one legal batch per keystroke, controls that write the setting (no echo), results
/// that follow the values and the rules while shown, the empty states, bad queries, and a
/// selection that reveals the row.
@MainActor
@Suite("Settings search results")
struct SettingsSearchScreenTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("typing and deleting a query: one legal batch per keystroke, rows grouped by page")
  func typing() async throws {
    let search = SettingsSearchScreen(
      root: SettingsTree.root, values: SettingsValues(store: InMemorySettingsStore()))
    let table = CheckedTable(search.stack)
    #expect(table.text == "(no sections)")
    var shown: [String] = []
    for query in ["b", "br", "bri", "brig", "bri", "a", "au", "aut", "auto", "auto "] {
      table.recorder.removeAll()
      search.query = query
      await endOfTurn()
      #expect(table.recorder.batches.count <= 1, "\(query): \(table.recorder.updates)")
      #expect(table.validator.isValid, "\(table.validator.violations)")
      shown.append(table.text)
    }
    #expect(
      shown[3] == """
        ┌ Display & Brightness
        │ [0, 0] Brightness [———●———] 0.5
        │ [0, 1] Auto-Brightness [on]
        └─
        ┌ Settings
        │ [1, 0] Display & Brightness 2 Minutes ›
        └─
        """)
    #expect(shown[2] == shown[3], "deleting a letter back shows the same rows")
    #expect(
      shown[8] == """
        ┌ Display & Brightness
        │ [0, 0] Auto-Brightness [on]
        │ [0, 1] Auto-Lock 2 Minutes ›
        └─
        """)
    #expect(shown[8] == shown[9], "a trailing space adds no word")
    #expect(search.matches.map(\.key) == ["display/autoBrightness", "display/autoLock"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(
    "pages by their best match (About and Auto- start with \"a\"), then tree order; breadcrumbs; keywords"
  )
  func headers() async throws {
    let search = SettingsSearchScreen(
      root: SettingsTree.root, values: SettingsValues(store: InMemorySettingsStore()))
    let table = CheckedTable(search.stack)
    search.query = "a"
    await endOfTurn()
    #expect(
      table.text == """
        ┌ General
        │ [0, 0] About ›
        └─
        ┌ Display & Brightness
        │ [1, 0] Auto-Brightness [on]
        │ [1, 1] Auto-Lock 2 Minutes ›
        └─
        ┌ Settings
        │ [2, 0] Wi-Fi [on]
        │ [2, 1] General ›
        │ [2, 2] Display & Brightness 2 Minutes ›
        │ [2, 3] Privacy ›
        └─
        ┌ General › About
        │ [3, 0] Name [iPhone|]
        └─
        ┌ Privacy
        │ [4, 0] Location Services [on]
        │ [4, 1] Tracking [off]
        └─
        """)
    search.query = "wlan"
    await endOfTurn()
    #expect(
      table.text == """
        ┌ Settings
        │ [0, 0] Wi-Fi [on]
        └─
        """)
    #expect(table.validator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a switch flipped in the results writes the setting: no echo, its page follows")
  func controlsInResults() async throws {
    let store = InMemorySettingsStore()
    let settings = try SettingsNavigator(
      root: SettingsTree.root, values: SettingsValues(store: store))
    settings.path = ["display"]
    let page = CheckedTable(settings.screens[1].stack)
    let search = settings.search
    let results = CheckedTable(search.stack)
    search.query = "bright"
    await endOfTurn()
    results.recorder.removeAll()
    try search.stack.setToggle(false, at: [0, 1])
    try search.stack.setControlValue(.number(0.75), at: [0, 0])
    await endOfTurn()
    #expect(store.storedValues == ["autoBrightness": .bool(false), "brightness": .double(0.75)])
    #expect(results.recorder.updates.isEmpty, "no echo: \(results.recorder.updates)")
    #expect(page.recorder.batches == [[.reconfigureRows([[0, 0], [0, 1]])]])
    #expect(page.text.contains("[0, 0] Brightness [—————●—] 0.75"), "\(page.text)")
    #expect(page.text.contains("[0, 1] Auto-Brightness [off]"))
    // And the other way: a change on the page, or made elsewhere, reaches the results.
    try settings.screens[1].stack.setToggle(true, at: [0, 1])
    store.writeFromOutside(["brightness": .double(0.25)])
    await endOfTurn()
    #expect(results.recorder.batches == [[.reconfigureRows([[0, 0], [0, 1]])]])
    #expect(results.text.contains("[0, 0] Brightness [——●————] 0.25"), "\(results.text)")
    #expect(results.text.contains("Auto-Brightness [on]"))
    #expect(results.validator.isValid && page.validator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("results follow the rules while shown: a page a rule hides leaves them in one batch")
  func resultsFollowRules() async throws {
    let store = InMemorySettingsStore()
    let search = SettingsSearchScreen(root: SettingsTree.root, values: SettingsValues(store: store))
    let table = CheckedTable(search.stack)
    search.query = "track"
    await endOfTurn()
    #expect(table.text.contains("Tracking [off]"))
    #expect(!table.text.contains("Allow Apps"), "a row its rule hides is not a result")
    table.recorder.removeAll()
    store.writeFromOutside(["tracking": .bool(true)])
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
    #expect(table.text.contains("Allow Apps to Ask to Track [on]"))
    table.recorder.removeAll()
    // Location off hides the Tracking section, so no result is left.
    store.writeFromOutside(["location": .bool(false)])
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
    #expect(
      table.text == """
        ┌─
        │ [0, 0] No Results — track
        └─
        """)
    #expect(search.hasNoResults)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("bad queries: empty or of no words shows nothing, 10,000 characters finds nothing")
  func badQueries() async throws {
    let values = SettingsValues(store: InMemorySettingsStore())
    let search = SettingsSearchScreen(root: SettingsTree.root, values: values)
    let table = CheckedTable(search.stack)
    for query in ["", "   ", " ‹›/- "] {
      search.query = query
      await endOfTurn()
      #expect(table.text == "(no sections)", "\(query)")
      #expect(!search.hasNoResults)
    }
    search.query = String(repeating: "brightness ", count: 910)
    await endOfTurn()
    #expect(
      search.matches.map(\.key) == ["display/brightness", "display/autoBrightness", "display"])
    search.query = String(repeating: "x", count: 10_000)
    await endOfTurn()
    #expect(search.hasNoResults)
    #expect(table.text.hasPrefix("┌─\n│ [0, 0] No Results"))
    // Without the row, for a view that shows its platform's empty state.
    let bare = SettingsSearchScreen(
      root: SettingsTree.root, values: values, showsNoResultsRow: false)
    let bareTable = CheckedTable(bare.stack)
    bare.query = "zzz"
    await endOfTurn()
    #expect(bare.hasNoResults)
    #expect(bareTable.text == "(no sections)")
    #expect(table.validator.isValid && bareTable.validator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("selecting a result reveals it: its pages open and the row is highlighted")
  func selectionReveals() async throws {
    let settings = try SettingsNavigator(
      root: SettingsTree.root, values: SettingsValues(store: InMemorySettingsStore()))
    settings.search.query = "name"
    await endOfTurn()
    try settings.search.stack.selectRow(at: [0, 0])
    #expect(settings.path == ["general", "general/about"])
    #expect(settings.highlighted?.key == "general/about/name")
    #expect(settings.highlighted?.tablePath == [0, 0])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a change of language re-indexes the tree; the results change in one batch")
  func languageChange() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SettingsSearchScreenTests-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (language, text) in [("en", "Wi-Fi"), ("de", "WLAN")] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data("\"wifi\" = \"\(text)\";\n".utf8).write(
        to: lproj.appendingPathComponent("T.strings"))
    }
    let localizer = SettingsLocalizer(languages: ["en"])
    let root = SettingsPage("root", title: "Root") {
      SettingsSection("main") {
        SettingsRow.toggle(
          SettingsTree.wifi, title: LocalizedText("wifi", table: "T", bundle: folder))
      }
    }
    let search = SettingsSearchScreen(
      root: root, values: SettingsValues(store: InMemorySettingsStore()), localizer: localizer)
    let table = CheckedTable(search.stack)
    search.query = "wlan"
    await endOfTurn()
    #expect(search.hasNoResults)
    table.recorder.removeAll()
    localizer.languages = ["de"]
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
    #expect(
      table.text == """
        ┌ Root
        │ [0, 0] WLAN [on]
        └─
        """)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }
}
