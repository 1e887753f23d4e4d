import Foundation
import Testing

@testable import StackedDataSources

private func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

@MainActor
@Suite("ValidatingSink: content check")
struct ContentCheckTests {
  /// Shows `before`, then changes the model to `after` inside one batch of `calls`.
  private func check(
    _ before: [[String]], _ after: [[String]], checksContent: Bool = true,
    _ calls: [TableUpdate]
  ) -> ValidatingSink {
    let table = TestTable(before)
    let sink = ValidatingSink(dataSource: table, contentCheck: checksContent ? .incremental : .off)
    sink.performBatchUpdates {}
    sink.beginUpdates()
    table.sections = after
    for call in calls { sink.apply(call) }
    sink.endUpdates()
    return sink
  }

  @Test("deleting the wrong row with the right counts")
  func wrongRowDelete() {
    let sink = check([["a", "b", "c"]], [["a", "c"]], [.deleteRows([p(0, 0)], .fade)])
    #expect(
      sink.violations == [
        BatchViolation(
          rule: .contentMismatch,
          message: "row 0 of section 0 still shows \"b\" after the batch, but the data source has "
            + "\"a\": the batch changed the wrong rows, or the item changed without a reload or reconfigure"
        )
      ])
  }

  @Test("an item changed without a reload or reconfigure")
  func changeWithoutReload() {
    let sink = check([["a", "b"]], [["a", "B"]], [])
    #expect(sink.violations.map(\.rule) == [.contentMismatch])
    #expect(
      sink.violations.first?.message.hasPrefix("row 1 of section 0 still shows \"b\"") == true)
  }

  @Test("an item changed with a reload")
  func changeWithReload() {
    let sink = check([["a", "b"]], [["a", "B"]], [.reloadRows([p(0, 1)], .fade)])
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("a moved row keeps its content")
  func movedRow() {
    let sink = check([["a", "b", "c"]], [["c", "a", "b"]], [.moveRow(p(0, 2), to: p(0, 0))])
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("moving the wrong row is caught, and every differing row is counted")
  func wrongMove() {
    let sink = check([["a", "b", "c"]], [["c", "a", "b"]], [.moveRow(p(0, 1), to: p(0, 0))])
    #expect(
      sink.violations.map(\.message) == [
        "row 0 of section 0 still shows \"b\" after the batch, but the data source has \"c\": the "
          + "batch changed the wrong rows, or the item changed without a reload or "
          + "reconfigure (1 more row differs)"
      ])
  }

  @Test("rows moved between moved sections keep their content")
  func movesAcrossSections() {
    let sink = check(
      [["a", "b"], ["c"], ["d"]], [["d"], ["a", "x"], ["b", "c"]],
      [.moveSection(2, to: 0), .moveRow(p(0, 1), to: p(2, 0)), .insertRows([p(1, 1)], .fade)])
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("a normalised changeset with a displaced reload passes both checks")
  func normalisedChangeset() {
    var changes = Changeset()
    changes.movedRows = [RowMove(from: p(0, 0), to: p(0, 1))]
    changes.reloadedRows = [RowMove(from: p(0, 1), to: p(0, 0))]
    let table = TestTable([["a", "b", "c"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {}
    table.sections = [["B", "a", "c"]]
    changes.normalizedForUIKit().emit(to: sink)
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("the content check can be turned off")
  func turnedOff() {
    let sink = check([["a", "b"]], [["a", "B"]], checksContent: false, [])
    #expect(sink.isValid)
  }

  @Test("reloadData resets the contents the table saw")
  func reloadDataResets() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {}
    table.sections = [["A"]]
    sink.reloadData()
    sink.performBatchUpdates {}
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("a mismatch is reported once")
  func reportedOnce() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {}
    table.sections = [["A"]]
    sink.performBatchUpdates {}
    sink.performBatchUpdates {}
    #expect(sink.violations.count == 1)
  }
}

@Suite("Batch replay")
struct BatchReplayTests {
  @Test("deletes, inserts and a move in one section")
  func oneSection() {
    var batch = ResolvedBatch()
    batch.deletedRows = [p(0, 0)]
    batch.insertedRows = [p(0, 2)]
    batch.movedRows = [RowMove(from: p(0, 2), to: p(0, 0))]
    #expect(
      replay(before: [["a", "b", "c"]], afterCounts: [3], batch: batch) == [
        [.kept("c"), .kept("b"), .inserted]
      ])
  }

  @Test("a reload takes the data source's value at its new position")
  func reload() {
    var batch = ResolvedBatch()
    batch.deletedRows = [p(0, 0), p(0, 2)]
    batch.insertedRows = [p(0, 1)]
    batch.reloadedRows = [p(0, 1)]
    #expect(
      replay(before: [["a", "b", "c"]], afterCounts: [2], batch: batch) == [
        [.kept("b"), .reloaded]
      ])
  }

  @Test("sections: deleted, inserted, reloaded and moved")
  func sections() {
    var batch = ResolvedBatch()
    batch.deletedSections = [0, 2]
    batch.insertedSections = [0, 2]
    batch.reloadedSections = [2]
    batch.movedSections = [SectionMove(from: 3, to: 1)]
    let before = [["a"], ["b"], ["c"], ["d"]]
    #expect(
      replay(before: before, afterCounts: [2, 1, 1, 1], batch: batch) == [
        [.inserted, .inserted], [.kept("d")], [.reloaded], [.kept("b")],
      ])
  }

  @Test("a row moves out of a section that itself moves")
  func rowLeavesMovedSection() {
    var batch = ResolvedBatch()
    batch.movedSections = [SectionMove(from: 0, to: 1)]
    batch.movedRows = [RowMove(from: p(0, 0), to: p(0, 1))]
    #expect(
      replay(before: [["a", "b"], ["c"]], afterCounts: [2, 1], batch: batch) == [
        [.kept("c"), .kept("a")], [.kept("b")],
      ])
  }

  @Test("untouched rows keep their order around placed rows")
  func survivorsKeepOrder() {
    var batch = ResolvedBatch()
    batch.insertedRows = [p(0, 0), p(0, 3)]
    batch.movedRows = [RowMove(from: p(0, 1), to: p(0, 5))]
    #expect(
      replay(before: [["a", "b", "c", "d"]], afterCounts: [6], batch: batch) == [
        [.inserted, .kept("a"), .kept("c"), .inserted, .kept("d"), .kept("b")]
      ])
  }
}

@MainActor
@Suite("Content check switched off and on")
struct ContentCheckToggleTests {
  @Test("turning the content check back on keeps the counts the table saw")
  func reEnablingKeepsCounts() {
    let numbers = ArrayDataSource([1])
    let validator = ValidatingSink(dataSource: numbers)
    numbers.sink = validator
    validator.contentCheck = .off
    validator.contentCheck = .incremental
    numbers.append(2)
    #expect(validator.violations.isEmpty, "\(validator.violations)")
    numbers.append(3)
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }
}
