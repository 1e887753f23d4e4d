/// What a row of the table shows after a batch, according to the batch alone.
enum ReplaySlot<Item: Hashable>: Hashable {
  /// A row from before the batch, kept in place or moved; it must still show `Item`.
  case kept(Item)
  /// A row the batch inserted; it shows whatever the data source has.
  case inserted
  /// A row the batch reloaded; it shows whatever the data source has.
  case reloaded
}

/// Applies a batch to a table's contents the way UIKit applies it to its rows.
///
/// UIKit first removes deleted rows and the sources of moves (in before-batch coordinates), then
/// places inserted rows and the destinations of moves at their after-batch positions; every
/// other row keeps its relative order and fills the remaining positions. Sections go the same
/// way: a section that is neither deleted nor moved keeps its relative order among the survivors
/// (<doc:UIKitBatchRules>, rules 1–4 and 15). Reloads arrive already decomposed into a delete and
/// an inserted destination, which the batch marks as reloaded.
///
/// ```swift
/// // ["a", "b", "c"], delete row 0, insert row 2, move row 2 to row 0:
/// replay(before: [["a", "b", "c"]], afterCounts: [3], batch: batch)
/// // [[.kept("c"), .kept("b"), .inserted]]
/// ```
///
/// - Parameters:
///   - before: The rows of every section before the batch.
///   - afterCounts: The row count of every section after the batch; only the number of sections
///     and the sizes of inserted and reloaded sections are taken from it.
///   - batch: The validated batch.
///   - refreshed: Rows, before the batch, whose cells the batch refreshes in place
///     (reconfigures): they show whatever the data source has, like reloaded rows.
/// - Returns: The rows of every section after the batch.
/// - Complexity: O(*r* + *k*) for *r* rows in `before` and *k* operations.
func replay<Item: Hashable>(
  before: [[Item]], afterCounts: [Int], batch: ResolvedBatch, refreshed: Set<TablePath> = []
) -> [[ReplaySlot<Item>]] {
  let map = SectionMap(
    oldCount: before.count, newCount: afterCounts.count, deleted: batch.deletedSections,
    inserted: batch.insertedSections, moves: batch.movedSections)

  var leaving = [Set<Int>](repeating: [], count: before.count)
  var arriving = [[Int: ReplaySlot<Item>]](repeating: [:], count: afterCounts.count)
  for path in batch.deletedRows where leaving.indices.contains(path.section) {
    leaving[path.section].insert(path.row)
  }
  for path in batch.insertedRows where arriving.indices.contains(path.section) && path.row >= 0 {
    arriving[path.section][path.row] = batch.reloadedRows.contains(path) ? .reloaded : .inserted
  }
  for move in batch.movedRows {
    guard before.indices.contains(move.from.section),
      before[move.from.section].indices.contains(move.from.row),
      arriving.indices.contains(move.to.section), move.to.row >= 0
    else { continue }
    leaving[move.from.section].insert(move.from.row)
    arriving[move.to.section][move.to.row] =
      refreshed.contains(move.from)
      ? .reloaded : .kept(before[move.from.section][move.from.row])
  }

  var result: [[ReplaySlot<Item>]] = []
  result.reserveCapacity(afterCounts.count)
  for (section, oldSection) in map.newToOld.enumerated() {
    guard before.indices.contains(oldSection) else {
      let fill: ReplaySlot<Item> =
        batch.reloadedSections.contains(section) ? .reloaded : .inserted
      result.append(Array(repeating: fill, count: max(afterCounts[section], 0)))
      continue
    }
    var staying = before[oldSection].enumerated().lazy
      .filter { !leaving[oldSection].contains($0.offset) }
      .map {
        refreshed.contains(TablePath(section: oldSection, row: $0.offset))
          ? ReplaySlot<Item>.reloaded : .kept($0.element)
      }
      .makeIterator()
    let placed = arriving[section]
    var rows: [ReplaySlot<Item>] = []
    var position = 0
    var remaining = placed.count
    // Fill position by position: a placed row takes its own index, survivors fill the gaps.
    while true {
      if let slot = placed[position] {
        rows.append(slot)
        remaining -= 1
      } else if let next = staying.next() {
        rows.append(next)
      } else if remaining == 0 {
        break
      }
      position += 1
    }
    result.append(rows)
  }
  return result
}
