// Stand-in for UIKit (not Apple's code): a table view that keeps its counts as UIKit does. The
// behaviour lives in StandInUpdateEngine.swift; the test-only API in StandInHooks.swift.

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  private let standInStyle: Style
  let standInEngine = StandInUpdateEngine(noun: "row")
  var standInPool = StandInReusePool<UITableViewCell>()
  /// Every cell the table made, whose exceptions it reports (see `standInFailures`).
  var standInMadeCells: [UITableViewCell] = []
  var standInRegistrations: [String: AnyClass] = [:]
  /// Receives every update call; see `StandInHooks.swift`.
  var standInObserver: ((StandInTableViewCall) -> Void)?
  /// The index path the table is asking its data source a cell for, while it asks.
  var standInRequestedPath: IndexPath?
  /// Whether the request is a reconfiguration, which must return the existing cell.
  var standInReconfiguring = false
  /// The selected rows (stand-in state: not moved by updates, cleared by `reloadData()`).
  var standInSelectedRows: Set<IndexPath> = []
  var standInHeaderFooterRegistrations: [String: AnyClass] = [:]

  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    standInStyle = style
    super.init(frame: frame)
    standInConnectEngine()
  }

  /// `-[UITableView initWithFrame:]`, a plain table.
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) {
    standInStyle = .plain
    super.init(coder: coder)
    standInConnectEngine()
  }

  private func standInConnectEngine() {
    standInEngine.readCounts = { [unowned self] in
      guard let dataSource else { return [] }
      let sections = dataSource.numberOfSections(in: self)
      return (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }
    standInEngine.didUpdate = { [unowned self] in standInPool.update(keeping: $0) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  open var style: UITableView.Style { standInStyle }

  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)? {
    didSet { standInEngine.invalidate() }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  weak open var delegate: (any UITableViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uitableview/isediting
  open var isEditing = false

  /// https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  // MARK: Counts

  /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  open var numberOfSections: Int { standInEngine.counts().count }

  /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = standInEngine.counts()
    return section < counts.count ? counts[section] : 0
  }

  // MARK: Cells

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    standInRegistrations[identifier] = cellClass
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let cellClass = standInRegistrations[identifier] else { return nil }
    return standInReuseOrMake(identifier, cellClass)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cellClass = standInRegistrations[identifier] else {
      standInEngine.failures.append(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class"
          + " for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    if let requested = standInRequestedPath, requested != indexPath {
      standInEngine.failures.append(
        "dequeued a cell for \(indexPath) while the table asked for the cell at \(requested)")
    }
    if standInReconfiguring, let existing = standInPool.visible[indexPath] {
      return existing.cell
    }
    let cell = standInReuseOrMake(identifier, cellClass)
    standInPool.visible[indexPath] = (identifier, cell)
    return cell
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
  ///
  /// The stand-in knows the cells handed out since the last update (see `StandInHooks.swift`).
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    standInPool.visible.first { $0.value.cell === cell }?.key
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    standInHeaderFooterRegistrations[identifier] = aClass
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  ///
  /// The stand-in makes a new `UITableViewHeaderFooterView` each time, whatever class was
  /// registered, and `nil` for an identifier nobody registered, as UIKit does.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    guard standInHeaderFooterRegistrations[identifier] != nil else { return nil }
    return UITableViewHeaderFooterView(reuseIdentifier: identifier)
  }

  // MARK: Selection

  /// https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
  open var indexPathsForSelectedRows: [IndexPath]? {
    standInSelectedRows.isEmpty ? nil : standInSelectedRows.sorted()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    standInSelectedRows.remove(indexPath)
  }

  private func standInReuseOrMake(_ identifier: String, _ cellClass: AnyClass) -> UITableViewCell {
    if let cell = standInPool.dequeue(identifier) {
      cell.prepareForReuse()
      cell.standInReuseCount += 1
      return cell
    }
    if let cell = UITableViewCell.standInMake(cellClass, reuseIdentifier: identifier) {
      standInMadeCells.append(cell)
      return cell
    }
    standInEngine.failures.append(
      "no stand-in factory for \(cellClass); call UITableViewCell.standInRegisterFactory")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  // MARK: Batches

  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    standInObserver?(.beginUpdates)
    standInEngine.begin(completion: completion)
    updates?()
    standInObserver?(.endUpdates)
    standInEngine.end()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
  open func beginUpdates() {
    standInObserver?(.beginUpdates)
    standInEngine.begin()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/endupdates()
  open func endUpdates() {
    standInObserver?(.endUpdates)
    standInEngine.end()
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    standInObserver?(.insertSections(sections, animation))
    standInEngine.record { $0.insertedSections.formUnion(sections) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    standInObserver?(.deleteSections(sections, animation))
    standInEngine.record { $0.deletedSections.formUnion(sections) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    standInObserver?(.reloadSections(sections, animation))
    standInEngine.record { $0.reloadedSections.formUnion(sections) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    standInObserver?(.moveSection(section, newSection))
    standInEngine.record { $0.sectionMoves.append((section, newSection)) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    standInObserver?(.insertRows(indexPaths, animation))
    standInEngine.record { $0.insertedRows.formUnion(indexPaths) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    standInObserver?(.deleteRows(indexPaths, animation))
    standInEngine.record { $0.deletedRows.formUnion(indexPaths) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    standInObserver?(.reloadRows(indexPaths, animation))
    standInEngine.record { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    standInObserver?(.moveRow(indexPath, newIndexPath))
    standInEngine.record { $0.rowMoves.append((indexPath, newIndexPath)) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
  ///
  /// Asks the data source again for each row the test has a cell for, expecting the same cell
  /// back; it changes no count. Inside a batch the stand-in reconfigures immediately.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    standInObserver?(.reconfigureRows(indexPaths))
    standInReconfigure(indexPaths)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  ///
  /// Reads the counts if they are not valid, and makes the cell of the row an unanimated
  /// `scrollToRow(at:at:animated:)` brought on screen.
  open override func layoutIfNeeded() {
    _ = standInEngine.counts()
    guard let row = standInEngine.scrolledOnScreen else { return }
    standInEngine.scrolledOnScreen = nil
    if standInEngine.shows(row) { _ = standInCell(at: row) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {
    standInObserver?(.reloadData)
    standInSelectedRows = []
    standInEngine.reloadData()
  }
}
