/// Pausing a data source: its model keeps changing, its table does not, until it resumes
/// (TLIndexPathTools' `ignoreDataModelChanges` with its forced `update`).
///
/// While paused, the source's edits go to a ``PausedEdits`` log instead of up the tree, and the
/// source answers the table's queries from a frozen copy of what the table was last told; the
/// stacks above, the root's tracker and the sink never hear of the edits. Resuming replays the
/// log inside one level of the root's transaction, so the table gets the net change as one batch
/// — the open transaction's, when one is open — or nothing when the edits cancel out.
extension TransactionCore {
  /// Whether the source's edits are held.
  var isPaused: Bool { pausedEdits != nil }

  /// Starts holding the source's edits; the source freezes what its queries read first.
  ///
  /// - Complexity: O(1).
  func pause() {
    guard pausedEdits == nil else { return }
    // A placeholder row held from the tree's tracker cannot be put back through the log, nor
    // one held from the log through the tree.
    heldRows = nil
    pausedEdits = PausedEdits()
  }

  /// Stops holding the source's edits and hands them to its receiver as one level of the root's
  /// transaction.
  ///
  /// - Parameter thaw: Makes the source's queries read its model again. It runs once the root has
  ///   read the counts its sink has seen — the frozen ones — and before the edits reach it.
  /// - Complexity: O(*k*) for the *k* edits held, plus what they cost the tree.
  func resume(thaw: () -> Void) {
    guard let edits = pausedEdits else { return }
    let root = root
    precondition(!root.delivering, "\(owner.name): resumed during a delivery")
    root.openLevel()
    pausedEdits = nil
    heldRows = nil
    thaw()
    edits.replay(on: receiver)
    root.checkInvariants()
    root.closeLevel()
  }

  // MARK: A source that holds its edits (``PausableDataSource``)

  /// Freezes what the owner's table reads and starts holding its edits.
  ///
  /// - Complexity: O(1); the owner's model is copied on its next edit.
  func pauseEdits() {
    guard !isPaused else { return }
    owner.freezeDisplayed()
    pause()
  }

  /// Hands the held edits to the table as one batch and stops holding them; during a delivery,
  /// once it ends.
  ///
  /// - Complexity: O(*k*) for the *k* edits held.
  func resumeEdits() {
    guard isPaused, !deferDuringDelivery({ [weak self] in self?.resumeEdits() }) else { return }
    resume { owner.thawDisplayed() }
  }

  /// Hands the held edits to the table as one batch and goes on holding later ones.
  ///
  /// - Complexity: O(*k*) for the *k* edits held.
  func flushEdits() {
    guard isPaused, !deferDuringDelivery({ [weak self] in self?.flushEdits() }) else { return }
    resume { owner.thawDisplayed() }
    pauseEdits()
  }
}
