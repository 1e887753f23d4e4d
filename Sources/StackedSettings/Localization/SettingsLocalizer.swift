import Foundation
import Observation

/// Resolves ``LocalizedText`` in an ordered list of languages.
///
/// With ``languages`` left `nil`, text in the main bundle or another is resolved as the system
/// resolves it (`Bundle.localizedString(forKey:value:table:)`, which reads String Catalogs on
/// Apple platforms); with languages set — an app's own language switch, a test, Linux —
/// tables are read from `<language>.lproj/<table>.strings` in the bundle's folder, first
/// language first, then `Base.lproj`. Setting ``languages`` re-resolves every row shown: one
/// batch per table (``SettingsPageScreen`` observes ``languages``; resolving a text does not
/// observe anything, so the rows do not follow a change of language one by one).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SettingsLocalizer {
  /// The languages to look text up in, most preferred first (`["de", "en"]`), or `nil` for
  /// the system's. Observable.
  public var languages: [String]? {
    get {
      _ = changeCount
      return current
    }
    set {
      current = newValue
      changeCount &+= 1
    }
  }
  /// What ``languages`` is, read without observing it.
  @ObservationIgnored private var current: [String]?
  /// Bumped by each change of ``languages``: what observing it observes.
  private var changeCount = 0
  /// Tables read so far, by file; `nil` for a file that is missing or unreadable.
  @ObservationIgnored private var tables: [URL: StringsTable?] = [:]

  /// A localizer for `languages` (`nil`: the system's).
  public init(languages: [String]? = nil) {
    current = languages
  }

  /// The text to show for `text`.
  ///
  /// - Complexity: O(*l*) dictionary lookups for *l* languages, after each table's first read.
  public func string(_ text: LocalizedText) -> String {
    guard text.isLocalized else { return text.key }
    let fallback = text.defaultValue ?? text.key
    guard let languages = current else {
      #if canImport(Darwin)
        let bundle = text.bundle.flatMap { Bundle(url: $0) } ?? .main
        return bundle.localizedString(forKey: text.key, value: fallback, table: text.table)
      #else
        return lookUp(text, in: Locale.preferredLanguages) ?? fallback
      #endif
    }
    return lookUp(text, in: languages) ?? fallback
  }

  private func lookUp(_ text: LocalizedText, in languages: [String]) -> String? {
    let folder = text.bundle ?? Bundle.main.bundleURL
    let file = (text.table ?? "Localizable") + ".strings"
    for language in languages + ["Base"] {
      for name in lprojNames(language) {
        let url = folder.appendingPathComponent(name + ".lproj").appendingPathComponent(file)
        if let value = table(at: url)?.strings[text.key] { return value }
      }
    }
    return nil
  }

  /// `de-CH` is looked up as `de-CH`, then `de`.
  private func lprojNames(_ language: String) -> [String] {
    let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
    return base.map { $0 == language ? [language] : [language, $0] } ?? [language]
  }

  private func table(at url: URL) -> StringsTable? {
    if let table = tables[url] { return table }
    let table = StringsTable(contentsOf: url)
    tables[url] = table
    return table
  }
}
