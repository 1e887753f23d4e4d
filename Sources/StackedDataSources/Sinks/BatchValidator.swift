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
  /// UIKit scans the operations pairwise; this finds the same first failure from sorted lists
  /// and hashed lookups instead, so a batch's cost grows with its size, not its square.
  ///
  /// - Complexity: O(*k* log *k* + *r* · (*d* + *i*) + *m* + *n*) for *k* operations, of
  ///   which *r* reloads, *d* deletes and *i* inserts, and *m*, *n* sections before and after
  ///   (placing each reload walks the batch's deletes and inserts, as UIKit does).
  func validate(_ batch: RecordedBatch, before: [Int], after: [Int]) -> BatchOutcome {
    do {
      return try check(batch, before: before, after: after)
    } catch {
      return .invalid(error.violation)
    }
  }

  /// What survives UIKit's per-operation checks: the deletes (descending), inserts
  /// (ascending) and moves (by source) it goes on with, reloads split into both.
  struct Scanned: Equatable {
    var deletes: [UpdateKey]
    var inserts: [UpdateKey]
    var moves: [KeyMove]
    /// Where the reloads' inserts landed.
    var reloadDestinations: Set<UpdateKey>
    /// Whether a row moves out of a deleted or into an inserted section (a table view's
    /// reload fallback).
    var fallback: Bool
  }

  /// E1–E21 and rules 6, 8, 9 and 16: each operation checked, in UIKit's order, the first
  /// failure thrown.
  func scan(
    _ batch: RecordedBatch, before old: [Int], after new: [Int]
  ) throws(Rejection) -> Scanned {
    let originalDeletes = batch.deletes.sorted(by: >)
    let originalInserts = batch.inserts.sorted()
    var moves = batch.moves.sorted { $0.from < $1.from }
    var deletes = originalDeletes
    var inserts = originalInserts
    var reloadDestinations: Set<UpdateKey> = []
    if !batch.reloads.isEmpty {
      let deleted = Set(originalDeletes)
      let moveSources = Set(moves.map(\.from))
      for reload in batch.reloads.sorted() {
        if deleted.contains(reload) { throw Rejection(violation: messages.e1(reload)) }
        // Rule 17: a collection view reports a reloaded and moved item as a delete and reload.
        if flavor == .collectionView && moveSources.contains(reload) {
          throw Rejection(violation: messages.e1(reload))
        }
        let destination = Self.placeReload(
          reload, deletes: originalDeletes, inserts: originalInserts)
        deletes.append(reload)
        inserts.append(destination)
        reloadDestinations.insert(destination)
      }
      deletes.sort(by: >)
      inserts.sort()
    }
    let index = MoveScan(moves)
    var fallback = try checkDeletes(&deletes, moves: index, before: old)
    fallback = try checkInserts(&inserts, moves: index, after: new) || fallback
    try checkMoves(&moves, before: old, after: new)
    return Scanned(
      deletes: deletes, inserts: inserts, moves: moves, reloadDestinations: reloadDestinations,
      fallback: fallback)
  }

  private func check(
    _ batch: RecordedBatch, before old: [Int], after new: [Int]
  ) throws(Rejection) -> BatchOutcome {
    let scanned = try scan(batch, before: old, after: new)
    if scanned.fallback { return .reloadFallback }
    let (deletes, inserts, moves) = (scanned.deletes, scanned.inserts, scanned.moves)
    let reloadDestinations = scanned.reloadDestinations

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
  /// `deletes` is sorted in descending order, so a section's key comes before its rows and a
  /// key's duplicates follow it: each kept key skips what it makes redundant.
  ///
  /// - Returns: Whether a row moves out of a deleted section (the table view's reload fallback).
  private func checkDeletes(
    _ deletes: inout [UpdateKey], moves: MoveScan, before old: [Int]
  ) throws(Rejection) -> Bool {
    var fallback = false
    var kept: [UpdateKey] = []
    kept.reserveCapacity(deletes.count)
    var index = 0
    while index < deletes.count {
      let delete = deletes[index]
      if delete.isSection {
        // UIKit scans the moves by source, a section's rows before the section itself.
        let rowsLeave = moves.rowSourceSections.contains(delete.section)
        if flavor == .collectionView && rowsLeave {
          throw Rejection(violation: messages.moveFromDeletedSection(delete.section))
        }
        if moves.sources.contains(delete) {
          throw Rejection(violation: messages.e2(delete.section))
        }
        fallback = fallback || rowsLeave
      } else if moves.sources.contains(delete) {
        throw Rejection(violation: messages.e3(delete))
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
      if flavor == .collectionView && index + 1 < deletes.count && deletes[index + 1] == delete {
        throw Rejection(violation: messages.duplicateDelete(delete))
      }
      kept.append(delete)
      index += 1
      while index < deletes.count,
        deletes[index] == delete || (delete.isSection && deletes[index].section == delete.section)
      {
        index += 1
      }
    }
    deletes = kept
    return fallback
  }

  /// E7–E11, dropping row inserts inside inserted sections and duplicates (rules 8 and 9).
  ///
  /// `inserts` is sorted in ascending order, so a section's rows come (and are checked) before
  /// the section's key, which then drops them, and a key's duplicates follow it.
  ///
  /// - Returns: Whether a row moves into an inserted section (the table view's reload fallback).
  private func checkInserts(
    _ inserts: inout [UpdateKey], moves: MoveScan, after new: [Int]
  ) throws(Rejection) -> Bool {
    var fallback = false
    var kept: [UpdateKey] = []
    kept.reserveCapacity(inserts.count)
    var index = 0
    while index < inserts.count {
      let insert = inserts[index]
      if insert.isSection {
        // UIKit scans the moves by source: the first of them that lands here decides.
        let sectionMove = moves.firstArrival[insert]
        let rowMove = moves.firstRowArrival[insert.section]
        if flavor == .collectionView, let rowMove, sectionMove.map({ rowMove < $0 }) ?? true {
          throw Rejection(violation: messages.moveIntoInsertedSection(insert.section))
        }
        if sectionMove != nil { throw Rejection(violation: messages.e7(insert.section)) }
        fallback = fallback || rowMove != nil
      } else if moves.firstArrival[insert] != nil {
        throw Rejection(violation: messages.e8(insert))
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
      if insert.isSection {
        while let last = kept.last, last.section == insert.section { kept.removeLast() }
      }
      kept.append(insert)
      index += 1
      while index < inserts.count, inserts[index] == insert { index += 1 }
    }
    inserts = kept
    return fallback
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
