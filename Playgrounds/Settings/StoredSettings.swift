// `#if canImport`: the shared real-SDK checker type-checks the playgrounds without the settings
// library (.ci/apple-sdk-settings checks this one with it); `swift run` always has it.
#if canImport(StackedSettings)
  import Foundation
  import StackedDataSources
  import StackedSettings

  /// Settings that ship: the same kind of screen, its values kept in a store (in memory here,
  /// `UserDefaults` in an app), imported from a `Settings.bundle` in two languages.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  func playStoredSettings() async throws {
    print(
      """

      Settings that ship — StackedSettings keeps the values in a store.

      The app's Settings.bundle (Playgrounds/Settings/Settings.bundle: Root.plist, a Legal child
      pane, English and German strings) is imported into pages of rows bound to the store. Each
      step prints the store after it.

      """)
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Settings.bundle")
    let bundle = try SettingsBundle(contentsOf: folder)
    print("   Imported: \(bundle.defaults.count) defaults, \(bundle.warnings.count) warnings.")
    let store = InMemorySettingsStore()
    let values = SettingsValues(store: store)
    let localizer = SettingsLocalizer(languages: ["en"])
    let screen = try SettingsPageScreen(page: bundle.root, values: values, localizer: localizer)
    screen.onOpenPage = { page in print("   → the app pushes the \(page.id) page") }
    func printStore() {
      let stored = store.storedValues.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
      print(
        "   The store holds: "
          + (stored.isEmpty
            ? "nothing (every key reads its default)" : stored.joined(separator: ", ")))
      print()
    }
    let session = Session(showing: screen.stack)
    session.start()
    printStore()
    await session.input(
      "Turn True Tone off", "screen.stack.setToggle(false, at: [0, 0])",
      "The switch's key is stored; the switch already shows it, so nothing is sent back (no echo)."
    ) { () throws(DataSourceError) in try screen.stack.setToggle(false, at: [0, 0]) }
    printStore()
    await session.input(
      "Rename the device", #"screen.stack.setControlValue(.text("Ada’s iPhone"), at: [1, 0])"#,
      "Each keystroke is stored; the field keeps its cursor."
    ) { () throws(DataSourceError) in
      try screen.stack.setControlValue(.text("Ada’s iPhone"), at: [1, 0])
    }
    printStore()
    await session.step(
      "Another process changes two settings",
      #"store.writeFromOutside(["autoLock": 30, "brightness": 0.8])"#,
      "The store reports the keys (UserDefaults posts didChangeNotification); the rows showing them"
        + " are read again when the turn ends: one batch of two reconfigures."
    ) { store.writeFromOutside(["autoLock": .int(30), "brightness": .double(0.8)]) }
    printStore()
    await session.step(
      "A broken value arrives", #"store.writeFromOutside(["autoLock": "soon"])"#,
      "No option stores \"soon\": the row shows the key's default and notes why; nothing is written"
        + " back."
    ) { store.writeFromOutside(["autoLock": .string("soon")]) }
    print("   values.invalidValues: \(values.invalidValues.values.map(\.description).sorted())")
    printStore()
    await session.step(
      "Switch to German", #"localizer.languages = ["de"]"#,
      "Titles are looked up where the rows are shown: on the next turn, one batch reloads the"
        + " sections whose titles changed (which shows their rows' new text) and reconfigures the"
        + " rows of the others."
    ) { localizer.languages = ["de"] }
    await session.step(
      "Reset the page", "screen.reset()",
      "Every key of the page and the pages it leads to is removed from the store and reads its"
        + " default again: one batch."
    ) { screen.reset() }
    printStore()
    try await session.step(
      "Open Legal & Privacy", "screen.stack.selectRow(at: [1, 2])",
      "A child pane is a page of its own; the app shows it (here, a screen printed below)."
    ) { try screen.stack.selectRow(at: [1, 2]) }
    let legal = try SettingsPageScreen(
      page: bundle.root.sections[1].rows.compactMap { row -> SettingsPage? in
        if case .link(let page, _) = row.kind { return page }
        return nil
      }[0], values: values, localizer: localizer)
    print(
      TextRenderer(showsPaths: true, maxWidth: 100).render(legal.stack).split(separator: "\n").map {
        "   " + $0
      }.joined(separator: "\n"))
    print()
    session.finish()
  }
#endif
