import StackedDataSources
import Testing

@testable import StackedSettings

/// A tree of pages (issue 36): pages open from their link rows, built when opened and released
/// when closed; a page row's summary follows the child's values; `reveal(_:)` opens the way to
/// any row and gives its table path, or a typed error naming the key and the rule.
@MainActor
@Suite("A settings tree: pages and reveal")
struct SettingsNavigatorTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func navigator(_ store: InMemorySettingsStore = InMemorySettingsStore()) throws
    -> SettingsNavigator
  {
    try SettingsNavigator(root: SettingsTree.root, values: SettingsValues(store: store))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a link row opens its page on top; pages close by depth or by a shorter path, released")
  func pagesOpenAndClose() async throws {
    let settings = try navigator()
    #expect(settings.screens.count == 1)
    #expect(settings.path.isEmpty)
    let root = try #require(settings.screens.first)
    #expect(
      TextRenderer(showsPaths: true).render(root.stack) == """
        ┌─
        │ [0, 0] Wi-Fi [on]
        └─
        ┌─
        │ [1, 0] General ›
        │ [1, 1] Display & Brightness 2 Minutes ›
        │ [1, 2] Privacy ›
        └─
        """)
    try root.stack.selectRow(at: [1, 0])
    #expect(settings.path == ["general"])
    try settings.screens[1].stack.selectRow(at: [0, 0])
    #expect(settings.path == ["general", "general/about"])
    #expect(settings.screens.map(\.page.id) == ["settings", "general", "about"])
    weak let about = settings.screens[2]
    #expect(about != nil)
    // Selecting another link on a lower page closes the pages above it.
    try root.stack.selectRow(at: [1, 1])
    #expect(settings.path == ["display"])
    #expect(about == nil, "a closed page is released")
    settings.path = ["general", "general/about"]
    #expect(settings.screens.map(\.page.id) == ["settings", "general", "about"])
    settings.path = ["general", "nowhere", "general/about"]
    #expect(settings.path == ["general"], "opening stops at a key no link leads to")
    settings.close(after: 0)
    #expect(settings.path.isEmpty)
    #expect(settings.screen(forKey: "") === root)
    #expect(settings.screen(forKey: "general") == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a page row's summary follows the child page's value, in one batch on the parent")
  func summaryFollowsTheChild() async throws {
    let settings = try navigator()
    let root = settings.screens[0]
    let table = CheckedTable(root.stack)
    try root.stack.selectRow(at: [1, 1])
    let display = try #require(settings.screen(forKey: "display"))
    try display.stack.setControlValue(.option(0), at: [1, 0])
    await endOfTurn()
    #expect(table.recorder.batches == [[.reconfigureRows([[1, 1]])]])
    #expect(table.text.contains("[1, 1] Display & Brightness 30 Seconds"))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("two rows with one id anywhere in the tree are refused when the navigator is made")
  func declarationsOfTheWholeTreeAreChecked() {
    let bad = SettingsPage("bad", title: "Bad") {
      SettingsSection("a") {
        SettingsRow.toggle(SettingsTree.wifi, title: "One")
        SettingsRow.toggle(SettingsTree.wifi, title: "Two")
      }
    }
    let root = SettingsPage("root", title: "Root") {
      SettingsSection("main") { SettingsRow.link(bad) }
    }
    #expect(throws: SettingsDeclarationError.duplicateRowID(page: "bad", id: "wifi")) {
      try SettingsNavigator(root: root, values: SettingsValues(store: InMemorySettingsStore()))
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("reveal opens the way, keeps the pages open on it, and gives the row's table path")
  func revealOpensTheWay() throws {
    let settings = try navigator()
    let revealed = try settings.reveal("general/about/name")
    #expect(settings.path == ["general", "general/about"])
    #expect(
      revealed
        == SettingsRevealedRow(
          key: "general/about/name", pageKey: "general/about", tablePath: [0, 0]))
    #expect(settings.highlighted == revealed)
    let general = settings.screens[1]
    let version = try settings.reveal("general/about/version")
    #expect(version.tablePath == [0, 1])
    #expect(settings.screens[1] === general, "a page open on the way is kept")
    // A row of the root closes every page; a link row is revealed on its parent.
    #expect(try settings.reveal("wifi").tablePath == [0, 0])
    #expect(settings.path.isEmpty)
    #expect(try settings.reveal("general/about").tablePath == [0, 0])
    #expect(settings.path == ["general"])
    #expect(try settings.reveal("display/autoLock").tablePath == [1, 0])
    #expect(settings.path == ["display"])
    // Opening a page clears the highlight.
    settings.path = []
    #expect(settings.highlighted == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("unknown keys and rows rules hide are typed errors naming them; nothing opens or closes")
  func revealErrors() throws {
    let store = InMemorySettingsStore()
    let settings = try navigator(store)
    settings.path = ["general"]
    let before = settings.screens
    func expectUnchanged(_ comment: Comment) {
      #expect(
        settings.screens.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init), comment)
      #expect(settings.highlighted == nil, comment)
    }
    #expect(throws: SettingsRevealError.unknownKey("", found: "")) { try settings.reveal("") }
    #expect(throws: SettingsRevealError.unknownKey("general/about/nope", found: "general/about")) {
      try settings.reveal("general/about/nope")
    }
    #expect(throws: SettingsRevealError.unknownKey("general/", found: "general")) {
      try settings.reveal("general/")
    }
    #expect(throws: SettingsRevealError.unknownKey("about/name", found: "")) {
      try settings.reveal("about/name")
    }
    expectUnchanged("unknown keys")
    // Tracking's "Allow" row is hidden by its own rule; the whole section by Location's.
    #expect(
      throws: SettingsRevealError.hiddenByRow(
        key: "privacy/allowAsk", row: "privacy/allowAsk")
    ) { try settings.reveal("privacy/allowAsk") }
    store.writeFromOutside(["location": .bool(false)])
    #expect(
      throws: SettingsRevealError.hiddenBySection(
        key: "privacy/tracking", page: "privacy", section: "tracking")
    ) { try settings.reveal("privacy/tracking") }
    // A link row's rule hides the way to its page's rows.
    store.writeFromOutside(["wifi": .bool(false)])
    #expect(
      throws: SettingsRevealError.hiddenByRow(key: "display/brightness", row: "display")
    ) { try settings.reveal("display/brightness") }
    expectUnchanged("rows rules hide")
    #expect(
      SettingsRevealError.hiddenByRow(key: "display/brightness", row: "display").description
        == "The settings row \"display/brightness\" is on a page whose link row \"display\" a visible(when:) rule hides."
    )
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a row shown by a rule changed this turn is revealed at its path after that change")
  func revealAfterARuleChangedInTheTurn() async throws {
    let store = InMemorySettingsStore()
    let settings = try navigator(store)
    settings.path = ["privacy"]
    let privacy = settings.screens[1]
    let table = CheckedTable(privacy.stack)
    settings.values[SettingsTree.tracking] = true
    // The page's batch is pending; reveal sends it first.
    let revealed = try settings.reveal("privacy/allowAsk")
    #expect(revealed.tablePath == [1, 1])
    #expect(
      table.recorder.batches == [[.insertRows([[1, 1]], .automatic), .reconfigureRows([[1, 0]])]])
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("inside a transaction open on the page, a row its rule shows in it is not shown yet")
  func revealInsideATransaction() async throws {
    let settings = try navigator()
    settings.path = ["privacy"]
    let privacy = settings.screens[1]
    let table = CheckedTable(privacy.stack)
    var thrown: SettingsRevealError?
    privacy.stack.performBatchUpdates {
      settings.values[SettingsTree.tracking] = true
      do throws(SettingsRevealError) {
        try settings.reveal("privacy/allowAsk")
      } catch {
        thrown = error
      }
    }
    #expect(thrown == .notShownYet(key: "privacy/allowAsk"))
    #expect(settings.path == ["privacy"], "its pages are open")
    // After the transaction, the row is there.
    #expect(try settings.reveal("privacy/allowAsk").tablePath == [1, 1])
    #expect(table.recorder.batches.count == 1)
    #expect(table.validator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("revealing a row of a page that was closed builds the page again")
  func revealARowOfAReleasedPage() throws {
    let settings = try navigator()
    try settings.reveal("general/about/name")
    weak let about = settings.screens[2]
    settings.path = []
    #expect(about == nil)
    let revealed = try settings.reveal("general/about/name")
    #expect(revealed.tablePath == [0, 0])
    #expect(settings.screens.count == 3)
    #expect(settings.screens[2] !== about)
  }
}
