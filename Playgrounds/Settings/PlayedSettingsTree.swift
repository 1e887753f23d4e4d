// `#if canImport`: the shared real-SDK checker type-checks the playgrounds without the settings
// library (.ci/apple-sdk-settings checks this one with it); `swift run` always has it.
#if canImport(StackedSettings)
  import Foundation
  import StackedDataSources
  import StackedSettings

  /// A settings app, not one screen: a tree of pages, a search across it whose results are the
  /// rows themselves, and any row revealed by its key.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  func playSettingsTree() async throws {
    print(
      """

      A settings app — StackedSettings' SettingsNavigator: pages, search and reveal.

      The pages are declared as a tree (a link row leads to its page); the navigator builds a
      page's screen when it opens and releases it when it closes. Its search finds rows on every
      page; the results are the rows themselves, grouped by page under a breadcrumb, and each
      keystroke is one batch. reveal(_:) opens the way to any row by its key
      ("general/about/deviceName"). The whole tree, as TextRenderer prints it:

      """)
    let renderer = TextRenderer(showsPaths: true, maxWidth: 100)
    let store = InMemorySettingsStore()
    let values = SettingsValues(store: store)
    let localizer = SettingsLocalizer(languages: ["en"])
    let root = settingsTree()
    print(indented(renderer.render(tree: root, values: values, localizer: localizer)))
    print()
    let settings = try SettingsNavigator(root: root, values: values, localizer: localizer)

    print("── Open General, then About: settings.screens[0].stack.selectRow(at: [1, 0]), …")
    try settings.screens[0].stack.selectRow(at: [1, 0])
    weak let general = settings.screens[1]
    try settings.screens[1].stack.selectRow(at: [0, 0])
    print("   settings.path = \(settings.path)\n")
    print(indented(renderer.render(settings)))
    print()
    print("── Back to Settings: settings.path = []")
    settings.path = []
    print("   The General and About screens are released: \(general == nil ? "yes" : "no").\n")

    print("── Open Display & Brightness: settings.path = [\"display\"]")
    settings.path = ["display"]
    let display = settings.screens[1]
    let page = Session(showing: display.stack)
    page.start()

    print("The search's results, empty while the field is empty:\n")
    let search = settings.search
    let results = Session(showing: search.stack, numberedWith: page)
    results.start()
    let typed = [
      (
        "b",
        "Every row whose title, option titles or keywords have a word starting with, or text"
          + " containing, \"b\": grouped by page, the pages by their best match (a title"
          + " starting with the query first), then as the tree shows them."
      ),
      ("br", "One batch: the diff of the results before and after, rows matched by their key."),
      ("bri", "The same rows match: the table receives nothing."),
      ("bright", "Still the same rows (the query extending the last, only its matches are tried)."),
    ]
    for (query, why) in typed {
      await results.step("Type \"\(query)\"", #"search.query = "\#(query)""#, why) {
        search.query = query
      }
    }
    await results.input(
      "Turn Auto-Brightness off in the results", "search.stack.setToggle(false, at: [0, 1])",
      "The result is the setting's row: its switch writes the key, and the results send nothing"
        + " back to it (no echo). The row leading to Display & Brightness, whose summary reads the"
        + " key, is reconfigured; the page, open under the search, follows below."
    ) { () throws(DataSourceError) in try search.stack.setToggle(false, at: [0, 1]) }
    await page.step(
      "The Display & Brightness page meanwhile", "(nothing: the page follows the values)",
      "Its Auto-Brightness row was reconfigured in one batch when the turn ended."
    ) {}
    await results.step(
      "Type \"brightzz\"", #"search.query = "brightzz""#,
      "Nothing matches: a placeholder row says so (a UIKit or SwiftUI view shows its own empty"
        + " state instead, from search.hasNoResults)."
    ) { search.query = "brightzz" }
    await results.step(
      "Type \"lock\"", #"search.query = "lock""#,
      "\"lock\" is in Auto-Lock's title."
    ) { search.query = "lock" }
    print("── Select the result: search.stack.selectRow(at: [0, 0])")
    try search.stack.selectRow(at: [0, 0])
    print("   The navigator reveals it: settings.path = \(settings.path)\n")
    print(indented(renderer.render(settings)))
    print()
    await results.step(
      "Type \"notes\"", #"search.query = "notes""#,
      "Notes is a row of the Location Access section, collapsed to its first two rows: the result"
        + " says how to reach it on its page."
    ) { search.query = "notes" }
    print("── Select it: search.stack.selectRow(at: [0, 0])")
    try search.stack.selectRow(at: [0, 0])
    print(
      "   The navigator opens Privacy & Security with the section expanded, Notes highlighted.\n"
    )
    print(indented(renderer.render(settings)))
    print()
    print("── Reveal rows by key")
    for key in ["privacy/askToTrack", "general/about/serial", "general/about/deviceName"] {
      do {
        let revealed = try settings.reveal(key)
        print("   settings.reveal(\"\(key)\") → \(revealed.tablePath) on \(settings.path)")
      } catch {
        print("   settings.reveal(\"\(key)\") throws: \(error)")
      }
    }
    print()
    print(indented(renderer.render(settings)))
    print()
    page.finish()
    results.finish()
  }

  /// `text` indented by three spaces, as the sessions print tables.
  private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }.joined(
      separator: "\n")
  }
#endif
