// The stand-in SDKs (.ci/apple-standins) model `List`, not navigation or search: this file is
// type-checked against the real iOS and macOS SDKs (.ci/apple-sdk-settings), and what it drives —
// pages, search, reveal — is tested through `SettingsNavigator` (Tests/StackedSettingsTests).
#if canImport(SwiftUI) && !STANDIN_SDKS
  import StackedDataSources
  import StackedDataSourcesUI
  import StackedSettings
  import SwiftUI

  /// A ``SettingsNavigator``'s pages in SwiftUI: the root page in a `StackedList` with a search
  /// field, and each page the navigator opens pushed on a `NavigationStack` — or, as a split
  /// view, the root in the sidebar and the pages in the detail column.
  ///
  /// ```swift
  /// struct SettingsScene: View {
  ///   let settings: SettingsNavigator
  ///   var body: some View { SettingsNavigationView(navigator: settings) }
  /// }
  /// ```
  ///
  /// The stack's path is the navigator's ``SettingsNavigator/path``: a link row selected pushes
  /// its page, the back button closes it (its screen released), and a path set by the app or by
  /// ``SettingsNavigator/reveal(_:)`` shows those pages. The search field (`.searchable`) sets
  /// the search's query; while it has text, the results replace the root page — the rows
  /// themselves, whose controls write the settings — or `ContentUnavailableView.search` when
  /// nothing matches; selecting a result reveals it: its pages pushed, the list scrolled to it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  public struct SettingsNavigationView: View {
    /// How the pages are laid out.
    public enum Style: Sendable {
      /// One navigation stack: the root page, then the pages pushed on it.
      case stack
      /// The root page in a sidebar, the pages it opens in the detail column (iPad, macOS).
      case splitView
    }

    @Bindable private var navigator: SettingsNavigator
    @State private var search: SettingsSearchScreen
    private let style: Style
    private let onError: (@MainActor (DataSourceError) -> Void)?

    /// The pages of `navigator` laid out as `style`; `onError` receives a user's action a page
    /// refused (see `StackedList`).
    public init(
      navigator: SettingsNavigator, style: Style = .stack,
      onError: (@MainActor (DataSourceError) -> Void)? = nil
    ) {
      self.navigator = navigator
      self.style = style
      self.onError = onError
      // The view shows the platform's empty state, not a placeholder row.
      let search = SettingsSearchScreen(
        root: navigator.root, values: navigator.values, localizer: navigator.localizer,
        showsNoResultsRow: false)
      search.onSelect = { [weak navigator] match in
        search.query = ""
        do {
          try navigator?.reveal(match.key)
        } catch {
          print("StackedSettings: \(error)")
        }
      }
      _search = State(initialValue: search)
    }

    public var body: some View {
      switch style {
      case .stack:
        NavigationStack(path: $navigator.path) {
          root.navigationDestination(for: String.self) { key in page(key) }
        }
      case .splitView:
        NavigationSplitView {
          root
        } detail: {
          NavigationStack(path: detailPath) {
            if let key = navigator.path.first { page(key) }
          }
          .navigationDestination(for: String.self) { key in page(key) }
        }
      }
    }

    /// The detail column's stack: the pages after the first one the sidebar opened.
    private var detailPath: Binding<[String]> {
      Binding {
        Array(navigator.path.dropFirst())
      } set: { path in
        navigator.path = Array(navigator.path.prefix(1)) + path
      }
    }

    /// The root page, or the search's results while the field has text.
    private var root: some View {
      Group {
        if search.query.isEmpty {
          page("")
        } else if search.hasNoResults {
          ContentUnavailableView.search(text: search.query)
        } else {
          StackedList(search.stack, onError: onError)
        }
      }
      .searchable(text: $search.query)
      .navigationTitle(navigator.localizer.string(navigator.root.title))
    }

    /// The page open under `key`, scrolled to the navigator's highlighted row when it has it.
    @ViewBuilder
    private func page(_ key: String) -> some View {
      if let screen = navigator.screen(forKey: key) {
        SettingsPageList(
          screen: screen, key: key, highlighted: navigator.highlighted, onError: onError
        )
        .navigationTitle(navigator.localizer.string(screen.page.title))
      }
    }
  }

  /// One page's `StackedList`, scrolled to the highlighted row when it is on this page.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  struct SettingsPageList: View {
    let model: ListModel
    let key: String
    let highlighted: SettingsRevealedRow?
    let onError: (@MainActor (DataSourceError) -> Void)?

    init(
      screen: SettingsPageScreen, key: String, highlighted: SettingsRevealedRow?,
      onError: (@MainActor (DataSourceError) -> Void)?
    ) {
      model = ListModel(dataSource: screen.stack)
      self.key = key
      self.highlighted = highlighted
      self.onError = onError
    }

    var body: some View {
      ScrollViewReader { scroller in
        StackedList(model: model, onError: onError)
          .onAppear { scroll(scroller) }
          .onChange(of: highlighted) { scroll(scroller) }
      }
    }

    /// Scrolls to the highlighted row (its path is the table's after the reveal's batch).
    private func scroll(_ scroller: ScrollViewProxy) {
      guard let highlighted, highlighted.pageKey == key else { return }
      let path = highlighted.tablePath
      let sections = model.sections
      guard sections.indices.contains(path.section),
        sections[path.section].rows.indices.contains(path.row)
      else { return }
      withAnimation { scroller.scrollTo(sections[path.section].rows[path.row].id, anchor: .center) }
    }
  }
#endif
