import Testing

@testable import StackedDataSources

/// The way back from the view (issue 35): a user's action names a row as the view shows it —
/// the layout the sink was last sent — and lands on that row, also while the app's transaction
/// holds changes the view has not seen; or it is refused with a typed error, and nothing
/// changes. Every table is a `ValidatingSink` with the full content check.
@MainActor
@Suite("A user's action lands on the row the view shows")
struct ViewCoordinatesTests {
  /// Notes, each a text field whose `onTextChange` replaces its own item with what the user
  /// typed (the example); `log` records every handler that ran, with its item.
  @MainActor
  final class Notes {
    let source: ArrayDataSource<String>
    let validator: ValidatingSink
    let recorder = RecordingSink()
    var log: [String] = []

    init(_ notes: [String] = ["n1", "n2", "n3"]) {
      source = ArrayDataSource(notes, name: "Notes")
      source.content = { RowContent("Note", accessory: .textField(.init(text: $0))) }
      source.canEdit = { _ in true }
      validator = ValidatingSink(dataSource: source, downstream: recorder, contentCheck: .full)
      source.sink = validator
      source.onTextChange = { [unowned self] note, text in
        log.append("text \(note) → \(text)")
        if let index = source.items.firstIndex(of: note) {
          try? source.replace(at: index, with: text)
        }
      }
      source.onSelect = { [unowned self] in log.append("select \($0)") }
      source.onAccessoryTap = { [unowned self] in log.append("accessory \($0)") }
      source.onToggle = { [unowned self] note, _ in log.append("toggle \(note)") }
      source.onEndEditing = { [unowned self] note, text in log.append("end \(note) \(text)") }
      source.swipeActions = { [unowned self] note, _ in
        [RowAction("Flag") { self.log.append("flag \(note)") }]
      }
    }
  }

  @Test("text typed while the app's transaction is open reaches the row typed into")
  func typingDuringAnOpenTransaction() throws {
    let notes = Notes()
    notes.source.beginUpdates()  // beginUpdates(); await refresh(); endUpdates()
    try notes.source.insert("n0", at: 0)  // the table still shows n1 n2 n3
    try notes.source.setControlValue(.text("n2!"), at: [0, 1])  // n2's field, as shown
    try notes.source.endUpdates()
    #expect(notes.log == ["text n2 → n2!"])
    #expect(notes.source.items == ["n0", "n1", "n2!", "n3"], "n1 is kept")
    #expect(
      notes.recorder.batches == [[.insertRows([[0, 0]], .automatic)]],
      "the insert; the field typed into shows its text already (no echo)")
    #expect(notes.validator.isValid, "\(notes.validator.violations)")
  }

  @Test("through a stack, a pin and a nested stack, the view's row is the one reached")
  func typingThroughStacks() throws {
    let notes = Notes()
    let anchor = ArrayDataSource(["Display"], name: "Anchor")
    let top = ArrayDataSource(["x"], name: "Top")
    let inner = try SectionGroupStack(name: "Inner", groups: [anchor])
    try inner.pin(notes.source, under: [0, 0], of: anchor, isActive: true)
    let outer = try SectionGroupStack(name: "Outer", groups: [top, inner])
    let validator = ValidatingSink(dataSource: outer, contentCheck: .full)
    outer.sink = validator
    // The table: [x] [Display n1 n2 n3]. The transaction adds a row above and a pinned note.
    try outer.performBatchUpdates {
      top.append("y")
      try anchor.insert("Above", at: 0)
      try notes.source.insert("n0", at: 0)
      try outer.setControlValue(.text("n3?"), at: [1, 3])  // n3 as the view shows it
      try outer.setControlValue(.text("n1!"), at: [1, 1])  // n1 as the view shows it
    }
    #expect(notes.source.items == ["n0", "n1!", "n2", "n3?"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("every action during an open transaction reaches the row the view shows")
  func everyActionDuringAnOpenTransaction() throws {
    let notes = Notes()
    notes.source.beginUpdates()
    try notes.source.insert("n0", at: 0)  // the view shows n1 n2 n3, the model n0 n1 n2 n3
    let n3: TablePath = [0, 2]
    try notes.source.selectRow(at: n3)
    try notes.source.tapAccessory(at: n3)
    try notes.source.setToggle(true, at: n3)
    try notes.source.endEditing(at: n3)
    notes.source.swipeActions(at: n3, edge: .trailing).first?.perform()
    try notes.source.commitDelete(at: [0, 1])  // n2
    try notes.source.endUpdates()
    #expect(
      notes.log == ["select n3", "accessory n3", "toggle n3", "end n3 n3", "flag n3"])
    #expect(notes.source.items == ["n0", "n1", "n3"])
    #expect(notes.validator.isValid, "\(notes.validator.violations)")
  }

  @Test("an action on a row the open transaction deleted is refused, and nothing changes")
  func actionOnADeletedRow() throws {
    let notes = Notes()
    let stack = try SectionGroupStack(
      name: "Screen", groups: [ArrayDataSource(["t"], name: "Top"), notes.source])
    let validator = ValidatingSink(dataSource: stack, contentCheck: .full)
    stack.sink = validator
    stack.beginUpdates()
    try notes.source.remove(at: 1)  // n2, which the view still shows at [1, 1]
    let gone = DataSourceError.shownRowDeleted(dataSource: "Screen", row: 1, section: 1)
    #expect(
      gone.description
        == "Screen: row 1 of section 1, where the user acted, was deleted by the open "
        + "transaction; the action was refused")
    #expect(throws: gone) { try stack.setControlValue(.text("lost"), at: [1, 1]) }
    #expect(throws: gone) { try stack.selectRow(at: [1, 1]) }
    #expect(throws: gone) { try stack.commitDelete(at: [1, 1]) }
    #expect(stack.swipeActions(at: [1, 1], edge: .trailing).isEmpty)
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Screen", row: 3, section: 1, rowCount: 3)
    ) { try stack.selectRow(at: [1, 3]) }  // a row the view does not show
    try stack.endUpdates()
    #expect(notes.log.isEmpty && notes.source.items == ["n1", "n3"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  /// Found by the fuzz test (seed 9 of `swift test`'s slice): a group with no rows pinned
  /// inside the transaction touched the anchor's section without changing its rows, and every
  /// row of that section was taken as deleted.
  @Test("a group without rows pinned in the open transaction leaves the anchor's rows in place")
  func pinningAnEmptyGroupDuringAnOpenTransaction() throws {
    let notes = Notes()
    let stack = try SectionGroupStack(name: "Screen", groups: [notes.source])
    let validator = ValidatingSink(dataSource: stack, contentCheck: .full)
    stack.sink = validator
    stack.beginUpdates()
    try stack.pin(
      ArrayDataSource<String>([], name: "Empty"), under: [0, 2], of: notes.source, isActive: true)
    #expect(stack.currentPath(ofShownRow: [0, 0]) == [0, 0])
    try stack.setControlValue(.text("n1!"), at: [0, 0])  // not refused as deleted
    try stack.endUpdates()
    #expect(notes.log == ["text n1 → n1!"])
    #expect(notes.source.items == ["n1!", "n2", "n3"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a row whose section the open transaction deleted is refused the same way")
  func actionInADeletedSection() throws {
    let first = Notes(["a"])
    let second = Notes(["b"])
    let stack = try SectionGroupStack(name: "Screen", groups: [first.source, second.source])
    stack.sink = ValidatingSink(dataSource: stack)
    try stack.performBatchUpdates {
      try stack.remove(first.source)
      #expect(throws: DataSourceError.shownRowDeleted(dataSource: "Screen", row: 0, section: 0)) {
        try stack.selectRow(at: [0, 0])
      }
      try stack.selectRow(at: [1, 0])  // b, now in section 0
    }
    #expect(first.log.isEmpty && second.log == ["select b"])
  }

  /// Found by the forms fuzz (seed 400103 of the 3,000-step soak): the refused value stayed in
  /// the field of a row that came back with its group, unchanged, so no batch refreshed it.
  @Test(
    "a value typed into a row the open transaction hid is refused; shown again, the row is put right"
  )
  func inputIntoARowHiddenAndShownAgain() throws {
    let top = ArrayDataSource(["t"], name: "Top")
    let notes = Notes(["a"])
    let stack = try SectionGroupStack(name: "Screen", groups: [top, notes.source])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
    stack.sink = validator
    try stack.performBatchUpdates {
      try stack.setHidden(true, for: notes.source)
      // The view still shows the field at [1, 0], and the user types into it.
      #expect(throws: DataSourceError.shownRowDeleted(dataSource: "Screen", row: 0, section: 1)) {
        try stack.setControlValue(.text("typed"), at: [1, 0])
      }
      try stack.setHidden(false, for: notes.source)
    }
    #expect(notes.log.isEmpty && notes.source.items == ["a"])
    #expect(recorder.batches == [[.reconfigureRows([[1, 0]])]], "the field shows \"a\" again")
    #expect(validator.isValid, "\(validator.violations)")

    // Hidden for good, the row goes with its section: nothing else is sent for it.
    recorder.removeAll()
    try stack.performBatchUpdates {
      try stack.setHidden(true, for: notes.source)
      #expect(throws: DataSourceError.shownRowDeleted(dataSource: "Screen", row: 0, section: 1)) {
        try stack.setControlValue(.text("typed"), at: [1, 0])
      }
    }
    #expect(recorder.batches == [[.deleteSections([1], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("an end of editing while the batch deletes its row is refused as an edit during a batch")
  func endEditingDuringTheDeleteOfItsRow() throws {
    let notes = Notes(["only"])
    var refusal: DataSourceError?
    let sink = MeddlingSink(downstream: notes.validator)
    // UIKit ends the editing of a text field whose cell the batch removes, from inside it.
    sink.onFirstBegin = {
      do throws(DataSourceError) {
        try notes.source.endEditing(at: [0, 0])
      } catch { refusal = error }
    }
    notes.source.sink = sink
    try notes.source.remove(at: 0)
    #expect(refusal == .editDuringBatch(dataSource: "Notes"), "not rowOutOfRange")
    #expect(notes.log.isEmpty)
  }

  @Test("a paused source's end of editing hands on the text the user typed")
  func pausedEndOfEditing() throws {
    let notes = Notes()
    notes.source.pause()
    try notes.source.setControlValue(.text("n2!"), at: [0, 1])
    try notes.source.endEditing(at: [0, 1])
    notes.source.resume()
    #expect(notes.log == ["text n2 → n2!", "end n2 n2!"])
    #expect(notes.source.items == ["n1", "n2!", "n3"])
    #expect(notes.validator.isValid, "\(notes.validator.violations)")
  }

  @Test("another group's batch while a paused source holds the input leaves the table valid")
  func siblingBatchWhilePausedHoldsInput() throws {
    let notes = Notes()
    let other = ArrayDataSource(["o"], name: "Other")
    let stack = try SectionGroupStack(name: "Screen", groups: [other, notes.source])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
    stack.sink = validator
    notes.source.pause()
    try stack.setControlValue(.text("n2!"), at: [1, 1])
    other.append("p")
    notes.source.resume()
    #expect(notes.source.items == ["n1", "n2!", "n3"])
    #expect(
      recorder.batches == [[.insertRows([[0, 1]], .automatic)]],
      "the sibling's insert; the resume sends nothing: the field shows what the owner took")
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("the validating sink reports a batch that replaces the row being typed into")
  func replacedRowUnderInput() throws {
    let notes = Notes()
    // Items matched by value: the new text is a new item, so the diff deletes the row and
    // inserts another in its place — in an app, a new text field, and the keyboard is gone.
    notes.source.onTextChange = { [unowned notes] note, text in
      notes.source.replaceAll(with: notes.source.items.map { $0 == note ? text : $0 })
    }
    try notes.source.setControlValue(.text("n2!"), at: [0, 1])
    #expect(
      notes.recorder.batches == [
        [.deleteRows([[0, 1]], .automatic), .insertRows([[0, 1]], .automatic)]
      ])
    #expect(notes.validator.violations.map(\.rule) == [.userInputRowReplaced])
    #expect(
      notes.validator.violations.first?.message
        == "the batch replaced row 1 of section 0 while the user was changing its control: "
        + "UIKit gives it a new cell, and the user loses the keyboard or the drag (a followed "
        + "source matching items by value does this; identify the items)")
  }

  @Test("the validating sink reports a reload of the section of the row being typed into")
  func reloadedSectionUnderInput() throws {
    let fields = SectionedDataSource<String, String>(name: "Fields") {
      TableSection(id: "you", items: ["name"], footerTitle: "0 characters")
    }
    var text = ""
    fields.content = { _ in RowContent("Name", accessory: .textField(.init(text: text))) }
    let validator = ValidatingSink(dataSource: fields, contentCheck: .full)
    fields.sink = validator
    // A footer that counts what the user types, updated by reloading its section: the field
    // typed into is a new one.
    fields.onTextChange = { [unowned fields] _, typed in
      text = typed
      _ = try? fields.replaceSection(
        at: 0,
        with: TableSection(id: "you", items: ["name"], footerTitle: "\(typed.count) characters"))
    }
    try fields.setControlValue(.text("Ada"), at: [0, 0])
    #expect(validator.violations.map(\.rule) == [.userInputRowReplaced])
  }

  @Test("a row the user types into may move, and be deleted alone, without a report")
  func movedOrDeletedRowUnderInput() throws {
    let moved = Notes()
    moved.source.onTextChange = { [unowned moved] _, _ in _ = try? moved.source.move(from: 1, to: 2)
    }
    try moved.source.setControlValue(.text("n2"), at: [0, 1])
    let deleted = Notes()
    deleted.source.onTextChange = { [unowned deleted] _, _ in
      _ = try? deleted.source.remove(at: 1)
    }
    try deleted.source.setControlValue(.text("n2"), at: [0, 1])
    #expect(moved.validator.isValid, "\(moved.validator.violations)")
    #expect(deleted.validator.isValid, "\(deleted.validator.violations)")
  }
}
