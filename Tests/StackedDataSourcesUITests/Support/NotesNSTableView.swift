#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import Testing

  @testable import StackedDataSourcesUI

  /// ``NotesScreen`` in a stand-in `NSTableView`: an `NSTableViewBridge` as its data source and
  /// delegate, an `NSTableViewSink` with header rows, every row's view loaded, as on screen.
  ///
  /// A path is found among the flat rows **the table shows** (its own picture of its rows, each
  /// header row read as `"§ Title"`), never through the data source, whose layout may hold an
  /// open transaction's changes. The user's hands are the stand-in's; AppKit's action messages,
  /// which the stand-in cannot send, are the bridge's action methods called as AppKit calls them.
  @MainActor
  final class NotesNSTableView: NotesView {
    let kind = NotesViewKind.nsTable
    let screen: NotesScreen
    let validator: ValidatingSink
    let recorder = RecordingSink()
    private(set) var errors: [DataSourceError] = []
    let deletesRows = false
    let table = NSTableView(frame: .zero)
    let bridge: NSTableViewBridge

    init(_ screen: NotesScreen) {
      self.screen = screen
      let stack = screen.stack
      bridge = NSTableViewBridge(dataSource: stack)
      recorder.downstream = NSTableViewSink(tableView: table, dataSource: stack, showsHeaders: true)
      validator = ValidatingSink(
        dataSource: stack, downstream: recorder, flavor: .tableView, contentCheck: .full)
      bridge.onError = { [unowned self] in errors.append($0) }
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Notes")))
      table.dataSource = bridge
      table.delegate = bridge
      let bridge = bridge
      table.standInRowValueProvider = { row in
        switch bridge.rows.entry(forRow: row) {
        case .header(let section)?:
          "§ \(bridge.dataSource.headerContent(inSection: section)?.title ?? "")"
        case .row(let path)?: bridge.dataSource.rowContent(at: path)
        case nil: nil
        }
      }
      table.standInShowViews()
      table.standInSetInWindow(true)
      stack.sink = validator
      for row in 0..<table.numberOfRows { _ = table.standInView(atRow: row) }
    }

    var failures: [String] { table.standInFailures }

    var received: String { table.standInReceivedCalls.joined(separator: "; ") }

    /// The flat rows the table shows, as paths: `nil` for a header row.
    private var shownPaths: [TablePath?] {
      var section = -1
      var row = -1
      return table.standInShownRows.map { value in
        if let header = value as? String, header.hasPrefix("§ ") {
          section += 1
          row = -1
          return nil
        }
        row += 1
        return TablePath(section: section, row: row)
      }
    }

    /// The flat row the table shows `path` at.
    private func flatRow(_ path: TablePath) -> Int? {
      shownPaths.firstIndex(of: path)
    }

    /// The view the table shows for `path`.
    private func view(at path: TablePath) -> RowContentCellView? {
      flatRow(path).flatMap { table.standInView(atRow: $0) as? RowContentCellView }
    }

    /// The text field the table shows for `path`.
    private func textField(at path: TablePath) -> NSTextField? {
      guard let control = view(at: path)?.control as? NSTextField, !control.isHidden else {
        return nil
      }
      return control
    }

    func userType(_ typed: String, at path: TablePath) async -> Bool {
      guard let field = textField(at: path), field.isEnabled else { return false }
      field.standInUserType(field.stringValue + typed)
      return true
    }

    func fieldText(at path: TablePath) async -> String? {
      textField(at: path)?.stringValue
    }

    func field(at path: TablePath) -> AnyObject? { textField(at: path) }

    func userFlipSwitch(at path: TablePath) async -> Bool {
      guard let checkbox = view(at: path)?.checkbox, !checkbox.isHidden else { return false }
      let (target, action) = checkbox.standInClick()
      guard target === bridge, action == NSTableViewBridge.toggleAction else { return false }
      bridge.userToggledCheckbox(checkbox)
      return true
    }

    func switchIsOn(at path: TablePath) async -> Bool? {
      guard let checkbox = view(at: path)?.checkbox, !checkbox.isHidden else { return nil }
      return checkbox.state == .on
    }

    func accessibilityValue(at path: TablePath) async -> String? {
      view(at: path)?.accessibilityValue() as? String
    }

    func userTap(at path: TablePath) -> Bool {
      flatRow(path).map { table.standInClick(row: $0) } ?? false
    }

    func userSwipeAction(_ title: String, at path: TablePath) -> Bool {
      guard let row = flatRow(path) else { return false }
      for edge in [NSTableView.RowActionEdge.leading, .trailing] {
        if let action = table.standInRowActions(forRow: row, edge: edge).first(where: {
          $0.title == title
        }) {
          action.standInPerform(row: row)
          return true
        }
      }
      return false
    }

    func userDelete(at path: TablePath) -> Bool { false }

    func update() {}

    func look(at path: TablePath) -> RowLook {
      guard let view = view(at: path) else { return RowLook() }
      let color = view.titleLabel.textColor?.standInName
      var look = RowLook()
      look.isDimmed = color == "disabledControlTextColor"
      if let control = view.control, !control.isHidden {
        look.controlIsEnabled = control.isEnabled
      } else if !view.checkbox.isHidden {
        look.controlIsEnabled = view.checkbox.isEnabled
      }
      look.isRed = color == "systemRed"
      look.isStaticText = view.accessibilityRole() == .staticText
      return look
    }

    /// The date picker the row at `path` shows.
    private func datePicker(at path: TablePath) -> NSDatePicker? {
      guard let picker = view(at: path)?.control as? NSDatePicker, !picker.isHidden else {
        return nil
      }
      return picker
    }

    func datePickerStyle(at path: TablePath) -> String? {
      guard let picker = datePicker(at: path) else { return nil }
      return switch picker.datePickerStyle {
      case .textFieldAndStepper: "textFieldAndStepper"
      case .clockAndCalendar: "clockAndCalendar"
      case .textField: "textField"
      @unknown default: "unknown"
      }
    }

    /// The pop-up button the row at `path` shows.
    private func popUp(at path: TablePath) -> NSPopUpButton? {
      guard let popUp = view(at: path)?.control as? NSPopUpButton, !popUp.isHidden else {
        return nil
      }
      return popUp
    }

    func optionPickerStyle(at path: TablePath) -> String? {
      popUp(at: path).map { "popUp \($0.itemTitles.joined(separator: " "))" }
    }

    func userPickOption(_ index: Int, at path: TablePath) async -> Bool {
      guard let popUp = popUp(at: path) else { return false }
      let (target, action) = popUp.standInUserSelectItem(at: index)
      guard target === bridge, action == NSTableViewBridge.controlAction else { return false }
      bridge.userChangedControl(popUp)
      return true
    }

    func userPickDate(_ date: Date, at path: TablePath) async -> Bool {
      guard let picker = datePicker(at: path) else { return false }
      let (target, action) = picker.standInUserPick(date)
      guard target === bridge, action == NSTableViewBridge.controlAction else { return false }
      bridge.userChangedControl(picker)
      return true
    }

    func shownRows() async -> [[ShownRow]] {
      var sections: [[ShownRow]] = []
      for (flat, path) in shownPaths.enumerated() {
        guard path != nil else {
          sections.append([])
          continue
        }
        guard let view = table.standInView(atRow: flat) as? RowContentCellView else {
          sections[sections.count - 1].append(ShownRow(title: "", value: nil))
          continue
        }
        let value: String? =
          if !view.checkbox.isHidden {
            view.checkbox.state == .on ? "On" : "Off"
          } else if let field = view.control as? NSTextField, !field.isHidden {
            field.stringValue
          } else {
            nil
          }
        sections[sections.count - 1].append(
          ShownRow(title: view.titleLabel.stringValue, value: value))
      }
      return sections
    }
  }
#endif
