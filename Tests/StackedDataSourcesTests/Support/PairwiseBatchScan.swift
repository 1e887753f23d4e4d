@testable import StackedDataSources

/// The reference for ``BatchValidator/scan(_:before:after:)``: UIKit's per-operation checks
/// transcribed literally, every delete and insert against every move and every move against
/// every later one, as `_endCellAnimationsWithContext:` scans them. Quadratic, and obviously so;
/// the validator must agree with it on every batch, first failure included.
struct PairwiseBatchScan {
  let flavor: ValidatingSink.Flavor
  let messages: BatchMessages

  init(flavor: ValidatingSink.Flavor) {
    self.flavor = flavor
    messages = BatchMessages(flavor)
  }

  /// What a scan ends with: the operations UIKit goes on with, or its first failure.
  enum Outcome: Equatable {
    case kept(BatchValidator.Scanned)
    case failed(BatchViolation)
  }

  func scan(_ batch: RecordedBatch, before old: [Int], after new: [Int]) -> Outcome {
    let originalDeletes = batch.deletes.sorted(by: >)
    let originalInserts = batch.inserts.sorted()
    var moves = batch.moves.sorted { $0.from < $1.from }
    var deletes = originalDeletes
    var inserts = originalInserts
    var destinations: Set<UpdateKey> = []
    for reload in batch.reloads.sorted() {
      if originalDeletes.contains(reload) { return .failed(messages.e1(reload)) }
      if flavor == .collectionView && moves.contains(where: { $0.from == reload }) {
        return .failed(messages.e1(reload))
      }
      let destination = BatchValidator.placeReload(
        reload, deletes: originalDeletes, inserts: originalInserts)
      deletes.append(reload)
      inserts.append(destination)
      destinations.insert(destination)
    }
    deletes.sort(by: >)
    inserts.sort()
    var fallback = false
    if let failure = checkDeletes(&deletes, moves: moves, before: old, fallback: &fallback)
      ?? checkInserts(&inserts, moves: moves, after: new, fallback: &fallback)
      ?? checkMoves(&moves, before: old, after: new)
    {
      return .failed(failure)
    }
    return .kept(
      BatchValidator.Scanned(
        deletes: deletes, inserts: inserts, moves: moves, reloadDestinations: destinations,
        fallback: fallback))
  }

  private func checkDeletes(
    _ deletes: inout [UpdateKey], moves: [KeyMove], before old: [Int], fallback: inout Bool
  ) -> BatchViolation? {
    var index = 0
    while index < deletes.count {
      let delete = deletes[index]
      for move in moves {
        if move.from == delete {
          return delete.isSection ? messages.e2(delete.section) : messages.e3(delete)
        }
        if delete.isSection && !move.isSection && move.from.section == delete.section {
          if flavor == .collectionView { return messages.moveFromDeletedSection(delete.section) }
          fallback = true
        }
      }
      guard old.indices.contains(delete.section) else {
        return delete.isSection
          ? messages.e4(delete.section, before: old.count) : messages.e5(delete, before: old.count)
      }
      if !delete.isSection && !(0..<max(old[delete.section], 0)).contains(delete.row) {
        return messages.e6(delete, rowCount: old[delete.section])
      }
      if flavor == .collectionView && deletes[(index + 1)...].contains(delete) {
        return messages.duplicateDelete(delete)
      }
      index = Self.removeRedundant(around: index, in: &deletes)
    }
    return nil
  }

  private func checkInserts(
    _ inserts: inout [UpdateKey], moves: [KeyMove], after new: [Int], fallback: inout Bool
  ) -> BatchViolation? {
    var index = 0
    while index < inserts.count {
      let insert = inserts[index]
      for move in moves {
        if move.to == insert {
          return insert.isSection ? messages.e7(insert.section) : messages.e8(insert)
        }
        if insert.isSection && !move.isSection && move.to.section == insert.section {
          if flavor == .collectionView { return messages.moveIntoInsertedSection(insert.section) }
          fallback = true
        }
      }
      guard new.indices.contains(insert.section) else {
        return insert.isSection
          ? messages.e9(insert.section, after: new.count) : messages.e10(insert, after: new.count)
      }
      if !insert.isSection && !(0..<max(new[insert.section], 0)).contains(insert.row) {
        return messages.e11(insert, rowCount: new[insert.section])
      }
      index = Self.removeRedundant(around: index, in: &inserts)
    }
    return nil
  }

  /// Drops the later duplicates of `keys[index]` and, for a section, every row key in it.
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

  private func checkMoves(_ moves: inout [KeyMove], before old: [Int], after new: [Int])
    -> BatchViolation?
  {
    var index = 0
    while index < moves.count {
      let move = moves[index]
      if let failure = bounds(of: move, before: old, after: new) { return failure }
      var other = index + 1
      while other < moves.count {
        let later = moves[other]
        if later.from == move.from {
          guard later.to == move.to else {
            return move.isSection
              ? messages.e18(move.from.section, to: move.to.section, and: later.to.section)
              : messages.e19(move.from, to: move.to, and: later.to)
          }
          moves.remove(at: other)
          continue
        }
        if later.to == move.to {
          return move.isSection
            ? messages.e20(move.from.section, and: later.from.section, to: move.to.section)
            : messages.e21(move.from, and: later.from, to: move.to)
        }
        other += 1
      }
      index += 1
    }
    return nil
  }

  private func bounds(of move: KeyMove, before old: [Int], after new: [Int]) -> BatchViolation? {
    let from = move.from
    let to = move.to
    if move.isSection {
      if !old.indices.contains(from.section) {
        return messages.e12(from.section, before: old.count)
      }
      if !new.indices.contains(to.section) {
        return messages.e13(from.section, to: to.section, after: new.count)
      }
      return nil
    }
    if !old.indices.contains(from.section) { return messages.e14(from, before: old.count) }
    if !(0..<max(old[from.section], 0)).contains(from.row) {
      return messages.e15(from, rowCount: old[from.section])
    }
    if !new.indices.contains(to.section) { return messages.e16(move, after: new.count) }
    if !(0..<max(new[to.section], 0)).contains(to.row) {
      return messages.e17(move, rowCount: new[to.section])
    }
    return nil
  }
}
