/// A data source that can be paused by holding its edits (``TransactionCore/pause()``): array,
/// sectioned, expanding and outline sources. A snapshot or fetched source pauses its own way,
/// holding what it is given before its model changes.
///
/// While paused, the source's model follows every edit — its item APIs read the new state, and
/// ``TransactionCore/didChange`` is called after each edit's transaction — but its table does
/// not: every query the table makes reads a frozen copy of the rows the table was last told of,
/// so the table stays consistent while the batches wait. The user may not delete or move its
/// rows meanwhile (their paths are the table's, no longer the model's): ``canEditRow(at:)`` and
/// ``canMoveRow(at:)`` answer `false`, so the user's delete and move are refused as for any row
/// that does not allow them. Taps, switches, swipe actions and insert controls still reach the
/// app with the item the row shows.
@MainActor
protocol PausableSource: ItemDataSource, TransactionNode {
  /// Makes the table's queries read a copy of what they read now.
  func freezeDisplayed()
  /// Makes the table's queries read the model again.
  func thawDisplayed()
}

extension PausableSource {
  /// Freezes what the table reads and starts holding edits.
  ///
  /// - Complexity: O(1); the model is copied on its next edit.
  func pauseEdits() {
    guard !core.isPaused else { return }
    freezeDisplayed()
    core.pause()
  }

  /// Hands the held edits to the table as one batch and stops holding them; during a delivery,
  /// once it ends.
  ///
  /// - Complexity: O(*k*) for the *k* edits held.
  func resumeEdits() {
    guard core.isPaused, !core.deferDuringDelivery({ [weak self] in self?.resumeEdits() })
    else { return }
    core.resume(thaw: thawDisplayed)
  }

  /// Hands the held edits to the table as one batch and goes on holding later ones.
  ///
  /// - Complexity: O(*k*) for the *k* edits held.
  func flushEdits() {
    guard core.isPaused, !core.deferDuringDelivery({ [weak self] in self?.flushEdits() })
    else { return }
    core.resume(thaw: thawDisplayed)
    pauseEdits()
  }

  /// Whether the user may delete the row at `path`: its item allows it, and the source is not
  /// paused.
  func userMayEditRow(at path: TablePath) -> Bool {
    !core.isPaused && (rowItem(at: path).map(rowBehavior.canEdit) ?? false)
  }

  /// Whether the user may move the row at `path`: its item allows it, and the source is not
  /// paused.
  func userMayMoveRow(at path: TablePath) -> Bool {
    !core.isPaused && (rowItem(at: path).map(rowBehavior.canMove) ?? false)
  }
}
