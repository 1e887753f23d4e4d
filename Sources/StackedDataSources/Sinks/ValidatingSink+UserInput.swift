extension ValidatingSink: UserInputFollower {
  /// The user changed the control of the row at `path` (current): the view shows the new value
  /// with no batch, and the data source sends no reconfigure for it when the owner takes the
  /// value. The content check takes the row as refreshed by the next batch (a loose reconfigure
  /// included), as if that batch had reconfigured it; then the call goes on to ``downstream``
  /// when it follows input.
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
}
