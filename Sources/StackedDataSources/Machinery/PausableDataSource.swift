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
/// model as it is now, as always.
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
