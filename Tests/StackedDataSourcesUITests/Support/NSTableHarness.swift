#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import Testing

  @testable import StackedDataSourcesUI

  /// The view an app gives nearby devices in an `NSTableView`: it keeps its device, typed.
  final class DeviceCellView: NSTableCellView {
    private(set) var device: Device?

    func show(_ device: Device) {
      self.device = device
      textField?.stringValue = device.id
    }
  }

  /// The settings screen in a stand-in `NSTableView`, wired as the docs show: an
  /// `NSTableViewBridge` is the table's data source and delegate, and an `NSTableViewSink` with
  /// `showsHeaders: true` the stack's sink, behind a `ValidatingSink` (table flavour) that checks
  /// every batch the stack sends, and every drag the bridge shows in the table
  /// (`userMovedRow(from:to:)`), against UIKit's rules and the rows' contents. The nearby
  /// devices have typed views.
  @MainActor
  final class NSTableHarness {
    let settings: SettingsScreen
    let table = NSTableView(frame: .zero)
    let bridge: NSTableViewBridge
    let validator: ValidatingSink
    let sink: NSTableViewSink
    /// The errors the bridge reported.
    private(set) var errors: [DataSourceError] = []
    /// How many batches the sink opened in the table. The bridge's own update bracket around a
    /// drop is none (a batch putting a refused row back, inside it, is one).
    private(set) var sinkBatches = 0
    /// The validator's batches the table has seen applied, as a bracket or as refreshed rows.
    private var appliedBatches = 0

    init(_ settings: SettingsScreen) {
      self.settings = settings
      settings.nearby.tableCellViews { () -> DeviceCellView in
        let view = DeviceCellView(frame: .zero)
        let label = NSTextField(labelWithString: "")
        view.addSubview(label)
        view.textField = label
        return view
      } configure: { view, device in
        view.show(device)
      }
      bridge = NSTableViewBridge(dataSource: settings.stack)
      sink = NSTableViewSink(tableView: table, dataSource: settings.stack, showsHeaders: true)
      validator = ValidatingSink(dataSource: settings.stack, downstream: sink, flavor: .tableView)
      bridge.onError = { [unowned self] in errors.append($0) }
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Setting")))
      table.dataSource = bridge
      table.delegate = bridge
      let bridge = bridge
      table.standInRowValueProvider = { row in Self.value(ofRow: row, in: bridge) }
      let nearby = settings.nearby
      table.standInShowViews { view in
        (view as? DeviceCellView)?.device.flatMap { nearby.content?($0) }
      }
      table.standInOnCall = { [unowned self] call in observe(call) }
      table.standInSetInWindow(true)
      settings.stack.sink = validator
      _ = table.numberOfRows
    }

    /// Counts the sink's brackets: the validator in front of the sink checks each batch before
    /// the sink applies it, so a bracket the table opens after a batch the table has not seen
    /// applied is the sink's; any other is the bridge's. A batch of reconfigures only is
    /// applied as refreshed rows, without a bracket.
    private func observe(_ call: String) {
      if call == "beginUpdates()" && validator.validatedBatchCount > appliedBatches {
        sinkBatches += 1
      }
      if call == "beginUpdates()" || call.hasPrefix("reloadData") {
        appliedBatches = validator.validatedBatchCount
      }
    }

    /// What flat row `row` shows, as the table remembers it: a header's title, or a row's
    /// content (so a row whose content changed without a reload is caught).
    private static func value(ofRow row: Int, in bridge: NSTableViewBridge) -> AnyHashable? {
      switch bridge.rows.entry(forRow: row) {
      case .header(let section)?:
        return "§ \(bridge.dataSource.headerContent(inSection: section)?.title ?? "")"
      case .row(let path)?:
        return bridge.dataSource.rowContent(at: path)
          ?? RowContent(bridge.dataSource.item(at: path).map { "\($0)" } ?? "")
      case nil: return nil
      }
    }

    /// The flat rows the stack has now, as ``value(ofRow:in:)`` names them.
    var expectedRows: [AnyHashable?] {
      (0..<bridge.rows.numberOfRows).map { Self.value(ofRow: $0, in: bridge) }
    }

    /// The flat row of `path`.
    func row(_ section: Int, _ row: Int) -> Int {
      bridge.rows.row(for: TablePath(section: section, row: row)) ?? -1
    }

    /// The view of row `section`, `row`, as the table asks its delegate.
    func view(_ section: Int, _ row: Int) -> NSView? {
      table.standInView(atRow: self.row(section, row))
    }

    /// AppKit and UIKit's rules held, the table shows the stack's rows (values, group rows and
    /// views), and the typed views show their own rows' devices.
    func expectConsistent(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        validator.violations.isEmpty, "\(step): \(validator.violations)",
        sourceLocation: sourceLocation)
      #expect(
        table.standInFailures.isEmpty, "\(step): \(table.standInFailures)",
        sourceLocation: sourceLocation)
      #expect(table.standInShownRows == expectedRows, "\(step)", sourceLocation: sourceLocation)
      let mapping = bridge.rows
      #expect(
        table.standInGroupRows
          == mapping.headerRows.indices.flatMap { section in
            (mapping.headerRows[section] ? [true] : [])
              + Array(repeating: false, count: mapping.rowCounts[section])
          }, "\(step): group rows", sourceLocation: sourceLocation)
      for row in 0..<table.numberOfRows {
        let view = table.standInView(atRow: row)
        switch mapping.entry(forRow: row) {
        case .header(let section)?:
          #expect(
            (view as? NSTableCellView)?.textField?.stringValue
              == settings.stack.headerContent(inSection: section)?.title, "\(step)",
            sourceLocation: sourceLocation)
        case .row(let path)?:
          let owner = settings.stack.resolve(path)
          if let owner, owner.dataSource === settings.nearby {
            #expect(
              (view as? DeviceCellView)?.device == settings.nearby.object(at: owner.path),
              "\(step)", sourceLocation: sourceLocation)
          } else {
            #expect(
              (view as? NSTableCellView)?.textField?.stringValue
                == (settings.stack.rowContent(at: path)?.title
                  ?? settings.stack.item(at: path).map { "\($0)" }),
              "\(step)",
              sourceLocation: sourceLocation)
          }
        case nil:
          Issue.record("\(step): row \(row) is past the end", sourceLocation: sourceLocation)
        }
      }
    }
  }
#endif
