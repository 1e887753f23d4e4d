#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The cells: the owner's typed cell when it has one and the row an item, else the default
  /// list cell made from the row's content, with its accessories.
  extension CollectionViewBridge {
    /// The cell of the row at `indexPath` (the view's current coordinates), dequeued from
    /// `collectionView` and configured.
    ///
    /// - Complexity: That of ``SectionGroupStack/resolve(_:)``, plus the configuration.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let owner = TablePath(indexPath).flatMap { RowOwner(of: $0, in: dataSource) }
      if let owner,
        let cell = (owner.dataSource as? any ItemDataSource)?.typedCollectionCell(
          at: owner.path, dequeuedFrom: collectionView, for: indexPath)
      {
        return cell
      }
      // UIKit never asks for a row it does not show; should the data source have lost it, the
      // cell is blank until the batch that removes it.
      let content = owner?.content ?? RowContent("")
      let cell = collectionView.dequeueConfiguredReusableCell(
        using: rowContentCells, for: indexPath, item: content)
      cell.accessories =
        accessories(showing: content.accessory, in: cell, of: collectionView)
        + editingAccessories(for: owner, in: cell, of: collectionView)
      return cell
    }

    /// The cell accessories of `accessory`; the detail button and the switch act on the row
    /// `cell` shows when the user taps them.
    private func accessories(
      showing accessory: RowContent.Accessory, in cell: UICollectionViewListCell,
      of collectionView: UICollectionView
    ) -> [UICellAccessory] {
      switch accessory {
      case .none: return []
      case .textField, .slider, .stepper, .picker, .datePicker: return []  // Issue 30: replaced by the native control in the next commits.
      case .disclosureIndicator: return [.disclosureIndicator()]
      case .checkmark: return [.checkmark()]
      case .value(let value): return [.label(text: value), .disclosureIndicator()]
      case .detailButton:
        let tap = userAction(in: cell, of: collectionView) {
          (dataSource, path) throws(DataSourceError) in
          try dataSource.tapAccessory(at: path)
        }
        if #available(iOS 15.4, *), !usesDetailButtonBefore15Point4 {
          return [.detail(actionHandler: tap)]
        }
        let button = UIButton(type: .detailDisclosure, primaryAction: UIAction { _ in tap() })
        return [.customView(configuration: .init(customView: button, placement: .trailing()))]
      case .toggle(let isOn):
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = isOn
        toggle.addAction(
          UIAction { [weak self, weak cell, weak collectionView] action in
            guard let self, let cell, let collectionView,
              let toggle = action.sender as? UISwitch
            else { return }
            userToggled(toggle, in: cell, of: collectionView)
          }, for: .valueChanged)
        return [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
      }
    }

    /// An accessory's action on the row `cell` shows when the user taps it.
    private func userAction(
      in cell: UICollectionViewCell, of collectionView: UICollectionView,
      _ action: @escaping (any DataSourceProtocol, TablePath) throws(DataSourceError) -> Void
    ) -> () -> Void {
      { [weak self, weak cell, weak collectionView] in
        guard let self, let cell, let collectionView,
          let path = collectionView.indexPath(for: cell).flatMap(TablePath.init)
        else { return }
        perform { () throws(DataSourceError) in try action(dataSource, path) }
      }
    }

    /// The controls editing mode shows: insert for a row with an insert control
    /// (``DataSourceProtocol/commitInsert(at:)`` when tapped), else delete for a row the user
    /// may delete (tapping it reveals the trailing swipe actions,
    /// ``swipeActionsConfiguration(forItemAt:edge:)``); reorder for a row the user may move.
    private func editingAccessories(
      for owner: RowOwner?, in cell: UICollectionViewCell, of collectionView: UICollectionView
    ) -> [UICellAccessory] {
      guard let owner else { return [] }
      var accessories: [UICellAccessory] = []
      if owner.dataSource.canInsertRow(at: owner.path) {
        let insert = userAction(in: cell, of: collectionView) {
          (dataSource, path) throws(DataSourceError) in
          try dataSource.commitInsert(at: path)
        }
        accessories.append(.insert(displayed: .whenEditing, actionHandler: insert))
      } else if owner.dataSource.canEditRow(at: owner.path) {
        accessories.append(.delete(displayed: .whenEditing))
      }
      if owner.dataSource.canMoveRow(at: owner.path) {
        accessories.append(.reorder(displayed: .whenEditing))
      }
      return accessories
    }

    /// The user flipped the switch of `cell`: the row is the one the cell shows now. As in
    /// ``TableViewBridge``, the switch goes back when the data source left the row unchanged.
    private func userToggled(
      _ toggle: UISwitch, in cell: UICollectionViewCell, of collectionView: UICollectionView
    ) {
      guard let path = collectionView.indexPath(for: cell).flatMap(TablePath.init) else { return }
      perform { () throws(DataSourceError) in try dataSource.commitUserToggle(toggle.isOn, at: path)
      }
      guard let now = collectionView.indexPath(for: cell).flatMap(TablePath.init),
        case .toggle(let isOn)? = dataSource.rowContent(at: now)?.accessory, isOn != toggle.isOn
      else { return }
      toggle.setOn(isOn, animated: true)
    }
  }
#endif
