extension ValidatingSink: UserMoveFollower {
  /// The user dragged the row at `source` to `destination` (its final path), as a table in
  /// editing mode lets them: the table moves the row itself, with no batch, and then tells its
  /// data source (`tableView(_:moveRowAt:to:)`, which a bridge forwards to
  /// ``DataSourceProtocol/commitMove(from:to:)``). Call this first, then commit the move to the
  /// data source; its batches, if any, are checked against the table as the user left it.
  ///
  /// A drag of a row the table does not have, to a place it does not have, or while a batch is
  /// open is recorded as ``BatchViolation/Rule/userMoveOutsideTable`` and changes nothing here.
  /// Either way the drag goes on to ``downstream`` when that keeps rows of its own (a
  /// ``RowIdentities`` or another validating sink), so tell only the first sink of a chain.
  ///
  /// - Complexity: O(*r*) for the rows of the two sections, with the content check; else O(1).
  public func userMovedRow(from source: TablePath, to destination: TablePath) {
    moveRowForUser(from: source, to: destination)
    forwardUserMove(from: source, to: destination, to: downstream)
  }

  private func moveRowForUser(from source: TablePath, to destination: TablePath) {
    layoutIfNeeded()
    guard var counts = tableCounts, !isInBatch,
      counts.indices.contains(source.section), counts.indices.contains(destination.section),
      (0..<counts[source.section]).contains(source.row)
    else { return rejectUserMove(from: source, to: destination) }
    counts[source.section] -= 1
    guard (0...counts[destination.section]).contains(destination.row) else {
      return rejectUserMove(from: source, to: destination)
    }
    counts[destination.section] += 1
    moveShownRow(from: source, to: destination, counts: counts)
    if !userChangedRows.isEmpty {
      userChangedRows = Set(userChangedRows.map { moved($0, from: source, to: destination) })
    }
  }

  /// Where the row at `path` is once the row at `source` moved to `destination`.
  private func moved(_ path: TablePath, from source: TablePath, to destination: TablePath)
    -> TablePath
  {
    if path == source { return destination }
    var row = path.row
    if path.section == source.section && row > source.row { row -= 1 }
    if path.section == destination.section && row >= destination.row { row += 1 }
    return TablePath(section: path.section, row: row)
  }

  private func rejectUserMove(from source: TablePath, to destination: TablePath) {
    recordedViolations.append(
      BatchViolation(
        rule: .userMoveOutsideTable,
        message:
          "the user cannot move row \(source.row) of section \(source.section) to row "
          + "\(destination.row) of section \(destination.section): the table "
          + (isInBatch ? "is applying a batch" : "has no such rows")))
  }
}
