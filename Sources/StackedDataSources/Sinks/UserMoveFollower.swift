/// A sink that keeps its own picture of the table's rows, and so must hear of each row the user
/// drags, which the view moves itself, without a batch.
///
/// A view's bridge tells the data source's ``DataSourceProtocol/sink`` — the first sink of the
/// chain — before it commits the move (``DataSourceProtocol/commitMove(from:to:)``).
/// ``ValidatingSink`` and ``RowIdentities`` move their row, then pass the drag on to their
/// `downstream` sink when that follows drags too, so telling the first sink tells every one of
/// them, as a batch reaches every one. `NSTableViewSink` (in `StackedDataSourcesUI`) follows
/// drags to keep its row counts. A sink that only forwards calls to a view that moves its own
/// rows (a `UITableView`) has nothing to follow.
///
/// ```swift
/// screen.sink = ValidatingSink(dataSource: screen, downstream: tableSink)
/// (screen.sink as? any UserMoveFollower)?.userMovedRow(from: [2, 3], to: [2, 0])
/// try screen.commitMove(from: [2, 3], to: [2, 0])
/// ```
@MainActor
public protocol UserMoveFollower: TableSink {
  /// The user dragged the row at `source` (a path before the drag) to `destination` (its path
  /// after it); the view already shows it there.
  func userMovedRow(from source: TablePath, to destination: TablePath)
}

extension UserMoveFollower {
  /// Passes a drag on to `downstream` when it follows drags; O(1) plus what it does.
  func forwardUserMove(
    from source: TablePath, to destination: TablePath, to downstream: (any TableSink)?
  ) {
    (downstream as? any UserMoveFollower)?.userMovedRow(from: source, to: destination)
  }
}
