import Foundation
import StackFuzz
import Testing

@testable import StackedDataSources

private func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

/// A flat row of a table with header rows, as a test names it.
private enum FlatRow: Hashable, CustomStringConvertible {
  /// The header row of the section with this identity.
  case header(String)
  /// A row, by its identity.
  case row(String)

  var description: String {
    switch self {
    case .header(let id): "[\(id)]"
    case .row(let id): id
    }
  }
}

/// Applies `batch` one call after another, as `NSTableView` does; inserted rows are `nil`.
private func applyIncrementally<Item>(_ batch: FlatRowBatch, to before: [Item]) -> [Item?] {
  var rows: [Item?] = before
  for row in batch.removedRows.reversed() { rows.remove(at: row) }
  for move in batch.moves { rows.insert(rows.remove(at: move.from), at: move.to) }
  for row in batch.insertedRows { rows.insert(nil, at: row) }
  return rows
}

/// The flat rows of `sections`, a header row first in each section `hasHeader` names.
private func flatten(_ sections: [(id: String, items: [String])], hasHeader: (String) -> Bool)
  -> [FlatRow]
{
  sections.flatMap { section in
    (hasHeader(section.id) ? [FlatRow.header(section.id)] : []) + section.items.map(FlatRow.row)
  }
}

@Suite("FlatRowMapping with header rows")
struct FlatRowMappingHeaderTests {
  @Test(
    "rows, header rows and entries round-trip over every small shape",
    arguments: [
      ([], []), ([0], [true]), ([0], [false]), ([3], [true]), ([0, 0], [true, false]),
      ([2, 0, 3], [true, true, false]), ([0, 1, 0], [false, true, true]),
      ([1, 1, 1], [true, true, true]), ([0, 0, 4, 0], [false, false, true, false]),
      ([2, 2], [true]),
    ] as [([Int], [Bool])])
  func roundTrip(_ counts: [Int], _ headers: [Bool]) {
    let mapping = FlatRowMapping(rowCounts: counts, headerRows: headers)
    let hasHeader = counts.indices.map { headers.indices.contains($0) && headers[$0] }
    #expect(mapping.headerRows == hasHeader)
    #expect(mapping.numberOfRows == counts.reduce(0, +) + hasHeader.count(where: { $0 }))
    var flat = 0
    for (section, count) in counts.enumerated() {
      if hasHeader[section] {
        #expect(mapping.headerRow(inSection: section) == flat)
        #expect(mapping.entry(forRow: flat) == .header(section: section))
        #expect(mapping.path(forRow: flat) == nil)
        flat += 1
      } else {
        #expect(mapping.headerRow(inSection: section) == nil)
      }
      for row in 0..<count {
        #expect(mapping.row(for: p(section, row)) == flat)
        #expect(mapping.path(forRow: flat) == p(section, row))
        #expect(mapping.entry(forRow: flat) == .row(p(section, row)))
        flat += 1
      }
      #expect(mapping.row(for: p(section, count)) == nil)
    }
    #expect(flat == mapping.numberOfRows)
    #expect(mapping.entry(forRow: flat) == nil)
    #expect(mapping.entry(forRow: -1) == nil)
    #expect(mapping.headerRow(inSection: counts.count) == nil)
    #expect(mapping.headerRow(inSection: -1) == nil)
  }

  @Test("without header rows, the mapping is the one of rowCounts alone")
  func noHeaders() {
    #expect(
      FlatRowMapping(rowCounts: [2, 0, 3], headerRows: [false, false, false])
        == FlatRowMapping(rowCounts: [2, 0, 3]))
    #expect(
      FlatRowMapping(rowCounts: [2, 0, 3], headerRows: []) == FlatRowMapping(rowCounts: [2, 0, 3]))
  }
}

@Suite("FlatRowBatch with header rows")
struct FlatRowBatchHeaderTests {
  private func mapping(_ counts: [Int], _ headers: [Bool]) -> FlatRowMapping {
    FlatRowMapping(rowCounts: counts, headerRows: headers)
  }

  @Test("an inserted section brings its header row, a deleted one takes it away")
  func sectionInsertAndDelete() throws {
    // [H0 a b][H1 c] → [Hn x][H1 c]: section 0 deleted, a new section inserted at 0.
    let flat = try #require(
      FlatRowBatch(
        updates: [.deleteSections([0], .fade), .insertSections([0], .fade)],
        before: mapping([2, 1], [true, true]), after: mapping([1, 1], [true, true])))
    #expect(flat.removedRows == [0, 1, 2])
    #expect(flat.insertedRows == [0, 1])
    #expect(flat.moves.isEmpty)
  }

  @Test("a moved section moves its header row with its rows")
  func sectionMove() throws {
    // [H0 a][H1 b c] → [H1 b c][H0 a]
    let flat = try #require(
      FlatRowBatch(
        updates: [.moveSection(1, to: 0)], before: mapping([1, 2], [true, true]),
        after: mapping([2, 1], [true, true])))
    #expect(flat.removedRows.isEmpty && flat.insertedRows.isEmpty)
    let rows = applyIncrementally(flat, to: ["H0", "a", "H1", "b", "c"])
    #expect(rows == ["H1", "b", "c", "H0", "a"])
  }

  @Test("a header that appears or goes on a section that stays is one header row in or out")
  func headerAppearsAndGoes() throws {
    let appears = try #require(
      FlatRowBatch(
        updates: [], before: mapping([1, 1], [false, true]), after: mapping([1, 1], [true, true])))
    #expect(appears.insertedRows == [0] && appears.removedRows.isEmpty && appears.moves.isEmpty)
    let goes = try #require(
      FlatRowBatch(
        updates: [.insertRows([p(1, 1)], .fade)], before: mapping([1, 1], [true, true]),
        after: mapping([1, 2], [true, false])))
    #expect(goes.removedRows == [2])
    #expect(goes.insertedRows == [3])
  }

  @Test("a reloaded section's header row is removed and inserted with its rows")
  func sectionReload() throws {
    let flat = try #require(
      FlatRowBatch(
        updates: [.reloadSections([1], .fade)], before: mapping([1, 1], [true, true]),
        after: mapping([1, 2], [true, true])))
    #expect(flat.removedRows == [2, 3])
    #expect(flat.insertedRows == [2, 3, 4])
  }

  @Test(
    "every legal batch, with header rows on alternate sections, replays into the rows after it",
    arguments: ValidatingSinkBatchTests.legalBatches)
  func legal(_ batch: LegalBatch) throws {
    let before = mapping(
      batch.before.map(\.count), batch.before.indices.map { $0.isMultiple(of: 2) })
    let after = mapping(batch.after.map(\.count), batch.after.indices.map { !$0.isMultiple(of: 2) })
    let flat = try #require(FlatRowBatch(updates: batch.calls, before: before, after: after))
    var beforeRows: [String] = []
    for (section, rows) in batch.before.enumerated() {
      if before.headerRows[section] { beforeRows.append("header") }
      beforeRows += rows.map { "\($0)" }
    }
    let rows = applyIncrementally(flat, to: beforeRows)
    #expect(rows.count == after.numberOfRows)
    for (position, row) in rows.enumerated() {
      switch after.entry(forRow: position) {
      case .header?: #expect(row == nil || row == "header", "\(rows)")
      case .row(let path)?:
        #expect(row == nil || row == "\(batch.after[path.section][path.row])", "\(rows)")
      case nil: Issue.record("row \(position) is past the end")
      }
    }
  }

  @Test("random diffs with section inserts, deletes, moves and headers coming and going replay")
  func randomDiffs() throws {
    var sectionCalls: [String: Int] = [:]
    for seed in UInt64(0)..<500 {
      var random = SplitMix64(seed: seed)
      let ids = (0..<6).map { "S\($0)" }
      let old = ids.filter { _ in random.chance(0.7) }.map { id in
        (id: id, items: (0..<random.int(0...4)).map { "\(id)-\($0)" })
      }
      var new = old.filter { _ in !random.chance(0.25) }.shuffled(using: &random).map { section in
        (id: section.id, items: section.items.filter { _ in !random.chance(0.25) })
      }
      for id in ids where !old.contains(where: { $0.id == id }) && random.chance(0.3) {
        new.insert(
          (id: id, items: (0..<random.int(0...3)).map { "\(id)-new\($0)" }),
          at: random.int(0...new.count))
      }
      for index in new.indices {
        new[index].items.shuffle(using: &random)
        if random.chance(0.3) { new[index].items.append("\(new[index].id)-added") }
      }
      let headersBefore = Set(ids.filter { _ in random.chance(0.6) })
      var headersAfter = headersBefore
      for id in ids where random.chance(0.2) {
        if headersAfter.contains(id) { headersAfter.remove(id) } else { headersAfter.insert(id) }
      }
      let updates = Changeset(
        from: try RowSnapshot(
          sections: old.map { (id: $0.id, items: $0.items.map { Row(id: $0) }) }),
        to: try RowSnapshot(sections: new.map { (id: $0.id, items: $0.items.map { Row(id: $0) }) })
      ).updates()
      for update in updates {
        switch update {
        case .insertSections: sectionCalls["insert", default: 0] += 1
        case .deleteSections: sectionCalls["delete", default: 0] += 1
        case .moveSection: sectionCalls["move", default: 0] += 1
        default: break
        }
      }
      let before = mapping(old.map(\.items.count), old.map { headersBefore.contains($0.id) })
      let after = mapping(new.map(\.items.count), new.map { headersAfter.contains($0.id) })
      let flat = try #require(
        FlatRowBatch(updates: updates, before: before, after: after), "seed \(seed): \(updates)")
      let expected = flatten(new, hasHeader: headersAfter.contains)
      let rows = applyIncrementally(flat, to: flatten(old, hasHeader: headersBefore.contains))
      #expect(rows.count == expected.count, "seed \(seed)")
      #expect(
        zip(rows, expected).allSatisfy { $0 == nil || $0 == $1 },
        "seed \(seed): \(rows) vs \(expected)")
      // A header row follows its section: when any row of a section is kept in place (the
      // section was not removed and inserted), so is the section's header row.
      for section in new
      where headersBefore.contains(section.id) && headersAfter.contains(section.id) {
        guard let header = expected.firstIndex(of: .header(section.id)) else { continue }
        let sectionKept = rows.contains { row in
          if case .row(let id)? = row { section.items.contains(id) } else { false }
        }
        #expect(!sectionKept || rows[header] != nil, "seed \(seed): \(rows)")
      }
    }
    // The batches cover every kind of section change, many times.
    #expect(
      sectionCalls.values.count == 3 && sectionCalls.values.allSatisfy { $0 >= 50 },
      "\(sectionCalls)")
  }
}
