/// UIKit's batch validation (<doc:UIKitBatchRules>) as a pure function of the counts before,
/// the counts after and the recorded operations.
///
/// Every step follows the reverse-engineered `_endCellAnimationsWithContext:`: reloads become a
/// delete plus an insert placed by deletes and inserts alone (rule 6); deletes, then inserts,
/// then moves are checked in sorted order, the first failure winning (rule 12); then the section
/// count and each surviving section's row count (rules 14 and 15).
struct BatchValidator: Sendable {
  struct Rejection: Error {
    var violation: BatchViolation
  }

  let flavor: ValidatingSink.Flavor
  let messages: BatchMessages

  init(flavor: ValidatingSink.Flavor) {
    self.flavor = flavor
    self.messages = BatchMessages(flavor)
  }

  /// Checks `batch` given the cached counts `before` and the data source's counts `after`.
  ///
  /// - Complexity: O(*k*² + *m* + *n*) for *k* operations and *m*, *n* sections before and after;
  ///   the quadratic part mirrors UIKit's own pairwise scans.
  func validate(_ batch: RecordedBatch, before: [Int], after: [Int]) -> BatchOutcome {
    do {
      return try check(batch, before: before, after: after)
    } catch {
      return .invalid(error.violation)
    }
  }

  private func check(
    _ batch: RecordedBatch, before old: [Int], after new: [Int]
  ) throws(Rejection) -> BatchOutcome {
    let originalDeletes = batch.deletes.sorted(by: >)
    let originalInserts = batch.inserts.sorted()
    var moves = batch.moves.sorted { $0.from < $1.from }
    var deletes = originalDeletes
    var inserts = originalInserts
    var reloadDestinations: Set<UpdateKey> = []
    for reload in batch.reloads.sorted() {
      if originalDeletes.contains(reload) { throw Rejection(violation: messages.e1(reload)) }
      // Rule 17: a collection view reports a reloaded and moved item as a delete and reload.
      if flavor == .collectionView && moves.contains(where: { $0.from == reload }) {
        throw Rejection(violation: messages.e1(reload))
      }
      let destination = Self.placeReload(reload, deletes: originalDeletes, inserts: originalInserts)
      deletes.append(reload)
      inserts.append(destination)
      reloadDestinations.insert(destination)
    }
    deletes.sort(by: >)
    inserts.sort()

    var fallback = try checkDeletes(&deletes, moves: moves, before: old)
    fallback = try checkInserts(&inserts, moves: moves, after: new) || fallback
    try checkMoves(&moves, before: old, after: new)
    if fallback { return .reloadFallback }

    var resolved = ResolvedBatch()
    for key in deletes {
      if key.isSection {
        resolved.deletedSections.insert(key.section)
      } else {
        resolved.deletedRows.insert(key.path)
      }
    }
    for key in inserts {
      if key.isSection {
        resolved.insertedSections.insert(key.section)
      } else {
        resolved.insertedRows.insert(key.path)
      }
      guard reloadDestinations.contains(key) else { continue }
      if key.isSection {
        resolved.reloadedSections.insert(key.section)
      } else {
        resolved.reloadedRows.insert(key.path)
      }
    }
    for move in moves {
      if move.isSection {
        resolved.movedSections.append(SectionMove(from: move.from.section, to: move.to.section))
      } else {
        resolved.movedRows.append(RowMove(from: move.from.path, to: move.to.path))
      }
    }

    let inserted = resolved.insertedSections.count
    let deleted = resolved.deletedSections.count
    if old.count + inserted - deleted != new.count {
      throw Rejection(
        violation: messages.e22(
          after: new.count, before: old.count, inserted: inserted, deleted: deleted))
    }
    let map = SectionMap(
      oldCount: old.count, newCount: new.count, deleted: resolved.deletedSections,
      inserted: resolved.insertedSections, moves: resolved.movedSections)
    try checkRowCounts(resolved, map: map, before: old, after: new)
    return .valid(resolved: resolved, sections: map)
  }

  /// Where UIKit inserts a reloaded section or row: its old position shifted by the batch's
  /// original deletes (descending) and inserts (ascending), never by its moves (rule 6).
  static func placeReload(
    _ reload: UpdateKey, deletes: [UpdateKey], inserts: [UpdateKey]
  ) -> UpdateKey {
    // The shifts wrap rather than trap: only a reload outside the table (near Int.min or
    // Int.max, from a broken data source) can overflow, and its delete half is rejected by
    // `checkDeletes` before its destination is looked at.
    var section = reload.section
    var row = reload.row
    for delete in deletes {
      if delete.isSection {
        if delete.section != reload.section && delete.section <= section { section &-= 1 }
      } else if !reload.isSection && delete.section == section && delete.row <= row {
        row &-= 1
      }
    }
    for insert in inserts {
      if insert.isSection {
        if insert.section <= section { section &+= 1 }
      } else if !reload.isSection && insert.section == section && insert.row <= row {
        row &+= 1
      }
    }
    return UpdateKey(section: section, row: row)
  }

  /// E2–E6, dropping row deletes inside deleted sections and duplicates (rules 8 and 9).
  ///
  /// - Returns: Whether a row moves out of a deleted section (the table view's reload fallback).
  private func checkDeletes(
    _ deletes: inout [UpdateKey], moves: [KeyMove], before old: [Int]
  ) throws(Rejection) -> Bool {
    var fallback = false
    var index = 0
    while index < deletes.count {
      let delete = deletes[index]
      for move in moves {
        if move.from == delete {
          throw Rejection(
            violation: delete.isSection ? messages.e2(delete.section) : messages.e3(delete))
        }
        if delete.isSection && !move.isSection && move.from.section == delete.section {
          if flavor == .collectionView {
            throw Rejection(violation: messages.moveFromDeletedSection(delete.section))
          }
          fallback = true
        }
      }
      guard old.indices.contains(delete.section) else {
        throw Rejection(
          violation: delete.isSection
            ? messages.e4(delete.section, before: old.count)
            : messages.e5(delete, before: old.count))
      }
      if !delete.isSection && !(0..<max(old[delete.section], 0)).contains(delete.row) {
        throw Rejection(violation: messages.e6(delete, rowCount: old[delete.section]))
      }
      if flavor == .collectionView && deletes[(index + 1)...].contains(delete) {
        throw Rejection(violation: messages.duplicateDelete(delete))
      }
      index = Self.removeRedundant(around: index, in: &deletes)
    }
    return fallback
  }

  /// E7–E11, dropping row inserts inside inserted sections and duplicates (rules 8 and 9).
  ///
  /// - Returns: Whether a row moves into an inserted section (the table view's reload fallback).
  private func checkInserts(
    _ inserts: inout [UpdateKey], moves: [KeyMove], after new: [Int]
  ) throws(Rejection) -> Bool {
    var fallback = false
    var index = 0
    while index < inserts.count {
      let insert = inserts[index]
      for move in moves {
        if move.to == insert {
          throw Rejection(
            violation: insert.isSection ? messages.e7(insert.section) : messages.e8(insert))
        }
        if insert.isSection && !move.isSection && move.to.section == insert.section {
          if flavor == .collectionView {
            throw Rejection(violation: messages.moveIntoInsertedSection(insert.section))
          }
          fallback = true
        }
      }
      guard new.indices.contains(insert.section) else {
        throw Rejection(
          violation: insert.isSection
            ? messages.e9(insert.section, after: new.count)
            : messages.e10(insert, after: new.count))
      }
      if !insert.isSection && !(0..<max(new[insert.section], 0)).contains(insert.row) {
        throw Rejection(violation: messages.e11(insert, rowCount: new[insert.section]))
      }
      index = Self.removeRedundant(around: index, in: &inserts)
    }
    return fallback
  }

  /// Removes the later duplicates of `keys[index]` and, for a section, every row key in it;
  /// returns the index of the next key to check.
  private static func removeRedundant(around index: Int, in keys: inout [UpdateKey]) -> Int {
    let key = keys[index]
    var kept: [UpdateKey] = []
    var next = index + 1
    for (position, other) in keys.enumerated() {
      let redundant =
        position != index
        && ((position > index && other == key)
          || (key.isSection && !other.isSection && other.section == key.section))
      if !redundant {
        kept.append(other)
      } else if position < index {
        next -= 1
      }
    }
    keys = kept
    return next
  }

  /// E23 and E24 for every section that exists before and after the batch (rule 14).
  private func checkRowCounts(
    _ batch: ResolvedBatch, map: SectionMap, before old: [Int], after new: [Int]
  ) throws(Rejection) {
    var inserted = [Int](repeating: 0, count: new.count)
    var movedIn = [Int](repeating: 0, count: new.count)
    var deleted = [Int](repeating: 0, count: old.count)
    var movedOut = [Int](repeating: 0, count: old.count)
    for path in batch.insertedRows { inserted[path.section] += 1 }
    for path in batch.deletedRows { deleted[path.section] += 1 }
    // A row moved within what stays the same section (even if that section moves) is
    // count-neutral.
    for move in batch.movedRows where map.oldToNew[move.from.section] != move.to.section {
      movedIn[move.to.section] += 1
      movedOut[move.from.section] += 1
    }
    for (section, oldSection) in map.newToOld.enumerated()
    where oldSection != UpdateKey.wholeSection {
      let count = new[section]
      if count < 0 { throw Rejection(violation: messages.e23(oldSection)) }
      let expected =
        old[oldSection] + inserted[section] - deleted[oldSection] + movedIn[section]
        - movedOut[oldSection]
      if count != expected {
        throw Rejection(
          violation: messages.e24(
            section, after: count, before: old[oldSection], inserted: inserted[section],
            deleted: deleted[oldSection], movedIn: movedIn[section],
            movedOut: movedOut[oldSection]))
      }
    }
  }
}
