import Foundation
import Testing

@testable import StackedDataSources

@Suite("Changeset")
struct ChangesetTests {
  @Test("an empty changeset emits nothing")
  func emptyEmitsNothing() {
    #expect(Changeset().updates().isEmpty)
  }

  @Test("a moved section with a row insert becomes a section delete and insert")
  func movedSectionWithRowChangeIsRebuilt() {
    var changes = Changeset()
    changes.movedSections = [SectionMove(from: 0, to: 1)]
    changes.insertedRows = [TablePath(section: 1, row: 0)]
    let normalized = changes.normalizedForUIKit()
    #expect(normalized.movedSections.isEmpty)
    #expect(normalized.deletedSections == IndexSet([0]))
    #expect(normalized.insertedSections == IndexSet([1]))
    #expect(normalized.insertedRows.isEmpty)
  }

  @Test("a reload that a move displaces becomes a delete and an insert")
  func displacedReloadIsDemoted() {
    // [a, b, c] → [b, a, c] with b reloaded: UIKit would put the reload at row 1, b is at row 0.
    var changes = Changeset()
    changes.movedRows = [
      RowMove(from: TablePath(section: 0, row: 0), to: TablePath(section: 0, row: 1))
    ]
    changes.reloadedRows = [
      RowMove(from: TablePath(section: 0, row: 1), to: TablePath(section: 0, row: 0))
    ]
    let normalized = changes.normalizedForUIKit()
    #expect(normalized.reloadedRows.isEmpty)
    #expect(normalized.deletedRows == [TablePath(section: 0, row: 1)])
    #expect(normalized.insertedRows == [TablePath(section: 0, row: 0)])
  }

  @Test("a reload shifted only by deletes and inserts stays a reload")
  func placedReloadIsKept() {
    var changes = Changeset()
    changes.deletedRows = [TablePath(section: 0, row: 0)]
    changes.insertedRows = [TablePath(section: 0, row: 0), TablePath(section: 0, row: 1)]
    changes.reloadedRows = [
      RowMove(from: TablePath(section: 0, row: 2), to: TablePath(section: 0, row: 3))
    ]
    #expect(changes.normalizedForUIKit() == changes)
  }
}
