/// A data source whose rows the user may drag: array, sectioned, expanding, outline, snapshot and
/// fetched sources.
///
/// One predicate decides whether the source takes a drop, ``userMoveTarget(from:to:)``, and both
/// ``DataSourceProtocol/targetPath(forMoveFrom:proposed:)`` and
/// ``DataSourceProtocol/commitMove(from:to:)`` ask it: whatever the first proposes, the second
/// accepts, and whatever the first turns back to the row's own path, the second refuses. A
/// source adds its own rule for drops without ``RowBehavior/onMove``
/// (``modelAcceptsMove(from:to:)``: an outline node keeps its parent, a fetched source's order
/// comes from its store) and makes its model follow a drop it accepted (``moveModel(from:to:)``).
@MainActor
protocol UserMovableSource: ItemDataSource, TransactionNode {
  /// Whether the model can put the item at `source` where the user dropped it, `target` (its
  /// final path, already in range and moved onto the first item of a placeholder section), when
  /// no ``RowBehavior/onMove`` takes the drop. Paths are this source's, `source` before the
  /// drag and `target` after it.
  func modelAcceptsMove(from source: TablePath, to target: TablePath) -> Bool

  /// Makes the model follow a drop ``modelAcceptsMove(from:to:)`` accepted.
  func moveModel(from source: TablePath, to target: TablePath) throws(DataSourceError)
}

extension UserMovableSource {
  /// Where the model puts the row the user drags from `source` when it lands at `destination`
  /// (its final path), or `nil` when this source refuses the drop: the row may not move
  /// (``DataSourceProtocol/canMoveRow(at:)``: no such row, a placeholder, `canMove` says no, a
  /// paused source), `destination` is not a place the table could show the row at, or, without
  /// ``RowBehavior/onMove``, the model cannot put it there. A drop into a section that shows
  /// a placeholder row lands at its first item.
  ///
  /// Both paths are this source's: `source` before the drag, `destination` and the answer after.
  ///
  /// - Complexity: O(1) plus the row queries and ``modelAcceptsMove(from:to:)``.
  func userMoveTarget(from source: TablePath, to destination: TablePath) -> TablePath? {
    guard canMoveRow(at: source), (0..<numberOfSections).contains(destination.section) else {
      return nil
    }
    let across = destination.section != source.section
    let rows = numberOfRows(inSection: destination.section) + (across ? 1 : 0)
    guard (0..<rows).contains(destination.row) else { return nil }
    let intoPlaceholder =
      across && isPlaceholder(at: TablePath(section: destination.section, row: 0))
    let target = intoPlaceholder ? TablePath(section: destination.section, row: 0) : destination
    guard rowBehavior.onMove != nil || modelAcceptsMove(from: source, to: target) else {
      return nil
    }
    return target
  }

  /// `proposed` when ``userMoveTarget(from:to:)`` accepts the drop there, else `source`.
  func proposedTarget(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath {
    userMoveTarget(from: source, to: proposed) == nil ? source : proposed
  }

  /// Commits the user's drag of the row at `source` to `destination` (its final path) when
  /// ``userMoveTarget(from:to:)`` accepts it: runs ``RowBehavior/onMove`` with the item or,
  /// without it, ``moveModel(from:to:)``; see ``DataSourceProtocol/commitMove(from:to:)``.
  ///
  /// A drop into a section that shows a placeholder row lands at its first item: the table has
  /// the placeholder and the dropped row there, the model one item and no placeholder, and the
  /// batch removes the placeholder.
  func commitUserMove(from source: TablePath, to destination: TablePath)
    throws(DataSourceError)
  {
    try core.commitUserMove(from: source, to: destination) { () throws(DataSourceError) in
      guard let item = try actionItem(at: source),
        let target = userMoveTarget(from: source, to: destination)
      else { throw .rowNotMovable(dataSource: name, from: source, to: destination) }
      if let onMove = rowBehavior.onMove {
        onMove(item, source, target)
      } else {
        try moveModel(from: source, to: target)
      }
    }
  }
}
