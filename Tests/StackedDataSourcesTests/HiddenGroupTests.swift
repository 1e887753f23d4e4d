import Foundation
import Testing

@testable import StackedDataSources

/// A top-level group hidden and shown again (`SectionGroupStack.setHidden(_:for:)`): the
/// groundwork of rules that show a section while a condition holds (issue 38). Every table is
/// a validating sink with the full content check, so a wrong row with right counts fails too.
@MainActor
@Suite("Hidden groups: sections leave the table and come back, as inactive pins do")
struct HiddenGroupTests {
  /// A stack under a validator (full content check) with a recorder behind it.
  @MainActor
  final class Table {
    let recorder = RecordingSink()
    let validator: ValidatingSink

    init(_ stack: SectionGroupStack) {
      validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
      stack.sink = validator
    }

    var batches: [[TableUpdate]] { recorder.batches }
  }

  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  /// Airplane (1 section), General (2 sections), Display (1 section).
  func settings() throws -> (
    stack: SectionGroupStack, airplane: ArrayDataSource<String>,
    general: SectionedDataSource<String, String>, display: ArrayDataSource<String>
  ) {
    let airplane = ArrayDataSource(["Airplane Mode"], name: "Airplane", headerTitle: "Air")
    let general = try SectionedDataSource(
      name: "General",
      sections: [
        TableSection(id: "about", items: ["About", "Update"], headerTitle: "General"),
        TableSection(id: "storage", items: ["Storage"], footerTitle: "12 GB free"),
      ])
    let display = ArrayDataSource(["Brightness", "Night Shift"], name: "Display")
    let stack = try SectionGroupStack(name: "Settings", groups: [airplane, general, display])
    return (stack, airplane, general, display)
  }

  // MARK: BG-style vectors

  @Test("hiding a middle group deletes exactly its sections; showing it inserts them back")
  func hideAndShowMiddle() throws {
    let (stack, _, general, display) = try settings()
    let table = Table(stack)
    try stack.setHidden(true, for: general)
    #expect(table.batches == [[.deleteSections([1, 2], .automatic)]])
    #expect(stack.rowCounts == [1, 2])
    #expect(stack.resolve(p(1, 0))?.dataSource === display)
    #expect(stack.sections(of: display) == 1..<2)
    try stack.setHidden(false, for: general)
    #expect(table.batches.last == [.insertSections([1, 2], .automatic)])
    #expect(stack.rowCounts == [1, 2, 1, 2])
    #expect(stack.resolve(p(2, 0))?.dataSource === general)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("setting the current state sends nothing", arguments: [false, true])
  func currentState(hidden: Bool) throws {
    let (stack, airplane, _, _) = try settings()
    try stack.setHidden(hidden, for: airplane)
    let table = Table(stack)
    try stack.setHidden(hidden, for: airplane)
    #expect(table.recorder.updates.isEmpty)
    #expect(stack.isHidden(airplane) == hidden)
  }

  @Test("hidden and shown again in one transaction: nothing of the group is sent")
  func hideThenShowCancels() throws {
    let (stack, airplane, general, display) = try settings()
    let table = Table(stack)
    try stack.performBatchUpdates {
      try stack.setHidden(true, for: general)
      try stack.setHidden(false, for: general)
    }
    #expect(table.recorder.updates.isEmpty)
    // With the neighbours' edits, only theirs; an edit of the group before it hid stays.
    try stack.performBatchUpdates {
      airplane.append("Wi-Fi")
      try general.insert("Language", at: p(0, 0))
      try stack.setHidden(true, for: general)
      try display.remove(at: 0)
      try stack.setHidden(false, for: general)
    }
    #expect(
      table.batches.last == [
        .deleteRows([p(3, 0)], .automatic),
        .insertRows([p(0, 1), p(1, 0)], .automatic),
      ])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("hidden in an open transaction with edits of it and of its neighbours: one legal batch")
  func hideInsideTransaction() throws {
    let (stack, airplane, general, display) = try settings()
    let table = Table(stack)
    try stack.performBatchUpdates {
      try general.insert("Language", at: p(0, 1))
      airplane.append("Wi-Fi")
      try stack.setHidden(true, for: general)
      try general.remove(at: p(0, 0))  // while hidden: nothing of it
      try general.moveSection(from: 1, to: 0)
      display.append("Text Size")
      try airplane.remove(at: 0)
    }
    #expect(
      table.batches == [
        [
          .deleteSections([1, 2], .automatic), .deleteRows([p(0, 0)], .automatic),
          .insertRows([p(0, 0), p(1, 2)], .automatic),
        ]
      ])
    #expect(stack.rowCounts == [1, 3])
    // Shown in the next transaction: new sections with the rows it has now.
    try stack.setHidden(false, for: general)
    #expect(table.batches.last == [.insertSections([1, 2], .automatic)])
    #expect(stack.rowCounts == [1, 1, 2, 3])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("shown in the transaction that hid it after its rows changed: its sections are new")
  func editedWhileHiddenInTransaction() throws {
    let (stack, _, general, _) = try settings()
    let table = Table(stack)
    try stack.performBatchUpdates {
      try stack.setHidden(true, for: general)
      try general.append("Fonts", toSection: 1)
      try stack.setHidden(false, for: general)
    }
    #expect(
      table.batches == [
        [.deleteSections([1, 2], .automatic), .insertSections([1, 2], .automatic)]
      ]
    )
    #expect(stack.rowCounts == [1, 2, 2, 2])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  // MARK: The hidden group's own edits

  @Test("a hidden group's row and section edits keep its layout and send nothing")
  func editsWhileHidden() throws {
    let (stack, _, general, display) = try settings()
    let table = Table(stack)
    try stack.setHidden(true, for: general)
    try stack.setHidden(true, for: display)
    let sent = table.recorder.updates.count
    try general.insert("Language", at: p(0, 0))
    try general.remove(at: p(0, 1))
    try general.move(from: p(0, 0), to: p(1, 1))
    try general.replace(at: p(0, 0), with: "Software Update")
    try general.insertSection(TableSection(id: "keyboard", items: ["Keyboard"]), at: 0)
    try general.moveSection(from: 2, to: 0)
    try general.removeSection(at: 1)
    display.append("Text Size")
    try display.move(from: 0, to: 2)
    try display.replace(at: 0, with: "Night Shift (auto)")
    stack.performBatchUpdates { display.removeAll() }
    #expect(table.recorder.updates.count == sent)
    #expect(stack.layoutMismatch() == nil)
    try stack.setHidden(false, for: general)
    try stack.setHidden(false, for: display)
    #expect(
      table.batches.suffix(2) == [
        [.insertSections([1, 2], .automatic)], [.insertSections([3], .automatic)],
      ])
    #expect(stack.rowCounts == [1, 2, 1, 0])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a hand-written group's batches while hidden are applied to its layout, not sent")
  func handWrittenWhileHidden() throws {
    let written = TestTable([["a", "b"]])
    let other = ArrayDataSource(["x"], name: "Other")
    let stack = try SectionGroupStack(name: "Root", groups: [written, other])
    let table = Table(stack)
    try stack.setHidden(true, for: written)
    written.sections = [["a", "c", "b"], ["d"]]
    written.sink?.beginUpdates()
    written.sink?.insertRows(at: [p(0, 1)], with: .fade)
    written.sink?.insertSections([1], with: .fade)
    written.sink?.endUpdates()
    written.sections = [["a"]]
    written.sink?.reloadData()
    #expect(table.batches == [[.deleteSections([0], .automatic)]])
    try stack.setHidden(false, for: written)
    #expect(table.batches.last == [.insertSections([0], .automatic)])
    #expect(stack.rowCounts == [1, 1] && stack.invalidBatches.isEmpty)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a paused group hidden, resumed while hidden, then shown")
  func pausedWhileHidden() throws {
    let (stack, airplane, _, _) = try settings()
    let table = Table(stack)
    airplane.pause()
    airplane.append("Wi-Fi")
    try stack.setHidden(true, for: airplane)
    airplane.resume()
    #expect(table.batches == [[.deleteSections([0], .automatic)]])
    try stack.setHidden(false, for: airplane)
    #expect(table.batches.last == [.insertSections([0], .automatic)])
    #expect(stack.rowCounts[0] == 2)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  // MARK: Pins

  @Test("pins under a hidden group stay attached and hidden with it; toggling them sends nothing")
  func pinsUnderHiddenGroup() throws {
    let (stack, airplane, general, _) = try settings()
    let details = ArrayDataSource(["Model", "Version"], name: "Details")
    let deeper = ArrayDataSource(["Build"], name: "Deeper")
    try stack.pin(details, under: p(0, 0), of: general, isActive: true)
    try stack.pin(deeper, under: p(0, 1), of: details)
    let table = Table(stack)
    try stack.setHidden(true, for: general)
    try stack.setPinActive(true, for: deeper)
    try stack.setPinActive(false, for: details)
    try stack.setPinActive(true, for: details)
    details.append("Serial")
    try stack.pin(ArrayDataSource(["Late"], name: "Late"), under: p(1, 0), of: general)
    #expect(table.batches == [[.deleteSections([1, 2], .automatic)]])
    #expect(stack.pins(of: general).map(\.group.name) == ["Details", "Late"])
    #expect(stack.resolve(p(1, 0))?.dataSource !== details)
    #expect(stack.topLevelPath(of: p(0, 0), in: details) == nil)
    try stack.setHidden(false, for: general)
    #expect(table.batches.last == [.insertSections([1, 2], .automatic)])
    #expect(stack.rowCounts == [1, 6, 1, 2])
    #expect(stack.item(at: p(1, 3)) == AnyHashable("Build"))
    #expect(stack.topLevelPath(of: p(0, 0), in: deeper) == p(1, 3))
    // Hidden and shown with a pin toggled between, in one transaction: the pin's rows only.
    try stack.performBatchUpdates {
      try stack.setHidden(true, for: general)
      try stack.setPinActive(false, for: deeper)
      try stack.setHidden(false, for: general)
      airplane.append("Wi-Fi")
    }
    #expect(
      table.batches.last == [
        .deleteSections([1, 2], .automatic), .insertSections([1, 2], .automatic),
        .insertRows([p(0, 1)], .automatic),
      ])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a pin's anchor row deleted in a hidden group takes the pin with it")
  func anchorDeletedWhileHidden() throws {
    let (stack, airplane, _, _) = try settings()
    let pinned = ArrayDataSource(["Flight"], name: "Flight")
    try stack.pin(pinned, under: p(0, 0), of: airplane, isActive: true)
    let table = Table(stack)
    try stack.setHidden(true, for: airplane)
    try airplane.remove(at: 0)
    #expect(stack.pins(of: airplane).isEmpty && pinned.sink == nil)
    try stack.setHidden(false, for: airplane)
    #expect(stack.rowCounts[0] == 0)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  // MARK: What reaches a hidden group

  @Test("queries, entry points and drags never reach a hidden group; groups still lists it")
  func nothingReachesIt() throws {
    let contacts = SectionedDataSource(
      name: "Contacts", grouping: ["Ann", "Bob"], by: { String($0.prefix(1)) },
      headerTitle: { $0 })
    let indexed = RowsAndActionsTests.IndexedContacts(contacts)
    let me = ArrayDataSource(["Me"], name: "Me", headerTitle: "My card")
    let notes = ArrayDataSource(["n0", "n1"], name: "Notes", headerTitle: "Notes")
    notes.canMove = { _ in true }
    me.canMove = { _ in true }
    var selected: [String] = []
    me.onSelect = { selected.append($0) }
    let stack = SectionGroupStack(name: "Root") {
      notes
      me
      indexed
    }
    let table = Table(stack)
    try stack.setHidden(true, for: me)
    try stack.setHidden(true, for: indexed)
    #expect(stack.groups.map(\.name) == ["Notes", "Me", "Contacts"])
    #expect(stack.isHidden(me) == true && stack.isHidden(notes) == false)
    #expect(stack.numberOfSections == 1 && stack.rowCounts == [2])
    #expect(stack.resolve(p(1, 0)) == nil)
    #expect(stack.topLevelPath(of: p(0, 0), in: me) == nil)
    #expect(stack.topLevelPath(of: p(0, 0), in: contacts) == nil)
    #expect(stack.sections(of: me) == nil && stack.sections(of: notes) == 0..<1)
    #expect(stack.headerContent(inSection: 1) == nil && stack.titleForHeader(inSection: 1) == nil)
    #expect(stack.sectionIndexTitles.isEmpty)
    #expect(throws: DataSourceError.self) { try stack.selectRow(at: p(1, 0)) }
    #expect(selected.isEmpty)
    // A drag past the last row of the table stays among the notes.
    #expect(stack.targetPath(forMoveFrom: p(0, 0), proposed: p(0, 1)) == p(0, 1))
    #expect(stack.targetPath(forMoveFrom: p(0, 0), proposed: p(1, 0)) == p(0, 0))
    try stack.setHidden(false, for: indexed)
    #expect(
      stack.sectionIndexTitles == [
        SectionIndexTitle("A", section: 1), SectionIndexTitle("B", section: 2),
      ])
    #expect(stack.headerContent(inSection: 1) == HeaderFooterContent("A"))
    try stack.setHidden(false, for: me)
    try stack.selectRow(at: p(1, 0))
    #expect(selected == ["Me"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("the user's action on a row the open transaction hid is refused")
  func userActionOnRowHiddenInTransaction() throws {
    let (stack, airplane, _, _) = try settings()
    var selected: [String] = []
    airplane.onSelect = { selected.append($0) }
    let table = Table(stack)
    stack.beginUpdates()
    try stack.setHidden(true, for: airplane)
    #expect(throws: DataSourceError.self) { try stack.selectRow(at: p(0, 0)) }
    try stack.endUpdates()
    #expect(selected.isEmpty)
    #expect(table.batches == [[.deleteSections([0], .automatic)]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  // MARK: Groups inserted, removed and moved around a hidden group

  @Test("groups inserted, moved and removed around and of a hidden group translate right")
  func groupOperations() throws {
    let (stack, airplane, general, display) = try settings()
    let table = Table(stack)
    try stack.setHidden(true, for: general)
    let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi")
    try stack.insert(wifi, after: general)  // group 2, table section 1
    #expect(table.batches.last == [.insertSections([1], .automatic)])
    try stack.move(general, to: 0)  // hidden: no batch
    #expect(table.batches.count == 2)
    #expect(stack.groups.map(\.name) == ["General", "Airplane", "Wi-Fi", "Display"])
    try stack.move(display, to: 1)  // passes the hidden group's place
    #expect(table.batches.last == [.moveSection(2, to: 0)])
    try stack.setHidden(false, for: general)
    #expect(table.batches.last == [.insertSections([0, 1], .automatic)])
    #expect(stack.sections(of: airplane) == 3..<4)
    try stack.setHidden(true, for: airplane)
    try stack.remove(airplane)  // hidden: no batch
    #expect(table.batches.last == [.deleteSections([3], .automatic)])
    #expect(airplane.sink == nil && stack.isHidden(airplane) == nil)
    #expect(stack.groups.map(\.name) == ["General", "Display", "Wi-Fi"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a group hidden, moved and shown in one transaction: its sections move")
  func hideMoveShow() throws {
    let (stack, airplane, _, _) = try settings()
    let table = Table(stack)
    try stack.performBatchUpdates {
      try stack.setHidden(true, for: airplane)
      try stack.move(airplane, to: 2)
      try stack.setHidden(false, for: airplane)
    }
    #expect(table.batches == [[.moveSection(0, to: 3)]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a group removed in the transaction that hid it: its sections are deleted")
  func removedWhileHiddenInTransaction() throws {
    let (stack, airplane, general, display) = try settings()
    let table = Table(stack)
    try stack.performBatchUpdates {
      try stack.setHidden(true, for: general)
      try stack.remove(general)
      display.append("Text Size")
      try stack.setHidden(true, for: airplane)
    }
    #expect(
      table.batches == [
        [.deleteSections([0, 1, 2], .automatic), .insertRows([p(0, 2)], .automatic)]
      ])
    #expect(general.sink == nil)
    // Added to another stack, it shows there.
    let other = try SectionGroupStack(name: "Other", groups: [general])
    #expect(other.isHidden(general) == false && other.numberOfSections == 2)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("hidden groups across blocks of 16 groups: every section routes to its owner")
  func manyGroups() throws {
    let groups = (0..<40).map { ArrayDataSource(["g\($0)"], name: "G\($0)") }
    let stack = try SectionGroupStack(name: "Root", groups: groups)
    let table = Table(stack)
    let hidden = Set([0, 15, 16, 17, 31, 32, 39])
    try stack.performBatchUpdates {
      for index in hidden.sorted() { try stack.setHidden(true, for: groups[index]) }
    }
    #expect(table.batches == [[.deleteSections(IndexSet(hidden), .automatic)]])
    let shown = (0..<40).filter { !hidden.contains($0) }
    #expect(stack.numberOfSections == shown.count)
    for (section, index) in shown.enumerated() {
      #expect(stack.resolve(p(section, 0))?.dataSource === groups[index])
      #expect(stack.topLevelPath(of: p(0, 0), in: groups[index]) == p(section, 0))
    }
    try stack.setHidden(false, for: groups[16])
    #expect(table.batches.last == [.insertSections([14], .automatic)])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  // MARK: Nesting

  @Test("a group hidden inside a nested stack: the root's table loses exactly its sections")
  func hiddenInsideNested() throws {
    let (inner, airplane, general, _) = try settings()
    let top = ArrayDataSource(["Profile"], name: "Profile")
    let root = SectionGroupStack(name: "Root") {
      top
      inner
    }
    let table = Table(root)
    try inner.setHidden(true, for: general)
    #expect(table.batches == [[.deleteSections([2, 3], .automatic)]])
    #expect(root.topLevelPath(of: p(0, 0), in: general) == nil)
    try general.append("Fonts", toSection: 0)
    try root.performBatchUpdates {
      try inner.setHidden(false, for: general)
      airplane.append("Wi-Fi")
      try inner.setHidden(true, for: general)
    }
    #expect(table.batches.last == [.insertRows([p(1, 1)], .automatic)])
    try root.performBatchUpdates { try inner.setHidden(false, for: general) }
    #expect(table.batches.last == [.insertSections([2, 3], .automatic)])
    #expect(root.topLevelPath(of: p(0, 2), in: general) == p(2, 2))
    #expect(root.isHidden(general) == nil)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a nested stack that is itself hidden: its groups' edits and hiding send nothing")
  func hiddenNestedStack() throws {
    let (inner, airplane, general, display) = try settings()
    let top = ArrayDataSource(["Profile"], name: "Profile")
    let root = SectionGroupStack(name: "Root") {
      inner
      top
    }
    let table = Table(root)
    try root.setHidden(true, for: inner)
    #expect(table.batches == [[.deleteSections([0, 1, 2, 3], .automatic)]])
    try inner.setHidden(true, for: general)
    airplane.append("Wi-Fi")
    try inner.remove(display)
    try inner.setHidden(false, for: general)
    try inner.setHidden(true, for: airplane)
    #expect(table.batches.count == 1)
    #expect(root.rowCounts == [1])
    try root.setHidden(false, for: inner)
    #expect(table.batches.last == [.insertSections([0, 1], .automatic)])
    #expect(root.rowCounts == [2, 1, 1])
    // Hidden and shown in one transaction, around an edit of a group inside it that is itself
    // hidden: nothing.
    try root.performBatchUpdates {
      try root.setHidden(true, for: inner)
      airplane.append("Bluetooth")
      try root.setHidden(false, for: inner)
    }
    #expect(table.batches.count == 2)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("groups an outer stack pinned under a hidden group's rows leave the outer stack")
  func outerPinsUnderHiddenRows() throws {
    let (inner, airplane, general, _) = try settings()
    let root = try SectionGroupStack(name: "Root", groups: [inner])
    let update = ArrayDataSource(["iOS 18"], name: "Update")
    let other = ArrayDataSource(["Fly"], name: "Fly")
    try root.pin(update, under: p(1, 1), of: inner, isActive: true)
    try root.pin(other, under: p(0, 0), of: inner, isActive: true)
    let table = Table(root)
    try root.performBatchUpdates {
      try inner.setHidden(true, for: general)
      try inner.setHidden(false, for: general)
    }
    #expect(
      table.batches == [
        [.deleteSections([1, 2], .automatic), .insertSections([1, 2], .automatic)]
      ])
    #expect(root.pins(of: inner).map(\.group.name) == ["Fly"])
    #expect(update.sink == nil)
    try inner.setHidden(true, for: airplane)
    #expect(root.pins(of: inner).isEmpty)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  // MARK: Before the table, and bad input

  @Test("a group hidden before the table is shown is not in it")
  func hiddenBeforeShown() throws {
    let (stack, _, general, _) = try settings()
    try stack.setHidden(true, for: general)
    let table = Table(stack)
    #expect(stack.rowCounts == [1, 2])
    try stack.setHidden(false, for: general)
    #expect(table.batches == [[.insertSections([1, 2], .automatic)]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("bad input: a typed error naming the stack and the group; nothing changes or is sent")
  func badInput() throws {
    let (stack, _, general, _) = try settings()
    let pinned = ArrayDataSource(["p"], name: "Pinned")
    try stack.pin(pinned, under: p(0, 0), of: general)
    let stray = ArrayDataSource(["s"], name: "Stray")
    let deep = ArrayDataSource(["d"], name: "Deep")
    let nested = try SectionGroupStack(name: "Nested", groups: [deep])
    try stack.append(nested)
    let table = Table(stack)
    let before = stack.rowCounts
    #expect(throws: DataSourceError.groupNotInStack(stack: "Settings", group: "Stray")) {
      try stack.setHidden(true, for: stray)
    }
    #expect(throws: DataSourceError.groupNotInStack(stack: "Settings", group: "Deep")) {
      try stack.setHidden(true, for: deep)
    }
    #expect(throws: DataSourceError.groupIsPinned(stack: "Settings", group: "Pinned")) {
      try stack.setHidden(true, for: pinned)
    }
    #expect(DataSourceError.groupIsPinned(stack: "S", group: "P").code == .groupNotInStack)
    #expect(
      DataSourceError.groupIsPinned(stack: "S", group: "P").description
        == "S: P is pinned, not a top-level group of this stack; show or hide its rows with "
        + "setPinActive(_:for:)")
    #expect(stack.isHidden(stray) == nil && stack.isHidden(pinned) == nil)
    #expect(stack.isHidden(deep) == nil && nested.isHidden(deep) == false)
    #expect(stack.rowCounts == before && table.recorder.updates.isEmpty)
    #expect(stack.isPinActive(pinned) == false)
  }

  @Test("hiding from inside a batch's delivery is refused; nothing changes")
  func duringDelivery() throws {
    let (stack, airplane, general, _) = try settings()
    let validator = ValidatingSink(dataSource: stack, contentCheck: .full)
    let meddler = MeddlingSink(downstream: validator)
    stack.sink = meddler
    var refused: DataSourceError?
    meddler.onFirstBegin = {
      do { try stack.setHidden(true, for: general) } catch { refused = error as? DataSourceError }
    }
    airplane.append("Wi-Fi")
    #expect(refused == .editDuringBatch(dataSource: "Settings"))
    #expect(stack.isHidden(general) == false && stack.rowCounts == [2, 2, 1, 2])
    // The validator reports the refused edit, and nothing else.
    #expect(validator.violations.count == 1, "\(validator.violations)")
    #expect(validator.violations.first?.description.hasSuffix("the edit was refused") == true)
  }
}
