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
  /// - Complexity: O(*t* log *t*) for *t* the touched sections and all rows of the touched
  ///   sections; O(*s*) more for *s* sections when sections were inserted, deleted or moved.
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
      let staying = longestIncreasingSubsequence(survivors.map { structure[$0].old })
      for (k, index) in survivors.enumerated() where !structure[index].reloaded && !staying[k] {
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
      guard let rows = section.rows, !section.reloaded else { continue }
      if section.old < 0 {
        // An inserted section brings its rows; for a stack, rows moved into it stay moves.
        guard keepsMoves else { continue }
        for (row, origin) in rows.enumerated() where isLive(origin) {
          present[
            origin.section,
            default: [Bool](repeating: false, count: oldCounts[origin.section] ?? 0)][origin.row] =
            true
          let move = RowMove(
            from: TablePath(section: origin.section, row: origin.row),
            to: TablePath(section: index, row: row))
          changes.movedRows.append(move)
          if origin.reloaded { changes.reloadedRows.append(move) }
        }
        continue
      }
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
      let keep = longestIncreasingSubsequence(sameSection.map(\.oldRow))
      for (k, entry) in sameSection.enumerated() {
        let from = TablePath(section: section.old, row: entry.oldRow)
        let to = TablePath(section: index, row: entry.position)
        switch (keep[k], rows[entry.position].reloaded) {
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

/// Whether each of `values` belongs to one longest strictly increasing subsequence.
///
/// - Complexity: O(*n* log *n*).
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  var run = LongestIncreasingSubsequence(capacity: values.count)
  for (index, value) in values.enumerated() { run.append(value, tag: index) }
  run.solve()
  return Array(run.isMember)
}
