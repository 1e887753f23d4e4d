// The example app on macOS: the Settings screen in a window's NSTableView. NSTableViewBridge is
// the table's data source and delegate (sections laid end to end, headers as group rows),
// NSTableViewSink applies the batches the screen sends.

#if os(macOS)
  import AppKit
  import StackedDataSources
  import StackedDataSourcesUI
  #if canImport(StackedSettingsUI)
    import StackedSettingsUI
  #endif

  @main
  @MainActor
  final class SettingsAppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?
    private var treeWindow: NSWindow?
    private var content: AnyObject?

    static func main() {
      let application = NSApplication.shared
      let delegate = SettingsAppDelegate()
      application.delegate = delegate
      application.setActivationPolicy(.regular)
      application.run()
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
      let window = NSWindow(
        contentRect: NSRect(x: 0, y: 0, width: 420, height: 560),
        styleMask: [.titled, .closable, .resizable, .miniaturizable], backing: .buffered,
        defer: false)
      window.title = "Settings"
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
        let settings = SettingsTableController(
          screen: SettingsScreen.declared(over: SettingsModel()))
        window.contentView = settings.scrollView
        content = settings
      } else {
        window.contentView = NSTextField(
          labelWithString: "The Settings screen follows an @Observable model: it needs macOS 14.")
      }
      window.center()
      window.makeKeyAndOrderFront(nil)
      self.window = window
      #if canImport(StackedSettingsUI)
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
          // A second window: the settings app's tree, its search and its pages.
          let tree = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 480, height: 560),
            styleMask: [.titled, .closable, .resizable, .miniaturizable], backing: .buffered,
            defer: false)
          tree.title = "Settings (tree)"
          tree.contentViewController = SettingsViewController(navigator: TreeSettings.navigator)
          tree.cascadeTopLeft(from: window.frame.origin)
          tree.makeKeyAndOrderFront(nil)
          treeWindow = tree
        }
      #endif
      NSApplication.shared.activate(ignoringOtherApps: true)
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
  }

  /// The screen in an `NSTableView` in a scroll view.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class SettingsTableController {
    let screen: SettingsScreen
    let scrollView = NSScrollView()
    // The table holds its data source and delegate weakly: the controller keeps the bridge.
    private let bridge: NSTableViewBridge
    private let tableView = NSTableView()

    init(screen: SettingsScreen) {
      self.screen = screen
      bridge = NSTableViewBridge(dataSource: screen.stack)
      tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Setting")))
      tableView.headerView = nil
      tableView.style = .inset
      tableView.dataSource = bridge
      tableView.delegate = bridge
      screen.stack.sink = NSTableViewSink(
        tableView: tableView, dataSource: screen.stack, showsHeaders: true)
      bridge.onError = { error in print("refused: \(error)") }
      screen.onOpen = { destination in
        let alert = NSAlert()
        alert.messageText = destination.title
        alert.runModal()
      }
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
    }
  }
#endif
