import Observation
import StackedDataSources

/// A settings app's pages: the root's screen and the pages opened from it, a search across the
/// tree, and the way to any row.
///
/// ```swift
/// let settings = try SettingsNavigator(root: root, values: SettingsValues(store: UserDefaultsStore()))
/// settings.screens            // [Settings] — the root's screen, shown first
/// // the user selects General, then About:
/// settings.path               // ["general", "general/about"]
/// try settings.reveal("display/autoLock")   // opens Display & Brightness, highlights Auto-Lock
/// settings.search.query = "bright"          // results across the tree
/// ```
///
/// **Pages.** A link row selected on an open page opens its page: the pages above that one are
/// closed, and a ``SettingsPageScreen`` is built for the new page and pushed on ``screens``.
/// Pages are built when opened (a page never opened costs nothing but its declaration) and
/// released when closed — by ``close(after:)`` or by setting ``path`` shorter, as a view's back
/// button does. A view shows ``screens``: UIKit pushes a controller for each, SwiftUI binds
/// ``path`` to a `NavigationStack`, AppKit shows the last.
///
/// **Keys.** A row or a page is addressed by the ids of the pages after the root, then its own,
/// joined by `/`: `general/about/name` is the row `name` on the page `about` under `general`
/// (a page's id is the id of the link row leading to it).
///
/// **Search.** ``search`` (built on first use) finds rows on every page; selecting a result
/// reveals it.
///
/// All the screens share the values and the localizer: a change made on one page, in the
/// results, or elsewhere shows on every screen showing it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class SettingsNavigator {
  /// The screens open, the root's first.
  public private(set) var screens: [SettingsPageScreen]
  /// The row the last ``reveal(_:)`` showed, until a page opens or closes.
  public internal(set) var highlighted: SettingsRevealedRow?
  /// The root page.
  @ObservationIgnored public let root: SettingsPage
  /// The values every screen reads and writes.
  @ObservationIgnored public let values: SettingsValues
  /// Resolves every screen's text.
  @ObservationIgnored public let localizer: SettingsLocalizer
  /// The search across the tree; its selection reveals a result.
  @ObservationIgnored public private(set) lazy var search: SettingsSearchScreen = makeSearch()
  /// The keys of the screens open, the root's (empty) first.
  @ObservationIgnored private(set) var keys: [String] = [""]

  /// A navigator of the tree under `root`, showing the root's screen.
  ///
  /// - Throws: ``SettingsDeclarationError`` when a page of the tree has two sections or two
  ///   rows with one id, or a choice without options; nothing is registered or shown then.
  /// - Complexity: O(*r*) for the *r* rows of the tree (every page's declarations are checked).
  public init(
    root: SettingsPage, values: SettingsValues, localizer: SettingsLocalizer = SettingsLocalizer()
  ) throws(SettingsDeclarationError) {
    try Self.check(root)
    self.root = root
    self.values = values
    self.localizer = localizer
    screens = []
    screens = [makeScreen(root, key: "")]
  }

  /// The keys of the pages open after the root ("general", "general/about"): set it shorter to
  /// close pages, as a navigation stack's back button does, or longer to open pages by key
  /// (opening stops at the first key no link row of the page before leads to).
  ///
  /// - Complexity: O(*r*) for the rows of the pages opened.
  public var path: [String] {
    get { Array(keysObserved.dropFirst()) }
    set {
      let kept = zip(keys.dropFirst(), newValue).prefix { $0 == $1 }.count
      close(after: kept)
      for key in newValue.dropFirst(kept) {
        let parent = screens.count - 1
        guard let page = Self.link(from: screens[parent].page, to: key, under: keys[parent])
        else { break }
        push(page, key: key)
      }
    }
  }

  /// Closes the pages above the first `depth` after the root (`close(after: 0)` shows the root
  /// again); their screens are released.
  ///
  /// - Complexity: O(1) for each page closed.
  public func close(after depth: Int) {
    let count = max(depth, 0) + 1
    guard screens.count > count else { return }
    screens.removeSubrange(count...)
    keys.removeSubrange(count...)
    highlighted = nil
  }

  /// The screen open for the page keyed `key` ("" for the root), if it is open (read under
  /// observation, as ``screens``).
  ///
  /// - Complexity: O(*p*) for the *p* pages open.
  public func screen(forKey key: String) -> SettingsPageScreen? {
    keysObserved.firstIndex(of: key).map { screens[$0] }
  }

  /// Opens `page` from the screen keyed `parent`: the pages above it close.
  func open(_ page: SettingsPage, fromKey parent: String) {
    guard let depth = keys.firstIndex(of: parent) else { return }
    close(after: depth)
    push(page, key: SettingsPath.key(parent, page.id))
  }

  /// Builds a screen for `page` and puts it on top.
  func push(_ page: SettingsPage, key: String) {
    keys.append(key)
    screens.append(makeScreen(page, key: key))
    highlighted = nil
  }

  /// The keys, read under observation (they change with ``screens``).
  private var keysObserved: [String] {
    _ = screens
    return keys
  }

  private func makeScreen(_ page: SettingsPage, key: String) -> SettingsPageScreen {
    // The tree was checked when the navigator was made.
    let screen = try! SettingsPageScreen(page: page, values: values, localizer: localizer)
    screen.onOpenPage = { [weak self] page in self?.open(page, fromKey: key) }
    return screen
  }

  private func makeSearch() -> SettingsSearchScreen {
    let search = SettingsSearchScreen(root: root, values: values, localizer: localizer)
    search.onSelect = { [weak self] match in _ = try? self?.reveal(match.key) }
    return search
  }

  /// The page a link row of `page` (keyed `parent`) leads to, for the key `key`.
  static func link(from page: SettingsPage, to key: String, under parent: String) -> SettingsPage? {
    for row in page.sections.lazy.flatMap(\.rows) {
      if case .link(let child, _) = row.kind, SettingsPath.key(parent, child.id) == key {
        return child
      }
    }
    return nil
  }

  /// Checks every page of the tree as a screen would.
  private static func check(_ page: SettingsPage) throws(SettingsDeclarationError) {
    for row in try SettingsPageScreen.checked(page).values {
      if case .link(let child, _) = row.kind { try check(child) }
    }
  }
}
