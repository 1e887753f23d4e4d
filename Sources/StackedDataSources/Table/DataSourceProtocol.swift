/// One table-shaped source of sections and rows that reports its changes to a ``TableSink``.
///
/// The package ships ``ArrayDataSource`` (one section), ``SectionedDataSource`` (sections with
/// headers and footers), ``ExpandingDataSource`` (sections that collapse to a few rows),
/// ``OutlineDataSource`` (a tree of rows), ``FetchedDataSource`` (rows that follow a query over a
/// store) and ``SnapshotDataSource`` (rows set as whole snapshots); a ``SectionGroupStack``
/// composes any of them — and your own conforming types — and is one itself.
///
/// Every query is in the data source's **current** state, which is the state *after* any batch
/// it is in the middle of. A view reads it; a sink that validates a batch reads it at the
/// batch's end.
///
/// ## Transactions
///
/// Edits made inside ``performBatchUpdates(_:completion:)`` (or between ``beginUpdates()`` and
/// ``endUpdates()``, which nest) reach the sink as one net batch when the outermost level ends;
/// an edit outside a transaction is a batch of its own; a transaction with no net change sends
/// nothing. For the package's data sources, a transaction opened on any node of a
/// ``SectionGroupStack`` opens the root's, so the whole table changes in one batch.
///
/// ## The user's actions
///
/// The user's entry points — ``selectRow(at:)``, ``tapAccessory(at:)``, ``setToggle(_:at:)``,
/// ``setControlValue(_:at:)``, ``endEditing(at:)``, ``swipeActions(at:edge:)``,
/// ``commitDelete(at:)``, ``commitInsert(at:)`` — take the row **as the view shows it**: the
/// layout of the last batch the sink received. Between transactions that is the data source's
/// own layout. While a transaction is open on the data source the view shows (the root of its
/// tree: `beginUpdates()`, an `await`, `endUpdates()`), the model already holds changes the view
/// has not seen; the path goes through them to the row the user acted on
/// (``currentPath(ofShownRow:)``), and an action on a row they deleted is refused with
/// ``DataSourceError/Code/shownRowDeleted``, changing nothing. A source inside a
/// ``SectionGroupStack`` is handed its rows by the stack, in its own current coordinates, so
/// call the data source the view shows. During a delivery (from inside a sink call, such as the
/// end of a text field's editing as the batch deletes its row) every action is refused with
/// ``DataSourceError/Code/editDuringBatch``. A user's drag (``commitMove(from:to:)``) is refused
/// while a transaction is open. The table's questions (``rowContent(at:)``,
/// ``canEditRow(at:)``…) are in the data source's current layout.
@MainActor
public protocol DataSourceProtocol: AnyObject {
  /// A name for messages and errors, such as `"Wi-Fi networks"`.
  var name: String { get }

  /// The receiver of this data source's changes: a table, a test's recorder, or the proxy a
  /// ``SectionGroupStack`` hands its children.
  var sink: (any TableSink)? { get set }

  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of rows in `section`, or 0 when the section does not exist.
  func numberOfRows(inSection section: Int) -> Int

  /// The item at `path` as a hashable value that carries both its identity and its content, or
  /// `nil` when the path does not exist.
  ///
  /// Two reads compare equal exactly when the row shows the same thing, so a content check can
  /// tell a row that changed without a reload.
  func item(at path: TablePath) -> AnyHashable?

  /// The reuse identifier of the cell for the row at `path`.
  func reuseIdentifier(at path: TablePath) -> String

  /// The title of the header of `section`, if any.
  func titleForHeader(inSection section: Int) -> String?

  /// The title of the footer of `section`, if any.
  func titleForFooter(inSection section: Int) -> String?

  /// What the row at `path` shows, or `nil` when the data source does not say (a view then
  /// shows the item's description).
  func rowContent(at path: TablePath) -> RowContent?

  /// What the header of `section` shows, or `nil` for none.
  func headerContent(inSection section: Int) -> HeaderFooterContent?

  /// What the footer of `section` shows, or `nil` for none.
  func footerContent(inSection section: Int) -> HeaderFooterContent?

  /// The entries of the table's section index, each naming the section it jumps to.
  var sectionIndexTitles: [SectionIndexTitle] { get }

  /// Whether the user may delete the row at `path`.
  func canEditRow(at path: TablePath) -> Bool

  /// Whether the editing control of the row at `path` inserts (UIKit's green plus, an "Add…"
  /// row) rather than deletes; the user's tap is ``commitInsert(at:)``.
  func canInsertRow(at path: TablePath) -> Bool

  /// Whether the row at `path` may be reordered by the user.
  func canMoveRow(at path: TablePath) -> Bool

  // MARK: What the user does (paths as the view shows them; see "The user's actions")

  /// The user selected (tapped) the row at `path` (as the view shows it); the data source that
  /// owns it acts.
  ///
  /// - Throws: ``DataSourceError`` when the view shows no row at `path`, the open transaction
  ///   deleted it (``DataSourceError/Code/shownRowDeleted``) or a batch is being delivered;
  ///   nothing changes.
  func selectRow(at path: TablePath) throws(DataSourceError)

  /// The user tapped the accessory button of the row at `path` (as the view shows it).
  ///
  /// - Throws: as ``selectRow(at:)``; nothing changes.
  func tapAccessory(at path: TablePath) throws(DataSourceError)

  /// The user flipped the switch of the row at `path` (as the view shows it) to `isOn`. The
  /// view already shows it; the package's sources settle the switch without echo (see
  /// ``ControlValue``) and tell the sinks (``UserInputFollower``).
  ///
  /// - Throws: as ``selectRow(at:)``; nothing changes.
  func setToggle(_ isOn: Bool, at path: TablePath) throws(DataSourceError)

  /// The user entered `value` into the control of the row at `path` (as the view shows it):
  /// typed into its text field, dragged its slider, tapped its stepper, picked an option or a
  /// date. The view already shows the value; the data source tells its sinks
  /// (``UserInputFollower``), the owner's handler runs in a transaction, and the row is not
  /// reconfigured back to what it shows (see ``ControlValue``).
  ///
  /// - Throws: ``DataSourceError`` when the view shows no row at `path`, or the open
  ///   transaction deleted it (``DataSourceError/Code/shownRowDeleted``);
  ///   ``DataSourceError/Code/noSuchControl`` when the row shows no control that takes `value`;
  ///   ``DataSourceError/Code/invalidControlValue`` when the control cannot take it (outside
  ///   its range or off its step, not finite, an option it does not have, a field that is not
  ///   editable); ``DataSourceError/Code/editDuringBatch`` from inside a sink call. Nothing
  ///   changes then and no handler runs.
  func setControlValue(_ value: ControlValue, at path: TablePath) throws(DataSourceError)

  /// The user finished editing the text field of the row at `path` (as the view shows it:
  /// return, or focus left).
  ///
  /// - Throws: ``DataSourceError`` when the view shows no row at `path`, the open transaction
  ///   deleted it, or a batch is being delivered (UIKit ends the editing of a field whose row
  ///   the batch deletes: ``DataSourceError/Code/editDuringBatch``);
  ///   ``DataSourceError/Code/noSuchControl`` when the row shows no text field. Nothing changes
  ///   then.
  func endEditing(at path: TablePath) throws(DataSourceError)

  /// Where the row the view shows at `path` is now — the row the user's entry points act on
  /// (see "The user's actions") — or `nil` when there is no such row, the open transaction
  /// deleted it, or a batch is being delivered. A view asks it to read what a row it shows has
  /// now, for example to put a control back after the data source refused its value.
  ///
  /// - Complexity: O(1) between transactions; inside one, O(*s* + *r*) for the *s* sections and
  ///   *r* runs of rows it changed.
  func currentPath(ofShownRow path: TablePath) -> TablePath?

  /// The swipe actions of the row at `path` (as the view shows it) on `edge`; none when there
  /// is no such row, or the open transaction deleted it.
  func swipeActions(at path: TablePath, edge: RowAction.Edge) -> [RowAction]

  /// The user deleted the row at `path` (as the view shows it: swipe to delete, or the editing
  /// control); the data source removes the row, and the table gets the delete as a batch.
  ///
  /// - Throws: ``DataSourceError`` when the view shows no row at `path`, the open transaction
  ///   deleted it, or it may not be deleted; nothing changes and nothing is sent.
  func commitDelete(at path: TablePath) throws(DataSourceError)

  /// The user tapped the insert control of the row at `path` (as the view shows it;
  /// ``canInsertRow(at:)``); the data
  /// source that owns the row changes its model — typically inserts a new item — and the table
  /// gets the change as a batch.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path` or it has no insert control;
  ///   nothing changes and nothing is sent.
  func commitInsert(at path: TablePath) throws(DataSourceError)

  /// The user dragged the row at `source` to `destination` (UIKit's
  /// `tableView(_:moveRowAt:to:)`): the table **already shows** the move, so the model follows
  /// and nothing is sent for it. `source` is in the table's coordinates before the drag,
  /// `destination` after it: the row's final path.
  ///
  /// Call it on the data source the table shows (a stack routes it to the row's owner, through
  /// nesting and pins). When the owner refuses — the row may not move (``canMoveRow(at:)``), or
  /// the destination belongs to another data source — the row is put back with a legal batch and
  /// the refusal is thrown; when the model places the row elsewhere than the user dropped it (a
  /// pinned group follows its anchor row), a batch moves what differs, and a drop into a section
  /// that showed a placeholder row deletes that row. Afterwards the table shows the model.
  ///
  /// - Throws: ``DataSourceError``: ``DataSourceError/Code/rowNotMovable`` after putting the
  ///   row back; ``DataSourceError/Code/rowOutOfRange`` or
  ///   ``DataSourceError/Code/sectionOutOfRange`` when the table has no such rows, changing
  ///   nothing; ``DataSourceError/Code/editDuringBatch`` inside an open transaction or a
  ///   delivery, changing nothing.
  func commitMove(from source: TablePath, to destination: TablePath) throws(DataSourceError)

  /// Where a row the user drags from `source` may land when the user hovers over `proposed`
  /// (UIKit's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`): `proposed`
  /// when its owner would accept the row there, else `source`, so that a drag never leaves the
  /// rows of the data source that owns it.
  ///
  /// The package's sources and stacks answer from the same predicate ``commitMove(from:to:)``
  /// checks, so a drop at the answer (other than `source`) is accepted, and a drop this turns
  /// back is refused. A hand-written source that lets rows move must keep that promise too.
  ///
  /// Both paths are in the table's coordinates: `source` before the drag, `proposed` and the
  /// answer after it.
  func targetPath(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath

  /// Opens a transaction, or nests one more level in the open one.
  func beginUpdates()

  /// Closes one level of the open transaction; closing the outermost level sends the net change
  /// to the sink as one batch.
  ///
  /// - Throws: ``DataSourceError/unbalancedEndUpdates(dataSource:)`` when no transaction is open;
  ///   nothing changes and nothing is sent.
  func endUpdates() throws

  /// Runs `updates` as one transaction: every change inside reaches the sink as one batch; then
  /// runs `completion`, once the outermost transaction has closed and its batch (if any) was
  /// sent — also when nothing changed.
  ///
  /// The transaction closes even when `updates` throws; the edits made before the throw are kept
  /// and sent, so the table always matches the data source.
  ///
  /// ```swift
  /// try fruits.performBatchUpdates {
  ///   fruits.append("Kiwi")
  ///   try fruits.remove(at: 0)
  /// } completion: {
  ///   print("the table shows", fruits.items)
  /// }
  /// ```
  func performBatchUpdates(_ updates: () throws -> Void, completion: (() -> Void)?) rethrows
}

extension DataSourceProtocol {
  /// `"Cell"`, the identifier table views use when a source does not say otherwise.
  public func reuseIdentifier(at path: TablePath) -> String { "Cell" }
  /// No header title.
  public func titleForHeader(inSection section: Int) -> String? { nil }
  /// No footer title.
  public func titleForFooter(inSection section: Int) -> String? { nil }
  /// Rows may not be deleted.
  public func canEditRow(at path: TablePath) -> Bool { false }
  /// Rows have no insert control.
  public func canInsertRow(at path: TablePath) -> Bool { false }
  /// Rows may not be moved.
  public func canMoveRow(at path: TablePath) -> Bool { false }

  /// Runs `updates` as one transaction (``beginUpdates()``, the block, ``endUpdates()``), then
  /// `completion`: the implementation a hand-written data source gets.
  public func performBatchUpdates(_ updates: () throws -> Void, completion: (() -> Void)?)
    rethrows
  {
    beginUpdates()
    defer {
      try? endUpdates()
      completion?()
    }
    try updates()
  }

  /// Runs `updates` as one transaction; see ``performBatchUpdates(_:completion:)``.
  public func performBatchUpdates(_ updates: () throws -> Void) rethrows {
    try performBatchUpdates(updates, completion: nil)
  }

  /// The total number of rows in all sections.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var numberOfRows: Int {
    (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
  }

  /// The row counts of all sections, in order.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var rowCounts: [Int] {
    (0..<numberOfSections).map { numberOfRows(inSection: $0) }
  }
}
