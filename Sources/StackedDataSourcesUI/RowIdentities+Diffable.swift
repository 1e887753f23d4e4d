#if canImport(UIKit) && !os(watchOS)
  import StackedDataSources
  import UIKit

  /// Row identities as diffable data source snapshots: sections by ``SectionIdentity``, rows by
  /// their ``RowToken``, the rows whose content the last batch changed reconfigured.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension RowIdentities {
    /// The table as a snapshot, for a `UICollectionViewDiffableDataSource` that shows it all.
    ///
    /// - Complexity: O(*n*).
    public func diffableSnapshot() -> NSDiffableDataSourceSnapshot<SectionIdentity, RowToken> {
      var snapshot = NSDiffableDataSourceSnapshot<SectionIdentity, RowToken>()
      appendSections(to: &snapshot, section: { $0 }, item: { $0 })
      return snapshot
    }

    /// Appends the table's sections and rows to `snapshot`, an app's own, named by `section`
    /// and `item`, and marks the rows whose content the last batch changed reconfigured: a
    /// screen built from data sources then fills part of a list that an existing diffable data
    /// source drives.
    ///
    /// ```swift
    /// enum Item: Hashable, Sendable { case promo(Promo.ID), settings(RowToken) }
    /// var snapshot = NSDiffableDataSourceSnapshot<String, Item>()
    /// snapshot.appendSections(["promos"])
    /// snapshot.appendItems(promos.map { .promo($0.id) })
    /// identities.appendSections(to: &snapshot, section: { "settings \($0)" }, item: Item.settings)
    /// ```
    ///
    /// - Complexity: O(*n*).
    public func appendSections<SectionIdentifier, ItemIdentifier>(
      to snapshot: inout NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
      section: (SectionIdentity) -> SectionIdentifier, item: (RowToken) -> ItemIdentifier
    ) where SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable {
      for identified in sections {
        let id = section(identified.id)
        snapshot.appendSections([id])
        snapshot.appendItems(identified.rows.compactMap { token(for: $0) }.map(item), toSection: id)
      }
      let changed = changedContent.compactMap { token(for: $0) }.map(item)
      if !changed.isEmpty { snapshot.reconfigureItems(changed) }
    }
  }

  /// A sink that hands each batch a table receives to a `UICollectionViewDiffableDataSource`,
  /// as a snapshot of the rows' identities: put it downstream of the ``RowIdentities`` it reads.
  ///
  /// ```swift
  /// let identities = RowIdentities(dataSource: screen)
  /// let diffable = UICollectionViewDiffableDataSource<SectionIdentity, RowToken>(
  ///   collectionView: collectionView
  /// ) { view, path, _ in bridge.collectionView(view, cellForItemAt: path) }
  /// identities.downstream = DiffableDataSourceSink(dataSource: diffable, identities: identities)
  /// screen.sink = identities
  /// diffable.apply(identities.diffableSnapshot(), animatingDifferences: false)
  /// ```
  ///
  /// A batch is one snapshot, applied when its outermost level ends (a call outside any batch
  /// is a batch of its own); the data source diffs it against the last one, which gives back
  /// the batch's deletes, inserts and moves, and reconfigures the rows whose content changed.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  public final class DiffableDataSourceSink<SectionIdentifier, ItemIdentifier>: TableUpdateSink
  where
    SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable
  {
    /// Whether each snapshot is applied animated; `true` by default.
    public var animatesDifferences = true

    private let dataSource: UICollectionViewDiffableDataSource<SectionIdentifier, ItemIdentifier>
    private let snapshot:
      @MainActor () -> NSDiffableDataSourceSnapshot<
        SectionIdentifier, ItemIdentifier
      >?
    private var buffer = BatchBuffer()

    /// Creates a sink that applies `snapshot()` to `dataSource` after each batch (nothing when
    /// it returns `nil`, once the identities it reads are gone).
    public init(
      dataSource: UICollectionViewDiffableDataSource<SectionIdentifier, ItemIdentifier>,
      snapshot:
        @escaping @MainActor () -> NSDiffableDataSourceSnapshot<
          SectionIdentifier, ItemIdentifier
        >?
    ) {
      self.dataSource = dataSource
      self.snapshot = snapshot
    }

    /// Collects the calls of a batch; at its end applies the snapshot.
    public func receive(_ update: TableUpdate) {
      guard buffer.receive(update) != nil, let snapshot = snapshot() else { return }
      dataSource.apply(snapshot, animatingDifferences: animatesDifferences)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension DiffableDataSourceSink
  where SectionIdentifier == SectionIdentity, ItemIdentifier == RowToken {
    /// Creates a sink that applies `identities`' ``RowIdentities/diffableSnapshot()`` to
    /// `dataSource` after each batch; holds `identities` weakly.
    public convenience init(
      dataSource: UICollectionViewDiffableDataSource<SectionIdentity, RowToken>,
      identities: RowIdentities
    ) {
      self.init(dataSource: dataSource) { [weak identities] in identities?.diffableSnapshot() }
    }
  }
#endif
