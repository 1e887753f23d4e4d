/// A batch's life in a ``ValidatingSink``: recorded call by call, then checked whole when it
/// ends, and the table's counts read again from the data source.
extension ValidatingSink {
  /// Records an operation; a call outside any batch is a batch of its own (rule 24).
  func record(_ change: (inout RecordedBatch) -> Void) {
    let loose = depth == 0
    if loose { startBatch() }
    change(&pending)
    if loose { finishBatch() }
  }

  /// Makes the stale rows of the last batch a violation for good: the batch after it was not
  /// their reconfigure.
  func commitStaleRows() {
    guard !staleRows.isEmpty else { return }
    recordedViolations.append(Self.contentViolation(staleRows))
    staleRows.removeAll()
  }

  func startBatch() {
    pending = RecordedBatch()
    reloadedDataInBatch = false
    if cachedCounts == nil {
      readDataSource()
    } else if contentCheck != .off, mirror == nil, let counts = cachedCounts {
      // The check was turned on inside a batch: start it from what the data source shows now,
      // keeping the counts the table saw.
      readMirror(counts: counts)
    }
  }

  func finishBatch() {
    // Rows whose controls the user changed show what the user set, which the data source has
    // once the owner took it: the batch is taken to refresh them, as a reconfigure does.
    let userChanged = userChangedRows
    let refreshed = Set(pending.reconfigures).union(userChanged)
    userChangedRows = []
    defer {
      pending = RecordedBatch()
      if reloadedDataInBatch { invalidate() }
      reloadedDataInBatch = false
    }
    if pending.deletes.isEmpty && pending.inserts.isEmpty && pending.reloads.isEmpty
      && pending.moves.isEmpty
    {
      // Only reconfigures (before and after coordinates agree): the follow-up of the last
      // batch, whose rows it refreshes were not stale after all.
      staleRows.removeAll { refreshed.contains($0.path) }
    }
    commitStaleRows()
    guard let dataSource, let before = cachedCounts else { return }
    let after = dataSource.rowCounts
    validatedBatchCount += 1
    switch validator.validate(pending, before: before, after: after) {
    case .valid(let resolved, _):
      if let violation = reconfigureViolation(pending.reconfigures, before: before, batch: resolved)
      {
        recordedViolations.append(violation)
      }
      if !userChanged.isEmpty {
        checkUserChangedRows(userChanged, through: resolved, before: before, after: after)
      }
      if contentCheck != .off, var contents = mirror {
        // Taken out, so that the check shifts the mirror's rows in place.
        mirror = nil
        staleRows = checkContent(
          &contents, before: before, after: after, batch: resolved,
          refreshed: refreshed)
        mirror = contents
      }
      cachedCounts = after
    case .reloadFallback:
      reloadFallbackCount += 1
      readDataSource()
    case .invalid(let violation):
      recordedViolations.append(violation)
      // Report one bug once: continue from what the data source shows now.
      readDataSource()
    }
  }

  /// The counts the table shows, or `nil` before it read them.
  var tableCounts: [Int]? { cachedCounts }

  /// Whether a batch is open.
  var isInBatch: Bool { depth > 0 }

  /// Moves a row of the table as a user's drag does: `counts` are the table's counts after it.
  func moveShownRow(from source: TablePath, to destination: TablePath, counts: [Int]) {
    cachedCounts = counts
    if var contents = mirror {
      contents[destination.section].insert(
        contents[source.section].remove(at: source.row), at: destination.row)
      mirror = contents
    }
  }

  func readDataSource() {
    guard let dataSource else { return }
    let counts = dataSource.rowCounts
    cachedCounts = counts
    if contentCheck != .off { readMirror(counts: counts) } else { mirror = nil }
  }

  func invalidate() {
    cachedCounts = nil
    mirror = nil
    userChangedRows = []
  }
}
