#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The cells: the owner's typed cell when it has one and the row an item, else the default
  /// cell made from the row's content.
  extension TableViewBridge {
    /// The cell of the row at `indexPath` (the table's current coordinates), dequeued from
    /// `tableView` and configured.
    ///
    /// - Complexity: That of ``SectionGroupStack/resolve(_:)``, plus the configuration.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let owner = TablePath(indexPath).flatMap { RowOwner(of: $0, in: dataSource) }
      if let owner,
        let typed = (owner.dataSource as? any ItemDataSource)?.typedTableCell(at: owner.path)
      {
        registerCell(typed.cellClass, as: typed.reuseIdentifier, on: tableView)
        let cell = tableView.dequeueReusableCell(
          withIdentifier: typed.reuseIdentifier, for: indexPath)
        if let content = owner.dataSource.rowContent(at: owner.path) {
          cell.selectionStyle = content.acceptsSelection ? .default : .none
        }
        cell.accessibilityIdentifier = owner.accessibilityIdentifier
        typed.configure(cell)
        return cell
      }
      let identifier = CellReuseIdentifier.rowContent
      registerCell(UITableViewCell.self, as: identifier, on: tableView)
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      // UIKit never asks for a row it does not show; should the data source have lost it, the
      // cell is blank until the batch that removes it.
      configure(cell, showing: owner?.content ?? RowContent(""), in: tableView)
      showReturnKey(in: cell, at: indexPath)
      cell.accessibilityIdentifier = owner?.accessibilityIdentifier
      return cell
    }

    /// Makes `cell` show `content`: its list configuration (with its badge beside it,
    /// ``BadgedRowConfiguration``, when it has one), accessory, selection style and
    /// accessibility label, value and traits. A detail (``RowContent/Accessory/detail(_:)``) is
    /// the value cell's trailing text with no accessory. A control the cell shows already is updated in
    /// place. A disabled row is dimmed, its control disabled and its selection style `.none`;
    /// everything is set from the content each time, as the cell may have shown another row.
    /// The row an inline picker opens shows its wheel or calendar across the cell instead
    /// (``ControlRowConfiguration``).
    private func configure(
      _ cell: UITableViewCell, showing content: RowContent, in tableView: UITableView
    ) {
      let fillsRow = ControlRowConfiguration.fillsRow(content.accessory)
      let list = UIListContentConfiguration.row(content, valueAsSecondaryText: true)
      if fillsRow {
        cell.contentConfiguration = ControlRowConfiguration(
          content: content, send: controlInput(in: cell, of: tableView))
      } else if let badge = content.badge {
        cell.contentConfiguration = BadgedRowConfiguration(list: list, badge: badge)
      } else {
        cell.contentConfiguration = list
      }
      cell.selectionStyle = content.acceptsSelection ? .default : .none
      cell.accessibilityLabel = content.accessibilityLabel
      cell.accessibilityValue = content.accessibilityValue
      cell.accessibilityTraits = UIListContentConfiguration.traits(of: content)
      let shown = cell.accessoryView
      var accessory: UIView?
      switch content.accessory {
      case .none, .detail: cell.accessoryType = .none
      case _ where fillsRow: cell.accessoryType = .none
      case .disclosureIndicator, .value: cell.accessoryType = .disclosureIndicator
      case .checkmark: cell.accessoryType = .checkmark
      case .detailButton: cell.accessoryType = .detailButton
      case .picker(let picker) where picker.style == .navigation:
        cell.accessoryType = .disclosureIndicator
      case .textField, .slider, .stepper, .picker, .datePicker:
        cell.accessoryType = .none
        accessory = RowControl.control(
          showing: content, reusing: shown, send: controlInput(in: cell, of: tableView))
      case .toggle(let isOn):
        cell.accessoryType = .none
        let toggle = toggle(
          isOn: isOn, title: content.title, reusing: shown, in: cell, of: tableView)
        toggle.isEnabled = content.isEnabled
        accessory = toggle
      }
      // Set only when it changes: taking a text field being typed into out of its window would
      // end the editing (and hide the keyboard) on every reconfigure of its row.
      if cell.accessoryView !== accessory { cell.accessoryView = accessory }
    }

    /// The switch of a toggle row, labelled for VoiceOver with the row's title: the cell's own
    /// when it has one (a reconfigured row keeps its switch, which then slides), wired to
    /// ``userToggled(_:in:of:)``.
    private func toggle(
      isOn: Bool, title: String, reusing shown: UIView?, in cell: UITableViewCell,
      of tableView: UITableView
    ) -> UISwitch {
      let shown = shown as? UISwitch
      let toggle = shown ?? UISwitch(frame: .zero)
      toggle.setOn(isOn, animated: shown != nil)
      toggle.accessibilityLabel = title
      // One action per switch, whatever row the cell shows next: an action with the same
      // identifier replaces the previous one.
      toggle.addAction(
        UIAction(identifier: Self.toggleAction) { [weak self, weak cell, weak tableView] action in
          guard let self, let cell, let tableView, let toggle = action.sender as? UISwitch else {
            return
          }
          userToggled(toggle, in: cell, of: tableView)
        }, for: .valueChanged)
      return toggle
    }

    private static let toggleAction = UIAction.Identifier("StackedDataSources.toggle")

    /// The user flipped the switch of `cell`: the row is the one the cell shows now, not the one
    /// it showed when configured, as rows may have moved since. The switch shows what the user
    /// set; the data source's batch reconfigures it when the owner did not take it
    /// (``DataSourceProtocol/handOnUserInput(at:shows:commit:show:)``).
    private func userToggled(
      _ toggle: UISwitch, in cell: UITableViewCell, of tableView: UITableView
    ) {
      guard let path = tableView.indexPath(for: cell).flatMap(TablePath.init) else { return }
      let isOn = toggle.isOn
      perform { () throws(DataSourceError) in
        try dataSource.handOnUserInput(at: path, shows: { $0.toggled(isOn) }) {
          () throws(DataSourceError) in
          try dataSource.setToggle(isOn, at: path)
        } show: { content, isPutBack in
          cell.accessibilityValue = content.accessibilityValue
          guard isPutBack, case .toggle(let shown) = content.accessory else { return }
          toggle.setOn(shown, animated: true)
        }
      }
    }

    /// The user changed the control of `cell`, or finished editing its text: handed to the row
    /// the cell shows now (``DataSourceProtocol/setControlValue(_:at:)``, or
    /// ``DataSourceProtocol/endEditing(at:)``), as ``CollectionViewBridge`` does. The control
    /// shows what the user entered (a slider the step it was snapped to); the data source's
    /// batch reconfigures it when the owner did not take the value, and a value refused with an
    /// error goes back (``DataSourceProtocol/handOnUserInput(at:shows:commit:show:)``).
    private func userEntered(
      _ input: RowControl.Input, with control: UIView, in cell: UITableViewCell,
      of tableView: UITableView
    ) {
      guard let path = tableView.indexPath(for: cell).flatMap(TablePath.init) else { return }
      perform { () throws(DataSourceError) in
        guard case .value(let value) = input else { return try dataSource.endEditing(at: path) }
        try dataSource.handOnUserInput(at: path, shows: { $0.showing(value) }) {
          () throws(DataSourceError) in
          try dataSource.setControlValue(value, at: path)
        } show: { content, isPutBack in
          cell.accessibilityValue = content.accessibilityValue
          guard isPutBack else { return }
          RowControl.show(content, in: control, send: controlInput(in: cell, of: tableView))
        }
      }
    }

    /// Hands the input of a control of `cell` to ``userEntered(_:with:in:of:)``, and a text
    /// field's keyboard to ``userUsedKeyboard(_:in:of:in:)``.
    private func controlInput(in cell: UITableViewCell, of tableView: UITableView)
      -> RowControl.Send
    {
      { [weak self, weak cell, weak tableView] control, input in
        guard let self, let cell, let tableView else { return }
        switch input {
        case .beginEditing, .pressReturn:
          userUsedKeyboard(input, in: control, of: cell, in: tableView)
        case .value, .endEditing:
          userEntered(input, with: control, in: cell, of: tableView)
        }
      }
    }
  }
#endif
