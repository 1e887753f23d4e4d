import Foundation
import Testing

@testable import StackedDataSources

/// `%@` of an index path as UIKit prints it, with the sink's fixed address.
private func ns(_ section: Int, _ row: Int) -> String {
  "<NSIndexPath: 0x0000000000000000> {length = 2, path = \(section) - \(row)}"
}

private func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

/// Shows `before` to a fresh sink, changes the model to `after` inside a batch, makes `calls`,
/// and ends the batch.
@MainActor
private func check(
  _ before: [[String]], _ after: [[String]], flavor: ValidatingSink.Flavor = .tableView,
  _ calls: [TableUpdate]
) -> ValidatingSink {
  let table = TestTable(before)
  let sink = ValidatingSink(dataSource: table, flavor: flavor, contentCheck: .off)
  sink.beginUpdates()
  table.sections = after
  for call in calls { sink.apply(call) }
  sink.endUpdates()
  return sink
}

/// The messages of the violations `calls` raise.
@MainActor
private func messages(
  _ before: [[String]], _ after: [[String]], flavor: ValidatingSink.Flavor = .tableView,
  _ calls: [TableUpdate]
) -> [String] {
  check(before, after, flavor: flavor, calls).violations.map(\.message)
}

@MainActor
@Suite("ValidatingSink: UIKit's exceptions")
struct ValidatingSinkRuleTests {
  @Test("E1: deleting and reloading the same row")
  func deleteAndReloadSameRow() {
    let sink = check(
      [["a", "b"]], [["b"]], [.deleteRows([p(0, 0)], .fade), .reloadRows([p(0, 0)], .fade)])
    #expect(sink.violations.map(\.rule) == [.deleteAndReloadSameIndexPath])
    #expect(
      sink.violations.map(\.message) == [
        "attempt to delete and reload the same index path (\(ns(0, 0)))"
      ])
  }

  @Test("E2: deleting and moving the same section")
  func deleteAndMoveSameSection() {
    #expect(
      messages(
        [["a"], ["b"]], [["b"]], [.deleteSections([0], .fade), .moveSection(0, to: 0)])
        == ["attempt to perform a delete and a move from the same section (0)"])
  }

  @Test("E3: deleting and moving the same row")
  func deleteAndMoveSameRow() {
    #expect(
      messages(
        [["a", "b"]], [["b"]], [.deleteRows([p(0, 0)], .fade), .moveRow(p(0, 0), to: p(0, 0))])
        == ["attempt to perform a delete and a move from the same index path (\(ns(0, 0)))"])
  }

  @Test("E3: a table view reports reloading and moving a row as a delete and a move")
  func reloadAndMoveSameRowInTableView() {
    #expect(
      messages(
        [["a", "b"]], [["b", "a"]], [.reloadRows([p(0, 0)], .fade), .moveRow(p(0, 0), to: p(0, 1))]
      ) == ["attempt to perform a delete and a move from the same index path (\(ns(0, 0)))"])
  }

  @Test("E4: deleting a section that does not exist")
  func deleteMissingSection() {
    #expect(
      messages([["a"]], [["a"]], [.deleteSections([3], .fade)]) == [
        "attempt to delete section 3, but there are only 1 sections before the update"
      ])
  }

  @Test("E5: deleting a row from a section that does not exist")
  func deleteRowFromMissingSection() {
    #expect(
      messages([["a"]], [["a"]], [.deleteRows([p(2, 0)], .fade)]) == [
        "attempt to delete row 0 from section 2, but there are only 1 sections before the update"
      ])
  }

  @Test("E6: deleting a row past the end of its section")
  func deleteRowPastEnd() {
    #expect(
      messages([["a", "b", "c"]], [["a", "b"]], [.deleteRows([p(0, 3)], .fade)]) == [
        "attempt to delete row 3 from section 0 which only contains 3 rows before the update"
      ])
  }

  @Test("E7: inserting a section that is also a move destination")
  func insertAndMoveToSameSection() {
    #expect(
      messages(
        [["a"], ["b"]], [["b"], ["new"], ["a"]],
        [.insertSections([1], .fade), .moveSection(0, to: 1)])
        == ["attempt to perform an insert and a move to the same section (1)"])
  }

  @Test("E8: inserting a row that is also a move destination")
  func insertAndMoveToSameRow() {
    #expect(
      messages(
        [["a", "b"]], [["b", "x", "a"]],
        [.insertRows([p(0, 1)], .fade), .moveRow(p(0, 0), to: p(0, 1))])
        == ["attempt to perform an insert and a move to the same index path (\(ns(0, 1)))"])
  }

  @Test("E9: inserting a section past the end")
  func insertSectionPastEnd() {
    #expect(
      messages([["a"]], [["a"]], [.insertSections([2], .fade)]) == [
        "attempt to insert section 2 but there are only 1 sections after the update"
      ])
  }

  @Test("E10: inserting a row into a section that does not exist")
  func insertRowIntoMissingSection() {
    #expect(
      messages([["a"]], [["a"]], [.insertRows([p(3, 0)], .fade)]) == [
        "attempt to insert row 0 into section 3, but there are only 1 sections after the update"
      ])
  }

  @Test("E11: inserting a row past the end of its section")
  func insertRowPastEnd() {
    #expect(
      messages([["a"]], [["a", "b"]], [.insertRows([p(0, 5)], .fade)]) == [
        "attempt to insert row 5 into section 0, but there are only 2 rows in section 0 after the "
          + "update"
      ])
  }

  @Test("E12: moving a section that does not exist")
  func moveMissingSection() {
    #expect(
      messages([["a"], ["b"]], [["a"], ["b"]], [.moveSection(4, to: 0)]) == [
        "attempt to move section 4, but there are only 2 sections before the update"
      ])
  }

  @Test("E13: moving a section past the end, with UIKit's \"to to\"")
  func moveSectionPastEnd() {
    #expect(
      messages([["a"], ["b"]], [["a"], ["b"]], [.moveSection(0, to: 5)]) == [
        "attempt to to move section 0 to section 5, but there are only 2 sections after the update"
      ])
  }

  @Test("E14: moving a row out of a section that does not exist")
  func moveRowFromMissingSection() {
    #expect(
      messages([["a"]], [["a"]], [.moveRow(p(3, 0), to: p(0, 0))]) == [
        "attempt to move index path (\(ns(3, 0))) from a section that does not exist - there are "
          + "only 1 sections before the update"
      ])
  }

  @Test("E15: moving a row that does not exist")
  func moveMissingRow() {
    #expect(
      messages([["a", "b"]], [["a", "b"]], [.moveRow(p(0, 7), to: p(0, 0))]) == [
        "attempt to move index path (\(ns(0, 7))) that does not exist - there are only 2 rows in "
          + "section 0 before the update"
      ])
  }

  @Test("E16: moving a row into a section that does not exist")
  func moveRowToMissingSection() {
    #expect(
      messages([["a"]], [["a"]], [.moveRow(p(0, 0), to: p(4, 0))]) == [
        "attempt to move index path (\(ns(0, 0))) to index path (\(ns(4, 0))) in section that "
          + "does not exist - there are only 1 sections after the update"
      ])
  }

  @Test("E17: moving a row past the end of its destination section")
  func moveRowPastEnd() {
    #expect(
      messages([["a", "b"]], [["a", "b"]], [.moveRow(p(0, 0), to: p(0, 9))]) == [
        "attempt to move index path (\(ns(0, 0))) to index path (\(ns(0, 9))) that does not "
          + "exist - there are only 2 rows in section 0 after the update"
      ])
  }

  @Test("E18: moving one section to two places")
  func moveSectionTwice() {
    #expect(
      messages(
        [["a"], ["b"], ["c"]], [["b"], ["a"], ["c"]],
        [.moveSection(0, to: 1), .moveSection(0, to: 2)])
        == ["attempt to move section 0 to both section 1 and section 2"])
  }

  @Test("E19: moving one row to two places")
  func moveRowTwice() {
    #expect(
      messages(
        [["a", "b", "c"]], [["b", "a", "c"]],
        [.moveRow(p(0, 0), to: p(0, 1)), .moveRow(p(0, 0), to: p(0, 2))])
        == ["attempt to move row at index path \(ns(0, 0)) to both \(ns(0, 1)) and \(ns(0, 2))"])
  }

  @Test("E20: moving two sections to one place")
  func moveTwoSectionsToOne() {
    #expect(
      messages(
        [["a"], ["b"], ["c"]], [["c"], ["b"], ["a"]],
        [.moveSection(0, to: 2), .moveSection(1, to: 2)])
        == ["attempt to move both section 0 and section 1 to section 2"])
  }

  @Test("E21: moving two rows to one place")
  func moveTwoRowsToOne() {
    #expect(
      messages(
        [["a", "b", "c"]], [["c", "b", "a"]],
        [.moveRow(p(0, 0), to: p(0, 2)), .moveRow(p(0, 1), to: p(0, 2))])
        == ["attempt to move both row at index path \(ns(0, 0)) and \(ns(0, 1)) to \(ns(0, 2))"])
  }

  @Test("E22: a section added without an insert")
  func sectionCountMismatch() {
    #expect(
      messages([["a"]], [["a"], ["b"]], []) == [
        "Invalid update: invalid number of sections.  The number of sections contained in the "
          + "table view after the update (2) must be equal to the number of sections contained "
          + "in the table view before the update (1), plus or minus the number of sections "
          + "inserted or deleted (0 inserted, 0 deleted)."
      ])
  }

  @Test("E23: a data source that reports a negative row count")
  func negativeRowCount() {
    let table = TestTable([["a"]])
    let sink = ValidatingSink(dataSource: table, contentCheck: .off)
    sink.beginUpdates()
    table.rowCountOverrides[0] = -1
    sink.endUpdates()
    #expect(
      sink.violations == [
        BatchViolation(
          rule: .negativeNumberOfRows,
          message: "Invalid update: invalid number of rows in section 0.  Attempt to delete more "
            + "rows than exist in section.")
      ])
  }

  @Test("E24: the model changed without an update")
  func rowCountMismatch() {
    let sink = check([["a", "b"]], [["a", "b", "c"]], [])
    #expect(sink.violations.map(\.rule) == [.invalidNumberOfRows])
    #expect(
      sink.violations.map(\.message) == [
        "Invalid update: invalid number of rows in section 0.  The number of rows contained in an "
          + "existing section after the update (3) must be equal to the number of rows contained "
          + "in that section before the update (2), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test("E24 counts rows moved between sections")
  func rowCountMismatchWithMoves() {
    #expect(
      messages(
        [["a", "b"], ["c"]], [["b"], ["c", "a", "x"]], [.moveRow(p(0, 0), to: p(1, 1))]) == [
          "Invalid update: invalid number of rows in section 1.  The number of rows contained in "
            + "an existing section after the update (3) must be equal to the number of rows "
            + "contained in that section before the update (1), plus or minus the number of rows "
            + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus "
            + "the number of rows moved into or out of that section (1 moved in, 0 moved out)."
        ])
  }

  @Test("a table view counts a row deleted twice once")
  func duplicateDeleteIsCountedOnce() {
    let sink = check([["a", "b"]], [[]], [.deleteRows([p(0, 0), p(0, 0)], .fade)])
    #expect(sink.violations.map(\.rule) == [.invalidNumberOfRows])
    #expect(sink.violations.first?.message.contains("(0 inserted, 1 deleted)") == true)
  }

  @Test("a violation describes itself with its code")
  func violationDescription() {
    let violation = check([["a", "b", "c"]], [["a", "b"]], [.deleteRows([p(0, 3)], .fade)])
      .violations.first
    #expect(
      violation?.description
        == "E6: attempt to delete row 3 from section 0 which only contains 3 rows before the update"
    )
    #expect(violation?.rule.isRaisedByUIKit == true)
  }
}
