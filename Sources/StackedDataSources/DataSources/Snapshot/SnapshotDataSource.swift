/// A data source whose whole model is a ``Snapshot``: set a new one and the table gets the one
/// batch that turns the old into the new (the role of TLIndexPathTools' `TLIndexPathController`).
///
/// ```swift
/// let contacts = SnapshotDataSource<String, String, Contact>(name: "Contacts")
/// contacts.sink = tableSink
/// contacts.willUpdate = { _, proposed in
///   proposed.numberOfItems == 0 ? noResultsSnapshot : proposed
/// }
/// contacts.setSnapshot(try Snapshot(items: results, sectionedBy: \.initial))
/// ```
///
/// Each delivery diffs the snapshot the table last received against the latest one, offers
/// the pair to ``willUpdate`` (which may substitute the model), hands the diff to the table as
/// one batch — or adds it to the open transaction's batch — then calls ``didUpdate``. Updates
/// made while ``isPaused`` are coalesced into **one** diff from the state before to the latest.
/// ``setSnapshot(_:)->_`` with `async` diffs off the main actor.
///
/// ## Which snapshot the queries read
///
/// Queries read the snapshot the table was last handed (``displayedSnapshot``): the latest
/// one, except while paused, so a table that lays out mid-pause sees only counts it has been
/// told about.
@MainActor
public final class SnapshotDataSource<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Item: Hashable & Sendable
>: PlaceholderDataSource, PlaceholderSource {
  /// The snapshot type this data source shows.
  public typealias Model = Snapshot<SectionID, ItemID, Item>

  public lazy var _core: TransactionCore = {
    let core = TransactionCore(owner: self)
    core.didDeliver = { [weak self] in self?.reportUpdate() }
    return core
  }()
  /// How the rows look and answer the user; see ``ItemDataSource``.
  ///
  /// Assigning a whole behaviour keeps the source's ``placeholder``, which changes only through
  /// that property (it sends the rows it adds or removes).
  public var rowBehavior: RowBehavior<Item> {
    get { behavior }
    set { behavior = newValue.keepingPlaceholder(of: behavior) }
  }
  /// The behaviour itself; see ``PlaceholderSource``.
  var behavior = RowBehavior<Item>()

  /// Called before each delivery with the snapshot the table shows and the proposed one;
  /// returns the snapshot to show instead (for example a "no results" row when it is empty).
  ///
  /// - Complexity: O(1) to read or write.
  public var willUpdate: ((_ shown: Model, _ proposed: Model) -> Model)?
  /// Called after each delivery with the batch it made, as a table on its own receives it
  /// (possibly empty): once per transaction, however many snapshots were set inside it, with
  /// the net change from the snapshot shown before the transaction to the one shown after it.
  ///
  /// - Complexity: O(1) to read or write.
  public var didUpdate: ((Changeset) -> Void)?
  /// What ``didUpdate`` reports at the end of the transaction: the snapshot shown before its
  /// first delivery, the changes of its last one, and how many there were.
  var pendingReport: (base: Model, last: Changeset, deliveries: Int)?

  /// The snapshot the sink last received.
  ///
  /// - Complexity: O(1) to read.
  public private(set) var displayedSnapshot: Model
  /// The latest snapshot set; equal to ``displayedSnapshot`` when nothing is pending.
  ///
  /// - Complexity: O(1) to read.
  public internal(set) var snapshot: Model
  /// Whether a set snapshot has not been delivered yet.
  ///
  /// - Complexity: O(1) to read.
  public internal(set) var hasPendingUpdate = false
  /// Whether deliveries are deferred; ``resume()`` delivers what accumulated as one batch.
  ///
  /// - Complexity: O(1) to read.
  public private(set) var isPaused = false
  /// Bumped by every request, so an `async` diff that a newer request overtook is dropped.
  var generation = 0
  /// A test seam run while an `async` request is in flight, to interleave another request
  /// deterministically.
  var whileDiffing: (() async -> Void)?
  /// Bumped by every delivery, so an `async` diff knows whether its base is still shown.
  var displayVersion = 0

  /// Creates a data source showing `snapshot` (empty by default).
  ///
  /// - Complexity: O(1).
  public init(name: String, snapshot: Model = Model()) {
    self.snapshot = snapshot
    self.displayedSnapshot = snapshot
    _core.name = name
  }

  /// Makes `snapshot` the model; the sink gets one batch now (or with the open transaction's),
  /// or when the pause ends.
  ///
  /// - Complexity: O(*n* + *m*) expected for the shown and the new snapshot's items (one diff);
  ///   O(1) while deferred.
  public func setSnapshot(_ snapshot: Model) {
    guard !core.deferDuringDelivery({ [weak self] in self?.setSnapshot(snapshot) }) else { return }
    generation &+= 1
    self.snapshot = snapshot
    hasPendingUpdate = true
    deliverIfReady()
  }

  /// Stops delivering: later ``setSnapshot(_:)->()`` calls accumulate until ``resume()``.
  ///
  /// - Complexity: O(1).
  public func pause() { isPaused = true }

  /// Resumes delivery and sends everything set while paused as one diff from the snapshot shown
  /// before the pause to the latest.
  ///
  /// - Complexity: O(*n* + *m*) expected when an update is pending, else O(1).
  public func resume() {
    guard !core.deferDuringDelivery({ [weak self] in self?.resume() }) else { return }
    isPaused = false
    deliverIfReady()
  }

  /// Delivers now when nothing defers it.
  func deliverIfReady() {
    guard hasPendingUpdate, !isPaused else { return }
    let shown = proposedSnapshot()
    deliver(
      Changeset.rawDiff(from: displayedSnapshot, to: shown),
      showing: shown)
  }

  /// The latest snapshot after the ``willUpdate`` hook had its say.
  func proposedSnapshot() -> Model {
    willUpdate?(displayedSnapshot, snapshot) ?? snapshot
  }

  /// Makes `shown` the model and hands the core `changes`, which turn the displayed snapshot
  /// into it.
  func deliver(_ changes: Changeset, showing shown: Model) {
    let changes = replacingCells(in: changes, from: displayedSnapshot, to: shown)
    noteDelivery(of: changes, from: displayedSnapshot)
    core.applyBatch(
      {
        snapshot = shown
        displayedSnapshot = shown
        hasPendingUpdate = false
        displayVersion &+= 1
        return changes
      }, rowCount: { shown.numberOfItems(inSection: $0) })
  }

  /// Notes a delivery of `changes` from `base` for ``didUpdate``, which hears of it when the
  /// transaction ends.
  private func noteDelivery(of changes: Changeset, from base: Model) {
    if let report = pendingReport {
      pendingReport = (report.base, changes, report.deliveries + 1)
    } else {
      pendingReport = (base, changes, 1)
    }
  }

  /// Calls ``didUpdate`` with the net change of the transaction that just ended: the change of
  /// its one delivery, or a diff from the snapshot shown before the first to the one shown now.
  ///
  /// - Complexity: O(1) after one delivery; O(*n* + *m*) expected after several.
  private func reportUpdate() {
    guard let report = pendingReport else { return }
    pendingReport = nil
    guard let didUpdate else { return }
    let changes =
      report.deliveries == 1
      ? report.last
      : replacingCells(
        in: Changeset.rawDiff(from: report.base, to: displayedSnapshot),
        from: report.base, to: displayedSnapshot)
    didUpdate(changes.normalizedForUIKit())
  }

  /// The snapshot queries read; see "Which snapshot the queries read".
  private var visible: Model { displayedSnapshot }

  // MARK: DataSourceProtocol

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { visible.numberOfSections }

  /// The number of items in `section`, or 1 for the placeholder row when it has none and
  /// ``placeholder`` is set; 0 when it does not exist.
  ///
  /// - Complexity: O(1).
  public func numberOfRows(inSection section: Int) -> Int {
    guard (0..<visible.numberOfSections).contains(section) else { return 0 }
    return shownRowCount(items: visible.numberOfItems(inSection: section))
  }

  var itemSectionCount: Int { visible.numberOfSections }

  func itemCount(inSection section: Int) -> Int { visible.numberOfItems(inSection: section) }

  /// The item at `path` of the snapshot the table was last handed, or `nil`.
  ///
  /// - Complexity: O(1).
  public func rowItem(at path: TablePath) -> Item? { visible.item(at: path) }

  /// Sets the latest snapshot without the item of the shown row at `path` (or runs
  /// ``RowBehavior/onDelete``) when ``RowBehavior/canEdit`` allows it; while paused, the
  /// row leaves the table on ``resume()``.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path` or it may not be deleted.
  /// - Complexity: O(*n*) for *n* items: a new snapshot and its diff.
  public func commitDelete(at path: TablePath) throws(DataSourceError) {
    try commitDelete(at: path) { (path) throws(DataSourceError) in
      // The row is the shown snapshot's; the item leaves the latest one, so a snapshot set
      // while paused keeps its other changes.
      guard let id = visible.itemIdentifier(at: path), let latest = snapshot.path(ofItem: id),
        let smaller = snapshot.removingItem(at: latest)
      else { return }
      setSnapshot(smaller)
    }
  }

}

extension SnapshotDataSource: UserMovableSource {
  /// Whether no set snapshot waits (the table follows the snapshots, not the other way round)
  /// and the visible snapshot has both paths.
  func modelAcceptsMove(from source: TablePath, to target: TablePath) -> Bool {
    !hasPendingUpdate && visible.canMoveItem(from: source, to: target)
  }

  func moveModel(from source: TablePath, to target: TablePath) throws(DataSourceError) {
    guard let moved = visible.movingItem(from: source, to: target) else {
      throw .rowNotMovable(dataSource: name, from: source, to: target)
    }
    setSnapshot(moved)
  }
}
