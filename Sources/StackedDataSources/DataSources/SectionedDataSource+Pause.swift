extension SectionedDataSource: PausableSource {
  /// Whether the table is held at the sections and rows it was last told of while ``sections``
  /// changes; see ``pause()``.
  ///
  /// - Complexity: O(1).
  public var isPaused: Bool { core.isPaused }

  /// Holds the table at the sections and rows it shows now: later edits change ``sections`` and
  /// call ``didChange``, but send nothing until ``resume()`` or ``flush()``.
  ///
  /// While paused, every query the table makes (``numberOfSections``,
  /// ``numberOfRows(inSection:)``, ``item(at:)``, ``rowItem(at:)``, titles, row content…)
  /// answers from what the table was last told of, so the table stays consistent however the
  /// sections change; a stack the source belongs to keeps sending its other groups' batches.
  /// Mutations take indexes in ``sections`` as they are now, as always. The user may not delete
  /// or move rows meanwhile: ``canEditRow(at:)`` and ``canMoveRow(at:)`` answer `false`, and
  /// ``commitDelete(at:)`` and ``commitMove(from:to:)`` throw
  /// ``DataSourceError/Code/rowNotEditable`` and ``DataSourceError/Code/rowNotMovable``. A new
  /// ``placeholder`` waits for the resume too. Pausing a paused source does nothing.
  ///
  /// ```swift
  /// mailboxes.pause()
  /// try mailboxes.replaceAll(with: fetched)      // the table does not move
  /// try mailboxes.removeSection(withID: "spam")
  /// mailboxes.resume()                           // one batch, from the old sections
  /// ```
  ///
  /// - Complexity: O(1); the sections are copied on the next edit.
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

  /// The sections the table was last told of: ``sections``, or the frozen copy while paused.
  var displayedSections: [Section] { pausedSections ?? sections }

  func freezeDisplayed() { pausedSections = sections }

  func thawDisplayed() { pausedSections = nil }
}
