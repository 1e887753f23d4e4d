// The Settings screen in a UITableView: TableViewBridge is the table's data source and delegate,
// TableViewSink applies the batches the screen sends. This is all the UIKit an app writes.

#if os(iOS)
  import StackedDataSources
  import StackedDataSourcesUI
  import UIKit

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  final class SettingsTableViewController: UIViewController {
    let screen: SettingsScreen
    // The table holds its data source and delegate weakly: the controller keeps the bridge.
    private let bridge: TableViewBridge
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init(screen: SettingsScreen) {
      self.screen = screen
      bridge = TableViewBridge(dataSource: screen.stack)
      super.init(nibName: nil, bundle: nil)
      title = "Settings"
      navigationItem.rightBarButtonItem = editButtonItem
    }

    @available(*, unavailable, message: "made in code, with its screen")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(tableView)
      tableView.dataSource = bridge
      tableView.delegate = bridge
      screen.stack.sink = TableViewSink(tableView: tableView)
      bridge.onError = { error in print("refused: \(error)") }
      // A picker shown as a navigation (Auto-Lock) leads to the list of its options.
      bridge.onShowChoices = { [weak self] path, _ in self?.showChoices(forPickerAt: path) }
      screen.onOpen = { [weak self] destination in self?.open(destination) }
    }

    /// Editing mode shows the delete and reorder controls of the rows whose owners allow them.
    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      tableView.setEditing(editing, animated: animated)
    }

    /// Pushes the list of the options of the picker row at `path`: a choice goes to the row's
    /// owner as the user's pick, and the list goes back, as Settings does.
    private func showChoices(forPickerAt path: TablePath) {
      do {
        let choices = try ChoiceList(
          pickerAt: path, of: screen.stack, name: screen.stack.rowContent(at: path)?.title ?? "")
        let list = ChoiceListViewController(choices: choices)
        choices.onChoose = { [weak self] _ in
          self?.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(list, animated: true)
      } catch {
        print("refused: \(error)")
      }
    }

    private func open(_ destination: SettingsDestination) {
      let page = UIViewController()
      page.title = destination.title
      page.view.backgroundColor = .systemBackground
      navigationController?.pushViewController(page, animated: true)
    }
  }
#endif
