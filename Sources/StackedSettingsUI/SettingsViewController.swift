// The stand-in SDKs (.ci/apple-standins) model `NSTableView`, not view controllers or search
// fields: this file is type-checked against the real macOS SDK (.ci/apple-sdk-settings), and
// what it drives — pages, search, reveal — is tested through `SettingsNavigator`
// (Tests/StackedSettingsTests).
#if canImport(AppKit) && !targetEnvironment(macCatalyst) && !STANDIN_SDKS
  import AppKit
  import Observation
  import StackedDataSources
  import StackedDataSourcesUI
  import StackedSettings

  /// A ``SettingsNavigator``'s pages in an `NSTableView`: a search field and a back button over
  /// the table, which shows the navigator's last page, or the search's results while the field
  /// has text.
  ///
  /// ```swift
  /// let settings = try SettingsNavigator(root: root, values: SettingsValues(store: UserDefaultsStore()))
  /// window.contentViewController = SettingsViewController(navigator: settings)
  /// ```
  ///
  /// A link row selected opens its page in the table (``onOpen`` hands the app each page the
  /// navigator opens, for an app that shows pages in windows or panes of its own); the back
  /// button closes the last page. The `NSSearchField` sets the search's query: the results are
  /// the rows themselves (a checkbox there is the setting's), a query matching nothing shows a
  /// "No Results" label, and selecting a result reveals it: its page shown, the row scrolled to
  /// and selected. The table's bridge and sink follow whichever stack it shows; the stacks it does
  /// not show have no sink (a page shown again is read afresh).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  public final class SettingsViewController: NSViewController, NSSearchFieldDelegate {
    /// The tree shown.
    public let navigator: SettingsNavigator
    /// Called with each page the navigator opens after the root (its screen, to show elsewhere
    /// when the app wants to).
    public var onOpen: (@MainActor (SettingsPageScreen) -> Void)?
    /// Receives the error of a user's action the table's data source refused.
    public var onError: (@MainActor (DataSourceError) -> Void)?
    private let search: SettingsSearchScreen
    private let tableView = NSTableView()
    private let searchField = NSSearchField()
    private let backButton = NSButton()
    private let titleLabel = NSTextField(labelWithString: "")
    private let emptyLabel = NSTextField(labelWithString: "No Results")
    /// The bridge of the stack shown, and that stack.
    private var bridge: NSTableViewBridge?
    private var shown: SectionGroupStack?
    /// The screens handed to ``onOpen`` so far.
    private var handed: [ObjectIdentifier] = []

    /// A controller of `navigator`'s pages.
    public init(navigator: SettingsNavigator) {
      self.navigator = navigator
      search = SettingsSearchScreen(
        root: navigator.root, values: navigator.values, localizer: navigator.localizer,
        showsNoResultsRow: false)
      super.init(nibName: nil, bundle: nil)
      search.onSelect = { [weak self] match in
        guard let self else { return }
        searchField.stringValue = ""
        search.query = ""
        do {
          try navigator.reveal(match.key)
        } catch {
          print("StackedSettings: \(error)")
        }
      }
    }

    @available(*, unavailable, message: "made in code, with its navigator")
    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
      tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Setting")))
      tableView.headerView = nil
      tableView.style = .inset
      let scrollView = NSScrollView()
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
      searchField.delegate = self
      backButton.bezelStyle = .rounded
      backButton.title = "‹"
      backButton.target = self
      backButton.action = #selector(goBack)
      titleLabel.font = .boldSystemFont(ofSize: NSFont.systemFontSize)
      emptyLabel.alignment = .center
      let bar = NSStackView(views: [backButton, titleLabel, searchField])
      bar.orientation = .horizontal
      let stack = NSStackView(views: [bar, emptyLabel, scrollView])
      stack.orientation = .vertical
      stack.alignment = .leading
      stack.edgeInsets = NSEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      scrollView.setContentHuggingPriority(.defaultLow, for: .vertical)
      view = stack
      follow()
    }

    /// Shows the navigator's last page, or the results, and scrolls to the highlighted row;
    /// again after each change of the pages, the highlight or the search's state.
    private func follow() {
      withObservationTracking {
        update()
      } onChange: { [weak self] in
        Task { @MainActor in self?.follow() }
      }
    }

    private func update() {
      let screens = navigator.screens
      if let onOpen {
        for screen in screens.dropFirst() where !handed.contains(ObjectIdentifier(screen)) {
          onOpen(screen)
        }
        handed = screens.map(ObjectIdentifier.init)
      }
      let searching = !search.query.isEmpty
      let page = screens[screens.count - 1]
      show(searching ? search.stack : page.stack)
      emptyLabel.isHidden = !(searching && search.hasNoResults)
      titleLabel.stringValue = navigator.localizer.string(page.page.title)
      backButton.isEnabled = screens.count > 1 && !searching
      if !searching, let highlighted = navigator.highlighted,
        highlighted.pageKey == (navigator.path.last ?? ""),
        let row = FlatRowMapping(showing: page.stack, showsHeaders: true).row(
          for: highlighted.tablePath)
      {
        tableView.scrollRowToVisible(row)
        tableView.selectRowIndexes(IndexSet(integer: row), byExtendingSelection: false)
      }
    }

    /// Makes the table show `stack`, the stack it showed before left without a sink.
    private func show(_ stack: SectionGroupStack) {
      guard shown !== stack else { return }
      shown?.sink = nil
      shown = stack
      let bridge = NSTableViewBridge(dataSource: stack)
      bridge.onError = { [weak self] error in self?.onError?(error) }
      self.bridge = bridge
      tableView.dataSource = bridge
      tableView.delegate = bridge
      stack.sink = NSTableViewSink(tableView: tableView, dataSource: stack, showsHeaders: true)
      tableView.reloadData()
    }

    @objc private func goBack() {
      navigator.close(after: navigator.screens.count - 2)
    }

    /// The search field's text is the query.
    public func controlTextDidChange(_ notification: Notification) {
      search.query = searchField.stringValue
    }
  }
#endif
