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

  /// The transaction machinery, by its internal name.
  var core: TransactionCore { _core }
}
