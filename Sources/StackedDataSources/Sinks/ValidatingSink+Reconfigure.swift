extension ValidatingSink {
  /// The first reconfigure of `paths` (before the batch) that names a row the table does not
  /// have, or one the batch deletes, reloads or moves.
  ///
  /// - Complexity: O(*p* + *k*) for *p* paths and *k* operations.
  func reconfigureViolation(_ paths: [TablePath], before: [Int], batch: ResolvedBatch)
    -> BatchViolation?
  {
    guard !paths.isEmpty else { return nil }
    let changed = Set(batch.movedRows.map(\.from)).union(batch.deletedRows)
    for path in paths {
      guard before.indices.contains(path.section), (0..<before[path.section]).contains(path.row)
      else {
        let rows = before.indices.contains(path.section) ? "\(before[path.section])" : "no"
        return BatchViolation(
          rule: .reconfigureRowOutOfRange,
          message:
            "attempt to reconfigure row \(path.row) of section \(path.section), which does not "
            + "exist: there are \(before.count) sections and \(rows) rows in that section")
      }
      if changed.contains(path) || batch.deletedSections.contains(path.section) {
        return BatchViolation(
          rule: .reconfigureChangedRow,
          message:
            "attempt to reconfigure row \(path.row) of section \(path.section), which the same "
            + "batch deletes, reloads or moves")
      }
    }
    return nil
  }
}

extension ValidatingSink: EditDuringBatchObserver {
  func dataSourceEditedDuringBatch(_ dataSource: String, deferred: Bool) {
    recordedViolations.append(
      BatchViolation(
        rule: .editDuringBatch,
        message:
          "\(dataSource) was edited from inside a sink call while the table applied a batch, "
          + "which UIKit forbids; "
          + (deferred ? "the edit was applied after the batch" : "the edit was refused")))
  }
}
