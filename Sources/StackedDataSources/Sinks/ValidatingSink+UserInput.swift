extension ValidatingSink: UserInputFollower {
  /// The user changed the control of the row at `path` (the table's coordinates): the view
  /// shows the new value with no batch, and the data source sends no reconfigure for it when
  /// the owner takes the value. Until the input settles (``userInputSettled(at:)``), or a batch
  /// reconfigures or removes the row, the sink follows the row through the batches and the
  /// content check takes it as refreshed by each (it shows what the user set); a batch that
  /// replaces it — reloads it, or deletes it and inserts a row in its place — is recorded as
  /// ``BatchViolation/Rule/userInputRowReplaced``. Then the call goes on to ``downstream`` when
  /// it follows input.
  ///
  /// A row the table does not have, or a call while a batch is open, is recorded as
  /// ``BatchViolation/Rule/userInputOutsideTable`` and changes nothing here.
  ///
  /// - Complexity: O(1).
  public func userChangedControl(at path: TablePath) {
    layoutIfNeeded()
    if let counts = tableCounts, !isInBatch, counts.indices.contains(path.section),
      (0..<counts[path.section]).contains(path.row)
    {
      userChangedRows.insert(path)
    } else {
      recordedViolations.append(
        BatchViolation(
          rule: .userInputOutsideTable,
          message:
            "the user cannot change the control of row \(path.row) of section \(path.section): "
            + "the table " + (isInBatch ? "is applying a batch" : "has no such row")))
    }
    forwardUserInput(at: path, to: downstream)
  }

  /// The rows at `paths` (the table's coordinates now) show their data source's content again:
  /// the sink takes what the data source has there as what they show, and stops following
  /// them; then the call goes on to ``downstream`` when it follows input.
  ///
  /// - Complexity: O(*p*) for the *p* paths, plus reading their rows.
  public func userInputSettled(at paths: [TablePath]) {
    for path in paths where userChangedRows.remove(path) != nil {
      guard let dataSource, mirror?.indices.contains(path.section) == true,
        mirror?[path.section].indices.contains(path.row) == true
      else { continue }
      mirror?[path.section][path.row] = Self.shown(by: dataSource, at: path)
    }
    forwardUserInputSettled(at: paths, to: downstream)
  }

  /// Follows the rows whose controls the user is changing through a valid batch: records a
  /// replacement of any of them as a violation, and keeps following those that the batch
  /// neither reconfigured, reloaded nor removed, where it put them.
  ///
  /// `rows` and `reconfigured` are before the batch.
  ///
  /// - Complexity: O(*u* (*r* + *k*)) for *u* such rows, *r* rows in their sections and *k*
  ///   operations.
  func followUserChangedRows(
    _ rows: Set<TablePath>, reconfigured: Set<TablePath>, through batch: ResolvedBatch,
    before: [Int], after: [Int]
  ) {
    let sections = SectionMap(
      oldCount: before.count, newCount: after.count, deleted: batch.deletedSections,
      inserted: batch.insertedSections, moves: batch.movedSections)
    for path in rows.sorted() {
      if batch.replaces(path, sections: sections, after: after) {
        recordedViolations.append(
          BatchViolation(
            rule: .userInputRowReplaced,
            message:
              "the batch replaced row \(path.row) of section \(path.section) while the user was "
              + "changing its control: UIKit gives it a new cell, and the user loses the "
              + "keyboard or the drag (a followed source matching items by value does this; "
              + "identify the items)"))
        continue
      }
      guard !reconfigured.contains(path),
        let now = batch.afterPath(of: path, sections: sections, after: after)
      else { continue }
      userChangedRows.insert(now)
    }
  }
}
