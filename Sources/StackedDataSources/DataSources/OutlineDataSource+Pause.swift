extension OutlineDataSource: PausableSource {
  /// Whether the table is held at the rows it was last told of while the tree changes; see
  /// ``pause()``.
  ///
  /// - Complexity: O(1).
  public var isPaused: Bool { core.isPaused }

  /// Holds the table at the rows it shows now: later edits, expansions and collapses change the
  /// tree, ``rows`` and call ``didChange``, but send nothing until ``resume()`` or ``flush()``.
  ///
  /// While paused, every query the table makes (``numberOfRows(inSection:)``, ``item(at:)``,
  /// ``row(at:)``, ``depth(at:)``, row content…) answers from the rows the table was last told
  /// of, so the table stays consistent however the tree changes; a stack the source belongs to
  /// keeps sending its other groups' batches. ``toggle(at:)`` takes a row the table shows, as a
  /// tap reports it; the other mutations take node identifiers. The user may not delete or move
  /// rows meanwhile: ``canEditRow(at:)`` and ``canMoveRow(at:)`` answer `false`, and
  /// ``commitDelete(at:)`` and ``commitMove(from:to:)`` throw
  /// ``DataSourceError/Code/rowNotEditable`` and ``DataSourceError/Code/rowNotMovable``. A new
  /// ``placeholder`` waits for the resume too. Pausing a paused source does nothing.
  ///
  /// ```swift
  /// files.pause()
  /// try files.replaceChildren(of: "Photos", with: loaded)
  /// try files.expand("Photos")
  /// files.resume()   // one batch: the new children's rows
  /// ```
  ///
  /// - Complexity: O(1); the rows are copied on the next edit.
  public func pause() { pauseEdits() }

  /// Sends the net change of every edit made since ``pause()`` as one batch — nothing when they
  /// cancel out — and lets later edits through. Inside an open transaction the change joins the
  /// transaction's batch; during a delivery it is sent once the delivery ends. Resuming a source
  /// that is not paused does nothing.
  ///
  /// - Complexity: O(*k*) for the *k* edits made while paused, plus their netting.
  public func resume() { resumeEdits() }

  /// Sends the net change of the edits held so far, as ``resume()`` does, and stays paused.
  ///
  /// - Complexity: as ``resume()``.
  public func flush() { flushEdits() }

  /// Whether the user may delete the row at `path`: ``ItemDataSource/canEdit`` allows its row
  /// and the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canEditRow(at path: TablePath) -> Bool { userMayEditRow(at: path) }

  /// Whether the user may move the row at `path`: ``ItemDataSource/canMove`` allows its row and
  /// the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canMoveRow(at path: TablePath) -> Bool { userMayMoveRow(at: path) }

  /// The rows the table was last told of: ``rows``, or the frozen copy while paused.
  var displayedRows: [Row] { pausedRows ?? rows }

  func freezeDisplayed() { pausedRows = rows }

  func thawDisplayed() { pausedRows = nil }
}
