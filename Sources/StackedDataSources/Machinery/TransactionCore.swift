/// The transaction machinery every data source shares — array, sectioned, expanding, outline,
/// fetched, snapshot and stack alike: the sink, transactions opened and closed on the root of
/// the tree, and the edits that reach it.
///
/// ## One root, one tracker
///
/// A data source inside a ``SectionGroupStack`` reports to the proxy sink the stack gave it; a
/// data source whose sink is anything else is a **root**. Only a root keeps a ``ChangeTracker``:
/// an edit anywhere in the tree is translated, level by level, to the root's coordinates as it
/// is made, and recorded there (``EditReceiver``). A transaction opened on any node opens the
/// root's; when the root's outermost level closes, the root sends the net change of everything
/// inside as one batch, normalised for UIKit — the only place the package decides what a table
/// can take.
///
/// The root also keeps the row counts its sink has seen, so that the tracker never reads a data
/// source in the middle of an edit: a source may change its model before or after describing
/// the change.
///
/// ## Delivery
///
/// UIKit forbids changing the data while the table applies a batch. An edit made from inside a
/// sink call while the root delivers a batch is not allowed to slip into it: an edit that can
/// fail (it takes indexes, or returns a value) throws ``DataSourceError/editDuringBatch(dataSource:)``
/// and changes nothing; one that cannot (``ArrayDataSource/append(_:)``, a new snapshot, a
/// store change) is applied right after the batch, as a batch of its own. A sink that wants to
/// know (``ValidatingSink``) is told either way. A transaction opened from inside a sink call
/// (`performBatchUpdates`, or `beginUpdates`/`endUpdates`) closes without delivering: its edits
/// were refused or deferred, the delivery in progress applies the deferred ones once it ends,
/// and the transaction's completion runs after that batch.
///
/// Public only because ``TransactionalDataSource`` hands it over (`_core`); nothing of it is.
@_documentation(visibility: internal)
@MainActor
public final class TransactionCore {
  /// The data source this core serves (which owns the core).
  unowned(unsafe) let owner: any TransactionNode
  /// The owner's ``DataSourceProtocol/name``.
  var name = ""
  /// The receiver of the source's changes.
  var sink: (any TableSink)? {
    didSet { sinkChanged() }
  }
  /// The animation of the batches this core sends as a root.
  var animation: RowAnimation = .automatic

  // As a root:
  /// Open levels of the root transaction.
  var depth = 0
  var tracker = ChangeTracker()
  /// The row counts the sink has seen, once read; kept up to date batch by batch.
  var seen: [Int]?
  /// Whether a batch is being sent to the sink.
  var delivering = false
  /// What the batch being delivered did, for a ``ValidatingSink``'s incremental content check;
  /// `nil` when this root is not delivering.
  var contentJournal: ContentJournal?
  /// The number of deliveries that sent a batch to the sink; the last one's journal carries it.
  var emittedDeliveries = 0
  /// Edits made while delivering, applied when the delivery ends.
  var deferred: [() -> Void] = []
  /// Run after the outermost level closes and its batch (if any) is delivered.
  var completions: [() -> Void] = []
  /// Whether a user's move is being committed (see ``commitUserMove(from:to:move:)``).
  var isCommittingUserMove = false
  /// Whether the handler of a user's input runs (see ``enterUserValue(at:shows:handler:)``): an
  /// input it enters in turn is the app's, not the view's.
  var isHandlingUserInput = false
  /// The nodes whose own model changed in the open transaction and want to hear of it, in the
  /// order they first changed.
  var changedNodes: [TransactionCore] = []

  // As a paused source:
  /// The edits made since ``pause()``, held until ``resume(thaw:)``; `nil` when not paused.
  var pausedEdits: PausedEdits?

  // As any node:
  /// Called after each transaction in which this node's own model changed, once the table was
  /// handed the batch (or right away when nothing follows the node).
  var didChange: (() -> Void)?
  /// The node's own bookkeeping after such a transaction, before ``didChange``: a snapshot
  /// source reports the net change of the transaction to its `didUpdate` hook here.
  var didDeliver: (() -> Void)?
  /// The model or sequence this node follows (a ``Following``), told of every edit of its
  /// model.
  var following: (any SourceFollowing)?
  /// The rules this node keeps (``Following``s of conditions: a group shown, rows enabled),
  /// which live as long as the node.
  var rules: [any SourceFollowing] = []

  /// Rows this node took out of the table in its root's open transaction, to put back if they
  /// return before it ends (see ``HeldRows``).
  var heldRows: HeldRows?
  /// Counts the root's delivered transactions (and changes of its sink), so that ``HeldRows``
  /// and ``HeldSections`` of an earlier one are known to be stale.
  var transactionSerial = 0

  /// The roots this node opened levels on, innermost last (held strongly), so that each level
  /// closes on the root it was opened on even if the node left that tree meanwhile.
  private var opened: [any TransactionNode] = []

  init(owner: any TransactionNode) {
    self.owner = owner
  }

  /// The proxy of the stack this source belongs to, when it belongs to one.
  var host: (any EditHost)? {
    guard let proxy = sink as? any EditHost, proxy.parent != nil else { return nil }
    return proxy
  }

  /// The root of the tree this source belongs to (itself when it is not in a stack).
  ///
  /// - Complexity: O(*d*) for *d* levels of nesting.
  var root: TransactionCore {
    var core = self
    while let parent = core.host?.parent { core = parent.core }
    return core
  }

  /// Where this source's edits go: the log of a paused source, its stack's proxy, or this core
  /// as the root.
  var receiver: any EditReceiver {
    if let pausedEdits { return pausedEdits }
    return host ?? self
  }

  /// Whether a transaction is open on this source's root.
  var isInTransaction: Bool { root.depth > 0 }

  /// Whether anything follows this source's changes: a sink, or a stack it belongs to. When
  /// nothing does, a source may skip computing a batch nobody receives.
  var hasReceiver: Bool { sink != nil }

  /// Whether this source's root is sending a batch to its sink.
  var isDelivering: Bool { root.delivering }

  private func sinkChanged() {
    // The new sink has read the data source as it is; what was pending was for the old one,
    // and so was every token lifted from the old tracker (``HeldRows``, ``HeldSections``).
    heldRows = nil
    transactionSerial &+= 1
    tracker.reset()
    seen = nil
    if host == nil { captureSeenCounts() }
  }

  // MARK: Transactions

  /// Opens a level of the root's transaction.
  func begin() {
    let root = root
    root.depth += 1
    opened.append(root.owner)
  }

  /// Closes the level this node opened last; closing the root's outermost level sends the net
  /// change as one batch.
  ///
  /// - Throws: ``DataSourceError/unbalancedEndUpdates(dataSource:)`` when this node has no open
  ///   level; nothing changes.
  func end() throws(DataSourceError) {
    guard let root = opened.popLast() else {
      throw .unbalancedEndUpdates(dataSource: owner.name)
    }
    root.core.closeLevel()
  }

  /// Runs `updates` as one level of the root's transaction, and `completion` once the root's
  /// outermost level has closed and its batch was delivered.
  func perform<E: Error>(_ updates: () throws(E) -> Void, completion: (() -> Void)?) throws(E) {
    begin()
    if let completion { root.completions.append(completion) }
    defer { try? end() }
    try updates()
  }

  func closeLevel() {
    precondition(depth > 0, "\(owner.name): a transaction level closed twice")
    // A followed model that changed joins the batch of the transaction closing around it.
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *), depth == 1, !delivering,
      PendingFollows.mayHaveWork
    {
      PendingFollows.flush(into: self)
    }
    depth -= 1
    // A transaction opened from inside a sink call closes while this root is still delivering:
    // its edits were refused or deferred, and the delivery in progress sends the deferred ones
    // as a batch of their own once it ends (see ``deliver()``).
    guard depth == 0, !delivering else { return }
    deliver()
  }

  // MARK: Edits

  /// Records an edit and applies it to the model, inside the root's open transaction or as a
  /// transaction of its own.
  ///
  /// - Parameters:
  ///   - record: The edit, on the receiver, in the source's current coordinates.
  ///   - apply: The same edit on the model.
  /// - Throws: ``DataSourceError/editDuringBatch(dataSource:)`` while the root delivers a batch;
  ///   nothing changes.
  func edit(record: (any EditReceiver) -> Void, apply: () -> Void) throws(DataSourceError) {
    let root = root
    guard !root.delivering else {
      root.reportEditDuringBatch(by: owner.name, deferred: false)
      throw .editDuringBatch(dataSource: owner.name)
    }
    root.openLevel()
    record(owner.receiving(receiver))
    apply()
    noteChange(in: root)
    root.checkInvariants()
    root.closeLevel()
  }

  /// Records and applies an edit that cannot fail: during a delivery, `retry` runs once the
  /// delivery ends instead (see "Delivery").
  ///
  /// - Parameter inShownRows: Whether `record` describes the rows the table shows rather than
  ///   the model's items (see ``TransactionNode/receiving(_:)``).
  func edit(
    orDefer retry: @escaping () -> Void, inShownRows: Bool = false,
    record: (any EditReceiver) -> Void, apply: () -> Void
  ) {
    guard !deferDuringDelivery(retry) else { return }
    let root = root
    root.openLevel()
    record(inShownRows ? receiver : owner.receiving(receiver))
    apply()
    noteChange(in: root)
    root.checkInvariants()
    root.closeLevel()
  }

  /// Reconfigures the rows the table shows at `paths` (the source's shown rows, whose items
  /// stayed while what they show changed), in the open transaction or as a batch of its own;
  /// during a delivery, once it ends.
  ///
  /// - Complexity: O(*k* log *r*) for *k* paths.
  func reconfigureShownRows(_ paths: [TablePath]) {
    guard !paths.isEmpty else { return }
    edit(orDefer: { [weak self] in self?.reconfigureShownRows(paths) }, inShownRows: true) {
      receiver in
      for path in paths { receiver.reconfigureRow(at: path) }
    } apply: {
    }
  }

  /// Applies a change the source computes as a batch after changing its model (a store change,
  /// a re-fetch), inside the root's open transaction or as a transaction of its own.
  ///
  /// - Parameters:
  ///   - inShownRows: Whether the batch describes the rows the table shows rather than the
  ///     model's items (see ``TransactionNode/receiving(_:)``).
  ///   - change: Changes the model and returns the batch that describes the change, or `nil`
  ///     for none.
  ///   - rowCount: The row count of a section after the change.
  func applyBatch(
    inShownRows: Bool = false, _ change: () -> Changeset?, rowCount: (Int) -> Int
  ) {
    let root = root
    precondition(!root.delivering, "\(owner.name): a batch was applied during a delivery")
    root.openLevel()
    let receiver = inShownRows ? receiver : owner.receiving(receiver)
    if let changes = change() {
      receiver.apply(changes, rowCount: rowCount)
      noteChange(in: root)
    }
    root.checkInvariants()
    root.closeLevel()
  }

  /// Notes that this node's model changed in `root`'s transaction, for ``didChange`` and its rules.
  private func noteChange(in root: TransactionCore) {
    following?.sourceChanged()
    guard didChange != nil || didDeliver != nil || !rules.isEmpty,
      !root.changedNodes.contains(where: { $0 === self })
    else { return }
    root.changedNodes.append(self)
  }

  /// During a delivery, queues `edit` to run once the delivery ends and returns `true`;
  /// otherwise returns `false` and the caller edits now.
  ///
  /// For edits that cannot fail: they are applied after the batch, in order, as one batch.
  func deferDuringDelivery(_ edit: @escaping () -> Void) -> Bool {
    let root = root
    guard root.delivering else { return false }
    root.reportEditDuringBatch(by: owner.name, deferred: true)
    root.deferred.append(edit)
    return true
  }
}
