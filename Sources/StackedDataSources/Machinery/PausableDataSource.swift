/// A data source that can hold its table while its model changes, by holding its edits: array,
/// sectioned, expanding and outline sources. (A ``SnapshotDataSource`` or ``FetchedDataSource``
/// pauses its own way, holding what it is given before its model changes.)
///
/// While paused, the source's model follows every edit — its item APIs read the new state, and
/// ``TransactionalDataSource/didChange`` is called after each edit's transaction — but its table
/// does not: every query the table makes (``DataSourceProtocol/numberOfSections``,
/// ``DataSourceProtocol/numberOfRows(inSection:)``, ``DataSourceProtocol/item(at:)``,
/// ``ItemDataSource/rowItem(at:)``, titles, row content…) answers from a frozen copy of the rows
/// the table was last told of, so the table stays consistent while the batches wait; a stack the
/// source belongs to keeps sending its other groups' batches. Mutations take indexes in the
/// model as it is now, as always. A row whose control the user changed meanwhile answers as the
/// view shows it, with the value the user entered (which the source holds with its edits until
/// it resumes): a view that reads the row again shows that, never the value it was last told.
///
/// ```swift
/// messages.pause()
/// for message in downloaded { messages.append(message) }   // the table does not move
/// messages.resume()                                         // one batch of every insert
/// ```
///
/// The user may not delete or move rows meanwhile (their paths are the table's, no longer the
/// model's): ``DataSourceProtocol/canEditRow(at:)`` and ``DataSourceProtocol/canMoveRow(at:)``
/// answer `false`, and ``DataSourceProtocol/commitDelete(at:)`` and
/// ``DataSourceProtocol/commitMove(from:to:)`` throw ``DataSourceError/Code/rowNotEditable`` and
/// ``DataSourceError/Code/rowNotMovable``. Taps, switches, swipe actions and insert controls
/// still reach the app with the item the row shows. A new placeholder waits for the resume too.
@MainActor
public protocol PausableDataSource: ItemDataSource, TransactionalDataSource {}

extension PausableDataSource {
  /// Whether the table is held at the rows it was last told of while the model changes; see
  /// ``pause()``.
  ///
  /// - Complexity: O(1).
  public var isPaused: Bool { _core.isPaused }

  /// Holds the table at the rows it shows now: later edits change the model and call
  /// ``TransactionalDataSource/didChange``, but send nothing until ``resume()`` or ``flush()``;
  /// see ``PausableDataSource``. Pausing a paused source does nothing.
  ///
  /// - Complexity: O(1); the model is copied on its next edit.
  public func pause() { _core.pauseEdits() }

  /// Sends the net change of every edit made since ``pause()`` as one batch — nothing when they
  /// cancel out — and lets later edits through. Inside an open transaction the change joins the
  /// transaction's batch; during a delivery it is sent once the delivery ends. Resuming a source
  /// that is not paused does nothing.
  ///
  /// - Complexity: O(*k*) for the *k* edits made while paused, plus their netting.
  public func resume() { _core.resumeEdits() }

  /// Sends the net change of the edits held so far, as ``resume()`` does, and stays paused.
  ///
  /// - Complexity: as ``resume()``.
  public func flush() { _core.flushEdits() }

  /// What the row at `path` shows: the content ``RowBehavior/content`` gives its item, as
  /// ``ItemDataSource`` gives it. While the source is paused, the row as the view shows it: the
  /// frozen copy, with the value the user entered into its control since, which the source
  /// holds until it resumes — a view that reads the row again (a `List` drawing its rows, a
  /// table asking for the cell of a row scrolled back) shows what the user entered, not the
  /// value the view was last told.
  ///
  /// - Complexity: O(1); while paused, O(*u*) for the *u* inputs held.
  public func rowContent(at path: TablePath) -> RowContent? {
    heldInput(at: path) ?? itemContent(at: path)
  }

  /// The content of the row at `path` (the rows as the view shows them) with the value the user
  /// entered into its control while the source is paused; `nil` when it holds none.
  ///
  /// - Complexity: O(*u*) for the *u* inputs held.
  func heldInput(at path: TablePath) -> RowContent? {
    _core.pausedEdits?.shownContent(at: path)
  }

  /// Whether the user may delete the row at `path`: ``RowBehavior/canEdit`` allows its item
  /// and the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canEditRow(at path: TablePath) -> Bool {
    !isPaused && (rowItem(at: path).map(rowBehavior.canEdit) ?? false)
  }

  /// Whether the user may move the row at `path`: ``RowBehavior/canMove`` allows its item
  /// and the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canMoveRow(at path: TablePath) -> Bool {
    !isPaused && (rowItem(at: path).map(rowBehavior.canMove) ?? false)
  }
}
