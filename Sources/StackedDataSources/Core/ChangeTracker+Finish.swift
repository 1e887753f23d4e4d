import Foundation

extension ChangeTracker {
  /// Ends the transaction and returns its net change.
  ///
  /// Deletes are the old sections and rows that no longer exist; inserts are the current ones
  /// that are new; moves are the survivors outside a longest increasing subsequence of old
  /// positions (so they are minimal); reloads are flagged rows that did not move.
  ///
  /// For a table (`forUIKit`), a reloaded row that moved becomes a delete plus an insert, a row
  /// that left a deleted section is an insert, and the result is
  /// ``Changeset/normalizedForUIKit()``. For a ``SectionGroupStack``, which replays the batch on
  /// its own layout and normalises its own result, every surviving row stays a move (with its
  /// reload) so that groups pinned under it follow it.
  ///
  /// - Complexity: O(*t* log *t*) for *t* touched sections and rows; O(*s*) more for *s*
  ///   sections when sections were inserted, deleted or moved.
  mutating func finish(forUIKit: Bool = true) -> Changeset {
    defer {
      isTracking = false
      structure = nil
      touched = [:]
      oldCounts = [:]
    }
    var changes = Changeset()
    let current: [(index: Int, section: SectionOrigin)]
    var oldToNew: [Int: Int] = [:]
    if let structure {
      current = Array(structure.enumerated().map { ($0.offset, $0.element) })
      var survivors: [Int] = []
      for (index, section) in structure.enumerated() {
        if section.old < 0 {
          changes.insertedSections.insert(index)
        } else {
          oldToNew[section.old] = index
          survivors.append(index)
        }
      }
      for old in 0..<oldSectionCount where oldToNew[old] == nil {
        changes.deletedSections.insert(old)
      }
      let staying = Set(
        longestIncreasingSubsequence(survivors.map { structure[$0].old }).map { survivors[$0] })
      for index in survivors where !structure[index].reloaded && !staying.contains(index) {
        changes.movedSections.append(SectionMove(from: structure[index].old, to: index))
      }
    } else {
      current = touched.map { ($0.key, $0.value) }
      for index in touched.keys { oldToNew[index] = index }
    }
    var replaced = Set<Int>()
    for (index, section) in current where section.old >= 0 && section.reloaded {
      replaced.insert(section.old)
      changes.reloadedSections.append(SectionMove(from: section.old, to: index))
    }
    collectRowChanges(
      into: &changes, sections: current, keepsMoves: !forUIKit,
      isLive: { origin in
        !origin.isInserted && !replaced.contains(origin.section)
          && (!forUIKit || oldToNew[origin.section] != nil)
      })
    return forUIKit ? changes.normalizedForUIKit() : changes
  }

  private func collectRowChanges(
    into changes: inout Changeset, sections: [(index: Int, section: SectionOrigin)],
    keepsMoves: Bool, isLive: (RowOrigin) -> Bool
  ) {
    // Old rows still present, per old section that lost or gained rows.
    var present: [Int: [Bool]] = [:]
    for (index, section) in sections {
      guard let rows = section.rows, section.old >= 0, !section.reloaded else { continue }
      if present[section.old] == nil {
        present[section.old] = [Bool](repeating: false, count: oldCounts[section.old] ?? 0)
      }
      var sameSection: [(position: Int, oldRow: Int)] = []
      for (row, origin) in rows.enumerated() {
        let path = TablePath(section: index, row: row)
        guard isLive(origin) else {
          changes.insertedRows.append(path)
          continue
        }
        present[
          origin.section,
          default: [Bool](repeating: false, count: oldCounts[origin.section] ?? 0)][origin.row] =
          true
        let from = TablePath(section: origin.section, row: origin.row)
        if origin.section == section.old {
          sameSection.append((row, origin.row))
        } else if origin.reloaded && !keepsMoves {
          changes.deletedRows.append(from)
          changes.insertedRows.append(path)
        } else {
          changes.movedRows.append(RowMove(from: from, to: path))
          if origin.reloaded { changes.reloadedRows.append(RowMove(from: from, to: path)) }
        }
      }
      let keep = Set(longestIncreasingSubsequence(sameSection.map(\.oldRow)))
      for (k, entry) in sameSection.enumerated() {
        let from = TablePath(section: section.old, row: entry.oldRow)
        let to = TablePath(section: index, row: entry.position)
        switch (keep.contains(k), rows[entry.position].reloaded) {
        case (true, true): changes.reloadedRows.append(RowMove(from: from, to: to))
        case (true, false): break
        case (false, true) where keepsMoves:
          changes.movedRows.append(RowMove(from: from, to: to))
          changes.reloadedRows.append(RowMove(from: from, to: to))
        case (false, true):
          changes.deletedRows.append(from)
          changes.insertedRows.append(to)
        case (false, false): changes.movedRows.append(RowMove(from: from, to: to))
        }
      }
    }
    for (old, flags) in present {
      for (row, isPresent) in flags.enumerated() where !isPresent {
        changes.deletedRows.append(TablePath(section: old, row: row))
      }
    }
  }
}

/// The positions in `values` of one longest strictly increasing subsequence (patience sorting).
///
/// - Complexity: O(*n* log *n*).
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  guard !values.isEmpty else { return [] }
  var tails: [Int] = []  // positions in `values` of the smallest tail of each length
  var previous = [Int](repeating: -1, count: values.count)
  for (position, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var result = [Int](repeating: 0, count: tails.count)
  var cursor = tails[tails.count - 1]
  for k in stride(from: tails.count - 1, through: 0, by: -1) {
    result[k] = cursor
    cursor = previous[cursor]
  }
  return result
}
