// Stand-in for UIKit (not Apple's code): diffable data source snapshots and a collection view's
// diffable data source. Shape of the API:
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot and
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource (and the
// Xcode 15 generated interface of UIKit). See README.md.

/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>:
  @unchecked Sendable
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var reconfigured: [ItemIdentifierType] = []

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/init()
  public init() {}

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofsections
  public var numberOfSections: Int { sections.count }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/sectionidentifiers
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureditemidentifiers
  @available(iOS 15.0, tvOS 15.0, *)
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigured }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/numberofitems(insection:)
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/itemidentifiers(insection:)
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let section = sections.first(where: { $0.id == identifier }) else {
      fatalError("Invalid parameter not satisfying: section identifier \(identifier) not found")
    }
    return section.items
  }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { (id: $0, items: []) }
  }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index =
      sectionIdentifier.flatMap { id in sections.firstIndex { $0.id == id } }
      ?? sections.indices.last
    guard let index else { fatalError("There are currently no sections in the data source.") }
    sections[index].items += identifiers
  }

  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot/reconfigureitems(_:)
  @available(iOS 15.0, tvOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfigured += identifiers
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource
///
/// The stand-in does not animate: `apply(_:animatingDifferences:completion:)` keeps the snapshot
/// and reloads the collection view, which then reads its counts from the snapshot.
@MainActor
@preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/cellprovider
  public typealias CellProvider =
    (
      _ collectionView: UICollectionView, _ indexPath: IndexPath,
      _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/init(collectionview:cellprovider:)
  public init(
    collectionView: UICollectionView,
    cellProvider:
      @escaping UICollectionViewDiffableDataSource<
        SectionIdentifierType, ItemIdentifierType
      >.CellProvider
  ) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:)
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/snapshot()
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/itemidentifier(for:)
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    current.numberOfItems(inSection: current.sectionIdentifiers[section])
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else { fatalError("the cell provider returned no cell for \(indexPath)") }
    return cell
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    fatalError("the stand-in diffable data source has no supplementary view provider")
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)
  public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)
  public func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(item: 0, section: 0) }
}
