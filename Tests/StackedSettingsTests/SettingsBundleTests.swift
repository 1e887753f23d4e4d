import Foundation
import Testing

@testable import StackedDataSources
@testable import StackedSettings

/// `Settings.bundle` import (issue 37, item 2) on a bundle written for these tests
/// (Fixtures/Demo: every specifier type, a binary child pane, a radio group, idioms, an unknown
/// type, English UTF-8 and German UTF-16 strings), and its errors on bundles written per test.
@MainActor
@Suite("Settings.bundle import")
struct SettingsBundleTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let demo = fixtures.appendingPathComponent("Demo/Settings.bundle")

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("every specifier type becomes its row, in the bundle's languages")
  func importsDemo() throws {
    let bundle = try SettingsBundle(contentsOf: Self.demo)
    #expect(bundle.applicationGroup == "group.com.example.demo")
    #expect(
      bundle.warnings == [
        .unsupportedKey(
          "AutocapitalizationType", at: SpecifierLocation(file: "Root.plist", index: 2)),
        .unknownSpecifier(
          type: "PSCustomViewSpecifier", at: SpecifierLocation(file: "Root.plist", index: 14)),
      ])
    #expect(
      bundle.defaults == [
        "sync": .bool(true), "email": .string(""), "beta": .string("NO"), "volume": .double(0.5),
        "theme": .int(0), "units": .string("metric"), "version": .string("1.0 (42)"),
        "plan": .string("p"), "verbose": .bool(false), "level": .int(2),
      ], "the iPad-only split view's default is not read on a phone")
    let store = InMemorySettingsStore()
    let values = SettingsValues(store: store)
    let english = try SettingsPageScreen(
      page: bundle.root, values: values, localizer: SettingsLocalizer(languages: ["en"]))
    #expect(
      TextRenderer(showsPaths: true).render(english.stack) == """
        ┌─
        │ [0, 0] Sync [on]
        └─
        ┌ Account
        │ [1, 0] Email [|]
        │ [1, 1] Password [|]
        │ [1, 2] Beta Features [off]
        └ Used to sign in.
        ┌ Display
        │ [2, 0]  [———●———] 0.5
        │ [2, 1] Theme Light ›
        │ [2, 2] Advanced ›
        └─
        ┌ Units
        │ [3, 0] Metric ✓
        │ [3, 1] Imperial
        └ For distances.
        ┌ About
        │ [4, 0] Version · 1.0 (42)
        │ [4, 1] Plan · Pro
        └─
        """)
    #expect(
      store.registeredDefaults["beta"] == .string("NO"), "defaults registered from DefaultValue")
    // The switch of YES/NO stores YES.
    try english.stack.setToggle(true, at: [1, 2])
    #expect(store.storedValues["beta"] == .string("YES"))
    // The same bundle for an iPad shows the iPad-only choice.
    let pad = try SettingsBundle(contentsOf: Self.demo, idiom: .pad)
    #expect(pad.defaults["split"] == .string("on"))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a child pane is its own page, read from a binary plist")
  func childPane() throws {
    let bundle = try SettingsBundle(contentsOf: Self.demo)
    let rows = bundle.root.sections.flatMap(\.rows)
    let advanced = try #require(
      rows.lazy.compactMap { row -> SettingsPage? in
        if case .link(let page, _) = row.kind { return page }
        return nil
      }.first)
    let screen = try SettingsPageScreen(
      page: advanced, values: SettingsValues(store: InMemorySettingsStore()),
      localizer: SettingsLocalizer(languages: ["en"]))
    #expect(
      TextRenderer(showsPaths: true).render(screen.stack) == """
        ┌ Logging
        │ [0, 0] Verbose [off]
        │ [0, 1] Level Warning ›
        └─
        """)
    guard case .choice(_, let options, _) = advanced.sections[0].rows[1].kind else {
      Issue.record("Level is not a choice")
      return
    }
    #expect(options.map(\.title.key) == ["Debug", "Error", "Warning"], "DisplaySortedByTitle")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("switching the language is one batch; German comes from a UTF-16 table")
  func switchingLanguage() async throws {
    let bundle = try SettingsBundle(contentsOf: Self.demo)
    let localizer = SettingsLocalizer(languages: ["en"])
    let screen = try SettingsPageScreen(
      page: bundle.root, values: SettingsValues(store: InMemorySettingsStore()),
      localizer: localizer)
    let table = CheckedTable(screen.stack)
    localizer.languages = ["de-CH", "en"]
    await endOfTurn()
    // One batch: the sections whose titles changed reloaded, the untitled one's row
    // reconfigured.
    #expect(
      table.recorder.batches == [
        [.reloadSections([1, 2, 3, 4], .automatic), .reconfigureRows([[0, 0]])]
      ], "\(table.recorder.batches)")
    #expect(table.text.contains("│ [0, 0] Synchronisieren [on]"))
    #expect(table.text.contains("┌ Konto"))
    #expect(table.text.contains("[1, 2] Beta-Funktionen [off]"))
    #expect(table.text.contains("[2, 1] Design Hell ›"))
    #expect(table.text.contains("[4, 1] Tarif · Pro"))
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  /// A bundle of `files` (plist objects, or raw bytes) in a new folder.
  static func bundle(_ files: [String: Any]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "SettingsBundleTests-\(UUID())/Settings.bundle")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, content) in files {
      let data =
        try (content as? Data)
        ?? PropertyListSerialization.data(fromPropertyList: content, format: .xml, options: 0)
      try data.write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  static func pane(_ specifiers: [[String: Any]]) -> [String: Any] {
    ["PreferenceSpecifiers": specifiers]
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a bundle that cannot be imported is a typed error naming the file and the specifier")
  func errors() throws {
    let root = { (index: Int) in SpecifierLocation(file: "Root.plist", index: index) }
    let toggle: [String: Any] = [
      "Type": "PSToggleSwitchSpecifier", "Key": "a", "DefaultValue": true,
    ]
    let cases: [([String: Any], SettingsBundleError)] = [
      (
        ["Root.plist": Data("<plist><dict><key>x".utf8)],
        .malformedPlist(file: "Root.plist", reason: "")
      ),
      (
        ["Other.plist": Self.pane([])],
        .malformedPlist(file: "Root.plist", reason: "the file does not exist")
      ),
      (
        ["Root.plist": ["Title": "x"]],
        .malformedPlist(file: "Root.plist", reason: "no PreferenceSpecifiers array")
      ),
      (
        [
          "Root.plist": Self.pane([
            ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"]
          ])
        ],
        .missingPane(file: "More.plist", referencedAt: root(0))
      ),
      (
        [
          "Root.plist": Self.pane([["Type": "PSChildPaneSpecifier", "File": "A"]]),
          "A.plist": Self.pane([["Type": "PSChildPaneSpecifier", "File": "Root"]]),
        ],
        .paneCycle(["Root.plist", "A.plist", "Root.plist"])
      ),
      (
        [
          "Root.plist": Self.pane([toggle, ["Type": "PSChildPaneSpecifier", "File": "B"]]),
          "B.plist": Self.pane([toggle]),
        ],
        .duplicateKey("a", first: root(0), second: SpecifierLocation(file: "B.plist", index: 0))
      ),
      (
        [
          "Root.plist": Self.pane([
            [
              "Type": "PSMultiValueSpecifier", "Key": "m", "Titles": ["One", "Two"], "Values": [1],
            ]
          ])
        ],
        .invalidSpecifier(
          root(0), reason: "has 1 Values and 2 Titles (they must be as many, and not none)")
      ),
      (
        [
          "Root.plist": Self.pane([
            ["Type": "PSSliderSpecifier", "Key": "s", "MinimumValue": 5, "MaximumValue": 1]
          ])
        ],
        .invalidSpecifier(root(0), reason: "MinimumValue 5.0 is above MaximumValue 1.0")
      ),
      (
        [
          "Root.plist": Self.pane([
            [
              "Type": "PSSliderSpecifier", "Key": "s", "MinimumValue": 0, "MaximumValue": 1,
              "DefaultValue": 3,
            ]
          ])
        ],
        .invalidSpecifier(root(0), reason: "DefaultValue 3 is outside 0.0...1.0")
      ),
      (
        ["Root.plist": Self.pane([["Type": "PSTextFieldSpecifier", "Title": "Name"]])],
        .invalidSpecifier(root(0), reason: "PSTextFieldSpecifier has no Key")
      ),
      (
        ["Root.plist": Self.pane([["Title": "Name"]])],
        .invalidSpecifier(root(0), reason: "no Type")
      ),
    ]
    for (files, expected) in cases {
      let url = try Self.bundle(files)
      defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      do {
        _ = try SettingsBundle(contentsOf: url)
        Issue.record("imported, expected \(expected)")
      } catch {
        if case .malformedPlist(let file, let reason) = expected, reason.isEmpty {
          // The parser's own words follow; the file and the kind are what is checked.
          guard case .malformedPlist(file, let actual) = error else {
            Issue.record("\(error), expected \(expected)")
            continue
          }
          #expect(actual.hasPrefix("not a property list"))
        } else {
          #expect(error == expected)
        }
      }
    }
    // A radio group without a DefaultValue shows its first option chosen, as a multi-value.
    let radio = try Self.bundle([
      "Root.plist": Self.pane([
        ["Type": "PSRadioGroupSpecifier", "Key": "r", "Titles": ["One", "Two"], "Values": [1, 2]]
      ])
    ])
    defer { try? FileManager.default.removeItem(at: radio.deletingLastPathComponent()) }
    let screen = try SettingsPageScreen(
      page: try SettingsBundle(contentsOf: radio).root,
      values: SettingsValues(store: InMemorySettingsStore()))
    #expect(TextRenderer().render(screen.stack).contains("One ✓"))
    #expect(
      SettingsBundleError.duplicateKey("a", first: root(0), second: root(3)).description
        == #"Settings.bundle: key "a" is used twice, at Root.plist: PreferenceSpecifiers[0] and Root.plist: PreferenceSpecifiers[3]"#
    )
  }
}
