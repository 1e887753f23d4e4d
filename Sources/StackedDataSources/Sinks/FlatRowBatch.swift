import Foundation

/// One batch of section-and-row updates rewritten for a flat list of rows that applies each
/// call as it arrives, as `NSTableView` does.
///
/// A ``TableSink`` batch names deletes in the table *before* the batch and inserts in the table
/// *after* it, all applied at once. `NSTableView` has no sections, and inside its
/// `beginUpdates()`/`endUpdates()` it processes `removeRows`, `moveRow` and `insertRows`
/// incrementally, like edits of an array. So the batch is resolved the way UIKit would resolve
/// it (reloads become a delete and an insert, <doc:UIKitBatchRules>, rules 6 and 31), laid out
/// with ``FlatRowMapping``, and replayed as three steps:
///
/// 1. remove ``removedRows`` (flat rows before the batch), in one call;
/// 2. make ``moves`` in order, each in the list as the previous steps left it;
/// 3. insert ``insertedRows`` (flat rows after the batch), in one call.
///
/// Rows of a moved section become row moves; rows of an inserted, deleted or reloaded section
/// become inserts and removals.
///
/// With header rows (``FlatRowMapping/headerRows``), a section's header row is one more row of
/// the section, before its rows: it comes with an inserted or reloaded section, goes with a
/// deleted or reloaded one, and moves with a moved one. A section that stays keeps its header
/// row, and gains or loses one when `after` says it has one and `before` does not, or the
/// reverse (its header appeared or went).
///
/// ```swift
/// // [["a", "b"], ["c"]] → [["c"], ["b", "x"]]: move section 1 to 0, delete [0, 0], insert [1, 1]
/// let flat = FlatRowBatch(
///   updates: [.moveSection(1, to: 0), .deleteRows([TablePath(section: 0, row: 0)], .fade),
///             .insertRows([TablePath(section: 1, row: 1)], .fade)],
///   before: [2, 1], after: [1, 2])
/// // removedRows [0], moves [1 → 0], insertedRows [2]
/// ```
package struct FlatRowBatch: Hashable, Sendable {
  /// One `moveRow(at:to:)`: remove the row at `from`, then insert it at `to` of the shorter list.
  package struct Move: Hashable, Sendable {
    /// The row's index before this move.
    package var from: Int
    /// The row's index after this move.
    package var to: Int

    /// Creates a move.
    package init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// The flat rows to remove first, in the list before the batch.
  package var removedRows = IndexSet()
  /// The moves to make after the removals, each in the list as the previous steps left it.
  package var moves: [Move] = []
  /// The flat rows to insert last, in the list after the batch.
  package var insertedRows = IndexSet()
  /// The animation of the batch's first delete or reload, or `.automatic`.
  package var removalAnimation = RowAnimation.automatic
  /// The animation of the batch's first insert or reload, or `.automatic`.
  package var insertionAnimation = RowAnimation.automatic

  /// Whether the batch changes no row.
  package var isEmpty: Bool { removedRows.isEmpty && moves.isEmpty && insertedRows.isEmpty }

  /// Rewrites the content calls of one batch for a flat list; `nil` when the list must reload
  /// everything instead.
  ///
  /// That is the case when `updates` holds ``TableUpdate/reloadData``, when UIKit would reject
  /// the batch (wrong counts, bad indexes), and when a `UITableView` would itself fall back to
  /// reloading all its data (<doc:UIKitBatchRules>, rule 16). Batch boundaries in `updates` are
  /// ignored: nested levels share one coordinate space.
  ///
  /// - Parameters:
  ///   - updates: The content calls of the batch, in the order the sink received them.
  ///   - before: The row count of every section before the batch (what the view shows).
  ///   - after: The row count of every section after it (what the data source has now).
  /// - Complexity: O(*k* log *k* + *r* + *m* · *r*) for *k* calls, *r* rows and *m* moves.
  package init?(updates: [TableUpdate], before: [Int], after: [Int]) {
    self.init(
      updates: updates, before: FlatRowMapping(rowCounts: before),
      after: FlatRowMapping(rowCounts: after))
  }

  /// Rewrites the content calls of one batch for a flat list with header rows; `nil` when the
  /// list must reload everything instead (see ``init(updates:before:after:)``).
  ///
  /// - Parameters:
  ///   - updates: The content calls of the batch, in the order the sink received them.
  ///   - before: The sections' row counts and header rows before the batch (what the view
  ///     shows).
  ///   - after: The sections' row counts and header rows after it.
  /// - Complexity: O(*k* log *k* + *r* + *m* · *r*) for *k* calls, *r* rows (header rows
  ///   included) and *m* moves.
  package init?(
    updates: [TableUpdate], before mappingBefore: FlatRowMapping,
    after mappingAfter: FlatRowMapping
  ) {
    let before = mappingBefore.rowCounts
    let after = mappingAfter.rowCounts
    var recorded = RecordedBatch()
    for update in updates {
      switch update {
      // A reconfigure changes no row; the sink refreshes those rows itself.
      case .beginUpdates, .endUpdates, .reconfigureRows: break
      case .reloadData: return nil
      case .insertSections(let s, _): recorded.inserts += s.map { UpdateKey(section: $0) }
      case .deleteSections(let s, _): recorded.deletes += s.map { UpdateKey(section: $0) }
      case .reloadSections(let s, _): recorded.reloads += s.map { UpdateKey(section: $0) }
      case .moveSection(let from, let to):
        recorded.moves.append(KeyMove(from: UpdateKey(section: from), to: UpdateKey(section: to)))
      case .insertRows(let p, _): recorded.inserts += p.map(UpdateKey.init)
      case .deleteRows(let p, _): recorded.deletes += p.map(UpdateKey.init)
      case .reloadRows(let p, _): recorded.reloads += p.map(UpdateKey.init)
      case .moveRow(let from, let to):
        recorded.moves.append(KeyMove(from: UpdateKey(from), to: UpdateKey(to)))
      }
    }
    guard
      case .valid(let resolved, _) = BatchValidator(flavor: .tableView)
        .validate(recorded, before: before, after: after)
    else { return nil }
    self.init(resolved: resolved, before: mappingBefore, after: mappingAfter)
    var removal: RowAnimation?
    var insertion: RowAnimation?
    for update in updates {
      switch update {
      case .deleteSections(_, let a), .deleteRows(_, let a): removal = removal ?? a
      case .insertSections(_, let a), .insertRows(_, let a): insertion = insertion ?? a
      case .reloadSections(_, let a), .reloadRows(_, let a):
        removal = removal ?? a
        insertion = insertion ?? a
      default: break
      }
    }
    removalAnimation = removal ?? .automatic
    insertionAnimation = insertion ?? .automatic
  }

  /// Lays out `resolved` flat and splits it into removals, moves and insertions.
  private init(resolved: ResolvedBatch, before: FlatRowMapping, after: FlatRowMapping) {
    // Name every row before the batch by its flat index, header rows included, and let UIKit's
    // replay say where each row goes; a header row follows its section.
    var next = 0
    var headers: [Int?] = []
    let named = before.rowCounts.enumerated().map { section, count in
      headers.append(before.headerRows[section] ? next : nil)
      next += before.headerRows[section] ? 1 : 0
      return (0..<max(count, 0)).map { _ in
        defer { next += 1 }
        return next
      }
    }
    let sections = replay(before: named, afterCounts: after.rowCounts, batch: resolved)
    let map = SectionMap(
      oldCount: before.rowCounts.count, newCount: after.rowCounts.count,
      deleted: resolved.deletedSections, inserted: resolved.insertedSections,
      moves: resolved.movedSections)
    var layout: [ReplaySlot<Int>] = []
    layout.reserveCapacity(after.numberOfRows)
    for (section, rows) in sections.enumerated() {
      if after.headerRows[section] {
        let old = map.newToOld[section]
        // An inserted or reloaded section maps to no old one: its header row is new.
        if headers.indices.contains(old), let header = headers[old] {
          layout.append(.kept(header))
        } else {
          layout.append(.inserted)
        }
      }
      layout += rows
    }
    var kept: [Int] = []  // flat rows before the batch, in their order after it
    for (position, slot) in layout.enumerated() {
      switch slot {
      case .kept(let row): kept.append(row)
      case .inserted, .reloaded: insertedRows.insert(position)
      }
    }
    removedRows = IndexSet(integersIn: 0..<next).subtracting(IndexSet(kept))
    moves = Self.moves(sortingInto: kept)
  }

  /// The moves that turn the survivors, in their order before the batch, into `order`.
  ///
  /// Rows on one longest increasing run stay; every other row, in the order of its destination,
  /// is taken out and put back right after the row that precedes it in `order`, which is
  /// already in place or stays. The relative order of placed rows is never broken, so after
  /// the last move the list is `order`.
  ///
  /// - Complexity: O(*m* · *r*) for *m* moves and *r* rows.
  private static func moves(sortingInto order: [Int]) -> [Move] {
    let stays = longestIncreasingSubsequence(order)
    var current = order.sorted()
    var moves: [Move] = []
    for (index, row) in order.enumerated() where !stays[index] {
      // `current` holds every value of `order`, so both searches succeed.
      let from = current.firstIndex(of: row) ?? current.count
      current.remove(at: from)
      let to = index == 0 ? 0 : (current.firstIndex(of: order[index - 1]) ?? -1) + 1
      current.insert(row, at: to)
      if from != to { moves.append(Move(from: from, to: to)) }
    }
    return moves
  }
}
