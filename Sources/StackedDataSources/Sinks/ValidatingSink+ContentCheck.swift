extension ValidatingSink {
  /// How much of the table the content check compares with the data source after each batch.
  ///
  /// UIKit only counts rows, so it accepts a batch that deletes the wrong row of the right
  /// section, moves the wrong row, reconfigures the wrong row, or leaves out the reload of a
  /// changed item; the table then shows stale content until its next reload. The content check
  /// keeps a mirror of what every row shows, replays each batch on it and compares it with the
  /// data source. All paths it reports are the table's, after the batch.
  public enum ContentCheck: Hashable, Sendable {
    /// No content check: only UIKit's rules.
    case off
    /// Compares only the rows a batch could have made wrong — the rows it inserted, moved,
    /// reloaded or reconfigured, the rows the data source's transaction changed (reloaded,
    /// reconfigured, inserted or moved), and every row where the batch and the transaction
    /// disagree about which old row now sits there — plus the counts.
    ///
    /// What the transaction changed comes from the root of the package's data sources, which
    /// records every edit as it is made (before netting, move selection, normalisation and
    /// delivery); the incremental check reads it while the root delivers the batch. A batch
    /// that does not come from such a root — a hand-written data source's, or calls made
    /// directly on the sink — is checked as ``full``. An item a data source changes without
    /// reporting the edit (a hand-written source, or a row content that reads outside state) is
    /// seen only by ``full``.
    ///
    /// - Complexity: Per batch, O(*s* + *k* log *k* + *c* + *m*) for *s* sections, *k*
    ///   operations, *c* rows compared and *m* rows the mirror shifts in the sections the batch
    ///   touches (an insert into a section moves the mirror's rows after it, as the data
    ///   source's own array does).
    case incremental
    /// Compares every row of the table after every batch.
    ///
    /// - Complexity: Per batch, O(*r* + *k*) for *r* rows and *k* operations.
    case full
  }
}

extension ValidatingSink {
  /// Compares the table's contents after a valid batch with the data source, as
  /// ``contentCheck`` says, and brings `mirror` (the contents before the batch) to what the
  /// table shows after it; returns the rows that differ.
  ///
  /// Paths in `refreshed` are before the batch; the returned rows are after it.
  func checkContent(
    _ mirror: inout [[AnyHashable?]], before: [Int], after: [Int], batch: ResolvedBatch,
    refreshed: Set<TablePath>
  ) -> [StaleRow] {
    guard dataSource != nil else { return [] }
    let journal = contentCheck == .incremental ? journal(before: before, after: after) : nil
    guard let journal else {
      let stale = staleRows(before: mirror, after: after, batch: batch, refreshed: refreshed)
      readMirror(counts: after, into: &mirror)
      return stale
    }
    incrementalCheckCount += 1
    let crossChecks = fullCheckInterval > 0 && incrementalCheckCount % fullCheckInterval == 0
    let full =
      crossChecks
      ? staleRows(before: mirror, after: after, batch: batch, refreshed: refreshed) : []
    guard
      let stale = incrementalStaleRows(
        &mirror, before: before, after: after, batch: batch, refreshed: refreshed,
        journal: journal)
    else {
      // The batch and the journal do not describe the same table: check every row.
      incrementalCheckCount -= 1
      let stale = staleRows(before: mirror, after: after, batch: batch, refreshed: refreshed)
      readMirror(counts: after, into: &mirror)
      return stale
    }
    if crossChecks { crossCheck(incremental: stale, full: full, mirror: mirror, after: after) }
    return stale
  }

  /// The journal of the transaction the data source is delivering, when the data source is the
  /// root of the package's sources, the mirror reflects every delivery before it, and the
  /// journal describes this batch; `nil` otherwise.
  private func journal(before: [Int], after: [Int]) -> ContentJournal? {
    guard let node = dataSource as? any TransactionNode, let journal = node.core.contentJournal,
      let mirrored = mirroredDelivery
    else { return nil }
    if journal.delivery == mirrored {
      // A later batch of the same delivery (the reconfigure after the batch): nothing can edit
      // the model while its root delivers, so the model is as the last batch left it.
      return .unchanged(delivery: journal.delivery, sectionCount: before.count)
    }
    // A delivery this sink did not see (its batch went elsewhere, or was lost on the way) may
    // have changed anything: the full check reads it all.
    guard journal.delivery == mirrored &+ 1 else { return nil }
    mirroredDelivery = journal.delivery
    return journal.describes(before: before, after: after) ? journal : nil
  }

  /// Reads every row the data source shows into the mirror, and notes the root's last delivery
  /// as the one the mirror reflects.
  ///
  /// - Complexity: O(*r*) for *r* rows.
  func readMirror(counts: [Int]) {
    var contents: [[AnyHashable?]] = []
    readMirror(counts: counts, into: &contents)
    mirror = contents
  }

  private func readMirror(counts: [Int], into contents: inout [[AnyHashable?]]) {
    guard let dataSource else { return }
    contents = Self.contents(of: dataSource, counts: counts)
    mirroredDelivery = (dataSource as? any TransactionNode)?.core.emittedDeliveries
  }

  /// Records in ``incrementalMisses`` every stale row the full check found and the incremental
  /// one did not, and a mirror that no longer matches the data source.
  private func crossCheck(
    incremental: [StaleRow], full: [StaleRow], mirror: [[AnyHashable?]], after: [Int]
  ) {
    guard let dataSource else { return }
    let found = Set(incremental.map(\.path))
    for row in full where !found.contains(row.path) {
      incrementalMisses.append(
        "batch \(validatedBatchCount): " + Self.contentViolation([row]).message)
    }
    let shown = Self.contents(of: dataSource, counts: after)
    if shown != mirror {
      let section = shown.indices.first { shown[$0] != mirror[$0] } ?? 0
      incrementalMisses.append(
        "batch \(validatedBatchCount): the mirror of section \(section) is "
          + "\(mirror[section]), the data source shows \(shown[section])")
    }
  }
}
