import Foundation
import StackFuzz
import Testing

@testable import StackedSettings

/// Search across a tree of settings pages (issue 36, the index): folded matching, ranks,
/// grouping by page in tree order, keywords and option titles, rules, and bad queries; and a
/// randomized check of the rows found against a brute-force filter.
@MainActor
@Suite("Settings search index")
struct SettingsSearchIndexTests {
  nonisolated static let wifi = SettingsKey("wifi", default: true)
  nonisolated static let brightness = SettingsKey("brightness", default: 0.5)
  nonisolated static let autoBrightness = SettingsKey("autoBrightness", default: true)
  nonisolated static let autoLock = SettingsKey("autoLock", default: 120)
  nonisolated static let name = SettingsKey("name", default: "iPhone")

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static var tree: SettingsPage {
    let about = SettingsPage("about", title: "About") {
      SettingsSection("info") {
        SettingsRow.textField(name, title: "Name")
        SettingsRow.value(
          StoredKey(name: "version", defaultValue: .string("26.1")), title: "Version")
      }
    }
    let general = SettingsPage("general", title: "General") {
      SettingsSection("main") { SettingsRow.link(about) }
    }
    let display = SettingsPage("display", title: "Display & Brightness") {
      SettingsSection("brightness", header: "Brightness") {
        SettingsRow.slider(brightness, title: "Brightness", in: 0...1)
        SettingsRow.toggle(autoBrightness, title: "Auto-Brightness")
      }
      SettingsSection("lock") {
        SettingsRow.choice(
          autoLock, title: "Auto-Lock", options: [(30, "30 Seconds"), (120, "2 Minutes")])
      }
    }
    return SettingsPage("settings", title: "Settings") {
      SettingsSection("radios") {
        SettingsRow.toggle(wifi, title: "Wi-Fi").keywords("wireless", "WLAN")
      }
      SettingsSection("pages") {
        SettingsRow.link(general)
        SettingsRow.link(display).visible(when: { $0[wifi] })
      }
    }
  }

  static func found(_ matches: [SettingsSearchMatch]) -> [String] {
    matches.map {
      ($0.breadcrumb.isEmpty ? "" : $0.breadcrumb + " › ") + $0.title + " (\($0.rank))"
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("ranked, grouped by page in tree order, folded, with keywords and options")
  func ranks() {
    let index = SettingsSearchIndex(
      root: Self.tree, localizer: SettingsLocalizer(languages: ["en"]))
    #expect(index.count == 9)
    #expect(
      Self.found(index.matches("bright")) == [
        "Display & Brightness › Brightness (prefix)",
        "Display & Brightness › Auto-Brightness (wordPrefix)",
        "Display & Brightness (wordPrefix)",
      ])
    #expect(
      Self.found(index.matches("BRIGHTNESS")).first == "Display & Brightness › Brightness (exact)")
    #expect(Self.found(index.matches("Wïreléss")) == ["Wi-Fi (keyword)"], "diacritics folded")
    #expect(Self.found(index.matches("ｗｌａｎ")) == ["Wi-Fi (keyword)"], "width folded")
    #expect(Self.found(index.matches("seconds")) == ["Display & Brightness › Auto-Lock (keyword)"])
    #expect(Self.found(index.matches("auto lock")) == ["Display & Brightness › Auto-Lock (exact)"])
    #expect(
      Self.found(index.matches("ab na")) == [],
      "every word must match one text: no row has both")
    #expect(Self.found(index.matches("name")) == ["General › About › Name (exact)"])
    #expect(index.matches("name").first?.pages == ["settings", "general", "about"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("rows a rule hides, or hides the way to, are not found")
  func rules() {
    let index = SettingsSearchIndex(
      root: Self.tree, localizer: SettingsLocalizer(languages: ["en"]))
    let values = SettingsValues(store: InMemorySettingsStore())
    #expect(index.matches("bright", values: values).count == 3)
    values[Self.wifi] = false
    #expect(index.matches("bright", values: values).isEmpty, "the link to Display is hidden")
    #expect(index.matches("bright").count == 3, "without values, rules are not read")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an empty query, one of no words and one of 10,000 characters find nothing")
  func badQueries() {
    let index = SettingsSearchIndex(
      root: Self.tree, localizer: SettingsLocalizer(languages: ["en"]))
    #expect(index.matches("").isEmpty)
    #expect(index.matches("  — ; ").isEmpty)
    #expect(
      index.matches(String(repeating: "brightness ", count: 910)).first?.title == "Brightness")
    #expect(index.matches(String(repeating: "x", count: 10_000)).isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the rows found are those a brute-force filter finds", arguments: 0..<20)
  func randomized(seed: UInt64) {
    var random = SplitMix64(seed: seed &+ 91_000)
    let words = ["Wi-Fi", "Brightness", "Écran", "Auto", "Lock", "Mode", "Ñandú", "Sound", "Zoom"]
    func phrase() -> String {
      (0...random.int(0...2)).map { _ in words[random.int(0...words.count - 1)] }
        .joined(separator: random.int(0...1) == 0 ? " " : "-")
    }
    var pages: [SettingsPage] = []
    var texts: [String: (title: String, keywords: [String])] = [:]
    var counter = 0
    for pageIndex in 0..<random.int(1...4) {
      var rows: [SettingsRow] = []
      for _ in 0..<random.int(1...6) {
        counter += 1
        let title = phrase()
        let keywords = random.int(0...2) == 0 ? [phrase()] : []
        texts["r\(counter)"] = (title, keywords)
        var row = SettingsRow.toggle(
          SettingsKey("r\(counter)", default: false), title: LocalizedText(verbatim: title))
        row.keywords = keywords.map { LocalizedText(verbatim: $0) }
        rows.append(row)
      }
      pages.append(
        SettingsPage(
          "p\(pageIndex)", title: "Page \(pageIndex)", sections: [SettingsSection("s", rows: rows)])
      )
    }
    let root = SettingsPage(
      "root", title: "Root",
      sections: [SettingsSection("links", rows: pages.map { SettingsRow.link($0) })])
    let index = SettingsSearchIndex(root: root, localizer: SettingsLocalizer(languages: ["en"]))
    func fold(_ text: String) -> String {
      text.folding(
        options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
    for _ in 0..<30 {
      let query = String(phrase().prefix(random.int(1...12)))
      let queryWords = fold(query).split { !$0.isLetter && !$0.isNumber }
      let expected = Set(
        texts.filter { _, text in
          !queryWords.isEmpty
            && queryWords.allSatisfy { word in
              ([text.title] + text.keywords).contains { fold($0).contains(word) }
            }
        }.keys)
      let found = index.matches(query).filter { $0.rowID.hasPrefix("r") }
      #expect(Set(found.map(\.rowID)) == expected, "seed \(seed), query \"\(query)\"")
      // Pages come together, each once.
      var seen: [[String]] = []
      for match in found where seen.last != match.pages {
        #expect(!seen.contains(match.pages), "seed \(seed): a page's rows are split")
        seen.append(match.pages)
      }
    }
  }
}
