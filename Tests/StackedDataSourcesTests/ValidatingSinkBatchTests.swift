import Foundation
import Testing

@testable import StackedDataSources

private func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

/// A batch UIKit accepts, with a name for the test report.
struct LegalBatch: Sendable, CustomTestStringConvertible {
  var name: String
  var before: [[String]]
  var after: [[String]]
  var calls: [TableUpdate]
  var testDescription: String { name }
}

@MainActor
@Suite("ValidatingSink: legal batches and batching")
struct ValidatingSinkBatchTests {
  nonisolated static let legalBatches: [LegalBatch] = [
    LegalBatch(
      name: "delete, insert and reload in one section", before: [["a", "b", "c"]],
      after: [["x", "b", "C", "y"]],
      calls: [
        .deleteRows([p(0, 0)], .fade), .insertRows([p(0, 0), p(0, 3)], .fade),
        .reloadRows([p(0, 2)], .fade),
      ]),
    LegalBatch(
      name: "a row moved to another section", before: [["a", "b"], ["c"]],
      after: [["b"], ["c", "a"]], calls: [.moveRow(p(0, 0), to: p(1, 1))]),
    LegalBatch(
      name: "two sections swapped", before: [["a"], ["b", "c"]], after: [["b", "c"], ["a"]],
      calls: [.moveSection(0, to: 1), .moveSection(1, to: 0)]),
    LegalBatch(
      name: "a section deleted with its row deletes", before: [["a"], ["b", "c"]],
      after: [["b", "c"]], calls: [.deleteSections([0], .fade), .deleteRows([p(0, 0)], .fade)]),
    LegalBatch(
      name: "a section inserted with row inserts into it", before: [["a"]],
      after: [["x", "y"], ["a"]],
      calls: [.insertSections([0], .fade), .insertRows([p(0, 0), p(0, 1)], .fade)]),
    LegalBatch(
      name: "a section reloaded with a different row count", before: [["a"], ["b"]],
      after: [["a"], ["b", "c", "d"]], calls: [.reloadSections([1], .fade)]),
    LegalBatch(
      name: "insert row 0 while deleting section 0", before: [["a"], ["b"]],
      after: [["x", "b"]], calls: [.deleteSections([0], .fade), .insertRows([p(0, 0)], .fade)]),
    LegalBatch(
      name: "the same insert twice", before: [["a"]], after: [["a", "b"]],
      calls: [.insertRows([p(0, 1)], .fade), .insertRows([p(0, 1)], .fade)]),
  ]

  @Test("UIKit accepts the batch", arguments: legalBatches)
  func legal(_ batch: LegalBatch) {
    let table = TestTable(batch.before)
    let sink = ValidatingSink(dataSource: table)
    sink.beginUpdates()
    table.sections = batch.after
    for call in batch.calls { sink.apply(call) }
    sink.endUpdates()
    #expect(sink.isValid, "\(sink.violations)")
    #expect(sink.validatedBatchCount == 1)
  }

  @Test("nested batches are checked once, at the outermost end")
  func nesting() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.beginUpdates()
    sink.beginUpdates()
    table.sections = [["a", "b"]]
    sink.insertRows(at: [p(0, 1)], with: .fade)
    sink.endUpdates()
    #expect(sink.validatedBatchCount == 0)
    // Indexes of the inner and outer blocks share one coordinate space.
    table.sections = [["a", "b", "c"]]
    sink.insertRows(at: [p(0, 2)], with: .fade)
    sink.endUpdates()
    #expect(sink.validatedBatchCount == 1)
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("a call outside a batch is a batch of its own")
  func looseCalls() {
    let table = TestTable([["a", "b"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {}  // the table shows the data source
    table.sections = [["b"]]
    sink.deleteRows(at: [p(0, 0)], with: .fade)
    table.sections = [["b", "c"]]
    sink.insertRows(at: [p(0, 1)], with: .fade)
    #expect(sink.validatedBatchCount == 3)
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("two loose calls made after both edits are two bad batches")
  func looseCallsAfterBothEdits() {
    let table = TestTable([["a", "b"]])
    let sink = ValidatingSink(dataSource: table)
    sink.beginUpdates()
    sink.endUpdates()
    table.sections = [["b", "c"]]
    sink.deleteRows(at: [p(0, 0)], with: .fade)
    sink.insertRows(at: [p(0, 1)], with: .fade)
    #expect(sink.violations.map(\.rule) == [.invalidNumberOfRows, .invalidNumberOfRows])
    #expect(sink.violations.first?.message.contains("(0 inserted, 1 deleted)") == true)
    #expect(sink.violations.last?.message.contains("(1 inserted, 0 deleted)") == true)
  }

  @Test("an empty batch after a silent change reports the change")
  func emptyBatch() {
    let table = TestTable([["a", "b"]])
    let sink = ValidatingSink(dataSource: table)
    sink.beginUpdates()
    sink.endUpdates()
    #expect(sink.isValid)
    table.sections[0].append("c")
    sink.beginUpdates()
    sink.endUpdates()
    #expect(
      sink.violations.map(\.message) == [
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an "
          + "existing section after the update (3) must be equal to the number of rows contained "
          + "in that section before the update (2), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
    #expect(sink.validatedBatchCount == 2)
  }

  @Test(
    "after reloadData the next batch reads the counts when it opens, so an earlier edit is missed")
  func lazyReadAfterReload() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.reloadData()
    table.sections = [["a", "b"]]
    sink.performBatchUpdates { sink.insertRows(at: [p(0, 1)], with: .fade) }
    #expect(sink.violations.first?.message.contains("after the update (2)") == true)
    #expect(sink.violations.first?.message.contains("before the update (2)") == true)
  }

  @Test("a new sink has seen the data source, so an edit before the first batch is caught")
  func eagerFirstRead() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    table.sections = [["a", "b"]]
    sink.performBatchUpdates { sink.insertRows(at: [p(0, 1)], with: .fade) }
    #expect(sink.isValid)
    table.sections = [["a", "b", "c"]]
    sink.performBatchUpdates {}
    #expect(sink.violations.first?.rule == .invalidNumberOfRows)
  }

  @Test("a failed batch is reported once; the next batch starts from the data source")
  func resynchronisesAfterFailure() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {}
    table.sections = [["a", "b"]]
    sink.performBatchUpdates {}
    table.sections = [["a", "b", "c"]]
    sink.insertRows(at: [p(0, 2)], with: .fade)
    #expect(sink.violations.count == 1)
    sink.removeAllViolations()
    #expect(sink.isValid)
  }

  @Test("endUpdates without beginUpdates is a misuse")
  func unbalancedEnd() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.endUpdates()
    sink.performBatchUpdates {}
    #expect(
      sink.violations == [
        BatchViolation(
          rule: .unbalancedEndUpdates,
          message: "endUpdates() was called without a matching beginUpdates()")
      ])
    // The counter did not go negative: the next batch works normally.
    table.sections = [["a", "b"]]
    sink.performBatchUpdates { sink.insertRows(at: [p(0, 1)], with: .fade) }
    #expect(sink.violations.count == 1)
  }

  @Test("reloadData inside a batch is a misuse; the batch is still checked")
  func reloadDataInsideBatch() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.beginUpdates()
    table.sections = [["a", "b"]]
    sink.reloadData()
    sink.endUpdates()
    #expect(sink.violations.map(\.rule) == [.reloadDataInsideBatch, .invalidNumberOfRows])
    #expect(sink.violations.first?.rule.isRaisedByUIKit == false)
    // The table forgot its counts: a silent change is read fresh at the next batch.
    table.sections = [["a", "b", "c"]]
    sink.performBatchUpdates {}
    #expect(sink.violations.count == 2)
  }

  @Test("reloadData outside a batch makes the table read the data source again")
  func reloadDataOutsideBatch() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {}
    table.sections = [["b", "c"], ["d"]]
    sink.reloadData()
    sink.performBatchUpdates {}
    #expect(sink.isValid, "\(sink.violations)")
  }

  @Test("a reload inside a moved section is placed without the move, as UIKit does")
  func reloadInMovedSection() {
    let table = TestTable([["a"], ["b"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {
      table.sections = [["B"], ["a"]]
      sink.reloadRows(at: [p(1, 0)], with: .fade)
      sink.moveSection(1, toSection: 0)
    }
    #expect(
      sink.violations.map(\.message) == [
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an "
          + "existing section after the update (1) must be equal to the number of rows contained "
          + "in that section before the update (1), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test("a reload is shifted by the batch's deletes and inserts")
  func reloadPlacement() {
    let deletes = [UpdateKey(section: 0, row: 0)]
    let inserts = [UpdateKey(section: 0, row: 0), UpdateKey(section: 0, row: 1)]
    #expect(
      BatchValidator.placeReload(
        UpdateKey(section: 0, row: 2), deletes: deletes, inserts: inserts)
        == UpdateKey(section: 0, row: 3))
    #expect(
      BatchValidator.placeReload(
        UpdateKey(section: 2), deletes: [UpdateKey(section: 0)], inserts: [UpdateKey(section: 3)])
        == UpdateKey(section: 1))
  }

  @Test("a table view reloads instead of moving a row out of a deleted section")
  func moveOutOfDeletedSectionInTableView() {
    let table = TestTable([["a"], ["b"]])
    let sink = ValidatingSink(dataSource: table)
    sink.performBatchUpdates {
      table.sections = [["b", "a"]]
      sink.deleteSections([0], with: .fade)
      sink.moveRow(at: p(0, 0), to: p(0, 1))
    }
    #expect(sink.isValid, "\(sink.violations)")
    #expect(sink.reloadFallbackCount == 1)
  }

  @Test("every call reaches the downstream sink")
  func forwardsCalls() {
    let table = TestTable([["a"]])
    let recorder = RecordingSink()
    let sink = ValidatingSink(dataSource: table, downstream: recorder)
    table.sections = [["a", "b"]]
    sink.insertRows(at: [p(0, 1)], with: .fade)
    sink.performBatchUpdates { sink.reloadRows(at: [p(0, 0)], with: .none) }
    sink.reloadData()
    #expect(
      recorder.updates == [
        .insertRows([p(0, 1)], .fade), .beginUpdates, .reloadRows([p(0, 0)], .none), .endUpdates,
        .reloadData,
      ])
  }
}
