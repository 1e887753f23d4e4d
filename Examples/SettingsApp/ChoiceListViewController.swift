// A choice list (Settings › Display & Brightness › Auto-Lock) in a UITableView: the same bridge
// and sink as the screen, over the list's data source.

#if os(iOS)
  import StackedDataSources
  import StackedDataSourcesUI
  import UIKit

  final class ChoiceListViewController: UIViewController {
    // The list's rows reach it weakly, and the table holds the bridge weakly: this keeps both.
    private let choices: ChoiceList<Int>
    private let bridge: TableViewBridge
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    init(choices: ChoiceList<Int>) {
      self.choices = choices
      bridge = TableViewBridge(dataSource: choices.dataSource)
      super.init(nibName: nil, bundle: nil)
      title = choices.dataSource.name
    }

    @available(*, unavailable, message: "made in code, with its list")
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(tableView)
      tableView.dataSource = bridge
      tableView.delegate = bridge
      choices.dataSource.sink = TableViewSink(tableView: tableView)
      bridge.onError = { error in print("refused: \(error)") }
    }
  }
#endif
