// STAND-IN HOOKS: NOT UIKIT API. Everything here exists only in the stand-in, so tests can drive
// the stand-in views the way the system would (lay out, ask for cells, tap, swipe, drag) and see
// every call a view receives. Adapters must never use these; on Apple platforms they don't exist.

/// One call a stand-in `UITableView` received, in the order received.
@frozen public enum StandInTableViewCall: Equatable {
  case beginUpdates
  case endUpdates
  case insertSections(IndexSet, UITableView.RowAnimation)
  case deleteSections(IndexSet, UITableView.RowAnimation)
  case reloadSections(IndexSet, UITableView.RowAnimation)
  case moveSection(Int, Int)
  case insertRows([IndexPath], UITableView.RowAnimation)
  case deleteRows([IndexPath], UITableView.RowAnimation)
  case reloadRows([IndexPath], UITableView.RowAnimation)
  case moveRow(IndexPath, IndexPath)
  case reconfigureRows([IndexPath])
  case reloadData
  /// The user dragged a row: the table shows the move already and sends no batch for it.
  case userMovedRow(IndexPath, IndexPath)
  /// The user changed a row's control (a switch, a field, a slider…): the cell shows the new
  /// value already; reported before the control's action runs.
  case userChangedControl(IndexPath)
}

/// One call a stand-in `UICollectionView` received, in the order received.
@frozen public enum StandInCollectionViewCall: Equatable {
  case performBatchUpdatesBegan
  case performBatchUpdatesEnded
  case insertSections(IndexSet)
  case deleteSections(IndexSet)
  case reloadSections(IndexSet)
  case moveSection(Int, Int)
  case insertItems([IndexPath])
  case deleteItems([IndexPath])
  case reloadItems([IndexPath])
  case moveItem(IndexPath, IndexPath)
  case reconfigureItems([IndexPath])
  case reloadData
  /// The user dragged an item: the view shows the move already and sends no batch for it.
  case userMovedItem(IndexPath, IndexPath)
  /// The user changed an item's control: the cell shows the new value already; reported before
  /// the control's action runs.
  case userChangedControl(IndexPath)
}

extension UIResponder {
  /// The first responder, if any: the field being edited.
  public static var standInFirstResponder: UIResponder? { standInCurrentFirstResponder }

  /// How many times `reloadInputViews()` was called on this responder: a field being edited
  /// shows a changed keyboard (its Return key, say) only once it is.
  public var standInInputViewReloadCount: Int { standInInputViewReloads }
}

extension UIView {
  /// Puts the view in a window (`window` is `nil` until then), or takes it out.
  public func standInSetInWindow(_ inWindow: Bool) {
    standInWindow = inWindow ? UIWindow(frame: .zero) : nil
  }

  /// The exceptions UIKit would have raised from this view, or from a view it holds (a cell's
  /// accessory view or accessories' custom views), as `"NSInvalidArgumentException: …"`, in
  /// order; in an app the first one stops it. A view a cell holds passes its own on to the cell.
  public var standInExceptions: [String] { standInRaised }
}

extension UITableView {
  /// Receives every update call the table receives, before the table acts on it.
  public var standInOnCall: ((StandInTableViewCall) -> Void)? {
    get { standInObserver }
    set { standInObserver = newValue }
  }

  /// What UIKit would have refused or warned about, in order; empty when all went well. The
  /// exceptions raised by the cells it made (and by their accessories) follow its own failures.
  public var standInFailures: [String] {
    standInEngine.failures + standInMadeCells.flatMap(\.standInRaised)
  }

  /// The batches the table finished (a call outside a batch is a batch of its own).
  public var standInFinishedBatchCount: Int { standInEngine.finishedBatchCount }

  /// The rows the table was scrolled to (`scrollToRow(at:at:animated:)`), in order, and
  /// whether each scroll animated.
  public var standInScrolls: [(indexPath: IndexPath, animated: Bool)] { standInEngine.scrolls }

  /// The counts the table shows, reading the data source if they are not valid, as a layout pass
  /// does.
  public func standInLayoutIfNeeded() -> [Int] { standInEngine.counts() }

  /// Ends the running animations: calls the completions of finished batches with `true`.
  public func standInFinishAnimations() {
    let completions = standInEngine.animationCompletions
    standInEngine.animationCompletions = []
    for completion in completions { completion(true) }
  }

  /// The cell the table shows at `indexPath`: the one it already shows there, or the one the data
  /// source gives when asked as UIKit asks during layout; `nil` (and a failure) when the path is
  /// outside the counts the table shows. A batch keeps the cells of the rows it keeps and moves
  /// them with their rows, as UIKit does, without asking the data source again; the cells of
  /// rows it deletes or reloads, and every cell on a reload, go back for reuse.
  public func standInCell(at indexPath: IndexPath) -> UITableViewCell? {
    if let shown = standInPool.visible[indexPath] { return shown.cell }
    let counts = standInEngine.counts()
    guard indexPath.count == 2, indexPath.section < counts.count,
      indexPath.row < counts[indexPath.section]
    else {
      standInEngine.failures.append("asked for a cell at \(indexPath) outside the rows \(counts)")
      return nil
    }
    guard let dataSource else { return nil }
    standInRequestedPath = indexPath
    defer { standInRequestedPath = nil }
    return dataSource.tableView(self, cellForRowAt: indexPath)
  }

  /// The header title the data source gives for `section`.
  public func standInHeaderTitle(inSection section: Int) -> String? {
    dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  /// The footer title the data source gives for `section`.
  public func standInFooterTitle(inSection section: Int) -> String? {
    dataSource?.tableView(self, titleForFooterInSection: section)
  }

  /// The header view the delegate gives for `section`, if any.
  public func standInHeaderView(inSection section: Int) -> UIView? {
    delegate?.tableView(self, viewForHeaderInSection: section)
  }

  /// The footer view the delegate gives for `section`, if any.
  public func standInFooterView(inSection section: Int) -> UIView? {
    delegate?.tableView(self, viewForFooterInSection: section)
  }

  /// The section index the data source gives (the strip at a plain table's trailing edge).
  public func standInSectionIndexTitles() -> [String]? {
    dataSource?.sectionIndexTitles(for: self)
  }

  func standInReconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    standInReconfiguring = true
    defer { standInReconfiguring = false }
    for indexPath in indexPaths {
      guard let existing = standInPool.visible[indexPath]?.cell else { continue }
      standInRequestedPath = indexPath
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      standInRequestedPath = nil
      if cell !== existing {
        standInEngine.failures.append(
          "reconfigureRows: the data source returned a new cell for \(indexPath)")
      }
    }
  }
}

extension UITableViewCell {
  @MainActor static var standInFactories: [ObjectIdentifier: (String) -> UITableViewCell] = [:]

  /// Registers how to make cells of a `UITableViewCell` subclass: Swift cannot call a
  /// non-`required` initializer through a metatype, which `register(_:forCellReuseIdentifier:)`
  /// needs.
  public static func standInRegisterFactory<Cell: UITableViewCell>(
    for type: Cell.Type, _ make: @escaping (_ reuseIdentifier: String) -> Cell
  ) {
    standInFactories[ObjectIdentifier(type)] = make
  }

  static func standInMake(_ cellClass: AnyClass, reuseIdentifier: String) -> UITableViewCell? {
    if cellClass == UITableViewCell.self {
      return UITableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
    }
    return standInFactories[ObjectIdentifier(cellClass)]?(reuseIdentifier)
  }

  /// How many times a table handed this cell out again after `prepareForReuse()`.
  public var standInTimesReused: Int { standInReuseCount }
}

extension UICollectionView {
  /// Receives every update call the collection view receives, before it acts on it.
  public var standInOnCall: ((StandInCollectionViewCall) -> Void)? {
    get { standInObserver }
    set { standInObserver = newValue }
  }

  /// What UIKit would have refused or warned about, in order; empty when all went well. The
  /// exceptions raised by the cells it made (and by their accessories) follow its own failures.
  public var standInFailures: [String] {
    standInEngine.failures + standInMadeCells.flatMap(\.standInRaised)
  }

  /// The batches the view finished (a call outside a batch is a batch of its own).
  public var standInFinishedBatchCount: Int { standInEngine.finishedBatchCount }

  /// The items the view was scrolled to (`scrollToItem(at:at:animated:)`), in order, and
  /// whether each scroll animated.
  public var standInScrolls: [(indexPath: IndexPath, animated: Bool)] { standInEngine.scrolls }

  /// The counts the view shows, reading the data source if they are not valid.
  public func standInLayoutIfNeeded() -> [Int] { standInEngine.counts() }

  /// Ends the running animations: calls the completions of finished batches with `true`.
  public func standInFinishAnimations() {
    let completions = standInEngine.animationCompletions
    standInEngine.animationCompletions = []
    for completion in completions { completion(true) }
  }

  /// The header (or footer) view of `section`, asked of the data source as a list layout asks
  /// when its configuration's header (footer) mode is `.supplementary`; `nil` otherwise.
  public func standInSupplementaryView(ofKind kind: String, inSection section: Int)
    -> UICollectionReusableView?
  {
    guard
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .standInListConfiguration,
      kind == UICollectionView.elementKindSectionHeader
        ? list.headerMode == .supplementary : list.footerMode == .supplementary,
      section < standInEngine.counts().count, let dataSource
    else { return nil }
    return dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
  }

  /// The titles of the section index, as the view asks its data source for them.
  public func standInIndexTitles() -> [String]? { dataSource?.indexTitles(for: self) }

  /// The user taps entry `index` of the section index: the index path the view scrolls to.
  public func standInUserTapIndexTitle(at index: Int) -> IndexPath? {
    guard let dataSource, let titles = dataSource.indexTitles(for: self),
      titles.indices.contains(index)
    else { return nil }
    return dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
  }

  /// The cell the view shows at `indexPath`: the one it already shows there, or the one the data
  /// source gives when asked as UIKit asks during layout. A batch keeps the cells of the items it
  /// keeps and moves them with their items; the cells of items it deletes or reloads, and every
  /// cell on a reload, go back for reuse.
  public func standInCell(at indexPath: IndexPath) -> UICollectionViewCell? {
    if let shown = standInPool.visible[indexPath] { return shown.cell }
    let counts = standInEngine.counts()
    guard indexPath.count == 2, indexPath.section < counts.count,
      indexPath.item < counts[indexPath.section]
    else {
      standInEngine.failures.append("asked for a cell at \(indexPath) outside the items \(counts)")
      return nil
    }
    guard let dataSource else { return nil }
    standInRequestedPath = indexPath
    standInIsProvidingCell = true
    defer {
      standInRequestedPath = nil
      standInIsProvidingCell = false
    }
    return dataSource.collectionView(self, cellForItemAt: indexPath)
  }

  func standInReconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    standInReconfiguring = true
    defer { standInReconfiguring = false }
    for indexPath in indexPaths {
      guard let existing = standInPool.visible[indexPath]?.cell else { continue }
      standInRequestedPath = indexPath
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      standInRequestedPath = nil
      if cell !== existing {
        standInEngine.failures.append(
          "reconfigureItems: the data source returned a new cell for \(indexPath)")
      }
    }
  }
}

extension UICollectionViewCell {
  @MainActor static var standInFactories: [ObjectIdentifier: () -> UICollectionViewCell] = [:]

  /// Registers how to make cells of a `UICollectionViewCell` subclass (see `UITableViewCell`'s).
  public static func standInRegisterFactory<Cell: UICollectionViewCell>(
    for type: Cell.Type, _ make: @escaping () -> Cell
  ) {
    standInFactories[ObjectIdentifier(type)] = make
  }

  static func standInMake(_ cellClass: AnyClass) -> UICollectionViewCell? {
    if cellClass == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) }
    if cellClass == UICollectionViewListCell.self { return UICollectionViewListCell(frame: .zero) }
    return standInFactories[ObjectIdentifier(cellClass)]?()
  }

  /// How many times a collection view handed this cell out again after `prepareForReuse()`.
  public var standInTimesReused: Int { standInReuseCount }
}

extension UIListContentConfiguration {
  /// The factory method that made the configuration, such as `"valueCell"`.
  public var standInStyleName: String { standInStyle }
}

extension UIColor {
  /// The name of the colour, such as `"systemRed"`.
  public var standInColorName: String { standInName }
}

extension UIFont {
  /// The font's size in points.
  public var standInPointSize: CGFloat { pointSize }
}

extension UIImage {
  /// The symbol name the image was created with.
  public var standInSymbolName: String? { standInSystemName }
}

extension UISwitch {
  /// The user flips the switch: it changes state and sends `.valueChanged`.
  public func standInUserToggle() {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }
}

extension UIContextualAction {
  /// The user taps the action: runs its handler; returns what the handler reported to its
  /// completion, or `nil` if it has not called it (yet).
  public func standInPerform(in sourceView: UIView) -> Bool? {
    var performed: Bool?
    handler(self, sourceView) { performed = $0 }
    return performed
  }
}

extension UICellAccessory {
  /// The editing states the accessory shows in.
  public var standInDisplayedState: DisplayedState { standInDisplayed }

  /// The text of a label accessory.
  public var standInLabelText: String? { standInText }

  /// The user taps the accessory: runs its action handler, if it has one; returns whether it had.
  public func standInPerformAction() -> Bool {
    guard let standInActionHandler else { return false }
    standInActionHandler()
    return true
  }
}

extension UIView {
  /// The first view of type `View` among this view, its subviews and theirs, depth first: what
  /// the user can see and touch in a cell.
  public func standInFirstView<View: UIView>(_ type: View.Type) -> View? {
    if let view = self as? View { return view }
    for subview in subviews {
      if let view = subview.standInFirstView(type) { return view }
    }
    return nil
  }
}

extension UIImage {
  /// What an image renderer drew into the image (`UIGraphicsImageRenderer`), one line per
  /// drawing, such as `"fill roundedRect (0.0, 0.0, 29.0, 29.0) radius 7.0 systemGray"` and
  /// `"symbol gear white in (5.5, 5.5, 18.0, 18.0)"`; empty for any other image.
  public var standInDrawnLines: [String] { standInDrawing }
}

extension UIView {
  /// Lays the view out as a layout pass would: `layoutSubviews()`, with the view's bounds set
  /// to `size` (the stand-in computes no layout of its own).
  public func standInLayoutSubviews(size: CGSize) {
    bounds = CGRect(origin: .zero, size: size)
    layoutSubviews()
  }
}
