#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import Testing

  @testable import StackedDataSourcesUI

  /// ``ControlsScreen`` in a stand-in `NSTableView`, wired as ``NSTableHarness`` wires the
  /// settings screen: a bridge as the table's data source and delegate, an `NSTableViewSink`
  /// behind a `ValidatingSink` (table flavour) as the stack's sink. The table's picture of a row
  /// the user changed is what its view shows.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class NSTableControlsHarness {
    let screen = ControlsScreen()
    let table = NSTableView(frame: .zero)
    let bridge: NSTableViewBridge
    let validator: ValidatingSink
    let sink: NSTableViewSink
    /// The errors the bridge reported.
    private(set) var errors: [DataSourceError] = []

    init() {
      bridge = NSTableViewBridge(dataSource: screen.stack)
      sink = NSTableViewSink(tableView: table, dataSource: screen.stack, showsHeaders: true)
      validator = ValidatingSink(dataSource: screen.stack, downstream: sink, flavor: .tableView)
      bridge.onError = { [unowned self] in errors.append($0) }
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Setting")))
      table.dataSource = bridge
      table.delegate = bridge
      let bridge = bridge
      table.standInRowValueProvider = { row in Self.value(ofRow: row, in: bridge) }
      table.standInShowViews()
      table.standInSetInWindow(true)
      screen.stack.sink = validator
      _ = table.numberOfRows
    }

    /// A header's title, or a row's content.
    private static func value(ofRow row: Int, in bridge: NSTableViewBridge) -> AnyHashable? {
      switch bridge.rows.entry(forRow: row) {
      case .header(let section)?:
        return "§ \(bridge.dataSource.headerContent(inSection: section)?.title ?? "")"
      case .row(let path)?: return bridge.dataSource.rowContent(at: path)
      case nil: return nil
      }
    }

    /// The flat row of setting `id`.
    func row(_ id: String) -> Int { bridge.rows.row(for: ControlsScreen.path(of: id)) ?? -1 }

    /// The view the table shows for setting `id`.
    func view(_ id: String) -> RowContentCellView? {
      table.standInView(atRow: row(id)) as? RowContentCellView
    }

    /// The control the table shows for setting `id`, as a `Control`.
    func control<Control: NSControl>(_ id: String, _ type: Control.Type) -> Control? {
      view(id)?.control as? Control
    }

    /// The calls the table received since `count` of them.
    func calls(since count: Int) -> [String] { Array(table.standInReceivedCalls.dropFirst(count)) }

    /// AppKit's and UIKit's rules held, the table shows the screen's rows, and every view shows
    /// its row's title, label and value for VoiceOver, and its row's control, wired.
    func expectConsistent(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        validator.violations.isEmpty, "\(step): \(validator.violations)",
        sourceLocation: sourceLocation)
      #expect(
        table.standInFailures.isEmpty, "\(step): \(table.standInFailures)",
        sourceLocation: sourceLocation)
      let expected = (0..<bridge.rows.numberOfRows).map { Self.value(ofRow: $0, in: bridge) }
      #expect(table.standInShownRows == expected, "\(step)", sourceLocation: sourceLocation)
      for row in 0..<table.numberOfRows {
        guard case .row(let path)? = bridge.rows.entry(forRow: row),
          let content = screen.stack.rowContent(at: path),
          let view = table.standInView(atRow: row) as? RowContentCellView
        else { continue }
        #expect(
          view.titleLabel.stringValue == content.title, "\(step)", sourceLocation: sourceLocation)
        #expect(
          view.accessibilityLabel() == content.accessibilityLabel
            && view.accessibilityValue() as? String == content.accessibilityValue,
          "\(step): \(content.title)", sourceLocation: sourceLocation)
        #expect(
          view.accessibilityIdentifier() == "Controls/\(screen.controls[path.row]?.id ?? "")",
          "\(step)", sourceLocation: sourceLocation)
        let control = view.control
        #expect(
          content.accessory.isControl == (control.map { !$0.isHidden } ?? false),
          "\(step): \(content.title)'s control", sourceLocation: sourceLocation)
        if let control, !control.isHidden {
          #expect(
            control.accessibilityLabel() == content.title, "\(step)",
            sourceLocation: sourceLocation)
          let wired =
            (control as? NSTextField).map { $0.delegate === bridge }
            ?? (control.target === bridge && control.action == NSTableViewBridge.controlAction)
          #expect(wired, "\(step): \(content.title)'s control", sourceLocation: sourceLocation)
        }
      }
    }
  }
#endif
