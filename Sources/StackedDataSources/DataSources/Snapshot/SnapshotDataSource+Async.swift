extension SnapshotDataSource {
  /// Makes `snapshot` the model, diffing it against the shown one off the main actor, and emits
  /// the batch back on the main actor, unless a newer request overtook this one.
  ///
  /// Use it for snapshots large enough that a diff would drop frames. Every request, `async` or
  /// not, supersedes the earlier ones: a result whose request is no longer the latest is dropped
  /// (the newer request delivers), so the table never shows an older model after a newer one.
  ///
  /// ```swift
  /// Task { await contacts.setSnapshot(try Snapshot(items: bigResult, section: "All")) }
  /// ```
  ///
  /// While paused the update stays pending and is delivered by ``resume()``, as for the
  /// synchronous ``setSnapshot(_:)->()``. Inside an open transaction it is diffed at once, on the
  /// main actor, so that it joins the transaction's batch.
  ///
  /// - Returns: `true` when this call handed over the batch; `false` when it was overtaken or
  ///   deferred.
  /// - Complexity: O(*n* + *m*) expected off the main actor; O(1) plus the emit on it.
  @discardableResult
  public func setSnapshot(_ snapshot: Model) async -> Bool {
    guard !core.isInTransaction, !core.isDelivering else {
      let setNow: (Model) -> Void = setSnapshot
      setNow(snapshot)
      return !hasPendingUpdate
    }
    generation &+= 1
    let request = generation
    self.snapshot = snapshot
    hasPendingUpdate = true
    while true {
      guard !isPaused else { return false }
      let base = displayedSnapshot
      let baseVersion = displayVersion
      let shown = proposedSnapshot()
      await whileDiffing?()
      let changes = await Self.diffOffMainActor(from: base, to: shown)
      // A newer request owns the delivery, or a resume or end of transaction already made it.
      guard request == generation, hasPendingUpdate else { return false }
      if baseVersion == displayVersion, !isPaused, !core.isInTransaction, !core.isDelivering {
        deliver(changes, showing: shown)
        return true
      }
      if core.isInTransaction || core.isDelivering {
        // A transaction opened meanwhile: diff here so that the change joins it.
        deliverIfReady()
        return !hasPendingUpdate
      }
      // The table moved on while the diff ran; diff again from what it shows now.
    }
  }

  /// The diff, run on the global concurrent executor rather than the caller's actor.
  @concurrent
  nonisolated static func diffOffMainActor(from old: Model, to new: Model) async -> Changeset {
    Changeset.rawDiff(from: old, to: new)
  }
}
