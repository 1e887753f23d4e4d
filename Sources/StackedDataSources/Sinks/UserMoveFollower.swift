/// A sink that keeps its own copy of the table's rows, and so must hear of each row the user
/// drags, which the view moves without a batch.
///
/// ``ValidatingSink`` and ``RowIdentities`` move their row, then pass the drag to their
/// ``ValidatingSink/downstream`` when it keeps rows too: telling the first sink of a chain
/// tells every one of them, as a batch reaches every one.
@MainActor
protocol UserMoveFollower: TableSink {
  /// The user dragged the row at `source` (before the drag) to `destination` (its path after).
  func userMovedRow(from source: TablePath, to destination: TablePath)
}

extension UserMoveFollower {
  /// Passes a drag on to `downstream` when it keeps rows; O(1) plus what it does.
  func forwardUserMove(
    from source: TablePath, to destination: TablePath, to downstream: (any TableSink)?
  ) {
    (downstream as? any UserMoveFollower)?.userMovedRow(from: source, to: destination)
  }
}
