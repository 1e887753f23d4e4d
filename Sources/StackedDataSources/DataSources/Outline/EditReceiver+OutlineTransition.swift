import Foundation

extension EditReceiver {
  /// Hands over the change of the rows of `section` from `old` to `new`, matched by
  /// identifier: deletes for rows that are gone, inserts for new ones, moves for rows out of
  /// order, and reconfigures for rows whose content changed (same node, so the cell stays). The
  /// root's tracker keeps only the minimal moves.
  ///
  /// - Complexity: O(*n*) when the surviving rows keep their order, O(*n*²) at worst.
  func recordTransition<ID: Hashable, Value: Hashable>(
    section: Int, from old: [OutlineRow<ID, Value>], to new: [OutlineRow<ID, Value>]
  ) {
    let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
    let newIDs = Set(new.map(\.id))
    var current: [ID] = []
    for (row, entry) in old.enumerated().reversed() where !newIDs.contains(entry.id) {
      deleteRow(at: TablePath(section: section, row: row))
    }
    current = old.map(\.id).filter { newIDs.contains($0) }
    for (row, entry) in new.enumerated() {
      let path = TablePath(section: section, row: row)
      guard let before = oldByID[entry.id] else {
        insertRow(at: path)
        current.insert(entry.id, at: row)
        continue
      }
      if current[row] != entry.id {
        guard let from = current[row...].firstIndex(of: entry.id) else {
          preconditionFailure("row \(entry.id) of the new rows is missing from the old ones")
        }
        moveRow(from: TablePath(section: section, row: from), to: path)
        current.remove(at: from)
        current.insert(entry.id, at: row)
      }
      if before != entry { reconfigureRow(at: path) }
    }
  }
}
