#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The settings screen in a stand-in `UITableView`, wired as an app wires it:
  /// `TableViewDataSourceBridge` is the table's data source and `TableViewSink` the stack's sink.
  ///
  /// Every call the table receives is also fed to a `ValidatingSink` (table flavour) that models
  /// the same table, and a recorder between the stack and the sink keeps what the stack sent, so
  /// ``expectConsistent(_:)`` can check UIKit's rules, the sink's one-to-one forwarding, the
  /// table's own counts and every row's cell.
  @MainActor
  final class TableHarness {
    let settings: SettingsScreen
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let bridge: TableViewDataSourceBridge
    let validator: ValidatingSink
    /// What the stack sent, before the table sink.
    let sent = RecordingSink()
    /// What the table received, as core values.
    private(set) var received: [TableUpdate] = []
    private let sink: TableViewSink
    /// Rows the bridge handed to `configure` whose owner does not hold the item at the local path.
    private let ownerMismatches: () -> [String]

    init(_ settings: SettingsScreen) {
      self.settings = settings
      var mismatches: [String] = []
      bridge = TableViewDataSourceBridge(dataSource: settings.stack) { cell, owner, path, item in
        if owner.item(at: path) != item {
          mismatches.append(
            "\(owner.name) \(path) holds \(String(describing: owner.item(at: path)))")
        }
        Self.configure(cell, owner: owner, item: item, settings: settings)
      }
      ownerMismatches = { mismatches }
      validator = ValidatingSink(dataSource: settings.stack, flavor: .tableView)
      sink = TableViewSink(tableView: table)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = bridge
      table.standInSetInWindow(true)
      table.standInOnCall = { [unowned self] call in
        guard let update = call.tableUpdate else { return }
        received.append(update)
        validator.apply(update)
      }
      sent.downstream = sink
      settings.stack.sink = sent
      _ = table.standInLayoutIfNeeded()
    }

    /// What an app's cell configuration does: the item's text, a live switch on the Wi-Fi row, a
    /// disclosure indicator on the General rows.
    static func configure(
      _ cell: UITableViewCell, owner: any DataSourceProtocol, item: AnyHashable,
      settings: SettingsScreen
    ) {
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
      cell.accessoryType = owner === settings.general ? .disclosureIndicator : .none
      if owner === settings.wifi {
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = settings.isWiFiOn
        toggle.addAction(
          UIAction { [weak settings] action in
            guard let settings, let toggle = action.sender as? UISwitch else { return }
            try? settings.setWiFi(on: toggle.isOn)
          }, for: .valueChanged)
        cell.accessoryView = toggle
      } else {
        cell.accessoryView = nil
      }
    }

    /// The cell the table shows at `path`.
    func cell(_ section: Int, _ row: Int) -> UITableViewCell? {
      table.standInCell(at: IndexPath(row: row, section: section))
    }

    /// Every row's text, as the table's cells show it.
    var shownTexts: [[String?]] {
      table.standInLayoutIfNeeded().enumerated().map { section, rows in
        (0..<rows).map { row in
          (cell(section, row)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
      }
    }

    /// Every row's item, as the stack has it.
    var expectedTexts: [[String?]] {
      settings.stack.rowCounts.enumerated().map { section, rows in
        (0..<rows).map { row in
          settings.stack.item(at: TablePath(section: section, row: row)).map { "\($0)" }
        }
      }
    }

    /// The calls the table received besides the stack's, made by the test as an app would.
    enum AppCalls {
      /// None: the table received exactly what the stack sent.
      case none
      /// The stack's calls inside the app's own `performBatchUpdates`.
      case wrappedInAppBatch
      /// The stack's calls, then the app's `reloadData()`.
      case followedByAppReload
    }

    /// UIKit accepted every batch (the core's validator and the stand-in's own counts), the sink
    /// forwarded the stack's calls one to one, and every cell shows its row's item and headers
    /// their titles.
    func expectConsistent(
      _ step: String, forwarding appCalls: AppCalls = .none,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(
        validator.violations.isEmpty, "\(step): \(validator.violations)",
        sourceLocation: sourceLocation)
      #expect(
        table.standInFailures.isEmpty, "\(step): \(table.standInFailures)",
        sourceLocation: sourceLocation)
      let expected: [TableUpdate] =
        switch appCalls {
        case .none: sent.updates
        case .wrappedInAppBatch: [.beginUpdates] + sent.updates + [.endUpdates]
        case .followedByAppReload: sent.updates + [.reloadData]
        }
      // The sink makes every batch in one performBatchUpdates, a reconfigure after a batch
      // included, so the calls match once the batch boundaries are set aside.
      #expect(
        received.filter { !$0.isBoundary } == expected.filter { !$0.isBoundary }, "\(step)",
        sourceLocation: sourceLocation)
      #expect(
        table.standInLayoutIfNeeded() == settings.stack.rowCounts, "\(step)",
        sourceLocation: sourceLocation)
      #expect(shownTexts == expectedTexts, "\(step)", sourceLocation: sourceLocation)
      #expect(ownerMismatches().isEmpty, "\(step)", sourceLocation: sourceLocation)
      for section in 0..<settings.stack.numberOfSections {
        #expect(
          table.standInHeaderTitle(inSection: section)
            == settings.stack.titleForHeader(inSection: section), "\(step)",
          sourceLocation: sourceLocation)
      }
    }
  }
#endif
