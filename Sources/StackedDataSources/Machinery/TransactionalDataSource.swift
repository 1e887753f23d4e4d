/// A data source built on the package's shared transaction machinery — every data source the
/// package ships, and ``SectionGroupStack``: the members they all have, declared and documented
/// once here.
///
/// Each conforming type keeps only what is its own (its model, its mutations, its queries); the
/// receiver of its batches, the hook that follows its edits, the animation and the transactions
/// come from this protocol's extension, and work the same on every source.
///
/// ```swift
/// let fruits = ArrayDataSource(["Apple", "Banana"], name: "Fruits")
/// fruits.sink = tableSink
/// fruits.didChange = { saveFruits(fruits.items) }
/// try fruits.performBatchUpdates {
///   fruits.append("Kiwi")
///   try fruits.remove(at: 0)
/// }
/// ```
///
/// The protocol is for the package's own types: its one requirement, `_core`, hands over the
/// internal object that does the work, which only the package can create. A hand-written data
/// source conforms to ``DataSourceProtocol`` (or ``ItemDataSource``) instead.
@MainActor
public protocol TransactionalDataSource: DataSourceProtocol {
  /// The transaction machinery this data source forwards its shared members to; an
  /// implementation detail of the package, not for use.
  var _core: TransactionCore { get }
}

extension TransactionalDataSource {
  /// A name for messages and errors, such as `"Fruits"`: every ``DataSourceError`` and
  /// ``BatchViolation`` the data source causes names it.
  ///
  /// - Complexity: O(1) to read or write.
  public var name: String {
    get { _core.name }
    set { _core.name = newValue }
  }

  /// The receiver of this data source's changes: a table's sink, a test's recorder, or the proxy
  /// a ``SectionGroupStack`` hands its groups (for a stack, in the table's coordinates).
  ///
  /// Setting a sink tells it nothing: the sink reads the data source as it is (a table reloads).
  ///
  /// - Complexity: O(1) to read; O(*s*) for *s* sections to write (the counts the sink has seen
  ///   are noted).
  public var sink: (any TableSink)? {
    get { _core.sink }
    set { _core.sink = newValue }
  }

  /// Called after each transaction in which this data source was edited, once the table was
  /// handed the batch (right after the edit when nothing follows the source), even when the
  /// edit changed nothing the table shows; an edit made here is a batch of its own.
  ///
  /// - Complexity: O(1) to read or write.
  public var didChange: (() -> Void)? {
    get { _core.didChange }
    set { _core.didChange = newValue }
  }

  /// The animation of the batches this data source sends; `.automatic` by default.
  ///
  /// A stack's batch nets the changes of many groups, so it has one animation, the root's: the
  /// animation of a group inside a ``SectionGroupStack`` is not used.
  ///
  /// - Complexity: O(1) to read or write.
  public var animation: RowAnimation {
    get { _core.animation }
    set { _core.animation = newValue }
  }

  /// Opens a transaction on the root of the tree this data source belongs to (itself, outside
  /// a stack), or nests one more level in the open one.
  ///
  /// - Complexity: O(*d*) for *d* levels of nesting.
  public func beginUpdates() {
    _core.begin()
  }

  /// Closes the level this data source opened last; closing the root's outermost level sends
  /// the whole tree's net change to the sink as one batch.
  ///
  /// - Throws: ``DataSourceError/unbalancedEndUpdates(dataSource:)`` when this data source has
  ///   no open level; nothing changes and nothing is sent.
  /// - Complexity: O(1), plus the netting of the batch when the outermost level closes.
  public func endUpdates() throws {
    try _core.end()
  }

  /// Runs `updates` as one level of the root's transaction, then `completion` once the root's
  /// outermost level has closed and its batch (if any) was delivered; see
  /// ``DataSourceProtocol/performBatchUpdates(_:completion:)``.
  ///
  /// - Complexity: that of `updates`, plus the netting of the batch.
  public func performBatchUpdates(_ updates: () throws -> Void, completion: (() -> Void)?)
    rethrows
  {
    try _core.perform(updates, completion: completion)
  }

  /// Makes the model follow a row the user dragged from `source` to `destination` (its final
  /// path) when ``RowBehavior/canMove`` allows it: ``RowBehavior/onMove`` when set, else
  /// the source's own reordering; see ``DataSourceProtocol/commitMove(from:to:)``.
  ///
  /// An array, sectioned or expanding source moves the item (to any section); an outline node
  /// keeps its parent, so a drop outside the rows of its parent's subtree is refused, and a drop
  /// among a sibling's children places the node after that sibling's subtree; a snapshot source
  /// sets the snapshot with the item moved, and puts the row back while a set snapshot waits
  /// (paused): the table follows the snapshots; a fetched source's order comes from its request,
  /// so only ``RowBehavior/onMove``, changing the objects' sort keys in the store
  /// synchronously, takes a drop. A ``SectionGroupStack`` routes the drag to the row's owner.
  ///
  /// - Throws: ``DataSourceError``; a refused row is put back.
  /// - Complexity: O(*r*) for the rows of the two sections (an outline's, O(*n* + *v*) for *n*
  ///   nodes and *v* visible rows; a snapshot's, O(*n*) for a new snapshot and its diff).
  public func commitMove(from source: TablePath, to destination: TablePath)
    throws(DataSourceError)
  {
    try _core.owner.commitUserMove(from: source, to: destination)
  }

  /// `proposed` when ``commitMove(from:to:)`` would accept the row there, else `source`; see
  /// ``DataSourceProtocol/targetPath(forMoveFrom:proposed:)``.
  ///
  /// - Complexity: O(1) for the rows' queries (an outline's, O(*v*) for *v* visible rows; a
  ///   fetched source's, O(log *n*) for *n* objects).
  public func targetPath(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath {
    _core.owner.proposedTarget(forMoveFrom: source, proposed: proposed)
  }

  /// Where the row the view shows at `path` is now; see
  /// ``DataSourceProtocol/currentPath(ofShownRow:)``.
  ///
  /// - Complexity: O(1) between transactions; inside one, O(*s* + *r*) for the *s* sections
  ///   and *r* runs of rows it changed.
  public func currentPath(ofShownRow path: TablePath) -> TablePath? {
    guard let current = _core.shownRowPath(path), (try? checkRowExists(current)) != nil else {
      return nil
    }
    return current
  }

  /// The transaction machinery, by its internal name.
  var core: TransactionCore { _core }
}
