import Foundation

/// A `Settings.bundle` read into settings pages: the same settings the system's Settings app
/// shows, for the app's own settings screen.
///
/// ```swift
/// let bundle = try SettingsBundle(contentsOf: Bundle.main.url(forResource: "Settings", withExtension: "bundle")!)
/// let values = SettingsValues(store: bundle.store() ?? UserDefaultsStore())
/// let screen = try SettingsPageScreen(page: bundle.root, values: values)
/// ```
///
/// `Root.plist` and the child panes it leads to (`PSChildPaneSpecifier`'s `File`) are read
/// once, at import; their `DefaultValue`s are collected in ``defaults`` (registered with the
/// store when a screen of the pages is built). Titles, footers and option titles are looked up
/// in the pane's strings table (`StringsTable`, else the file's own name: `Root.strings`) in the
/// bundle's `.lproj` folders, where the row is shown (``SettingsLocalizer``).
///
/// Specifiers become rows: `PSGroupSpecifier` a section (`Title`, `FooterText`);
/// `PSToggleSwitchSpecifier` a switch storing `TrueValue`/`FalseValue` (`true`/`false` by
/// default); `PSTextFieldSpecifier` a text field (`KeyboardType`, `IsSecure`);
/// `PSSliderSpecifier` a slider (`MinimumValue`…`MaximumValue`, its images);
/// `PSMultiValueSpecifier` a choice leading to the list of its options (`Titles`, `Values`;
/// `DisplaySortedByTitle` sorts by the titles as the plist writes them; `ShortTitles` is not
/// applied); `PSRadioGroupSpecifier` a section of checkmark rows;
/// `PSTitleValueSpecifier` read-only text (its value's title when `Values`/`Titles` are
/// given); `PSChildPaneSpecifier` a link to the pane's page. Specifiers whose
/// `SupportedUserInterfaceIdioms` excludes the idiom are left out, and a pane's device file
/// (`Root~iphone.plist`, `Root~ipad.plist`) is read in place of the pane's where there is one.
///
/// An unknown specifier type, or a key the importer does not apply, is skipped with a
/// ``SettingsBundleWarning``; a malformed plist, a missing or cyclic child pane, a key used
/// twice or a specifier lacking what its type needs is a ``SettingsBundleError`` naming the
/// file and the specifier, and nothing is imported.
///
/// - Complexity: O(*s*) for the bundle's *s* specifiers, plus reading its plists.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public struct SettingsBundle {
  /// The device family a bundle's specifiers are chosen for (`SupportedUserInterfaceIdioms`).
  public enum Idiom: String, Hashable, Sendable {
    /// An iPhone: `Phone`.
    case phone = "Phone"
    /// An iPad: `Pad`.
    case pad = "Pad"
  }

  /// The bundle's folder.
  public let url: URL
  /// `Root.plist`'s page (its id `Root`, titled "Settings").
  public let root: SettingsPage
  /// Every `DefaultValue`, by key.
  public let defaults: [String: StoredValue]
  /// What was skipped, in the order read.
  public let warnings: [SettingsBundleWarning]
  /// `ApplicationGroupContainerIdentifier` of `Root.plist`: the app group whose defaults suite
  /// holds the settings.
  public let applicationGroup: String?

  /// Reads the bundle at `url` for `idiom`.
  ///
  /// - Throws: ``SettingsBundleError``; nothing is imported then.
  public init(contentsOf url: URL, idiom: Idiom = .phone) throws(SettingsBundleError) {
    var reader = SettingsBundleReader(folder: url, idiom: idiom)
    let root = try reader.pane(file: "Root.plist", title: "Settings", referencedAt: nil)
    self.url = url
    self.root = root.page
    defaults = reader.defaults
    warnings = reader.warnings
    applicationGroup = root.applicationGroup
  }

  /// The store the system's Settings app writes these settings to: the app group's suite when
  /// the bundle names one, else `nil` (the standard defaults).
  public func store() -> UserDefaultsStore? {
    applicationGroup.flatMap { UserDefaultsStore(suiteName: $0) }
  }
}
