import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("ExpandingDataSource")
struct ExpandingDataSourceTests {
  let recorder = RecordingSink()

  func source(cap: Int = 3) throws -> ExpandingDataSource<String, String> {
    try recentItems(cap: cap, recorder: recorder)
  }

  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  func visibleRows(_ source: ExpandingDataSource<String, String>) -> [[String]] {
    (0..<source.numberOfSections).map { section in
      (0..<source.numberOfRows(inSection: section)).map {
        source.item(at: p(section, $0)) as! String
      }
    }
  }

  @Test("a collapsed section shows a prefix of its items, at most its cap")
  func collapsedPrefix() throws {
    let source = try source()
    #expect(visibleRows(source) == [["Ann", "Bob", "Cy"], ["Invoice", "Lunch?"]])
    #expect(source.isItemVisible(at: p(0, 2)))
    #expect(!source.isItemVisible(at: p(0, 3)))
    #expect(!source.isItemVisible(at: p(2, 0)))
    #expect(source.numberOfItems(inSection: 0) == 5)
    #expect(source[p(0, 4)] == "Eve")
    #expect(source.item(at: p(0, 4)) == nil)
    #expect(source.expandedIDs.isEmpty)
  }

  @Test("expanding inserts the hidden rows at the end; collapsing deletes them")
  func expandAndCollapse() throws {
    let source = try source()
    try source.expand(section: 0)
    #expect(source.isExpanded(section: 0))
    #expect(source.expandedIDs == Set([0].map { source.sections[$0].id }))
    try source.collapse(section: 0)
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 3), p(0, 4)], .automatic)],
        [.deleteRows([p(0, 3), p(0, 4)], .automatic)],
      ])
  }

  @Test("setting the current state, or expanding a section within its cap, sends nothing")
  func toggleToCurrentState() throws {
    let source = try source()
    try source.collapse(section: 0)
    try source.setExpanded(false, sectionWithID: "calls")
    try source.expand(section: 1)  // two items under a cap of three: nothing to show
    #expect(source.isExpanded(sectionWithID: "mail"))
    try source.expand(section: 1)
    try source.performBatchUpdates {
      try source.toggle(section: 0)
      try source.toggle(section: 0)
    }
    #expect(recorder.updates.isEmpty)
  }

  @Test("inserting into a full collapsed section inserts the row and deletes the overflow")
  func insertIntoFullSection() throws {
    let source = try source()
    try source.insert("Al", at: p(0, 1))
    #expect(visibleRows(source)[0] == ["Ann", "Al", "Bob"])
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 2)], .automatic), .insertRows([p(0, 1)], .automatic)]
      ])
  }

  @Test("inserting past the cap, or appending to a full section, sends nothing")
  func insertPastCap() throws {
    let source = try source()
    try source.insert("Fay", at: p(0, 3))
    try source.append(contentsOf: ["Gus", "Hal"], toSection: 0)
    #expect(source.sections[0].items.count == 8)
    #expect(recorder.updates.isEmpty)
  }

  @Test("inserting into a section below its cap is a plain insert")
  func insertBelowCap() throws {
    let source = try source()
    try source.insert("Re: Lunch", at: p(1, 2))
    try source.insert("Spam", at: p(1, 0))
    #expect(
      recorder.batches == [
        [.insertRows([p(1, 2)], .automatic)],
        [.deleteRows([p(1, 2)], .automatic), .insertRows([p(1, 0)], .automatic)],
      ])
  }

  @Test("removing a visible row of a full section pulls the first hidden item up")
  func removeFromFullSection() throws {
    let source = try source()
    try source.remove(at: p(0, 0))
    #expect(visibleRows(source)[0] == ["Bob", "Cy", "Dee"])
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 0)], .automatic), .insertRows([p(0, 2)], .automatic)]
      ])
  }

  @Test("removing a hidden item sends nothing; removing the last visible row deletes it")
  func removeHiddenAndLast() throws {
    let source = try source()
    try source.remove(at: p(0, 4))
    try source.remove(at: p(1, 1))
    #expect(recorder.batches == [[.deleteRows([p(1, 1)], .automatic)]])
  }

  @Test("removing several rows at once nets into one batch")
  func removeSeveral() throws {
    let source = try source()
    try source.remove(at: [0, 2, 4], inSection: 0)
    #expect(visibleRows(source)[0] == ["Bob", "Dee"])
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 0), p(0, 2)], .automatic), .insertRows([p(0, 1)], .automatic)]
      ])
  }

  @Test("a cap larger than the section shows every item; 0 keeps only the header")
  func capExtremes() throws {
    let large = try source(cap: 10)
    #expect(large.rowCounts == [5, 2])
    try large.expand(section: 0)
    #expect(recorder.updates.isEmpty)
    let empty = try source(cap: 0)
    #expect(empty.rowCounts == [0, 0])
    #expect(empty.numberOfSections == 2)
    #expect(empty.titleForHeader(inSection: 1) == "Mail")
    try empty.insert("Spam", at: p(1, 0))
    #expect(recorder.updates.isEmpty)
  }

  @Test("a negative cap is clamped to 0")
  func negativeCap() throws {
    let source = try source(cap: -2)
    #expect(source.rowCounts == [0, 0])
    #expect(source.collapsedRowCount(inSection: 0) == 0)
    try source.expand(section: 1)
    #expect(recorder.batches == [[.insertRows([p(1, 0), p(1, 1)], .automatic)]])
  }

  @Test("a new cap shows or hides rows of collapsed sections, in one batch")
  func capChange() throws {
    let source = try source()
    try source.expand(section: 1)
    recorder.removeAll()
    source.setCollapsedRowCount(1)
    source.setCollapsedRowCount(1)
    source.setCollapsedRowCount { $0.id == "calls" ? 4 : -1 }
    #expect(source.rowCounts == [4, 2])
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 1), p(0, 2)], .automatic)],
        [.insertRows([p(0, 1), p(0, 2), p(0, 3)], .automatic)],
      ])
    try source.collapse(section: 1)
    #expect(recorder.batches.last == [.deleteRows([p(1, 0), p(1, 1)], .automatic)])
  }

  @Test("caps are evaluated again when items change, and on demand")
  func capReevaluation() throws {
    var extra = 0
    let source = try ExpandingDataSource(
      sections: [TableSection(id: 1, items: [10, 11, 12])],
      collapsedRowCount: { $0.items.count > 3 ? 1 + extra : 3 })
    source.sink = recorder
    try source.insert(9, at: p(0, 0))  // four items: the cap drops to 1
    #expect(source.rowCounts == [1])
    extra = 1
    source.reloadCollapsedRowCounts()
    #expect(source.rowCounts == [2])
    #expect(
      recorder.batches == [
        // 9 pushes 12 out, then the cap of 1 hides 10 and 11: only 9 is left.
        [
          .deleteRows([p(0, 0), p(0, 1), p(0, 2)], .automatic), .insertRows([p(0, 0)], .automatic),
        ],
        [.insertRows([p(0, 1)], .automatic)],
      ])
  }

  @Test("edits of a capped section inside a transaction net with expansion and other edits")
  func transaction() throws {
    let source = try source()
    try source.performBatchUpdates {
      try source.insert("Al", at: p(0, 0))
      try source.expand(section: 0)
      try source.remove(at: p(1, 0))
      try source.replace(at: p(0, 2), with: "Bobby")
    }
    #expect(visibleRows(source) == [["Al", "Ann", "Bobby", "Cy", "Dee", "Eve"], ["Lunch?"]])
    // "Cy" was pushed past the cap by the insert and shown again by the expansion: the tracker
    // only knows visible rows, so it reaches the table as a delete and an insert.
    #expect(
      recorder.batches == [
        [
          .deleteRows([p(0, 2), p(1, 0)], .automatic),
          .insertRows([p(0, 0), p(0, 3), p(0, 4), p(0, 5)], .automatic),
          .reconfigureRows([p(0, 2)]),
        ]
      ])
  }

  @Test("an insert and removal of the same row in a full section is legal and keeps content")
  func insertThenRemove() throws {
    let source = try source()
    try source.performBatchUpdates {
      try source.insert("Al", at: p(1, 0))
      try source.remove(at: p(1, 0))
      try source.insert("Al", at: p(0, 0))
      try source.remove(at: p(0, 0))
      try source.collapse(section: 0)
    }
    #expect(visibleRows(source) == [["Ann", "Bob", "Cy"], ["Invoice", "Lunch?"]])
    // Below the cap the pair cancels out. In the full section "Cy" was pushed out and pulled
    // back; the tracker sees visible rows only, so it reaches the table as a delete and an
    // insert of the same row, which UIKit accepts.
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 2)], .automatic), .insertRows([p(0, 2)], .automatic)]
      ])
  }

  @Test("replacing a visible item reconfigures its row; a hidden one sends nothing")
  func replace() throws {
    let source = try source()
    try source.replace(at: p(0, 4), with: "Eva")
    try source.replace(at: p(0, 1), with: "Rob")
    #expect(recorder.batches == [[.reconfigureRows([p(0, 1)])]])
  }

  @Test("moves: visible to visible is a move; into or out of the hidden items is not")
  func moves() throws {
    let source = try source()
    try source.move(from: p(0, 0), to: p(0, 2))
    try source.move(from: p(0, 0), to: p(0, 4))
    try source.move(from: p(0, 3), to: p(0, 1))
    try source.move(from: p(0, 0), to: p(1, 0))
    #expect(
      source.sections.map(\.items) == [
        ["Eve", "Ann", "Dee", "Bob"], ["Cy", "Invoice", "Lunch?"],
      ])
    #expect(
      recorder.batches == [
        [.moveRow(p(0, 0), to: p(0, 2))],
        [.deleteRows([p(0, 0)], .automatic), .insertRows([p(0, 2)], .automatic)],
        [.deleteRows([p(0, 2)], .automatic), .insertRows([p(0, 1)], .automatic)],
        // "Cy" leaves a full section (pulling "Ann" up) and enters one below its cap.
        [.insertRows([p(0, 2)], .automatic), .moveRow(p(0, 0), to: p(1, 0))],
      ])
  }

  @Test("a move into a full collapsed section pushes its last visible row out")
  func moveIntoFullSection() throws {
    let source = try source(cap: 2)
    try source.move(from: p(1, 1), to: p(0, 0))
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 1)], .automatic), .moveRow(p(1, 1), to: p(0, 0))]
      ])
  }
}
