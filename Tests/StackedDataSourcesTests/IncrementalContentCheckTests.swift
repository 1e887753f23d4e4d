import Foundation
import Testing

@testable import StackedDataSources

private func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

/// Mutation tests of the incremental content check (issue 21): a bug planted between a data
/// source and its validating sink must be caught with the full check off, from the root's
/// journal alone.
@MainActor
@Suite("ValidatingSink: incremental content check")
struct IncrementalContentCheckTests {
  /// An array source of `items` under a validator with the incremental check, behind a sink
  /// that rewrites every batch with `tamper`.
  private func setUp(
    _ items: [String], tamper: @escaping ([TableUpdate]) -> [TableUpdate]
  ) -> (source: ArrayDataSource<String>, validator: ValidatingSink) {
    let source = ArrayDataSource(items, name: "Letters")
    let validator = ValidatingSink(dataSource: source)
    source.sink = TamperingSink(downstream: validator, tamper: tamper)
    return (source, validator)
  }

  /// Whether every batch was checked from the journal, none by the full check.
  private func checkedIncrementally(_ validator: ValidatingSink) -> Bool {
    validator.contentCheck == .incremental && validator.validatedBatchCount > 0
      && validator.incrementalCheckCount == validator.validatedBatchCount
  }

  @Test("a dropped reload is caught")
  func droppedReload() throws {
    let (source, validator) = setUp(["a", "b", "c"]) { updates in
      updates.filter { if case .reloadRows = $0 { false } else { true } }
    }
    // A new kind of cell: the source reloads the row rather than reconfigure it.
    source.reuseIdentifier = { $0 == $0.uppercased() ? "Capital" : "Cell" }
    try source.performBatchUpdates {
      source.append("d")
      try source.replace(at: 1, with: "B")
    }
    #expect(checkedIncrementally(validator))
    #expect(
      validator.violations.map(\.message) == [
        "row 1 of section 0 still shows \"b\" after the batch, but the data source has \"B\": the "
          + "batch changed the wrong rows, or the item changed without a reload or reconfigure"
      ])
  }

  @Test("a reconfigure of the wrong row is caught")
  func wrongRowReconfigure() throws {
    let (source, validator) = setUp(["a", "b", "c"]) { updates in
      updates.map { update in
        guard case .reconfigureRows(let paths) = update else { return update }
        return .reconfigureRows(paths.map { p($0.section, $0.row + 1) })
      }
    }
    try source.performBatchUpdates {
      source.append("d")
      try source.replace(at: 1, with: "B")
    }
    #expect(checkedIncrementally(validator))
    #expect(validator.violations.map(\.rule) == [.contentMismatch])
    #expect(
      validator.violations.first?.message.hasPrefix("row 1 of section 0 still shows \"b\"")
        == true)
  }

  @Test("a moved row whose new content never reaches its cell is caught")
  func staleAfterMove() throws {
    let (source, validator) = setUp(["a", "b", "c"]) { updates in
      updates.filter { if case .reconfigureRows = $0 { false } else { true } }
    }
    try source.performBatchUpdates {
      try source.move(from: 0, to: 2)
      try source.replace(at: 2, with: "A")
    }
    #expect(checkedIncrementally(validator))
    #expect(
      validator.violations.first?.message.hasPrefix("row 2 of section 0 still shows \"a\"")
        == true, "\(validator.violations)")
  }

  @Test("a move to the wrong row is caught")
  func wrongMove() throws {
    let (source, validator) = setUp(["a", "b", "c"]) { updates in
      updates.map { update in
        guard case .moveRow(let from, _) = update else { return update }
        return .moveRow(from, to: p(0, 1))
      }
    }
    try source.move(from: 0, to: 2)
    #expect(checkedIncrementally(validator))
    #expect(validator.violations.map(\.rule) == [.contentMismatch])
  }

  @Test("an honest batch passes, however many rows the table has")
  func honestBatches() throws {
    let (source, validator) = setUp((0..<1_000).map(String.init)) { $0 }
    try source.performBatchUpdates {
      try source.move(from: 0, to: 999)
      try source.replace(at: 500, with: "x")
      try source.insert("y", at: 3)
      _ = try source.remove(at: 10)
    }
    try source.replace(at: 0, with: "z")
    #expect(checkedIncrementally(validator))
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a reconfigure of a section the table does not have is reported, not a crash")
  func reconfigureOutsideTable() throws {
    let (source, validator) = setUp(["a", "b"]) { updates in
      updates.map { update in
        guard case .reconfigureRows = update else { return update }
        return .reconfigureRows([p(5, 0)])
      }
    }
    try source.replace(at: 1, with: "B")
    #expect(checkedIncrementally(validator))
    #expect(validator.violations.map(\.rule) == [.reconfigureRowOutOfRange, .contentMismatch])
  }

  @Test("a delivery the sink did not see makes the next batch a full check")
  func missedDelivery() throws {
    let (source, validator) = setUp(["a", "b"]) { updates in
      updates.filter { if case .reconfigureRows = $0 { false } else { true } }
    }
    // Only a reconfigure, dropped on the way: the sink sees no batch of this delivery.
    try source.replace(at: 1, with: "B")
    #expect(validator.validatedBatchCount == 0)
    source.append("c")
    #expect(validator.incrementalCheckCount == 0)
    #expect(
      validator.violations.first?.message.hasPrefix("row 1 of section 0 still shows \"b\"")
        == true, "\(validator.violations)")
  }

  @Test("a batch with no journal, from a hand-written source, gets the full check")
  func handWrittenSource() {
    let table = TestTable([["a", "b"]])
    let validator = ValidatingSink(dataSource: table)
    table.sections = [["a", "B"]]
    validator.performBatchUpdates {}
    #expect(validator.incrementalCheckCount == 0)
    #expect(validator.violations.map(\.rule) == [.contentMismatch])
  }
}
