extension ItemDataSource {
  /// `changes` with every reconfigure whose item needs a different cell made a replacement: a
  /// reload where the row stays, a delete plus an insert where it also moves.
  ///
  /// The diff reconfigures every row whose content changed, which keeps its cell; a cell of
  /// another kind (``ItemDataSource/reuseIdentifier`` differs between the old and new item)
  /// cannot be reconfigured into, so those rows get a fresh cell instead.
  ///
  /// - Complexity: O(*r*) expected for *r* reconfigured rows, plus O(*m*) for *m* moves when a
  ///   moved row needs a new cell.
  func replacingCells<SectionID, ItemID>(
    in changes: Changeset, from old: Snapshot<SectionID, ItemID, Item>,
    to new: Snapshot<SectionID, ItemID, Item>
  ) -> Changeset {
    var out = changes
    var movedTo: [TablePath: Int]?
    var replacedMoves: [Int] = []
    out.reconfiguredRows.removeAll { to in
      guard let id = new.itemIdentifier(at: to), let newItem = new.item(at: to),
        let from = old.path(ofItem: id), let oldItem = old.item(at: from),
        rowBehavior.reuseIdentifier(oldItem) != rowBehavior.reuseIdentifier(newItem)
      else { return false }
      let moves =
        movedTo
        ?? Dictionary(uniqueKeysWithValues: changes.movedRows.enumerated().map { ($1.to, $0) })
      movedTo = moves
      if let move = moves[to] {
        replacedMoves.append(move)
        out.deletedRows.append(from)
        out.insertedRows.append(to)
      } else {
        out.reloadedRows.append(RowMove(from: from, to: to))
      }
      return true
    }
    for index in replacedMoves.sorted(by: >) { out.movedRows.remove(at: index) }
    return out
  }

  /// Records that the row at `path` now shows `new` instead of `old`: a reconfigure (the cell
  /// stays and shows the new content) when both take the same kind of cell, else a reload.
  func refreshRow(
    at path: TablePath, from old: Item, to new: Item, on receiver: any EditReceiver
  ) {
    if rowBehavior.reuseIdentifier(old) == rowBehavior.reuseIdentifier(new) {
      receiver.reconfigureRow(at: path)
    } else {
      receiver.reloadRow(at: path)
    }
  }
}
