#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The cell an app gives nearby devices: it keeps its device, typed, and shows it.
  final class DeviceCell: UITableViewCell {
    private(set) var device: Device?

    func show(_ device: Device) {
      self.device = device
      var content = defaultContentConfiguration()
      content.text = device.id
      content.secondaryText = String(repeating: "▮", count: device.signal)
      contentConfiguration = content
    }
  }

  /// The settings screen in a stand-in `UITableView`, wired as an app wires it: a
  /// `TableViewBridge` is the table's data source and delegate, `TableViewSink` the stack's
  /// sink, and the nearby devices have typed cells.
  ///
  /// Every call the table receives, and every drag the user makes on it
  /// (`ValidatingSink.userMovedRow(from:to:)`), is also fed to a `ValidatingSink` (table
  /// flavour) that models the same table, and a recorder between the stack and the sink keeps what the stack sent, so
  /// ``expectConsistent(_:forwarding:sourceLocation:)`` can check UIKit's rules, the sink's
  /// one-to-one forwarding, the table's own counts and every row's cell.
  @MainActor
  final class TableHarness {
    let settings: SettingsScreen
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let bridge: TableViewBridge
    let validator: ValidatingSink
    /// What the stack sent, before the table sink.
    let sent = RecordingSink()
    /// What the table received, as core values.
    private(set) var received: [TableUpdate] = []
    /// The moves the bridge made itself, outside any batch: a drop refused without a batch, put
    /// back (kept out of ``received``, which the stack's calls must match).
    private(set) var putBacks: [TableUpdate] = []
    private var batchDepth = 0
    /// The errors the bridge reported.
    private(set) var errors: [DataSourceError] = []
    private let sink: TableViewSink

    init(_ settings: SettingsScreen) {
      self.settings = settings
      UITableViewCell.standInRegisterFactory(for: DeviceCell.self) {
        DeviceCell(style: .default, reuseIdentifier: $0)
      }
      settings.nearby.tableCells(DeviceCell.self) { cell, device in cell.show(device) }
      bridge = TableViewBridge(dataSource: settings.stack)
      validator = ValidatingSink(dataSource: settings.stack, flavor: .tableView)
      sink = TableViewSink(tableView: table)
      bridge.onError = { [unowned self] in errors.append($0) }
      table.dataSource = bridge
      table.delegate = bridge
      table.standInSetInWindow(true)
      table.standInOnCall = { [unowned self] call in
        if case .userChangedControl(let path) = call {
          validator.userChangedControl(at: TablePath(received: path))
          return
        }
        if case .userMovedRow(let source, let destination) = call {
          validator.userMovedRow(
            from: TablePath(received: source), to: TablePath(received: destination))
          return
        }
        guard let update = call.tableUpdate else { return }
        if case .beginUpdates = update { batchDepth += 1 }
        if case .endUpdates = update { batchDepth -= 1 }
        if case .moveRow = update, batchDepth == 0 {
          putBacks.append(update)
        } else {
          received.append(update)
        }
        validator.apply(update)
      }
      sent.downstream = sink
      settings.stack.sink = sent
      _ = table.standInLayoutIfNeeded()
    }

    /// The cell the table shows at `section`, `row`.
    func cell(_ section: Int, _ row: Int) -> UITableViewCell? {
      table.standInCell(at: IndexPath(row: row, section: section))
    }

    /// The list configuration of the cell at `section`, `row`.
    func content(_ section: Int, _ row: Int) -> UIListContentConfiguration? {
      cell(section, row)?.contentConfiguration as? UIListContentConfiguration
    }

    /// Every row's text, as the table's cells show it.
    var shownTexts: [[String?]] {
      table.standInLayoutIfNeeded().enumerated().map { section, rows in
        (0..<rows).map { content(section, $0)?.text }
      }
    }

    /// Every row's title, as the stack has it: its content's, or its item's description.
    var expectedTexts: [[String?]] {
      settings.stack.rowCounts.enumerated().map { section, rows in
        (0..<rows).map { row in
          let path = TablePath(section: section, row: row)
          return settings.stack.rowContent(at: path)?.title
            ?? settings.stack.item(at: path).map { "\($0)" }
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
    /// forwarded the stack's calls one to one, every cell shows its row's title (the typed cells
    /// their own row's device) and headers the titles of their content.
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
      for (section, rows) in settings.stack.rowCounts.enumerated() {
        for row in 0..<rows {
          guard let owner = settings.stack.resolve(TablePath(section: section, row: row)),
            owner.dataSource === settings.nearby
          else { continue }
          #expect(
            (cell(section, row) as? DeviceCell)?.device
              == settings.nearby.object(at: owner.path), "\(step)", sourceLocation: sourceLocation)
        }
      }
      for section in 0..<settings.stack.numberOfSections {
        #expect(
          table.standInHeaderTitle(inSection: section)
            == settings.stack.headerContent(inSection: section)?.title, "\(step)",
          sourceLocation: sourceLocation)
      }
    }
  }
#endif
