import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("SectionGroupStack")
struct SectionGroupStackTests {
  let recorder = RecordingSink()

  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  /// Attaches a validating sink (with the recorder behind it) and returns it.
  func attach(_ stack: SectionGroupStack) -> ValidatingSink {
    let validator = ValidatingSink(dataSource: stack, downstream: recorder)
    stack.sink = validator
    return validator
  }

  func rows(_ source: any DataSourceProtocol, section: Int = 0) -> [AnyHashable?] {
    (0..<source.numberOfRows(inSection: section)).map { source.item(at: p(section, $0)) }
  }

  @Test("groups stack vertically and queries route to the owner")
  func stacking() throws {
    let a = ArrayDataSource(["a0", "a1"], name: "A", headerTitle: "Alpha")
    let b = try SectionedDataSource(
      name: "B",
      sections: [
        TableSection(id: 1, items: ["b0"]), TableSection(id: 2, items: ["b1"], footerTitle: "end"),
      ])
    let empty = ArrayDataSource<String>([], name: "Empty")
    let stack = SectionGroupStack(name: "Root") {
      a
      empty
      b
    }
    #expect(stack.numberOfSections == 4)
    #expect(stack.rowCounts == [2, 0, 1, 1])
    #expect(stack.item(at: p(2, 0)) == AnyHashable("b0"))
    #expect(stack.titleForHeader(inSection: 0) == "Alpha")
    #expect(stack.titleForFooter(inSection: 3) == "end")
    #expect(stack.resolve(p(3, 0))?.dataSource === b)
    #expect(stack.resolve(p(3, 0))?.path == p(1, 0))
    #expect(stack.resolve(p(1, 0)) == nil)
    #expect(stack.resolve(p(4, 0)) == nil)
    #expect(stack.topLevelPath(of: p(1, 0), in: b) == p(3, 0))
    #expect(stack.sections(of: b) == 2..<4)
  }

  @Test("BG vector: a 3-row pin at row 0 shows o0, p0, p1, p2, o1, o2")
  func pinFlattening() throws {
    let parent = ArrayDataSource(["o0", "o1", "o2"], name: "Parent")
    let pinned = ArrayDataSource(["p0", "p1", "p2"], name: "Pinned")
    let stack = try SectionGroupStack(name: "Root", groups: [parent])
    try stack.pin(pinned, under: p(0, 0), of: parent, isActive: true)
    #expect(rows(stack) == ["o0", "p0", "p1", "p2", "o1", "o2"])
    #expect(stack.resolve(p(0, 4))?.dataSource === parent)
    #expect(stack.resolve(p(0, 4))?.path == p(0, 1))
    #expect(stack.resolve(p(0, 2))?.dataSource === pinned)
    #expect(stack.resolve(p(0, 2))?.path == p(0, 1))
  }

  @Test("BG vector: toggling a 2-row pin at row r inserts rows r+1 and r+2", arguments: [1, 2, 3])
  func pinToggleRows(row: Int) throws {
    let parent = ArrayDataSource(["o0", "o1", "o2", "o3", "o4"], name: "Parent")
    let pinned = ArrayDataSource(["x", "y"], name: "Pinned")
    let stack = try SectionGroupStack(name: "Root", groups: [parent])
    try stack.pin(pinned, under: p(0, row), of: parent)
    let validator = attach(stack)
    try stack.togglePin(pinned)
    #expect(recorder.batches == [[.insertRows([p(0, row + 1), p(0, row + 2)], .automatic)]])
    try stack.togglePin(pinned)
    #expect(recorder.batches.last == [.deleteRows([p(0, row + 1), p(0, row + 2)], .automatic)])
    try stack.setPinActive(false, for: pinned)
    #expect(recorder.batches.count == 2)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a section inserted inside an active multi-section pin becomes row inserts")
  func sectionInsideActivePin() throws {
    let parent = ArrayDataSource(["o0", "o1"], name: "Parent")
    let pinned = try SectionedDataSource(
      name: "Pinned",
      sections: [TableSection(id: 0, items: ["s0a", "s0b"]), TableSection(id: 1, items: ["s1a"])])
    let stack = try SectionGroupStack(name: "Root", groups: [parent])
    try stack.pin(pinned, under: p(0, 0), of: parent, isActive: true)
    let validator = attach(stack)
    #expect(rows(stack) == ["o0", "s0a", "s0b", "s1a", "o1"])
    try pinned.insertSection(TableSection(id: 2, items: ["n0", "n1"]), at: 1)
    #expect(rows(stack) == ["o0", "s0a", "s0b", "n0", "n1", "s1a", "o1"])
    #expect(recorder.batches == [[.insertRows([p(0, 3), p(0, 4)], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("pins follow their anchor when rows above are inserted, deleted or moved")
  func pinsFollowAnchor() throws {
    let parent = ArrayDataSource(["o0", "o1", "o2"], name: "Parent")
    let pinned = ArrayDataSource(["p"], name: "Pinned")
    let stack = try SectionGroupStack(name: "Root", groups: [parent])
    try stack.pin(pinned, under: p(0, 1), of: parent, isActive: true)
    let validator = attach(stack)
    try parent.insert("new", at: 0)
    #expect(rows(stack) == ["new", "o0", "o1", "p", "o2"])
    try parent.remove(at: 1)
    #expect(rows(stack) == ["new", "o1", "p", "o2"])
    try parent.move(from: 1, to: 2)
    #expect(rows(stack) == ["new", "o2", "o1", "p"])
    #expect(stack.pins(of: parent).map(\.anchor) == [p(0, 2)])
    try parent.remove(at: 2)
    #expect(rows(stack) == ["new", "o2"])
    #expect(stack.pins(of: parent).isEmpty)
    #expect(pinned.sink == nil)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a transaction across groups, a group insert and a pin toggle is one batch")
  func oneBatch() throws {
    let a = ArrayDataSource(["a0", "a1"], name: "A")
    let b = ArrayDataSource(["b0"], name: "B")
    let c = ArrayDataSource(["c0"], name: "C")
    let pinned = ArrayDataSource(["p0"], name: "Pinned")
    let stack = try SectionGroupStack(name: "Root", groups: [a, b])
    try stack.pin(pinned, under: p(0, 0), of: b)
    let validator = attach(stack)
    try a.performBatchUpdates {
      a.append("a2")
      b.append("b1")
      try stack.insert(c, at: 0)
      try stack.activatePin(pinned)
      try a.remove(at: 0)
    }
    #expect(recorder.batches.count == 1)
    #expect(stack.rowCounts == [1, 2, 3])
    #expect(rows(stack, section: 2) == ["b0", "p0", "b1"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("nested stacks translate through every level and resolve to the deepest owner")
  func nesting() throws {
    let deep = ArrayDataSource(["d0", "d1"], name: "Deep")
    let inner = SectionGroupStack(name: "Inner") {
      ArrayDataSource(["i0"], name: "I")
      deep
    }
    let outer = SectionGroupStack(name: "Outer") {
      ArrayDataSource(["o0"], name: "O")
      inner
    }
    let validator = attach(outer)
    deep.append("d2")
    #expect(recorder.batches == [[.insertRows([p(2, 2)], .automatic)]])
    #expect(outer.resolve(p(2, 1))?.dataSource === deep)
    #expect(outer.topLevelPath(of: p(0, 2), in: deep) == p(2, 2))
    try deep.performBatchUpdates {
      try deep.remove(at: 0)
      try inner.remove(deep)
    }
    #expect(outer.numberOfSections == 2)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a resolved path keeps naming its group, and keeps it alive, after the group leaves")
  func resolvedPathOutlivesItsPlace() throws {
    var top: ArrayDataSource<String>? = ArrayDataSource(["t0"], name: "Top")
    var pinned: ArrayDataSource<String>? = ArrayDataSource(["p0"], name: "Pinned")
    let other = ArrayDataSource(["o0"], name: "Other")
    let stack = try SectionGroupStack(name: "Root", groups: [other, try #require(top)])
    try stack.pin(try #require(pinned), under: p(0, 0), of: other, isActive: true)
    let resolvedTop = try #require(stack.resolve(p(1, 0)))
    let resolvedPinned = try #require(stack.resolve(p(0, 1)))
    weak let leftTop = top
    weak let leftPinned = pinned
    try stack.move(other, to: 1)
    try stack.remove(try #require(top))
    try stack.unpin(try #require(pinned))
    (top, pinned) = (nil, nil)
    #expect(stack.groups.map(\.name) == ["Other"])
    #expect(resolvedTop.dataSource === leftTop && resolvedTop.path == p(0, 0))
    #expect(resolvedPinned.dataSource === leftPinned && resolvedPinned.path == p(0, 0))
    #expect(resolvedTop.dataSource.name == "Top" && resolvedPinned.dataSource.name == "Pinned")
  }

  @Test("groups inserted, removed and moved at run time")
  func groupsAtRunTime() throws {
    let a = ArrayDataSource(["a"], name: "A")
    let b = ArrayDataSource(["b"], name: "B")
    let c = ArrayDataSource(["c"], name: "C")
    let stack = try SectionGroupStack(name: "Root", groups: [a, b])
    let validator = attach(stack)
    try stack.insert(c, before: b)
    #expect(recorder.batches.last == [.insertSections([1], .automatic)])
    try stack.move(a, to: 2)
    #expect(stack.groups.map(\.name) == ["C", "B", "A"])
    #expect(recorder.batches.last == [.moveSection(0, to: 2)])
    try stack.remove(b)
    #expect(recorder.batches.last == [.deleteSections([1], .automatic)])
    #expect(b.sink == nil)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("groups appended before the table is shown send nothing")
  func silentBeforeShown() throws {
    let stack = try SectionGroupStack(name: "Root", groups: [])
    try stack.append(ArrayDataSource(["a"], name: "A"))
    stack.sink = recorder
    #expect(recorder.updates.isEmpty)
    #expect(stack.numberOfSections == 1)
  }

  @Test("bad input: typed errors naming the stack and values; nothing changes or is sent")
  func badInput() throws {
    let a = ArrayDataSource(["a"], name: "A")
    let stray = ArrayDataSource(["s"], name: "Stray")
    let stack = try SectionGroupStack(name: "Root", groups: [a])
    let other = try SectionGroupStack(name: "Other", groups: [])
    stack.sink = recorder
    #expect(throws: DataSourceError.groupAlreadyInStack(stack: "Other", group: "A")) {
      try other.append(a)
    }
    #expect(throws: DataSourceError.groupAlreadyInStack(stack: "Root", group: "A")) {
      try SectionGroupStack(name: "Root", groups: [a])
    }
    #expect(throws: DataSourceError.groupAlreadyInStack(stack: "Dup", group: "Stray")) {
      try SectionGroupStack(name: "Dup", groups: [stray, stray])
    }
    #expect(stray.sink == nil)
    #expect(
      throws: DataSourceError.pinAnchorOutOfRange(
        stack: "Root", parent: "A", anchor: p(0, 5), rowCount: 1)
    ) {
      try stack.pin(stray, under: p(0, 5), of: a)
    }
    #expect(
      throws: DataSourceError.pinAnchorOutOfRange(
        stack: "Root", parent: "A", anchor: p(2, 0), rowCount: nil)
    ) {
      try stack.pin(stray, under: p(2, 0), of: a)
    }
    #expect(throws: DataSourceError.groupNotInStack(stack: "Root", group: "Stray")) {
      try stack.pin(ArrayDataSource(["x"], name: "X"), under: p(0, 0), of: stray)
    }
    #expect(throws: DataSourceError.notPinned(stack: "Root", group: "Stray")) {
      try stack.togglePin(stray)
    }
    #expect(throws: DataSourceError.notPinned(stack: "Root", group: "A")) { try stack.unpin(a) }
    #expect(throws: DataSourceError.groupNotInStack(stack: "Root", group: "Stray")) {
      try stack.remove(stray)
    }
    #expect(throws: DataSourceError.groupIndexOutOfRange(stack: "Root", index: 3, count: 1)) {
      try stack.insert(stray, at: 3)
    }
    #expect(throws: DataSourceError.unbalancedEndUpdates(dataSource: "Root")) {
      try stack.endUpdates()
    }
    try other.append(stray)
    #expect(throws: DataSourceError.compositionCycle(stack: "Other", group: "Other")) {
      try other.append(other)
    }
    try stack.append(other)
    #expect(throws: DataSourceError.compositionCycle(stack: "Other", group: "Root")) {
      try other.append(stack)
    }
    #expect(stack.numberOfSections == 2)
    #expect(recorder.batches == [[.insertSections([1], .automatic)]])
  }
}

extension SectionGroupStackTests {
  @Test("a group that sends a batch not matching its rows is reloaded, not applied; no crash")
  func invalidGroupBatch() throws {
    let table = TestTable([["a", "b"]])
    let other = ArrayDataSource(["x"], name: "Other")
    let stack = try SectionGroupStack(name: "Root", groups: [other, table])
    let validator = attach(stack)
    table.sections = [["a"]]
    table.sink?.deleteRows(at: [p(0, 5)], with: .fade)  // wrong row: 5 of 2
    #expect(stack.invalidBatches == [.invalidGroupBatch(stack: "Root", group: "TestTable")])
    #expect(rows(stack, section: 1) == ["a"])
    table.sections = [["a"], ["c"]]
    table.sink?.insertRows(at: [p(3, 0)], with: .fade)  // section 3 does not exist
    #expect(stack.invalidBatches.count == 2)
    #expect(stack.rowCounts == [1, 1, 1])
    table.sections = [["a", "d"], ["c"]]
    table.sink?.insertRows(at: [p(0, 1)], with: .fade)  // a correct batch is applied as usual
    #expect(stack.invalidBatches.count == 2)
    #expect(recorder.batches.last == [.insertRows([p(1, 1)], .automatic)])
    #expect(validator.isValid, "\(validator.violations)")
  }
}
