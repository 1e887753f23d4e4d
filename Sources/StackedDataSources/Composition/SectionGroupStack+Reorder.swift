/// Rows the user drags, routed to the data source that owns them.
extension SectionGroupStack {
  /// Commits a row the user dragged from `source` to `destination` (its final path) to the data
  /// source that owns it, in its own coordinates, through nesting and pins; see
  /// ``DataSourceProtocol/commitMove(from:to:)``.
  ///
  /// The row stays with its owner: a drop among another data source's rows is refused and the
  /// row put back. An anchor row's pinned group follows it, so dragging an anchor sends the batch
  /// that moves its pinned rows after it.
  ///
  /// - Throws: ``DataSourceError``; a refused row is put back.
  /// - Complexity: That of ``resolve(_:)``, three times, plus the owner's move.
  public func commitMove(from source: TablePath, to destination: TablePath)
    throws(DataSourceError)
  {
    try core.commitUserMove(from: source, to: destination) { () throws(DataSourceError) in
      let owner = try owner(of: source)
      guard let local = localDestination(ofMoveFrom: source, to: destination, by: owner) else {
        throw .rowNotMovable(dataSource: name, from: source, to: destination)
      }
      try owner.dataSource.commitMove(from: owner.path, to: local)
    }
  }

  /// `proposed` when the owner of the row at `source` would accept it there (among its own rows,
  /// asked through its own `targetPath`, which answers from the predicate its `commitMove`
  /// checks), else `source`; ``commitMove(from:to:)`` accepts every such proposal.
  ///
  /// - Complexity: That of ``resolve(_:)``, three times.
  public func targetPath(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath {
    guard let owner = resolve(source), owner.dataSource.canMoveRow(at: owner.path),
      let local = localDestination(ofMoveFrom: source, to: proposed, by: owner),
      owner.dataSource.targetPath(forMoveFrom: owner.path, proposed: local) == local
    else { return source }
    return proposed
  }

  /// The final path, in `owner`'s coordinates, of the row the user moved from `source` to
  /// `destination` (table paths before and after the drag), or `nil` when the drop lands among
  /// rows `owner` does not own.
  private func localDestination(
    ofMoveFrom source: TablePath, to destination: TablePath, by owner: ResolvedPath
  ) -> TablePath? {
    guard (0..<numberOfSections).contains(destination.section) else { return nil }
    // Where the row goes in the table as it is, with the row still at `source`.
    let shift = destination.section == source.section && destination.row >= source.row ? 1 : 0
    let insertion = TablePath(section: destination.section, row: destination.row + shift)
    guard let local = localInsertion(at: insertion, into: owner.dataSource) else { return nil }
    let same = local.section == owner.path.section && local.row > owner.path.row
    return TablePath(section: local.section, row: local.row - (same ? 1 : 0))
  }

  /// Where, in `owner`'s coordinates, a row inserted at table insertion point `point` goes when
  /// `owner` owns a row beside it (or the empty section it is in); `nil` otherwise.
  func localInsertion(at point: TablePath, into owner: any DataSourceProtocol) -> TablePath? {
    let rows = numberOfRows(inSection: point.section)
    if point.row < rows, let after = resolve(point), after.dataSource === owner {
      return after.path
    }
    if point.row > 0, point.row <= rows,
      let before = resolve(TablePath(section: point.section, row: point.row - 1)),
      before.dataSource === owner
    {
      return TablePath(section: before.path.section, row: before.path.row + 1)
    }
    guard rows == 0, point.row == 0, let (child, local) = childSections.locate(point.section)
    else { return nil }
    let group = children[child].dataSource
    if group === owner { return TablePath(section: local, row: 0) }
    return (group as? SectionGroupStack)?.localInsertion(
      at: TablePath(section: local, row: 0), into: owner)
  }
}
