#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// ``NotesScreen`` in a stand-in `UITableView` (`TableViewBridge`, `TableViewSink`) or list
  /// `UICollectionView` (`CollectionViewBridge` with its swipe actions, `CollectionViewSink`),
  /// every cell loaded, as on screen. The user's hands are the stand-ins' (`standInUser…`).
  @MainActor
  final class NotesUIKitView: NotesView {
    let kind: NotesViewKind
    let screen: NotesScreen
    let validator: ValidatingSink
    let recorder = RecordingSink()
    private(set) var errors: [DataSourceError] = []
    let deletesRows = true
    private let table: UITableView?
    private let collection: UICollectionView?
    private let tableBridge: TableViewBridge
    private let collectionBridge: CollectionViewBridge

    init(_ screen: NotesScreen, inTable: Bool) {
      self.screen = screen
      let stack = screen.stack
      kind = inTable ? .table : .collection
      tableBridge = TableViewBridge(dataSource: stack)
      collectionBridge = CollectionViewBridge(dataSource: stack)
      validator = ValidatingSink(
        dataSource: stack, downstream: recorder, flavor: inTable ? .tableView : .collectionView,
        contentCheck: .full)
      if inTable {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.dataSource = tableBridge
        table.delegate = tableBridge
        table.standInSetInWindow(true)
        recorder.downstream = TableViewSink(tableView: table)
        (self.table, collection) = (table, nil)
      } else {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionBridge.addSwipeActions(to: &list)
        let collection = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collection.dataSource = collectionBridge
        collection.delegate = collectionBridge
        collection.standInSetInWindow(true)
        recorder.downstream = CollectionViewSink(collectionView: collection)
        (table, self.collection) = (nil, collection)
      }
      tableBridge.onError = { [unowned self] in errors.append($0) }
      collectionBridge.onError = { [unowned self] in errors.append($0) }
      stack.sink = validator
      for path in paths { _ = cell(at: path) }
    }

    var failures: [String] { table?.standInFailures ?? collection?.standInFailures ?? [] }

    var received: String { "\(recorder.updates)" }

    /// Every row the view shows.
    private var paths: [TablePath] {
      let counts = table?.standInLayoutIfNeeded() ?? collection?.standInLayoutIfNeeded() ?? []
      return counts.enumerated().flatMap { section, rows in
        (0..<rows).map { TablePath(section: section, row: $0) }
      }
    }

    /// The cell the view shows at `path`.
    private func cell(at path: TablePath) -> UIView? {
      table?.standInCell(at: IndexPath(path)) ?? collection?.standInCell(at: IndexPath(path))
    }

    /// The title the cell at `path` shows: its list configuration's text, or what VoiceOver
    /// reads of a control across the cell (the row an inline picker opened shows no text).
    private func title(at path: TablePath) -> String {
      let configuration =
        table?.standInCell(at: IndexPath(path))?.contentConfiguration
        ?? collection?.standInCell(at: IndexPath(path))?.contentConfiguration
      if let list = configuration as? UIListContentConfiguration { return list.text ?? "" }
      return controlAcrossRow(at: path)?.accessibilityLabel ?? ""
    }

    /// The control of type `Control` the cell at `path` shows (as its accessory, or across the
    /// cell).
    private func control<Control: UIControl>(_ type: Control.Type, at path: TablePath)
      -> Control?
    {
      view(type, at: path)
    }

    /// The view of type `View` the cell at `path` shows as its accessory, or else in its content
    /// view.
    private func view<View: UIView>(_ type: View.Type, at path: TablePath) -> View? {
      if let table {
        let cell = table.standInCell(at: IndexPath(path))
        return cell?.accessoryView as? View ?? cell?.contentView.standInFirstView(type)
      }
      return collection?.standInAccessoryView(type, at: IndexPath(path))
    }

    /// The view of the row an inline picker opened at `path`: the control across the cell (in
    /// its content view, with no accessory, pinned to the layout margins), or `nil` when the
    /// cell shows it otherwise.
    func controlAcrossRow(at path: TablePath) -> UIView? {
      let cell: UIView?
      let accessories: Bool
      if let table {
        let tableCell = table.standInCell(at: IndexPath(path))
        (cell, accessories) = (tableCell, tableCell?.accessoryView != nil)
      } else {
        let listCell = collection?.standInCell(at: IndexPath(path)) as? UICollectionViewListCell
        (cell, accessories) = (listCell, listCell?.accessories.isEmpty == false)
      }
      let contentView =
        (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
      guard !accessories, let control = contentView?.subviews.first?.subviews.first,
        !control.translatesAutoresizingMaskIntoConstraints
      else { return nil }
      return control
    }

    /// The user changes the control of type `Control` at `path`, as `change` plays it.
    private func user<Control: UIControl>(
      _ type: Control.Type, at path: TablePath, _ change: (Control) -> Void
    ) -> Bool {
      if let table { return table.standInUserChangeControl(type, at: IndexPath(path), change) }
      return collection?.standInUserChangeControl(type, at: IndexPath(path), change) ?? false
    }

    func userType(_ typed: String, at path: TablePath) async -> Bool {
      user(UITextField.self, at: path) { $0.standInUserType(typed) }
    }

    func fieldText(at path: TablePath) async -> String? {
      control(UITextField.self, at: path)?.text
    }

    func field(at path: TablePath) -> AnyObject? { control(UITextField.self, at: path) }

    func userFlipSwitch(at path: TablePath) async -> Bool {
      user(UISwitch.self, at: path) { $0.standInUserToggle() }
    }

    func switchIsOn(at path: TablePath) async -> Bool? {
      control(UISwitch.self, at: path)?.isOn
    }

    func accessibilityValue(at path: TablePath) async -> String? {
      cell(at: path)?.accessibilityValue
    }

    func userTap(at path: TablePath) -> Bool {
      table?.standInUserTapRow(at: IndexPath(path))
        ?? collection?.standInUserTapItem(at: IndexPath(path)) ?? false
    }

    func userSwipeAction(_ title: String, at path: TablePath) -> Bool {
      guard let cell = cell(at: path) else { return false }
      for edge in [StandInSwipeEdge.leading, .trailing] {
        let swipe =
          table?.standInUserSwipe(rowAt: IndexPath(path), from: edge)
          ?? collection?.standInUserSwipe(itemAt: IndexPath(path), from: edge)
        if let action = swipe?.actions.first(where: { $0.title == title }) {
          return action.standInPerform(in: cell) == true
        }
      }
      return false
    }

    func userDelete(at path: TablePath) -> Bool {
      userSwipeAction("Delete", at: path)
    }

    func update() {}

    func look(at path: TablePath) -> RowLook {
      let cell = cell(at: path)
      let configuration =
        (table?.standInCell(at: IndexPath(path))?.contentConfiguration
        ?? collection?.standInCell(at: IndexPath(path))?.contentConfiguration)
        as? UIListContentConfiguration
      let color = configuration?.textProperties.color.standInColorName
      let shownControl = control(UIControl.self, at: path)
      var look = RowLook()
      look.isDimmed = color == "secondaryLabel"
      look.controlIsEnabled = shownControl?.isEnabled
      look.isRed = color == "systemRed"
      look.isStaticText = cell?.accessibilityTraits.contains(.staticText) ?? false
      return look
    }

    func datePickerStyle(at path: TablePath) -> String? {
      guard let picker = control(UIDatePicker.self, at: path) else { return nil }
      return switch picker.preferredDatePickerStyle {
      case .automatic: "automatic"
      case .wheels: "wheels"
      case .compact: "compact"
      case .inline: "inline"
      @unknown default: "unknown"
      }
    }

    func userPickDate(_ date: Date, at path: TablePath) async -> Bool {
      user(UIDatePicker.self, at: path) { $0.standInUserPick(date) }
    }

    /// The wheel the row at `path` shows.
    private func wheel(at path: TablePath) -> UIPickerView? {
      view(UIPickerView.self, at: path)
    }

    func optionPickerStyle(at path: TablePath) -> String? {
      if let wheel = wheel(at: path) {
        return "wheel \(wheel.standInTitles.compactMap { $0 }.joined(separator: " "))"
      }
      if control(UISegmentedControl.self, at: path) != nil { return "segmented" }
      return control(UIButton.self, at: path) != nil ? "menu" : nil
    }

    func userPickOption(_ index: Int, at path: TablePath) async -> Bool {
      wheel(at: path)?.standInUserSpin(toRow: index) ?? false
    }

    func shownRows() async -> [[ShownRow]] {
      let counts = table?.standInLayoutIfNeeded() ?? collection?.standInLayoutIfNeeded() ?? []
      return counts.enumerated().map { section, rows in
        (0..<rows).map { row in
          let path = TablePath(section: section, row: row)
          let title = self.title(at: path)
          if let field = control(UITextField.self, at: path) {
            return ShownRow(title: title, value: field.text)
          }
          if let toggle = control(UISwitch.self, at: path) {
            return ShownRow(title: title, value: toggle.isOn ? "On" : "Off")
          }
          return ShownRow(title: title, value: nil)
        }
      }
    }
  }
#endif
