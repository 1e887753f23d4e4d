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

@Suite("FlatRowMapping: a row dropped into a gap")
struct FlatRowMappingMoveTests {
  /// Every small shape: up to three sections of up to two rows, with and without header rows.
  static let shapes: [FlatRowMapping] = {
    var shapes: [FlatRowMapping] = []
    for sections in 1...3 {
      let counts = (0..<Int(pow(3.0, Double(sections)))).map { code in
        (0..<sections).map { code / Int(pow(3.0, Double($0))) % 3 }
      }
      for rowCounts in counts {
        for headers in 0..<(1 << sections) {
          shapes.append(
            FlatRowMapping(
              rowCounts: rowCounts, headerRows: (0..<sections).map { headers & (1 << $0) != 0 }))
        }
      }
    }
    return shapes
  }()

  /// The flat rows of `mapping`: header rows as `[s]`, rows as `s.r`.
  private func labels(_ mapping: FlatRowMapping) -> [String] {
    (0..<mapping.numberOfRows).map { row in
      switch mapping.entry(forRow: row) {
      case .header(let section)?: "[\(section)]"
      case .row(let path)?: "\(path.section).\(path.row)"
      case nil: "?"
      }
    }
  }

  @Test("every drop moves the row in the flat list to the place its paths say, headers kept")
  func everyDrop() {
    for mapping in Self.shapes {
      let before = labels(mapping)
      for row in 0..<mapping.numberOfRows {
        for gap in 0...mapping.numberOfRows {
          guard let move = mapping.move(ofRow: row, toGap: gap) else {
            // Only a header row, a drop where the row is, or above section 0's header row.
            let to = gap > row ? gap - 1 : gap
            let aboveFirstHeader: Bool =
              if case .header(0)? = mapping.entry(forRow: 0) { to == 0 } else { false }
            #expect(
              mapping.path(forRow: row) == nil || to == row || aboveFirstHeader,
              "\(mapping) \(row) → \(gap)")
            continue
          }
          var flat = before
          flat.insert(flat.remove(at: move.from), at: move.to)
          #expect(move.source == mapping.path(forRow: row))
          #expect(move.after.row(for: move.destination) == move.to)
          #expect(move.after.numberOfRows == mapping.numberOfRows)
          // Every header row stays its section's; every other row keeps its order.
          for (index, label) in flat.enumerated() {
            if case .header(let section)? = move.after.entry(forRow: index) {
              #expect(label == "[\(section)]", "\(mapping) \(row) → \(gap): \(flat)")
            }
          }
          #expect(
            flat.filter { !$0.hasPrefix("[") } != [] || mapping.rowCounts.allSatisfy { $0 == 0 })
        }
      }
    }
  }

  @Test("where sections meet without a header row, the gap is the dragged row's own section's")
  func ownSectionAtBoundary() throws {
    // [H] a b | c d: the gap between b and c ends the first section or starts the second.
    let mapping = FlatRowMapping(rowCounts: [2, 2], headerRows: [true, false])
    #expect(mapping.move(ofRow: 1, toGap: 3)?.destination == TablePath(section: 0, row: 1))
    #expect(mapping.move(ofRow: 4, toGap: 3)?.destination == TablePath(section: 1, row: 0))
    #expect(mapping.move(ofRow: 1, toGap: 4)?.destination == TablePath(section: 1, row: 1))
    // Below a header row is the start of its section; above section 0's header, nothing.
    let titled = FlatRowMapping(rowCounts: [2, 2], headerRows: [true, true])
    #expect(titled.move(ofRow: 1, toGap: 3)?.destination == TablePath(section: 0, row: 1))
    #expect(titled.move(ofRow: 1, toGap: 4)?.destination == TablePath(section: 1, row: 0))
    #expect(titled.move(ofRow: 4, toGap: 0) == nil)
    #expect(titled.move(ofRow: 0, toGap: 3) == nil)
    let move = try #require(titled.move(ofRow: 4, toGap: 1))
    #expect(move.to == 1 && move.destination == TablePath(section: 0, row: 0))
    #expect(move.after == FlatRowMapping(rowCounts: [3, 1], headerRows: [true, true]))
  }

  @Test("the gap for a destination lands the row there")
  func gapRoundTrip() throws {
    for mapping in Self.shapes {
      for row in 0..<mapping.numberOfRows {
        guard let source = mapping.path(forRow: row) else {
          #expect(mapping.gap(forMovingRow: row, to: TablePath(section: 0, row: 0)) == nil)
          continue
        }
        for section in mapping.rowCounts.indices {
          let rows = mapping.rowCounts[section] + (section == source.section ? 0 : 1)
          for destinationRow in 0..<rows {
            let destination = TablePath(section: section, row: destinationRow)
            guard let gap = mapping.gap(forMovingRow: row, to: destination) else { continue }
            var counts = mapping.rowCounts
            counts[source.section] -= 1
            counts[section] += 1
            let after = FlatRowMapping(rowCounts: counts, headerRows: mapping.headerRows)
            let move = try #require(mapping.move(ofRow: row, toGap: gap), "\(mapping) \(row)")
            #expect(move.to == after.row(for: destination), "\(mapping) \(row) → \(destination)")
            // Where two sections meet without a header row, the end of one is the start of the
            // next: the same flat place, which the move may name either way.
            #expect(move.after.row(for: move.destination) == move.to)
          }
        }
      }
    }
  }
}
