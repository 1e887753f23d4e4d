/// A move the user already made in the table (a drag), committed without echo.
///
/// The table shows the move before the model knows of it, so the root first makes the counts
/// its sink has seen the table's (one row fewer in the source section, one more in the
/// destination's) and records, as the first edit of a transaction, the move that takes the
/// table back to the model: the row from its new place to its old one. Then the owner moves the
/// row in its model, recorded like any edit, climbing the stacks to the root. The two moves net
/// to nothing when the model put the row where the user dropped it; when the owner refused, the
/// first one is the batch that puts the row back; when the model placed more (a pinned group
/// follows its anchor row) or elsewhere, the batch moves what differs. Either way the table
/// ends up showing the model, from a legal batch.
extension TransactionCore {
  /// Commits the user's move of the table's row `source` to `destination` (its final path), in
  /// the root's coordinates, with `move` making the owner's model follow.
  ///
  /// On a source inside a stack it only runs `move`, which must happen inside its root's
  /// commit: the root's coordinates are the table's.
  ///
  /// - Throws: What `move` throws, after the row is put back;
  ///   ``DataSourceError/Code/rowOutOfRange`` or ``DataSourceError/Code/sectionOutOfRange``
  ///   when the table has no such rows, ``DataSourceError/Code/editDuringBatch`` inside an
  ///   open transaction or a delivery, and ``DataSourceError/Code/userMoveNotAtRoot`` on a
  ///   source inside a stack outside its root's commit; in those three cases nothing changes.
  /// - Complexity: O(log *n*) for the tracker's two extra edits, plus the owner's move.
  func commitUserMove(
    from source: TablePath, to destination: TablePath,
    move: () throws(DataSourceError) -> Void
  ) throws(DataSourceError) {
    if host != nil {
      let root = root
      guard root.isCommittingUserMove else {
        throw .userMoveNotAtRoot(dataSource: owner.name, root: root.owner.name)
      }
      try move()
      return
    }
    guard !delivering, depth == 0 else { throw .editDuringBatch(dataSource: owner.name) }
    captureSeenCounts()
    let counts = seen ?? owner.rowCounts
    try checkShownMove(from: source, to: destination, counts: counts)
    if seen != nil {
      seen?[source.section] -= 1
      seen?[destination.section] += 1
    }
    openLevel()
    if tracker.isTracking {
      tracker.placeRows(tracker.liftRows(at: destination, count: 1), at: source)
    }
    isCommittingUserMove = true
    var refusal: DataSourceError?
    do { try move() } catch { refusal = error }
    isCommittingUserMove = false
    checkInvariants()
    closeLevel()
    if let refusal { throw refusal }
  }

  /// Throws unless the table, with `counts`, has a row at `source` and, once that row is
  /// moved, one at `destination`.
  private func checkShownMove(from source: TablePath, to destination: TablePath, counts: [Int])
    throws(DataSourceError)
  {
    for path in [source, destination] where !counts.indices.contains(path.section) {
      throw .sectionOutOfRange(
        dataSource: owner.name, section: path.section, sectionCount: counts.count)
    }
    guard (0..<counts[source.section]).contains(source.row) else {
      throw .rowOutOfRange(
        dataSource: owner.name, row: source.row, section: source.section,
        rowCount: counts[source.section])
    }
    let after = counts[destination.section] + (source.section == destination.section ? 0 : 1)
    guard (0..<after).contains(destination.row) else {
      throw .rowOutOfRange(
        dataSource: owner.name, row: destination.row, section: destination.section,
        rowCount: after)
    }
  }
}
