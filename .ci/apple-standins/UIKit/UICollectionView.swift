// Stand-in for UIKit (not Apple's code): a collection view that keeps its counts as UIKit does.
// Shape of the API: https://developer.apple.com/documentation/uikit/uicollectionview (and the
// Xcode 15 generated interface of UIKit.UICollectionView). See README.md.

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
///
/// `numberOfSections(in:)` and the move methods are optional in UIKit; they are required here
/// (see UITableViewDataSource.swift for why).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Optional in UIKit.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Optional in UIKit.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Optional in UIKit.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)

  /// Optional in UIKit.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Optional in UIKit.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)
  @available(iOS 14.0, tvOS 10.2, *)
  func indexTitles(for collectionView: UICollectionView) -> [String]?

  /// Optional in UIKit.
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)
  @available(iOS 14.0, tvOS 10.2, *)
  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
///
/// Every method is optional in UIKit; these are the ones `CollectionViewBridge` implements.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)
  @available(iOS 15.0, tvOS 15.0, *)
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout: NSObject {}

/// A flag UIKit uses to refuse registrations made while it asks for a cell (stand-in state).
nonisolated(unsafe) var standInIsProvidingCell = false

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let standInHandler: Handler
    let standInIdentifier = UUID().uuidString
    let standInMadeWhileProvidingCell = standInIsProvidingCell

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      standInHandler = handler
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    let standInElementKind: String
    let standInHandler: Handler

    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {
      standInElementKind = elementKind
      standInHandler = handler
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  let standInEngine = StandInUpdateEngine(noun: "item")
  var standInPool = StandInReusePool<UICollectionViewCell>()
  /// Every cell the view made, whose exceptions it reports (see `standInFailures`).
  var standInMadeCells: [UICollectionViewCell] = []
  var standInRegistrations: [String: AnyClass] = [:]
  /// Receives every update call; see `StandInHooks.swift`.
  var standInObserver: ((StandInCollectionViewCall) -> Void)?
  var standInRequestedPath: IndexPath?
  var standInReconfiguring = false
  /// The selected items (stand-in state: not moved by updates, cleared by `reloadData()`).
  var standInSelectedItems: Set<IndexPath> = []

  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    standInConnectEngine()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    standInConnectEngine()
  }

  private func standInConnectEngine() {
    standInEngine.readCounts = { [unowned self] in
      guard let dataSource else { return [] }
      let sections = dataSource.numberOfSections(in: self)
      return (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }
    standInEngine.didUpdate = { [unowned self] in standInPool.update(keeping: $0) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  open var collectionViewLayout: UICollectionViewLayout

  /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  weak open var delegate: (any UICollectionViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  weak open var dataSource: (any UICollectionViewDataSource)? {
    didSet { standInEngine.invalidate() }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/isediting
  open var isEditing = false

  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  open var numberOfSections: Int { standInEngine.counts().count }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = standInEngine.counts()
    return section < counts.count ? counts[section] : 0
  }

  // MARK: Cells

  /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-(anyclass?,_)
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    standInRegistrations[identifier] = cellClass
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cellClass = standInRegistrations[identifier] else {
      standInEngine.failures.append(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier"
          + " \(identifier) - must register a nib or a class for the identifier or connect a"
          + " prototype cell in a storyboard")
      return UICollectionViewCell(frame: .zero)
    }
    return standInDequeue(identifier, for: indexPath) {
      UICollectionViewCell.standInMake(cellClass)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  ///
  /// The stand-in knows the cells handed out since the last update (see `StandInHooks.swift`).
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    standInPool.visible.first { $0.value.cell === cell }?.key
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
  open var indexPathsForSelectedItems: [IndexPath]? {
    standInSelectedItems.isEmpty ? nil : standInSelectedItems.sorted()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    standInSelectedItems.remove(indexPath)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    if registration.standInMadeWhileProvidingCell {
      standInEngine.failures.append(
        "Attempted to dequeue a cell using a registration that was created inside"
          + " -collectionView:cellForItemAtIndexPath:")
    }
    let dequeued = standInDequeue(registration.standInIdentifier, for: indexPath) {
      UICollectionViewCell.standInMake(Cell.self)
    }
    guard let cell = dequeued as? Cell else {
      fatalError("stand-in: no factory for \(Cell.self); call standInRegisterFactory")
    }
    if let item {
      registration.standInHandler(cell, indexPath, item)
    } else {
      standInEngine.failures.append("dequeueConfiguredReusableCell was given a nil item")
    }
    return cell
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    guard let view = UICollectionViewCell.standInMake(Supplementary.self) as? Supplementary else {
      fatalError("stand-in: no factory for \(Supplementary.self); call standInRegisterFactory")
    }
    registration.standInHandler(view, registration.standInElementKind, indexPath)
    return view
  }

  private func standInDequeue(
    _ identifier: String, for indexPath: IndexPath, make: () -> UICollectionViewCell?
  ) -> UICollectionViewCell {
    if let requested = standInRequestedPath, requested != indexPath {
      standInEngine.failures.append(
        "dequeued a cell for \(indexPath) while the view asked for the cell at \(requested)")
    }
    if standInReconfiguring, let existing = standInPool.visible[indexPath] {
      return existing.cell
    }
    let cell: UICollectionViewCell
    if let reused = standInPool.dequeue(identifier) {
      reused.prepareForReuse()
      reused.standInReuseCount += 1
      cell = reused
    } else if let made = make() {
      standInMadeCells.append(made)
      cell = made
    } else {
      standInEngine.failures.append("no stand-in factory for the cell with \(identifier)")
      cell = UICollectionViewCell(frame: .zero)
    }
    cell.standInReuseIdentifier = identifier
    standInPool.visible[indexPath] = (identifier, cell)
    return cell
  }

  // MARK: Batches

  /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    standInObserver?(.performBatchUpdatesBegan)
    standInEngine.begin(completion: completion)
    updates?()
    standInObserver?(.performBatchUpdatesEnded)
    standInEngine.end()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
  open func insertSections(_ sections: IndexSet) {
    standInObserver?(.insertSections(sections))
    standInEngine.record { $0.insertedSections.formUnion(sections) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
  open func deleteSections(_ sections: IndexSet) {
    standInObserver?(.deleteSections(sections))
    standInEngine.record { $0.deletedSections.formUnion(sections) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    standInObserver?(.moveSection(section, newSection))
    standInEngine.record { $0.sectionMoves.append((section, newSection)) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
  open func reloadSections(_ sections: IndexSet) {
    standInObserver?(.reloadSections(sections))
    standInEngine.record { $0.reloadedSections.formUnion(sections) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  open func insertItems(at indexPaths: [IndexPath]) {
    standInObserver?(.insertItems(indexPaths))
    standInEngine.record { $0.insertedRows.formUnion(indexPaths) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: [IndexPath]) {
    standInObserver?(.deleteItems(indexPaths))
    standInEngine.record { $0.deletedRows.formUnion(indexPaths) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    standInObserver?(.moveItem(indexPath, newIndexPath))
    standInEngine.record { $0.rowMoves.append((indexPath, newIndexPath)) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  open func reloadItems(at indexPaths: [IndexPath]) {
    standInObserver?(.reloadItems(indexPaths))
    standInEngine.record { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    standInObserver?(.reconfigureItems(indexPaths))
    standInReconfigure(indexPaths)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  ///
  /// Reads the counts if they are not valid, and makes the cell of the item an unanimated
  /// `scrollToItem(at:at:animated:)` brought on screen.
  open override func layoutIfNeeded() {
    _ = standInEngine.counts()
    guard let item = standInEngine.scrolledOnScreen else { return }
    standInEngine.scrolledOnScreen = nil
    if standInEngine.shows(item) { _ = standInCell(at: item) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  open func reloadData() {
    standInObserver?(.reloadData)
    standInSelectedItems = []
    standInEngine.reloadData()
  }
}
