import Foundation
import Testing

@testable import StackedDataSources
@testable import StackedSettings

/// `Settings.bundle` import on thirteen bundles of open-source apps (Fixtures/SettingsBundles,
/// sources and licenses in its SOURCES.md): InAppSettingsKit's sample and test bundles, UTM,
/// a-Shell, LicensePlist, Groceries, On This Day, Squared, Rackspace Cloud, WPTrans,
/// HypnoStars, Dots and Boxes and HackWinds' watch bundle. Each imports, or fails with the
/// typed error its bundle earns (a child pane it does not ship, a key on two rows), and shows in
/// its languages: UTF-16 and UTF-8 tables, German, Arabic.
@MainActor
@Suite("Settings.bundle import: bundles of open-source apps")
struct RealSettingsBundleTests {
  static let folder = SettingsBundleTests.fixtures.appendingPathComponent("SettingsBundles")

  static func url(_ app: String) -> URL {
    folder.appendingPathComponent(app).appendingPathComponent("Settings.bundle")
  }

  /// What each bundle imports to: its defaults and warnings, or its error.
  enum Outcome: Equatable, Sendable {
    case imported(defaults: Int, warnings: Int)
    case failed(SettingsBundleError)
  }

  nonisolated static let outcomes: [String: Outcome] = [
    "AShell": .imported(defaults: 10, warnings: 0),
    "DotsAndBoxes": .imported(defaults: 2, warnings: 0),
    "Groceries": .imported(defaults: 4, warnings: 0),
    "HackWindsWatch": .imported(defaults: 0, warnings: 0),
    // A stray "New item" key in a specifier.
    "HypnoStars": .imported(defaults: 10, warnings: 1),
    // Root~iphone.plist; IASK's own specifier types are skipped with warnings.
    "IASKSampleApp": .imported(defaults: 6, warnings: 10),
    // The test bundle names child panes it does not ship.
    "IASKTests": .failed(
      .missingPane(
        file: "Fruit.plist", referencedAt: SpecifierLocation(file: "Complete.plist", index: 53))),
    // The acknowledgements pane is generated at build time.
    "LicensePlist": .failed(
      .missingPane(
        file: "com.mono0926.LicensePlist.plist",
        referencedAt: SpecifierLocation(file: "Root.plist", index: 1))),
    "OnThisDay": .imported(defaults: 6, warnings: 0),
    // Autocapitalization and autocorrection are not applied.
    "RackspaceCloud": .imported(defaults: 3, warnings: 6),
    "Squared": .imported(defaults: 3, warnings: 0),
    // One key on two rows, one for iOS and one for visionOS (a key of UTM's own, `Platform`).
    "UTM": .failed(
      .duplicateKey(
        "MouseTouchType", first: SpecifierLocation(file: "Root.plist", index: 21),
        second: SpecifierLocation(file: "Root.plist", index: 22))),
    "WPTrans": .imported(defaults: 0, warnings: 0),
  ]

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("each bundle imports, or fails with the error it earns", arguments: outcomes.keys.sorted())
  func imports(app: String) throws {
    let bundle: SettingsBundle
    do {
      bundle = try SettingsBundle(contentsOf: Self.url(app))
    } catch {
      #expect(.failed(error) == Self.outcomes[app])
      return
    }
    #expect(
      .imported(defaults: bundle.defaults.count, warnings: bundle.warnings.count)
        == Self.outcomes[app])
    // Every page of the bundle shows, in a table whose every batch is checked.
    let values = SettingsValues(store: InMemorySettingsStore())
    var pages = [bundle.root]
    while let page = pages.popLast() {
      let screen = try SettingsPageScreen(page: page, values: values)
      let table = CheckedTable(screen.stack)
      screen.reset()
      #expect(table.validator.isValid, "\(app)/\(page.id): \(table.validator.violations)")
      for case .link(let child, _) in page.sections.flatMap(\.rows).map(\.kind) {
        pages.append(child)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("titles come from each bundle's tables: German UTF-8 and UTF-16, Arabic")
  func localized() throws {
    func render(_ app: String, _ language: String) throws -> String {
      let bundle = try SettingsBundle(contentsOf: Self.url(app))
      let screen = try SettingsPageScreen(
        page: bundle.root, values: SettingsValues(store: InMemorySettingsStore()),
        localizer: SettingsLocalizer(languages: [language]))
      return TextRenderer(showsPaths: true).render(screen.stack)
    }
    // InAppSettingsKit's German table is UTF-8; On This Day's is UTF-16.
    #expect(try render("IASKSampleApp", "de").contains("│ [1, 0] Signatur [|]"))
    #expect(try render("IASKSampleApp", "en").contains("│ [1, 0] Signature [|]"))
    let onThisDay = try render("OnThisDay", "de")
    #expect(onThisDay.contains("┌ Sortierreihenfolge"))
    #expect(onThisDay.contains("│ [1, 0] Neueste zu Älteste ✓"))
    #expect(try render("Squared", "ar").contains("│ [0, 1] حشوة اللون ›"))
    // A language the bundle lacks falls back to Base, then to the plist's own text.
    #expect(try render("WPTrans", "fi").contains("│ [0, 0] WPTrans license ›"))
  }
}
