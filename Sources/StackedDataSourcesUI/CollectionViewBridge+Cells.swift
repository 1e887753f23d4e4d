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
        cell.accessibilityIdentifier = owner.accessibilityIdentifier
        return cell
      }
      // UIKit never asks for a row it does not show; should the data source have lost it, the
      // cell is blank until the batch that removes it.
      let content = owner?.content ?? RowContent("")
      let cell = collectionView.dequeueConfiguredReusableCell(
        using: rowContentCells, for: indexPath, item: content)
      // The row an inline picker opens shows its wheel or calendar across the cell (the
      // registration leaves its content configuration to this).
      let fillsRow = ControlRowConfiguration.fillsRow(content.accessory)
      if fillsRow {
        cell.contentConfiguration = ControlRowConfiguration(
          content: content, send: controlInput(in: cell, of: collectionView))
      }
      cell.accessories =
        (fillsRow ? [] : accessories(showing: content, in: cell, of: collectionView))
        + editingAccessories(for: owner, in: cell, of: collectionView)
        + (fillsRow ? [] : badgeAccessories(showing: content))
      showReturnKey(in: cell, at: indexPath)
      cell.accessibilityIdentifier = owner?.accessibilityIdentifier
      cell.accessibilityLabel = content.accessibilityLabel
      cell.accessibilityValue = content.accessibilityValue
      cell.accessibilityTraits = UIListContentConfiguration.traits(of: content)
      return cell
    }

    /// The cell accessories of `content`'s accessory; the detail button and the controls act
    /// on the row `cell` shows when the user taps them. A control the cell shows already is
    /// updated in place; a stepper's value text is a label before it; an inline picker's row
    /// shows its value as a label, and a detail is a label with no chevron. The controls of a
    /// disabled row are disabled.
    private func accessories(
      showing content: RowContent, in cell: UICollectionViewListCell,
      of collectionView: UICollectionView
    ) -> [UICellAccessory] {
      let accessory = content.accessory
      switch accessory {
      case .none: return []
      case _ where accessory.inlineValueText != nil:
        return [.label(text: accessory.inlineValueText ?? "")]
      case .picker(let picker) where picker.style == .navigation:
        return [.label(text: picker.selectedTitle ?? ""), .disclosureIndicator()]
      case .textField, .slider, .stepper, .picker, .datePicker:
        let shown = cell.accessories.lazy.compactMap { accessory -> UIView? in
          guard case .customView(let view) = accessory.accessoryType, !(view is BadgeLabel)
          else { return nil }
          return view
        }.first
        guard
          let control = RowControl.control(
            showing: content, reusing: shown, send: controlInput(in: cell, of: collectionView))
        else { return [] }
        let controlAccessory = UICellAccessory.customView(
          configuration: .init(customView: control, placement: .trailing()))
        guard case .stepper(let stepper) = accessory else { return [controlAccessory] }
        return [.label(text: stepper.valueText), controlAccessory]
      case .disclosureIndicator: return [.disclosureIndicator()]
      case .checkmark: return [.checkmark()]
      case .value(let value): return [.label(text: value), .disclosureIndicator()]
      case .detail(let detail): return [.label(text: detail)]
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
        toggle.isEnabled = content.isEnabled
        toggle.accessibilityLabel = content.title
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

    /// The row's badge (``RowContent/badge``), a ``BadgeLabel`` before every other trailing
    /// accessory (position 0 of the trailing edge's, in leading-to-trailing order, placed after
    /// the others so that nothing placed later goes before it); none without a badge.
    private func badgeAccessories(showing content: RowContent) -> [UICellAccessory] {
      guard let text = content.badge else { return [] }
      let badge = BadgeLabel(frame: .zero)
      badge.text = text
      return [
        .customView(
          configuration: .init(
            customView: badge, placement: .trailing(displayed: .always, at: { _ in 0 })))
      ]
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
    /// ``TableViewBridge``, the switch shows what the user set, and the data source's batch
    /// reconfigures it when the owner did not take it.
    private func userToggled(
      _ toggle: UISwitch, in cell: UICollectionViewCell, of collectionView: UICollectionView
    ) {
      guard let path = collectionView.indexPath(for: cell).flatMap(TablePath.init) else { return }
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
    /// the cell shows now, as in ``TableViewBridge``.
    private func userEntered(
      _ input: RowControl.Input, with control: UIView, in cell: UICollectionViewCell,
      of collectionView: UICollectionView
    ) {
      guard let path = collectionView.indexPath(for: cell).flatMap(TablePath.init) else { return }
      perform { () throws(DataSourceError) in
        guard case .value(let value) = input else { return try dataSource.endEditing(at: path) }
        try dataSource.handOnUserInput(at: path, shows: { $0.showing(value) }) {
          () throws(DataSourceError) in
          try dataSource.setControlValue(value, at: path)
        } show: { content, isPutBack in
          cell.accessibilityValue = content.accessibilityValue
          guard isPutBack else { return }
          RowControl.show(content, in: control, send: controlInput(in: cell, of: collectionView))
        }
      }
    }

    /// Hands the input of a control of `cell` to ``userEntered(_:with:in:of:)``, and a text
    /// field's keyboard to ``userUsedKeyboard(_:in:of:in:)``.
    private func controlInput(in cell: UICollectionViewCell, of collectionView: UICollectionView)
      -> RowControl.Send
    {
      { [weak self, weak cell, weak collectionView] control, input in
        guard let self, let cell, let collectionView else { return }
        switch input {
        case .beginEditing, .pressReturn:
          userUsedKeyboard(input, in: control, of: cell, in: collectionView)
        case .value, .endEditing:
          userEntered(input, with: control, in: cell, of: collectionView)
        }
      }
    }
  }
#endif
