import Foundation
import Testing

@testable import StackedDataSources

/// `pause()`, `resume()`, `flush()` and `isPaused` on array, sectioned, expanding and outline
/// sources (issue 18, TLIndexPathTools' `ignoreDataModelChanges` and forced `update`).
///
/// Each case pauses a source, edits it, and checks that the model changed, the table's queries
/// did not, `didChange` was called and nothing was sent; then that the resume sends exactly the
/// batch that one transaction of the same edits sends to a twin that was never paused, and that
/// both end up showing the same table. Every batch goes through a validator with a content check.
@MainActor
@Suite("Pausing a data source: the model changes, the table waits for one batch")
struct PauseTests {
  /// `dataSource` under a validator with a recorder behind it.
  func table(_ dataSource: some DataSourceProtocol) -> (ValidatingSink, RecordingSink) {
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: dataSource, downstream: recorder)
    dataSource.sink = validator
    return (validator, recorder)
  }

  /// What the table reads of `source`, row by row: titles, items and row content (not the
  /// edit and move permissions, which a pause turns off).
  func shownPicture(_ source: any DataSourceProtocol) -> [String] {
    var lines = ["\(source.name): \(source.numberOfSections) sections"]
    for section in 0..<source.numberOfSections {
      lines.append("section \(section): \(source.titleForHeader(inSection: section) ?? "-")")
      for row in 0..<source.numberOfRows(inSection: section) {
        let path = TablePath(section: section, row: row)
        lines.append(
          "  \(path) \(source.item(at: path).map { "\($0)" } ?? "nil") "
            + "\(source.rowContent(at: path).map { "\($0)" } ?? "-")")
      }
    }
    return lines
  }

  // MARK: Standalone, every kind

  @Test(
    "while paused nothing is sent and the table is held; the resume sends one batch",
    arguments: PauseKind.allCases)
  func standalone(_ kind: PauseKind) throws {
    let subject = kind.make()
    let (validator, recorder) = table(subject.source)
    var changes = 0
    subject.setDidChange { changes += 1 }
    let shown = shownPicture(subject.source)
    let model = subject.model()
    subject.pause()
    #expect(subject.isPaused())
    try subject.edit()
    #expect(subject.model() != model, "the model follows the edits")
    #expect(shownPicture(subject.source) == shown, "the table's queries are held")
    #expect(recorder.updates.isEmpty && changes > 0)
    subject.resume()
    #expect(!subject.isPaused() && recorder.batches.count == 1)

    let twin = kind.make()
    let (_, twinRecorder) = table(twin.source)
    try twin.source.performBatchUpdates { try twin.edit() }
    #expect(recorder.batches == twinRecorder.batches)
    #expect(shownPicture(subject.source) == shownPicture(twin.source))
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("edits that cancel out send nothing on resume", arguments: PauseKind.allCases)
  func cancelling(_ kind: PauseKind) throws {
    let subject = kind.make()
    let (validator, recorder) = table(subject.source)
    let shown = shownPicture(subject.source)
    subject.pause()
    try subject.editAndUndo()
    subject.resume()
    subject.resume()
    #expect(recorder.updates.isEmpty && shownPicture(subject.source) == shown)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("flush sends what was held and stays paused", arguments: PauseKind.allCases)
  func flush(_ kind: PauseKind) throws {
    let subject = kind.make()
    let (validator, recorder) = table(subject.source)
    subject.pause()
    subject.pause()
    try subject.edit()
    subject.flush()
    #expect(subject.isPaused() && recorder.batches.count == 1)
    let shown = shownPicture(subject.source)
    try subject.editAndUndo()
    subject.flush()
    #expect(recorder.batches.count == 1 && shownPicture(subject.source) == shown)
    subject.resume()
    #expect(recorder.batches.count == 1)
    #expect(validator.isValid, "\(validator.violations)")
  }

  // MARK: In a stack

  @Test(
    "in a stack, another group's batches go through while one is paused",
    arguments: PauseKind.allCases)
  func inStack(_ kind: PauseKind) throws {
    func screen(_ subject: PauseSubject) throws -> (SectionGroupStack, ArrayDataSource<String>) {
      let other = ArrayDataSource(["o0", "o1"], name: "Other")
      let stack = try SectionGroupStack(
        name: "Screen", groups: [other, subject.source, ArrayDataSource(["z"], name: "Below")])
      return (stack, other)
    }
    let subject = kind.make()
    let (stack, other) = try screen(subject)
    let (validator, recorder) = table(stack)
    subject.pause()
    try subject.edit()
    other.append("o2")
    try other.remove(at: 0)
    #expect(
      recorder.batches == [
        [.insertRows([[0, 2]], .automatic)], [.deleteRows([[0, 0]], .automatic)],
      ])
    let held = shownPicture(stack)
    recorder.removeAll()
    subject.resume()
    #expect(recorder.batches.count == 1)

    let twin = kind.make()
    let (twinStack, twinOther) = try screen(twin)
    let (_, twinRecorder) = table(twinStack)
    twinOther.append("o2")
    try twinOther.remove(at: 0)
    #expect(shownPicture(twinStack) == held, "the stack counts the paused source's shown rows")
    twinRecorder.removeAll()
    try twinStack.performBatchUpdates { try twin.edit() }
    #expect(recorder.batches == twinRecorder.batches)
    #expect(shownPicture(stack) == shownPicture(twinStack))
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a resume inside an open transaction joins its one batch", arguments: PauseKind.allCases)
  func resumeInTransaction(_ kind: PauseKind) throws {
    let subject = kind.make()
    let other = ArrayDataSource(["o0"], name: "Other")
    let stack = try SectionGroupStack(name: "Screen", groups: [subject.source, other])
    let (validator, recorder) = table(stack)
    subject.pause()
    try subject.edit()
    stack.performBatchUpdates {
      other.append("o1")
      subject.resume()
      other.append("o2")
    }
    #expect(recorder.batches.count == 1 && !subject.isPaused())
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test(
    "a pause inside an open transaction holds only the edits after it",
    arguments: PauseKind.allCases)
  func pauseInTransaction(_ kind: PauseKind) throws {
    let subject = kind.make()
    let (validator, recorder) = table(subject.source)
    try subject.source.performBatchUpdates {
      try subject.edit()
      subject.pause()
      try subject.editAndUndo()
    }
    #expect(recorder.batches.count == 1)
    let twin = kind.make()
    let (_, twinRecorder) = table(twin.source)
    try twin.source.performBatchUpdates { try twin.edit() }
    #expect(recorder.batches == twinRecorder.batches)
    recorder.removeAll()
    subject.resume()
    #expect(recorder.updates.isEmpty)
    #expect(validator.isValid, "\(validator.violations)")
  }

  // MARK: The user's actions

  @Test(
    "the user may not delete or move a paused source's rows; the stack's drag target stays put",
    arguments: PauseKind.allCases)
  func userActions(_ kind: PauseKind) throws {
    let subject = kind.make()
    let other = ArrayDataSource(["o0"], name: "Other")
    let stack = try SectionGroupStack(name: "Screen", groups: [other, subject.source])
    let (validator, recorder) = table(stack)
    let first = TablePath(section: 1, row: 0)
    let second = TablePath(section: 1, row: 1)
    #expect(stack.canEditRow(at: first) && stack.canMoveRow(at: first))
    #expect(stack.targetPath(forMoveFrom: first, proposed: second) == second)
    subject.pause()
    try subject.edit()
    #expect(!stack.canEditRow(at: first) && !stack.canMoveRow(at: first))
    #expect(stack.targetPath(forMoveFrom: first, proposed: second) == first)
    #expect(
      throws: DataSourceError.rowNotEditable(dataSource: subject.source.name, row: 0, section: 0)
        .named(at: first, of: "Screen")
    ) {
      try stack.commitDelete(at: first)
    }
    // A drag the table made anyway is put back.
    validator.userMovedRow(from: first, to: second)
    #expect(
      throws: DataSourceError.rowNotMovable(
        dataSource: subject.source.name, from: [0, 0], to: [0, 1])
    ) {
      try stack.commitMove(from: first, to: second)
    }
    #expect(recorder.batches == [[.moveRow([1, 1], to: [1, 0])]])
    // What the table offers (the row's own place) is accepted.
    subject.resume()
    #expect(stack.canEditRow(at: first))
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("taps on a paused source reach the app with the item its row shows")
  func tapsWhilePaused() throws {
    let fruits = ArrayDataSource(["Apple", "Banana"], name: "Fruits")
    var selected: [String] = []
    fruits.onSelect = { selected.append($0) }
    let (validator, _) = table(fruits)
    fruits.pause()
    try fruits.remove(at: 0)
    try fruits.selectRow(at: [0, 0])
    try fruits.selectRow(at: [0, 1])
    #expect(selected == ["Apple", "Banana"])
    fruits.resume()
    #expect(validator.isValid, "\(validator.violations)")
  }

  // MARK: Pins

  @Test("a paused pinned group keeps its rows under its anchor while the parent changes")
  func pausedPinnedGroup() throws {
    let parent = ArrayDataSource(["p0", "p1", "p2"], name: "Parent")
    let pinned = ArrayDataSource(["a", "b"], name: "Pinned")
    let stack = try SectionGroupStack(name: "Screen", groups: [parent])
    try stack.pin(pinned, under: [0, 1], of: parent, isActive: true)
    let (validator, recorder) = table(stack)
    pinned.pause()
    pinned.append("c")
    try pinned.remove(at: 0)
    try parent.insert("new", at: 0)
    #expect(recorder.batches == [[.insertRows([[0, 0]], .automatic)]])
    #expect(stack.rowCounts == [6])
    recorder.removeAll()
    pinned.resume()
    #expect(
      recorder.batches == [
        [.deleteRows([[0, 3]], .automatic), .insertRows([[0, 4]], .automatic)]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a pin under a paused source's row follows the row when the source resumes")
  func pinUnderPausedSource() throws {
    let parent = ArrayDataSource(["p0", "p1", "p2"], name: "Parent")
    let pinned = ArrayDataSource(["a", "b"], name: "Pinned")
    let stack = try SectionGroupStack(name: "Screen", groups: [parent])
    try stack.pin(pinned, under: [0, 1], of: parent)
    let (validator, recorder) = table(stack)
    parent.pause()
    try parent.insert("new", at: 0)
    try parent.move(from: 2, to: 3)
    // The pin opens under the row the table shows, p1 at row 1.
    try stack.activatePin(pinned)
    #expect(recorder.batches == [[.insertRows([[0, 2], [0, 3]], .automatic)]])
    recorder.removeAll()
    parent.resume()
    #expect(parent.items == ["new", "p0", "p2", "p1"])
    #expect(
      stack.item(at: [0, 4]) == AnyHashable("a") && stack.item(at: [0, 3]) == AnyHashable("p1"))
    #expect(recorder.batches.count == 1)
    #expect(validator.isValid, "\(validator.violations)")
  }

  // MARK: Kinds

  @Test("a placeholder set while paused waits for the resume, and joins its batch")
  func placeholderWaits() throws {
    let devices = ArrayDataSource<String>([], name: "Devices")
    devices.placeholder = RowContent("None")
    let (validator, recorder) = table(devices)
    devices.pause()
    devices.placeholder = RowContent("Searching…")
    #expect(devices.placeholder == RowContent("None"))
    #expect(devices.rowContent(at: [0, 0]) == RowContent("None"))
    #expect(recorder.updates.isEmpty)
    devices.resume()
    #expect(devices.placeholder == RowContent("Searching…"))
    #expect(recorder.batches == [[.reconfigureRows([[0, 0]])]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("an expanding source's expansion while paused reaches the table on resume, under the cap")
  func expandingExpansion() throws {
    let recent = ExpandingDataSource(name: "Recent", collapsedRowCount: 2) {
      TableSection(id: "calls", items: ["a", "b", "c"])
    }
    let (validator, recorder) = table(recent)
    recent.pause()
    try recent.expand(section: 0)
    try recent.resizeSection(at: 0, to: 5) { "p\($0)" }
    #expect(recent.isExpanded(section: 0) && recent.numberOfRows(inSection: 0) == 2)
    #expect(recent.isItemVisible(at: [0, 4]) && recent.rowItem(at: [0, 4]) == nil)
    try recent.collapse(section: 0)
    recent.resume()
    #expect(recorder.updates.isEmpty)
    recent.pause()
    try recent.expand(section: 0)
    recent.resume()
    #expect(recorder.batches == [[.insertRows([[0, 2], [0, 3], [0, 4]], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("an outline's toggle(at:) while paused takes the row the table shows")
  func outlineToggleAt() throws {
    let files = try OutlineDataSource(
      name: "Files",
      roots: [
        OutlineNode("A", children: [OutlineNode("a1")]),
        OutlineNode("B", children: [OutlineNode("b1")]),
      ])
    let (validator, recorder) = table(files)
    files.pause()
    try files.expand("A")
    #expect(files.rows.map(\.id) == ["A", "a1", "B"] && files.rowItem(at: [0, 1])?.id == "B")
    try files.toggle(at: [0, 1])
    #expect(files.isExpanded("B"))
    files.resume()
    #expect(recorder.batches == [[.insertRows([[0, 1], [0, 3]], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }
}

// MARK: - Subjects

/// One pausable source with edits for the cases above.
@MainActor
struct PauseSubject {
  let source: any DataSourceProtocol
  let pause: () -> Void
  let resume: () -> Void
  let flush: () -> Void
  let isPaused: () -> Bool
  let setDidChange: (@escaping () -> Void) -> Void
  /// Several edits that change the first rows, sections included where the source has them.
  let edit: () throws -> Void
  /// Edits that net to nothing.
  let editAndUndo: () throws -> Void
  /// The model as its own APIs read it.
  let model: () -> [String]
}

enum PauseKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case array, sectioned, expanding, outline

  var testDescription: String { rawValue }

  @MainActor
  func make() -> PauseSubject {
    switch self {
    case .array: Self.array()
    case .sectioned: Self.sectioned()
    case .expanding: Self.expanding()
    case .outline: Self.outline()
    }
  }

  @MainActor
  private static func array() -> PauseSubject {
    let source = ArrayDataSource(["a", "b", "c"], name: "Fruits")
    source.canEdit = { _ in true }
    source.canMove = { _ in true }
    return PauseSubject(
      source: source, pause: source.pause, resume: source.resume, flush: source.flush,
      isPaused: { source.isPaused }, setDidChange: { source.didChange = $0 },
      edit: {
        source.append("d")
        try source.remove(at: 0)
        try source.move(from: 0, to: 2)
        try source.replace(at: 0, with: "C")
        try source.insert("e", at: 1)
      },
      editAndUndo: {
        source.append("x")
        try source.remove(at: source.count - 1)
        try source.move(from: 0, to: 1)
        try source.move(from: 1, to: 0)
      },
      model: { source.items })
  }

  @MainActor
  private static func sectioned() -> PauseSubject {
    let source = SectionedDataSource<String, String>(name: "Lists") {
      TableSection(id: "s0", items: ["a", "b"], headerTitle: "S0")
      TableSection(id: "s1", items: ["c"], headerTitle: "S1")
    }
    source.canEdit = { _ in true }
    source.canMove = { _ in true }
    return PauseSubject(
      source: source, pause: source.pause, resume: source.resume, flush: source.flush,
      isPaused: { source.isPaused }, setDidChange: { source.didChange = $0 },
      edit: {
        try source.insert("d", at: [1, 0])
        try source.remove(at: [0, 0])
        try source.moveSection(from: 0, to: 1)
        try source.appendSection(TableSection(id: "s2", items: ["e"], headerTitle: "S2"))
        try source.resizeSection(at: 0, to: 4) { "p\($0)" }
        try source.move(from: [1, 0], to: [0, 1])
      },
      editAndUndo: {
        try source.append("x", toSection: 0)
        try source.remove(at: [0, source.sections[0].items.count - 1])
        try source.insertSection(TableSection(id: "tmp", items: ["t"]), at: 0)
        try source.removeSection(at: 0)
      },
      model: { source.sections.map { "\($0.id): \($0.items)" } })
  }

  @MainActor
  private static func expanding() -> PauseSubject {
    let source = ExpandingDataSource<String, String>(name: "Recent", collapsedRowCount: 2) {
      TableSection(id: "calls", items: ["a", "b", "c"], headerTitle: "Calls")
      TableSection(id: "mail", items: ["m"], headerTitle: "Mail")
    }
    source.canEdit = { _ in true }
    source.canMove = { _ in true }
    return PauseSubject(
      source: source, pause: source.pause, resume: source.resume, flush: source.flush,
      isPaused: { source.isPaused }, setDidChange: { source.didChange = $0 },
      edit: {
        try source.insert("z", at: [0, 0])
        try source.expand(section: 1)
        try source.resizeSection(at: 1, to: 3) { "p\($0)" }
        try source.remove(at: [0, 1])
        try source.moveSection(from: 1, to: 0)
        try source.expand(section: 1)
      },
      editAndUndo: {
        // Collapsing and expanding again would delete and insert the rows past the cap: the
        // tracker cannot tell they are the same items.
        let last = source.sections.count - 1
        try source.append("x", toSection: last)
        try source.remove(at: [last, source.sections[last].items.count - 1])
      },
      model: { source.sections.map { "\($0.id): \($0.items)" } + source.expandedIDs.sorted() })
  }

  @MainActor
  private static func outline() -> PauseSubject {
    let source = try! OutlineDataSource<String, String>(
      name: "Files",
      roots: [
        OutlineNode("A", children: [OutlineNode("a1"), OutlineNode("a2")]),
        OutlineNode("B", children: [OutlineNode("b1")]),
        OutlineNode("C"),
      ])
    source.canEdit = { _ in true }
    source.canMove = { _ in true }
    return PauseSubject(
      source: source, pause: source.pause, resume: source.resume, flush: source.flush,
      isPaused: { source.isPaused }, setDidChange: { source.didChange = $0 },
      edit: {
        try source.expand("A")
        try source.insert(OutlineNode("b2"), under: "B", at: 0)
        try source.expand("B")
        try source.remove("C")
        try source.replaceValue(of: "a1", with: "A one")
        try source.collapse("A")
      },
      editAndUndo: {
        try source.expand("A")
        try source.collapse("A")
      },
      model: { source.rows.map { "\($0.id)=\($0.value)" } })
  }
}
