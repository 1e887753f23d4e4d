extension ValidatingSink: UserInputFollower {
  /// The user changed the control of the row at `path` (the table's coordinates): the view
  /// shows the new value with no batch, and the data source sends no reconfigure for it when
  /// the owner takes the value. The next batch — the input's own, as a rule — is taken to
  /// refresh the row (the content check reads what the data source has there), and a batch
  /// that replaces it — reloads it, or deletes it and inserts a row in its place — is recorded
  /// as ``BatchViolation/Rule/userInputRowReplaced``; when the input settles with no batch
  /// (``userInputSettled(at:)``), the row is read then. Then the call goes on to
  /// ``downstream`` when it follows input.
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
  /// the sink takes what the data source has there as what those it still holds as changed by
  /// the user show; then the call goes on to ``downstream`` when it follows input.
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

  /// Records as a violation each of `rows` (before the batch), whose controls the user is
  /// changing, that the batch replaces.
  ///
  /// - Complexity: O(*u* (*r* + *k*)) for *u* such rows, *r* rows in their sections and *k*
  ///   operations.
  func checkUserChangedRows(
    _ rows: Set<TablePath>, through batch: ResolvedBatch, before: [Int], after: [Int]
  ) {
    let sections = SectionMap(
      oldCount: before.count, newCount: after.count, deleted: batch.deletedSections,
      inserted: batch.insertedSections, moves: batch.movedSections)
    for path in rows.sorted() where batch.replaces(path, sections: sections, after: after) {
      recordedViolations.append(
        BatchViolation(
          rule: .userInputRowReplaced,
          message:
            "the batch replaced row \(path.row) of section \(path.section) while the user was "
            + "changing its control: UIKit gives it a new cell, and the user loses the keyboard "
            + "or the drag (a followed source matching items by value does this; identify the "
            + "items)"))
    }
  }
}
