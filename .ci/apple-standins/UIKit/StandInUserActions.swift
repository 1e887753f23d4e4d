// STAND-IN HOOKS: NOT UIKIT API. The user's touches on the stand-in views, each made of the calls
// UIKit makes for it, in UIKit's order (see StandInHooks.swift). A touch on a row the view does
// not show is recorded in `standInFailures` and does nothing.

/// The edge of a row the user swipes from.
public enum StandInSwipeEdge: Hashable, Sendable {
  case leading
  case trailing
}

extension UITableView {
  /// A tap on a row: UIKit asks the delegate's `tableView(_:shouldHighlightRowAt:)`, and a row
  /// that may not highlight is not selected; otherwise it selects the row and calls
  /// `tableView(_:didSelectRowAt:)`. Returns whether the row was selected.
  @discardableResult
  public func standInUserTapRow(at indexPath: IndexPath) -> Bool {
    guard standInUserCanTouch(indexPath) else { return false }
    if let delegate, !delegate.tableView(self, shouldHighlightRowAt: indexPath) { return false }
    standInSelectedRows.insert(indexPath)
    delegate?.tableView(self, didSelectRowAt: indexPath)
    return true
  }

  /// A tap on the accessory button of the row's cell (`.detailButton` or
  /// `.detailDisclosureButton`, and no accessory view): the delegate's
  /// `tableView(_:accessoryButtonTappedForRowWith:)`. Returns `false` when the cell shows no
  /// such button.
  @discardableResult
  public func standInUserTapAccessoryButton(at indexPath: IndexPath) -> Bool {
    guard standInUserCanTouch(indexPath), let cell = standInCell(at: indexPath),
      cell.accessoryView == nil,
      cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton
    else { return false }
    delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    return true
  }

  /// The user flips the `UISwitch` the row's cell shows as its accessory view. Returns `false`
  /// when the cell shows none.
  @discardableResult
  public func standInUserToggleSwitch(at indexPath: IndexPath) -> Bool {
    standInUserChangeControl(UISwitch.self, at: indexPath) { $0.standInUserToggle() }
  }

  /// The user changes the control of type `Control` that the row's cell shows as its accessory
  /// view, or else in its content view: `standInOnCall` receives `.userChangedControl`, then `change` plays the input on the
  /// control (such as `standInUserType(_:)`), which sends its actions. Returns `false` when the
  /// cell shows no such control, or a disabled one (UIKit gives a disabled control no touches).
  @discardableResult
  public func standInUserChangeControl<Control: UIControl>(
    _ type: Control.Type, at indexPath: IndexPath, _ change: (Control) -> Void
  ) -> Bool {
    guard standInUserCanTouch(indexPath), let cell = standInCell(at: indexPath),
      let control = cell.accessoryView as? Control ?? cell.contentView.standInFirstView(type),
      control.isEnabled
    else { return false }
    standInObserver?(.userChangedControl(indexPath))
    change(control)
    return true
  }

  /// The actions the table reveals when the user swipes the row from `edge`: nothing for a row
  /// the data source does not let the user edit (`tableView(_:canEditRowAt:)`); else the
  /// delegate's configuration; on the trailing edge, when the delegate gives none, UIKit's own
  /// Delete action if the delegate's editing style for the row is `.delete` (tapping it commits
  /// the delete). `nil` when the row reveals nothing. Perform an action with
  /// `standInPerform(in:)`.
  public func standInUserSwipe(rowAt indexPath: IndexPath, from edge: StandInSwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    guard standInUserCanTouch(indexPath), let dataSource, let delegate,
      dataSource.tableView(self, canEditRowAt: indexPath)
    else { return nil }
    switch edge {
    case .leading:
      return delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      if let configuration = delegate.tableView(
        self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      {
        return configuration
      }
      guard standInDeletes(indexPath) else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        [weak self, weak dataSource] _, _, completion in
        guard let self, let dataSource else { return completion(false) }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }

  /// In editing mode, the user taps the row's delete control and confirms:
  /// `tableView(_:commit:forRowAt:)` with `.delete`, when the data source lets the row be edited
  /// and the delegate's editing style for it is `.delete`. Returns whether it was committed.
  @discardableResult
  public func standInUserDeleteRow(at indexPath: IndexPath) -> Bool {
    guard standInUserCanTouch(indexPath), standInDeletes(indexPath), let dataSource else {
      return false
    }
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    return true
  }

  /// In editing mode, the user taps the row's insert control: `tableView(_:commit:forRowAt:)`
  /// with `.insert`, when the data source lets the row be edited and the delegate's editing
  /// style for it is `.insert`. Returns whether it was committed.
  @discardableResult
  public func standInUserInsertRow(at indexPath: IndexPath) -> Bool {
    guard standInUserCanTouch(indexPath), isEditing, standInEditingStyle(indexPath) == .insert,
      let dataSource
    else { return false }
    dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
    return true
  }

  /// The user drags the row at `source` and drops it over `proposed`. When the data source lets
  /// the row move, UIKit asks the delegate where it may land
  /// (`tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`); if that is not where
  /// the row started, the table shows the move (its counts follow without a batch, its cells
  /// shown move with their rows, and `standInOnCall` receives `.userMovedRow`), then calls the
  /// data source's
  /// `tableView(_:moveRowAt:to:)`. Returns the destination, or `nil` when nothing moved.
  @discardableResult
  public func standInUserMoveRow(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard standInUserCanTouch(source), let dataSource,
      dataSource.tableView(self, canMoveRowAt: source)
    else { return nil }
    let destination =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      ?? proposed
    guard destination != source else { return nil }
    standInObserver?(.userMovedRow(source, destination))
    standInEngine.userMovedRow(from: source, to: destination)
    standInPool.moveVisible(from: source, to: destination)
    dataSource.tableView(self, moveRowAt: source, to: destination)
    return destination
  }

  /// A tap on entry `index` of the section index: the section the data source answers.
  public func standInUserTapSectionIndexTitle(at index: Int) -> Int? {
    guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self),
      titles.indices.contains(index)
    else { return nil }
    return dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
  }

  private func standInUserCanTouch(_ indexPath: IndexPath) -> Bool {
    if standInEngine.shows(indexPath) { return true }
    standInEngine.failures.append("the user touched \(indexPath), a row the table does not show")
    return false
  }

  private func standInDeletes(_ indexPath: IndexPath) -> Bool {
    standInEditingStyle(indexPath) == .delete
  }

  /// The row's editing control: none when the data source does not let the row be edited, else
  /// the delegate's editing style.
  private func standInEditingStyle(_ indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }
}

extension UICollectionView {
  /// A tap on an item: UIKit asks the delegate's `collectionView(_:shouldHighlightItemAt:)`, and
  /// an item that may not highlight is not selected; otherwise it selects the item and calls
  /// `collectionView(_:didSelectItemAt:)`. Returns whether the item was selected.
  @discardableResult
  public func standInUserTapItem(at indexPath: IndexPath) -> Bool {
    guard standInUserCanTouch(indexPath) else { return false }
    if let delegate, !delegate.collectionView(self, shouldHighlightItemAt: indexPath) {
      return false
    }
    standInSelectedItems.insert(indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    return true
  }

  /// The list cell the view shows at `indexPath`, if it is one.
  private func standInListCell(at indexPath: IndexPath) -> UICollectionViewListCell? {
    guard standInUserCanTouch(indexPath) else { return nil }
    return standInCell(at: indexPath) as? UICollectionViewListCell
  }

  /// A tap on the item's list-cell accessory of type `type` that has an action (such as
  /// `.detail`): runs it. Returns `false` when the cell shows no such accessory.
  @discardableResult
  public func standInUserTapAccessory(
    _ type: UICellAccessory.AccessoryType, at indexPath: IndexPath
  )
    -> Bool
  {
    guard
      let accessory = standInListCell(at: indexPath)?.accessories.first(where: {
        $0.accessoryType == type
      })
    else { return false }
    return accessory.standInPerformAction()
  }

  /// The user flips the `UISwitch` the item's list cell shows as a custom-view accessory.
  /// Returns `false` when the cell shows none.
  @discardableResult
  public func standInUserToggleSwitch(at indexPath: IndexPath) -> Bool {
    standInUserChangeControl(UISwitch.self, at: indexPath) { $0.standInUserToggle() }
  }

  /// The user changes the control of type `Control` that the item's list cell shows as a
  /// custom-view accessory: `standInOnCall` receives `.userChangedControl`, then `change` plays
  /// the input on the control, which sends its actions. Returns `false` when the cell shows no
  /// such control, or a disabled one.
  @discardableResult
  public func standInUserChangeControl<Control: UIControl>(
    _ type: Control.Type, at indexPath: IndexPath, _ change: (Control) -> Void
  ) -> Bool {
    guard let control = standInControl(type, at: indexPath), control.isEnabled else {
      return false
    }
    standInObserver?(.userChangedControl(indexPath))
    change(control)
    return true
  }

  /// The view of type `View` that the item's list cell shows as a custom-view accessory, or
  /// else in its content view.
  public func standInAccessoryView<View: UIView>(_ type: View.Type, at indexPath: IndexPath)
    -> View?
  {
    guard let cell = standInListCell(at: indexPath) else { return nil }
    let accessory = cell.accessories.lazy.compactMap { accessory -> View? in
      guard case .customView(let view) = accessory.accessoryType else { return nil }
      return view as? View
    }.first
    return accessory ?? cell.contentView.standInFirstView(type)
  }

  /// The control of type `Control` that the item's list cell shows as a custom-view accessory,
  /// or else in its content view.
  public func standInControl<Control: UIControl>(_ type: Control.Type, at indexPath: IndexPath)
    -> Control?
  {
    standInAccessoryView(type, at: indexPath)
  }

  /// The actions the view reveals when the user swipes the item from `edge`: what the list
  /// layout's swipe actions provider for the edge gives (`UICollectionLayoutListConfiguration`
  /// of a `UICollectionViewCompositionalLayout.list(using:)` layout); `nil` without one.
  public func standInUserSwipe(itemAt indexPath: IndexPath, from edge: StandInSwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    guard standInUserCanTouch(indexPath),
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .standInListConfiguration
    else { return nil }
    switch edge {
    case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
    case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
    }
  }

  /// The user drags the item at `source` (by its reorder control) and drops it over `proposed`:
  /// as `UITableView.standInUserMoveRow(from:to:)`, with the data source's
  /// `collectionView(_:canMoveItemAt:)` and `collectionView(_:moveItemAt:to:)`, and the
  /// delegate's target index path for the move (its original and current paths are `source`).
  @discardableResult
  public func standInUserMoveItem(from source: IndexPath, to proposed: IndexPath) -> IndexPath? {
    guard standInUserCanTouch(source), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: source)
    else { return nil }
    let destination =
      delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source,
        atCurrentIndexPath: source, toProposedIndexPath: proposed) ?? proposed
    guard destination != source else { return nil }
    standInObserver?(.userMovedItem(source, destination))
    standInEngine.userMovedRow(from: source, to: destination)
    standInPool.moveVisible(from: source, to: destination)
    dataSource.collectionView(self, moveItemAt: source, to: destination)
    return destination
  }

  private func standInUserCanTouch(_ indexPath: IndexPath) -> Bool {
    if standInEngine.shows(indexPath) { return true }
    standInEngine.failures.append("the user touched \(indexPath), an item the view does not show")
    return false
  }
}
