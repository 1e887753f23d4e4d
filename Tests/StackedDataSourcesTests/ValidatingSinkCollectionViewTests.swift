import Foundation
import Testing

@testable import StackedDataSources

private func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

@MainActor
@Suite("ValidatingSink: collection view flavor")
struct ValidatingSinkCollectionViewTests {
  /// The messages of the violations `calls` raise in a collection view.
  private func messages(
    _ before: [[String]], _ after: [[String]], _ calls: [TableUpdate]
  ) -> [String] {
    let table = TestTable(before)
    let sink = ValidatingSink(dataSource: table, flavor: .collectionView, contentCheck: .off)
    sink.beginUpdates()
    table.sections = after
    for call in calls { sink.apply(call) }
    sink.endUpdates()
    return sink.violations.map(\.message)
  }

  @Test("E6 speaks of items")
  func deleteItemPastEnd() {
    #expect(
      messages([["a", "b", "c"]], [["a", "b"]], [.deleteRows([p(0, 3)], .fade)]) == [
        "attempt to delete item 3 from section 0 which only contains 3 items before the update"
      ])
  }

  @Test("E11 speaks of items")
  func insertItemPastEnd() {
    #expect(
      messages([["a"]], [["a", "b"]], [.insertRows([p(0, 5)], .fade)]) == [
        "attempt to insert item 5 into section 0, but there are only 2 items in section 0 after "
          + "the update"
      ])
  }

  @Test("E22 speaks of the collection view")
  func sectionCountMismatch() {
    #expect(
      messages([["a"]], [["a"], ["b"]], []) == [
        "Invalid update: invalid number of sections.  The number of sections contained in the "
          + "collection view after the update (2) must be equal to the number of sections "
          + "contained in the collection view before the update (1), plus or minus the number of "
          + "sections inserted or deleted (0 inserted, 0 deleted)."
      ])
  }

  @Test("E24 speaks of items")
  func itemCountMismatch() {
    #expect(
      messages([["a", "b"]], [["a"]], []) == [
        "Invalid update: invalid number of items in section 0.  The number of items contained in "
          + "an existing section after the update (1) must be equal to the number of items "
          + "contained in that section before the update (2), plus or minus the number of items "
          + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test("E19 speaks of items")
  func moveItemTwice() {
    let path = { (row: Int) in
      "<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - \(row)}"
    }
    #expect(
      messages(
        [["a", "b", "c"]], [["b", "a", "c"]],
        [.moveRow(p(0, 0), to: p(0, 1)), .moveRow(p(0, 0), to: p(0, 2))])
        == ["attempt to move item at index path \(path(0)) to both \(path(1)) and \(path(2))"])
  }

  @Test("reloading and moving an item is a delete and a reload of it")
  func reloadAndMove() {
    #expect(
      messages(
        [["a", "b"]], [["b", "a"]], [.reloadRows([p(0, 0)], .fade), .moveRow(p(0, 0), to: p(0, 1))]
      ) == [
        "attempt to delete and reload the same index path "
          + "(<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0})"
      ])
  }

  @Test("moving an item out of a deleted section is an error")
  func moveOutOfDeletedSection() {
    #expect(
      messages(
        [["a"], ["b"]], [["b", "a"]],
        [.deleteSections([0], .fade), .moveRow(p(0, 0), to: p(0, 1))])
        == ["cannot move an item from a deleted section (0)"])
  }

  @Test("moving an item into an inserted section is an error")
  func moveIntoInsertedSection() {
    #expect(
      messages(
        [["a", "b"]], [["x", "a"], ["b"]],
        [.insertSections([0], .fade), .moveRow(p(0, 1), to: p(0, 1))])
        == ["cannot move an item into a newly inserted section (0)"])
  }

  @Test("deleting an item twice is an error")
  func duplicateDelete() {
    #expect(
      messages([["a", "b"]], [["b"]], [.deleteRows([p(0, 0), p(0, 0)], .fade)]) == [
        "the batch deletes index path "
          + "<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 0} more than once, which "
          + "collection views do not support"
      ])
  }
}
