#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// The two UIKit views that show ``ControlsScreen``.
  enum UIKitView: String, CaseIterable, Sendable, CustomStringConvertible {
    case table
    case collection

    var description: String { rawValue }
  }

  /// ``ControlsScreen`` in a stand-in `UITableView` (with `TableViewBridge`) or list
  /// `UICollectionView` (with `CollectionViewBridge`), wired as an app wires it. Every call the
  /// view receives, and every control the user changes (`.userChangedControl`), also reaches a
  /// `ValidatingSink` with the full content check, so ``expectConsistent(_:sourceLocation:)``
  /// checks UIKit's batch rules and that every row shows the model.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class ControlsHarness {
    let screen = ControlsScreen()
    let view: UIKitView
    let validator: ValidatingSink
    /// What the stack sent.
    let sent = RecordingSink()
    /// What the view received, as core values (boundaries included).
    private(set) var received: [TableUpdate] = []
    /// The errors the bridge reported.
    private(set) var errors: [DataSourceError] = []
    /// The rows `onShowChoices` was called with, and their pickers.
    private(set) var shownChoices: [(TablePath, RowContent.Picker)] = []
    private let table = UITableView(frame: .zero, style: .insetGrouped)
    private let collection = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    private let tableBridge: TableViewBridge
    private let collectionBridge: CollectionViewBridge
    private let sink: any TableSink

    init(_ view: UIKitView) {
      self.view = view
      let stack = screen.stack
      tableBridge = TableViewBridge(dataSource: stack)
      collectionBridge = CollectionViewBridge(dataSource: stack)
      validator = ValidatingSink(
        dataSource: stack, flavor: view == .table ? .tableView : .collectionView,
        contentCheck: .full)
      switch view {
      case .table:
        sink = TableViewSink(tableView: table)
        tableBridge.onError = { [unowned self] in errors.append($0) }
        tableBridge.onShowChoices = { [unowned self] in shownChoices.append(($0, $1)) }
        table.dataSource = tableBridge
        table.delegate = tableBridge
        table.standInSetInWindow(true)
        table.standInOnCall = { [unowned self] call in
          if case .userChangedControl(let path) = call {
            validator.userChangedControl(at: TablePath(received: path))
          } else if let update = call.tableUpdate {
            received.append(update)
            validator.apply(update)
          }
        }
      case .collection:
        sink = CollectionViewSink(collectionView: collection)
        collectionBridge.onError = { [unowned self] in errors.append($0) }
        collectionBridge.onShowChoices = { [unowned self] in shownChoices.append(($0, $1)) }
        collection.dataSource = collectionBridge
        collection.delegate = collectionBridge
        collection.standInSetInWindow(true)
        collection.standInOnCall = { [unowned self] call in
          if case .userChangedControl(let path) = call {
            validator.userChangedControl(at: TablePath(received: path))
          } else if let update = call.tableUpdate {
            received.append(update)
            validator.apply(update)
          }
        }
      }
      sent.downstream = sink
      stack.sink = sent
      _ = counts
    }

    /// The row counts the view shows.
    var counts: [Int] {
      switch view {
      case .table: table.standInLayoutIfNeeded()
      case .collection: collection.standInLayoutIfNeeded()
      }
    }

    /// The index path of the setting `id`, in the model's current order.
    func indexPath(_ id: String) -> IndexPath {
      IndexPath(row: screen.model.settings.firstIndex { $0.id == id }!, section: 0)
    }

    /// The cell the view shows for the setting `id`.
    func cell(_ id: String) -> UIView? {
      switch view {
      case .table: table.standInCell(at: indexPath(id))
      case .collection: collection.standInCell(at: indexPath(id))
      }
    }

    /// How many of the cells shown were reused (handed out again after `prepareForReuse()`).
    var reusedCells: Int {
      screen.model.settings.count { setting in
        switch view {
        case .table: (table.standInCell(at: indexPath(setting.id))?.standInTimesReused ?? 0) > 0
        case .collection:
          (collection.standInCell(at: indexPath(setting.id))?.standInTimesReused ?? 0) > 0
        }
      }
    }

    /// The control of type `Control` the cell of the setting `id` shows.
    func control<Control: UIControl>(_ type: Control.Type, _ id: String) -> Control? {
      switch view {
      case .table: table.standInCell(at: indexPath(id))?.accessoryView as? Control
      case .collection: collection.standInControl(type, at: indexPath(id))
      }
    }

    /// The user changes the control of the setting `id`, as `change` plays it; `false` when its
    /// cell shows no such control.
    @discardableResult
    func user<Control: UIControl>(
      _ type: Control.Type, _ id: String, _ change: (Control) -> Void
    ) -> Bool {
      switch view {
      case .table: table.standInUserChangeControl(type, at: indexPath(id), change)
      case .collection: collection.standInUserChangeControl(type, at: indexPath(id), change)
      }
    }

    /// Reloads the view through the stack's sink (`reloadData()`), which gives every cell shown
    /// back for reuse.
    func reloadView() {
      sent.reloadData()
    }

    /// The user taps the row of the setting `id`.
    func userTap(_ id: String) {
      switch view {
      case .table: table.standInUserTapRow(at: indexPath(id))
      case .collection: collection.standInUserTapItem(at: indexPath(id))
      }
    }

    /// The text the row of the setting `id` shows as its value beside its control: a table
    /// cell's secondary text, a list cell's label accessory.
    func valueText(_ id: String) -> String? {
      switch view {
      case .table:
        (table.standInCell(at: indexPath(id))?.contentConfiguration as? UIListContentConfiguration)?
          .secondaryText
      case .collection:
        (collection.standInCell(at: indexPath(id)) as? UICollectionViewListCell)?.accessories
          .first { $0.accessoryType == .label }?.standInLabelText
      }
    }

    /// The rows reconfigured (or reloaded) in what the view received.
    var refreshedRows: [TablePath] {
      received.flatMap { update -> [TablePath] in
        switch update {
        case .reconfigureRows(let paths), .reloadRows(let paths, _): paths
        default: []
        }
      }
    }

    /// Forgets what the view received and the screen's handlers were given, for the next step.
    func clear() {
      received = []
      sent.removeAll()
      errors = []
    }

    /// UIKit accepted every batch and both oracles hold (the validator's batch rules and its
    /// full content check), the sink forwarded the stack's calls one to one, the view shows the
    /// stack's counts, and every row's control shows its row's content.
    func expectConsistent(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        validator.violations.isEmpty, "\(view) \(step): \(validator.violations)",
        sourceLocation: sourceLocation)
      let failures =
        switch view {
        case .table: table.standInFailures
        case .collection: collection.standInFailures
        }
      #expect(failures.isEmpty, "\(view) \(step): \(failures)", sourceLocation: sourceLocation)
      #expect(
        received.filter { !$0.isBoundary }.map(\.withoutAnimation)
          == sent.updates.filter { !$0.isBoundary }.map(\.withoutAnimation), "\(view) \(step)",
        sourceLocation: sourceLocation)
      #expect(counts == screen.stack.rowCounts, "\(view) \(step)", sourceLocation: sourceLocation)
      for setting in screen.model.settings {
        let content = ControlsScreen.content(of: setting)
        #expect(
          shows(content.accessory, setting.id), "\(view) \(step): \(setting.id) shows \(content)",
          sourceLocation: sourceLocation)
      }
    }

    /// Whether the control of the setting `id` shows `accessory`.
    func shows(_ accessory: RowContent.Accessory, _ id: String) -> Bool {
      switch accessory {
      case .textField(let field): control(UITextField.self, id)?.text == field.text
      case .slider(let slider): control(UISlider.self, id)?.value == Float(slider.value)
      case .stepper(let stepper):
        control(UIStepper.self, id)?.value == stepper.value && valueText(id) == stepper.valueText
      case .picker(let picker) where picker.style == .segmented:
        control(UISegmentedControl.self, id)?.selectedSegmentIndex == picker.selectedIndex
      case .picker(let picker) where picker.style == .menu:
        control(UIButton.self, id)?.standInSelectedMenuTitle == picker.selectedTitle
      case .picker(let picker): valueText(id) == picker.selectedTitle
      case .datePicker(let picker): control(UIDatePicker.self, id)?.date == picker.date
      default: true
      }
    }
  }
#endif
