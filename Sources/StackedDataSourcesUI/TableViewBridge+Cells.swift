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
          cell.selectionStyle = content.isSelectable ? .default : .none
        }
        typed.configure(cell)
        return cell
      }
      let identifier = CellReuseIdentifier.rowContent
      registerCell(UITableViewCell.self, as: identifier, on: tableView)
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      // UIKit never asks for a row it does not show; should the data source have lost it, the
      // cell is blank until the batch that removes it.
      configure(cell, showing: owner?.content ?? RowContent(""), in: tableView)
      return cell
    }

    /// Makes `cell` show `content`: its list configuration, accessory and selection style.
    private func configure(
      _ cell: UITableViewCell, showing content: RowContent, in tableView: UITableView
    ) {
      cell.contentConfiguration = UIListContentConfiguration.row(
        content, valueAsSecondaryText: true)
      cell.selectionStyle = content.isSelectable ? .default : .none
      cell.accessoryView = nil
      switch content.accessory {
      case .none: cell.accessoryType = .none
      case .disclosureIndicator, .value: cell.accessoryType = .disclosureIndicator
      case .checkmark: cell.accessoryType = .checkmark
      case .detailButton: cell.accessoryType = .detailButton
      case .textField, .slider, .stepper, .picker, .datePicker:  // Issue 30: replaced by the native control in the next commits.
        cell.accessoryType = .none
      case .toggle(let isOn):
        cell.accessoryType = .none
        cell.accessoryView = toggle(isOn: isOn, in: cell, of: tableView)
      }
    }

    /// The switch of a toggle row: the cell's own when it has one (a reconfigured row keeps its
    /// switch, which then slides), wired to ``userToggled(_:in:of:)``.
    private func toggle(isOn: Bool, in cell: UITableViewCell, of tableView: UITableView)
      -> UISwitch
    {
      let shown = cell.accessoryView as? UISwitch
      let toggle = shown ?? UISwitch(frame: .zero)
      toggle.setOn(isOn, animated: shown != nil)
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
    /// it showed when configured, as rows may have moved since.
    private func userToggled(
      _ toggle: UISwitch, in cell: UITableViewCell, of tableView: UITableView
    ) {
      guard let path = tableView.indexPath(for: cell).flatMap(TablePath.init) else { return }
      perform { () throws(DataSourceError) in try dataSource.commitUserToggle(toggle.isOn, at: path)
      }
      // The switch shows the model. When the data source changed the row, its batch has
      // reconfigured or replaced the cell already; when it did not (it refused, or asks the
      // user first), the switch goes back.
      guard let now = tableView.indexPath(for: cell).flatMap(TablePath.init),
        case .toggle(let isOn)? = dataSource.rowContent(at: now)?.accessory, isOn != toggle.isOn
      else { return }
      toggle.setOn(isOn, animated: true)
    }
  }
#endif
