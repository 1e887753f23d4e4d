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
  /// While paused or inside a transaction the update stays pending and is delivered by
  /// ``resume()`` or the outermost ``endUpdates()``, as for the synchronous ``setSnapshot(_:)->()``.
  ///
  /// - Returns: `true` when this call emitted the batch; `false` when it was overtaken or
  ///   deferred.
  /// - Complexity: O(*n* + *m*) expected off the main actor; O(1) plus the emit on it.
  @discardableResult
  public func setSnapshot(_ snapshot: Model) async -> Bool {
    generation &+= 1
    let request = generation
    self.snapshot = snapshot
    hasPendingUpdate = true
    while true {
      guard !isPaused, transactionDepth == 0 else { return false }
      let base = displayedSnapshot
      let baseVersion = displayVersion
      let shown = proposedSnapshot()
      await whileDiffing?()
      let changes = await Self.diffOffMainActor(from: base, to: shown)
      // A newer request owns the delivery, or a resume or end of transaction already made it.
      guard request == generation, hasPendingUpdate else { return false }
      if baseVersion == displayVersion, !isPaused, transactionDepth == 0 {
        deliver(changes, showing: shown)
        return true
      }
      // The table moved on while the diff ran; diff again from what it shows now.
    }
  }

  /// The diff, run on the global concurrent executor rather than the caller's actor.
  @concurrent
  nonisolated static func diffOffMainActor(from old: Model, to new: Model) async -> Changeset {
    Changeset(from: old, to: new)
  }
}
