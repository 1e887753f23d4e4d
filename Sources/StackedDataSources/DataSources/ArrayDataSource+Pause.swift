extension ArrayDataSource: PausableSource {
  /// Whether the table is held at the rows it was last told of while ``items`` changes; see
  /// ``pause()``.
  ///
  /// - Complexity: O(1).
  public var isPaused: Bool { core.isPaused }

  /// Holds the table at the rows it shows now: later edits change ``items`` and call
  /// ``didChange``, but send nothing until ``resume()`` or ``flush()``.
  ///
  /// While paused, every query the table makes (``numberOfRows(inSection:)``, ``item(at:)``,
  /// ``rowItem(at:)``, ``rowContent(at:)``…) answers from the rows the table was last told of, so
  /// the table stays consistent however the items change; a stack the source belongs to keeps
  /// sending its other groups' batches. The user may not delete or move rows meanwhile:
  /// ``canEditRow(at:)`` and ``canMoveRow(at:)`` answer `false`, and ``commitDelete(at:)`` and
  /// ``commitMove(from:to:)`` throw ``DataSourceError/Code/rowNotEditable`` and
  /// ``DataSourceError/Code/rowNotMovable``. A new ``placeholder`` waits for the resume too.
  /// Pausing a paused source does nothing.
  ///
  /// ```swift
  /// messages.pause()
  /// for message in downloaded { messages.append(message) }   // the table does not move
  /// messages.resume()                                         // one batch of every insert
  /// ```
  ///
  /// - Complexity: O(1); the items are copied on the next edit.
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

  /// Whether the user may delete the row at `path`: ``ItemDataSource/canEdit`` allows its item
  /// and the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canEditRow(at path: TablePath) -> Bool { userMayEditRow(at: path) }

  /// Whether the user may move the row at `path`: ``ItemDataSource/canMove`` allows its item
  /// and the source is not paused.
  ///
  /// - Complexity: O(1).
  public func canMoveRow(at path: TablePath) -> Bool { userMayMoveRow(at: path) }

  /// The items the table was last told of: ``items``, or the frozen copy while paused.
  var displayedItems: [Item] { pausedItems ?? items }

  func freezeDisplayed() { pausedItems = items }

  func thawDisplayed() { pausedItems = nil }
}
