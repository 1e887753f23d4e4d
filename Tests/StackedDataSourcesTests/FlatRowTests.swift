import Foundation
import StackFuzz
import Testing

@testable import StackedDataSources

private func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

/// Applies `batch` to `before` the way `NSTableView` applies it, one call after another, filling
/// each inserted row from `after`; the result must be `after` with every kept row unchanged.
private func applyIncrementally<Item: Equatable>(
  _ batch: FlatRowBatch, to before: [Item], after: [Item]
) -> [Item?] {
  var rows: [Item?] = before
  for row in batch.removedRows.reversed() { rows.remove(at: row) }
  for move in batch.moves { rows.insert(rows.remove(at: move.from), at: move.to) }
  // Inserting at final positions in ascending order, as `NSMutableArray.insert(_:at:)` does.
  for row in batch.insertedRows { rows.insert(nil, at: row) }
  return rows
}

/// Whether `rows` is `after` at every kept position, with exactly `after.count` rows.
private func matches<Item: Equatable>(_ rows: [Item?], _ after: [Item]) -> Bool {
  rows.count == after.count && zip(rows, after).allSatisfy { $0 == nil || $0 == $1 }
}

@Suite("FlatRowMapping")
struct FlatRowMappingTests {
  @Test(
    "rows and paths round-trip over every small shape, empty sections included",
    arguments: [[], [0], [3], [0, 0], [2, 0, 3], [0, 1, 0], [1, 1, 1], [0, 0, 4, 0]])
  func roundTrip(_ counts: [Int]) {
    let mapping = FlatRowMapping(rowCounts: counts)
    #expect(mapping.numberOfRows == counts.reduce(0, +))
    var flat = 0
    for (section, count) in counts.enumerated() {
      for row in 0..<count {
        #expect(mapping.row(for: p(section, row)) == flat)
        #expect(mapping.path(forRow: flat) == p(section, row))
        flat += 1
      }
      #expect(mapping.row(for: p(section, count)) == nil)
    }
    #expect(mapping.path(forRow: flat) == nil)
    #expect(mapping.path(forRow: -1) == nil)
    #expect(mapping.row(for: p(counts.count, 0)) == nil)
    #expect(mapping.row(for: p(0, -1)) == nil)
  }
}

@Suite("FlatRowBatch")
struct FlatRowBatchTests {
  @Test("the documented example: a section move, a delete and an insert")
  func example() throws {
    let flat = try #require(
      FlatRowBatch(
        updates: [
          .moveSection(1, to: 0), .deleteRows([p(0, 0)], .fade), .insertRows([p(1, 1)], .left),
        ],
        before: [2, 1], after: [1, 2]))
    #expect(flat.removedRows == [0])
    #expect(flat.moves == [FlatRowBatch.Move(from: 1, to: 0)])
    #expect(flat.insertedRows == [2])
    #expect(flat.removalAnimation == .fade)
    #expect(flat.insertionAnimation == .left)
    #expect(
      applyIncrementally(flat, to: ["a", "b", "c"], after: ["c", "b", "x"]) == ["c", "b", nil])
  }

  @Test("a reload is a removal and an insertion at the row's new place, with its animation")
  func reload() throws {
    let flat = try #require(
      FlatRowBatch(
        updates: [.deleteRows([p(0, 0)], .none), .reloadRows([p(0, 2)], .top)], before: [3],
        after: [2]))
    #expect(flat.removedRows == [0, 2])
    #expect(flat.insertedRows == [1])
    #expect(flat.moves.isEmpty)
    #expect(flat.removalAnimation == RowAnimation.none)
    #expect(flat.insertionAnimation == .top)
  }

  @Test("rows of later sections shift by the rows of earlier ones")
  func sections() throws {
    let flat = try #require(
      FlatRowBatch(
        updates: [.insertSections([0], .fade), .deleteRows([p(1, 0)], .fade)], before: [2, 2],
        after: [3, 2, 1]))
    #expect(flat.removedRows == [2])
    #expect(flat.insertedRows == [0, 1, 2])
    #expect(flat.moves.isEmpty)
  }

  @Test("an empty batch changes nothing; animations default to automatic")
  func empty() throws {
    let flat = try #require(FlatRowBatch(updates: [], before: [1, 0], after: [1, 0]))
    #expect(flat.isEmpty)
    #expect(flat.removalAnimation == .automatic)
  }

  @Test("reloadData, a batch UIKit rejects and a table view's reload fallback give nil")
  func reloadEverything() {
    #expect(FlatRowBatch(updates: [.reloadData], before: [1], after: [1]) == nil)
    #expect(FlatRowBatch(updates: [.insertRows([p(0, 1)], .fade)], before: [1], after: [1]) == nil)
    // A row moved out of a deleted section: UITableView reloads everything (rule 16).
    #expect(
      FlatRowBatch(
        updates: [.deleteSections([0], .fade), .moveRow(p(0, 0), to: p(0, 1))], before: [1, 1],
        after: [2]) == nil)
  }

  @Test(
    "every legal batch replays incrementally into the rows after it",
    arguments: ValidatingSinkBatchTests.legalBatches)
  func legal(_ batch: LegalBatch) throws {
    let flat = try #require(
      FlatRowBatch(
        updates: batch.calls, before: batch.before.map(\.count), after: batch.after.map(\.count)))
    let after = Array(batch.after.joined())
    let rows = applyIncrementally(flat, to: Array(batch.before.joined()), after: after)
    #expect(matches(rows, after), "\(rows)")
  }

  @Test("random diffs replay incrementally with every kept row unchanged")
  func randomDiffs() throws {
    for seed in UInt64(0)..<300 {
      var random = SplitMix64(seed: seed)
      let old = Self.randomSections(&random)
      var new = old.shuffled(using: &random).map { section in
        (id: section.id, items: section.items.filter { _ in !random.chance(0.2) })
      }
      for index in new.indices {
        new[index].items.shuffle(using: &random)
        for item in new[index].items.indices where random.chance(0.2) {
          new[index].items[item].content += 1
        }
        if random.chance(0.3) { new[index].items.append(Row(id: "n\(seed)-\(index)")) }
      }
      let before = try RowSnapshot(sections: old)
      let afterSnapshot = try RowSnapshot(sections: new)
      let updates = Changeset(from: before, to: afterSnapshot).updates()
      let flat = try #require(
        FlatRowBatch(
          updates: updates, before: old.map(\.items.count), after: new.map(\.items.count)),
        "seed \(seed)")
      let after = new.flatMap(\.items)
      var rows = applyIncrementally(flat, to: old.flatMap(\.items), after: after)
      // The reconfigure after the batch refreshes changed rows in their cells (an `NSTableView`
      // sink reloads those row indexes' views).
      let mapping = FlatRowMapping(rowCounts: new.map(\.items.count))
      var refreshed = 0
      for case .reconfigureRows(let paths) in updates {
        for path in paths {
          let row = try #require(mapping.row(for: path), "seed \(seed)")
          rows[row] = nil
          refreshed += 1
        }
      }
      #expect(matches(rows, after), "seed \(seed): \(rows) vs \(after)")
      #expect(
        rows.count(where: { $0 == nil }) == flat.insertedRows.count + refreshed, "seed \(seed)")
    }
  }

  private static func randomSections(_ random: inout SplitMix64) -> [(id: String, items: [Row])] {
    (0..<random.int(0...4)).map { section in
      (id: "S\(section)", items: (0..<random.int(0...5)).map { Row(id: "r\(section)-\($0)") })
    }
  }
}
