import StackedDataSources

/// A page of settings: a title and sections, reached from a ``SettingsRow/link(_:summary:)``
/// row of its parent page, or the root.
///
/// ```swift
/// let display = SettingsPage("display", title: "Display & Brightness") {
///   SettingsSection("brightness", header: "Brightness") {
///     SettingsRow.slider(.brightness, in: 0...1)
///     SettingsRow.toggle(.trueTone, title: "True Tone")
///   }
/// }
/// ```
///
/// A page is a declaration: nothing is built until a ``SettingsPageScreen`` shows it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public struct SettingsPage {
  /// The page's identity among its parent's rows (and in a path of pages).
  public let id: String
  /// The page's title, also the title of the row leading to it.
  public var title: LocalizedText
  /// The icon of the row leading to the page.
  public var icon: SettingsIcon?
  /// The sections, in order.
  public var sections: [SettingsSection]

  /// A page of `sections`.
  public init(
    _ id: String, title: LocalizedText, icon: SettingsIcon? = nil, sections: [SettingsSection]
  ) {
    self.id = id
    self.title = title
    self.icon = icon
    self.sections = sections
  }

  /// A page of the sections listed in a builder block.
  public init(
    _ id: String, title: LocalizedText, icon: SettingsIcon? = nil,
    @ArrayBuilder<SettingsSection> sections: () -> [SettingsSection]
  ) {
    self.init(id, title: title, icon: icon, sections: sections())
  }

  /// The keys of the rows on this page and the pages it leads to, with their defaults, in
  /// order of declaration (a key on two rows is listed once).
  ///
  /// - Complexity: O(*r*) for the *r* rows of the page and the pages under it.
  public var keys: [StoredKey] {
    var seen = Set<String>()
    var keys: [StoredKey] = []
    collectKeys(into: &keys, seen: &seen)
    return keys
  }

  private func collectKeys(into keys: inout [StoredKey], seen: inout Set<String>) {
    for row in sections.lazy.flatMap(\.rows) {
      if let key = row.kind.key, seen.insert(key.name).inserted { keys.append(key) }
      if case .link(let page, _) = row.kind { page.collectKeys(into: &keys, seen: &seen) }
    }
  }
}
