// The stand-in SDKs (.ci/apple-standins) model tables, not view controllers or navigation: this
// file is type-checked against the real iOS SDK (.ci/apple-sdk-settings), and what it drives —
// pages, search, reveal — is tested through `SettingsNavigator` (Tests/StackedSettingsTests).
#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !STANDIN_SDKS
  import Observation
  import StackedDataSources
  import StackedDataSourcesUI
  import StackedSettings
  import UIKit

  /// A navigation controller showing a ``SettingsNavigator``: a table for each page open, a
  /// search field on the root page, and the row ``SettingsNavigator/reveal(_:)`` shows scrolled
  /// to and flashed.
  ///
  /// ```swift
  /// let settings = try SettingsNavigator(root: root, values: SettingsValues(store: UserDefaultsStore()))
  /// window.rootViewController = SettingsNavigationController(navigator: settings)
  /// try settings.reveal("display/autoLock")      // a deep link: pushed, scrolled, flashed
  /// ```
  ///
  /// It follows the navigator: a page the navigator opens (a link row selected, a path set, a
  /// reveal) is pushed, a page it closes is popped; a page the user pops with the back button
  /// or the edge swipe is closed in the navigator (its screen released). An app that pushes its
  /// own controllers sets ``onOpen`` instead and pushes the controller it is handed.
  ///
  /// The search field is a `UISearchController` on the root page: typing sets the search's
  /// query, the results show in a table of their own (the rows themselves: a switch flipped there
  /// is the setting's), a query that finds nothing shows `UIContentUnavailableConfiguration`'s
  /// search state, and selecting a result dismisses the search and reveals the row.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  public final class SettingsNavigationController: UINavigationController,
    UINavigationControllerDelegate
  {
    /// The tree shown.
    public let navigator: SettingsNavigator
    /// When set, called with the controller of each page the navigator opens after the root,
    /// which the app shows itself; this controller then pushes nothing.
    public var onOpen: (@MainActor (SettingsPageViewController) -> Void)?
    /// Receives the error of a user's action a page refused (see `TableViewBridge.onError`).
    public var onError: (@MainActor (DataSourceError) -> Void)?
    private let style: UITableView.Style
    private let results: SettingsSearchResultsController
    /// The screens shown or handed to ``onOpen`` so far.
    private var synced: [ObjectIdentifier] = []

    /// A navigation controller of `navigator`'s pages, each in a table of `style`.
    public init(navigator: SettingsNavigator, style: UITableView.Style = .insetGrouped) {
      self.navigator = navigator
      self.style = style
      // The results show the platform's empty state, not a placeholder row.
      let search = SettingsSearchScreen(
        root: navigator.root, values: navigator.values, localizer: navigator.localizer,
        showsNoResultsRow: false)
      results = SettingsSearchResultsController(search: search, style: style)
      super.init(nibName: nil, bundle: nil)
      delegate = self
      let root = page(for: navigator.screens[0])
      let searchController = UISearchController(searchResultsController: results)
      searchController.searchResultsUpdater = results
      root.navigationItem.searchController = searchController
      setViewControllers([root], animated: false)
      synced = [ObjectIdentifier(navigator.screens[0])]
      search.onSelect = { [weak self, weak searchController] match in
        searchController?.isActive = false
        do {
          try self?.navigator.reveal(match.key)
        } catch {
          print("StackedSettings: \(error)")
        }
      }
      follow()
    }

    @available(*, unavailable, message: "made in code, with its navigator")
    public required init?(coder: NSCoder) { nil }

    /// Pushes and pops to match the navigator's pages, then scrolls to its highlighted row;
    /// again after each change of either.
    private func follow() {
      withObservationTracking {
        _ = navigator.screens
        _ = navigator.highlighted
      } onChange: { [weak self] in
        Task { @MainActor in
          self?.sync()
          self?.follow()
        }
      }
    }

    private func sync() {
      let screens = navigator.screens
      if let onOpen {
        for screen in screens where !synced.contains(ObjectIdentifier(screen)) {
          onOpen(page(for: screen))
        }
      } else {
        let shown = viewControllers.compactMap { $0 as? SettingsPageViewController }
        let kept = zip(shown, screens).prefix { $0.screen === $1 }.count
        if kept < shown.count || kept < screens.count {
          // A choices list pushed above a page kept goes with the pages above it.
          let controllers = Array(shown.prefix(kept)) + screens.dropFirst(kept).map(page(for:))
          setViewControllers(controllers, animated: true)
        }
      }
      synced = screens.map(ObjectIdentifier.init)
      if let highlighted = navigator.highlighted,
        let top = (topViewController as? SettingsPageViewController)
          ?? viewControllers.last as? SettingsPageViewController
      {
        top.flash(highlighted.tablePath)
      }
    }

    /// A controller for `screen`.
    private func page(for screen: SettingsPageScreen) -> SettingsPageViewController {
      let page = SettingsPageViewController(
        screen: screen, title: navigator.localizer.string(screen.page.title), style: style)
      page.onError = { [weak self] error in self?.onError?(error) }
      return page
    }

    /// The user went back (the back button or the edge swipe): the pages above close.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      let depth = viewControllers.compactMap { $0 as? SettingsPageViewController }.count - 1
      if depth < navigator.screens.count - 1 { navigator.close(after: depth) }
    }
  }

  /// A settings page's table: its screen's stack through a `TableViewBridge`.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  public final class SettingsPageViewController: UIViewController {
    /// The page's screen.
    public let screen: SettingsPageScreen
    /// The page's table.
    public let tableView: UITableView
    /// Receives the error of a user's action the page refused.
    public var onError: (@MainActor (DataSourceError) -> Void)?
    // The table holds its data source and delegate weakly.
    private let bridge: TableViewBridge

    /// A controller showing `screen` under `title`, in a table of `style`.
    public init(screen: SettingsPageScreen, title: String, style: UITableView.Style) {
      self.screen = screen
      tableView = UITableView(frame: .zero, style: style)
      bridge = TableViewBridge(dataSource: screen.stack)
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    @available(*, unavailable, message: "made in code, with its screen")
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
      super.viewDidLoad()
      bridge.show(screen.stack, in: tableView, filling: view)
      bridge.onError = { [weak self] error in self?.onError?(error) }
      // A choice shown as a navigation (Auto-Lock) leads to the list of its options.
      bridge.onShowChoices = { [weak self] path, picker in self?.showChoices(at: path, picker) }
    }

    /// Pushes the options of the picker row at `path`; a choice is the user's pick of the row,
    /// and the list goes back, as Settings does.
    private func showChoices(at path: TablePath, _ picker: RowContent.Picker) {
      do {
        let title = screen.stack.rowContent(at: path)?.title ?? ""
        let choices = try ChoiceList(pickerAt: path, of: screen.stack, name: title)
        let list = SettingsChoicesViewController(
          choices: choices, title: title, style: tableView.style)
        choices.onChoose = { [weak self] _ in
          self?.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(list, animated: true)
      } catch {
        onError?(error)
      }
    }

    /// Scrolls the row at `path` (the table's current coordinates) into the middle and flashes
    /// it: selected, then deselected.
    public func flash(_ path: TablePath) {
      loadViewIfNeeded()
      let indexPath = IndexPath(row: path.row, section: path.section)
      guard path.section < tableView.numberOfSections,
        path.row < tableView.numberOfRows(inSection: path.section)
      else { return }
      tableView.scrollToRow(at: indexPath, at: .middle, animated: true)
      tableView.selectRow(at: indexPath, animated: true, scrollPosition: .none)
      Task { @MainActor [weak tableView] in
        try? await Task.sleep(for: .milliseconds(600))
        tableView?.deselectRow(at: indexPath, animated: true)
      }
    }
  }

  /// The options of a choice shown as a navigation.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class SettingsChoicesViewController: UIViewController {
    let choices: ChoiceList<Int>
    private let tableView: UITableView
    private let bridge: TableViewBridge

    init(choices: ChoiceList<Int>, title: String, style: UITableView.Style) {
      self.choices = choices
      tableView = UITableView(frame: .zero, style: style)
      bridge = TableViewBridge(dataSource: choices.dataSource)
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    @available(*, unavailable, message: "made in code, with its choices")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      bridge.show(choices.dataSource, in: tableView, filling: view)
    }
  }

  /// The search's results: a table of the search's stack, the query from the search field, and
  /// the platform's empty state while nothing matches.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class SettingsSearchResultsController: UIViewController, UISearchResultsUpdating {
    let search: SettingsSearchScreen
    private let tableView: UITableView
    private let bridge: TableViewBridge

    init(search: SettingsSearchScreen, style: UITableView.Style) {
      self.search = search
      tableView = UITableView(frame: .zero, style: style)
      bridge = TableViewBridge(dataSource: search.stack)
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "made in code, with its search")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      bridge.show(search.stack, in: tableView, filling: view)
      followEmptyState()
    }

    func updateSearchResults(for searchController: UISearchController) {
      search.query = searchController.searchBar.text ?? ""
    }

    /// Shows `UIContentUnavailableConfiguration.search()` while the query finds nothing.
    private func followEmptyState() {
      contentUnavailableConfiguration =
        search.hasNoResults ? UIContentUnavailableConfiguration.search() : nil
      withObservationTracking {
        _ = search.hasNoResults
      } onChange: { [weak self] in
        Task { @MainActor in self?.followEmptyState() }
      }
    }
  }
  extension TableViewBridge {
    /// Makes `tableView` fill `view` and show `dataSource` (this bridge's) through this bridge,
    /// its batches applied by a `TableViewSink`.
    fileprivate func show(
      _ dataSource: any DataSourceProtocol, in tableView: UITableView, filling view: UIView
    ) {
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(tableView)
      tableView.dataSource = self
      tableView.delegate = self
      dataSource.sink = TableViewSink(tableView: tableView)
    }
  }
#endif
