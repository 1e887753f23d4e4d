import Testing

@testable import StackedDataSources

/// Enable rules (issue 38) found wanting by the fuzz's forms dimension.
@MainActor
@Suite("Enable rules: regressions from the fuzz")
struct EnabledRowRegressionTests {
  /// `targetPath` promises that `commitMove` accepts what it proposes; a disabled row refuses
  /// the move (`.rowDisabled`), so it cannot be dragged at all (fuzz seed 6).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a disabled row cannot be dragged, and targetPath keeps it where it is")
  func disabledRowIsNotMovable() throws {
    let rows = ArrayDataSource(["a", "b", "c"], name: "Rows")
    rows.content = { RowContent($0) }
    rows.canMove = { _ in true }
    rows.enable(when: { $0 != "b" })
    let stack = try SectionGroupStack(name: "Form", groups: [rows])
    #expect(!stack.canMoveRow(at: [0, 1]))
    #expect(stack.canMoveRow(at: [0, 0]))
    #expect(stack.targetPath(forMoveFrom: [0, 1], proposed: [0, 2]) == [0, 1])
    #expect(throws: DataSourceError.rowDisabled(dataSource: "Rows", row: 1, section: 0)) {
      try stack.commitMove(from: [0, 1], to: [0, 2])
    }
  }

  /// A condition reads the app's state only for the rows it is asked about: a row that comes
  /// later may read state no row read before, and a change of that state must still reach it
  /// (fuzz seed 4: every row enabled without reading the flag, then a row that reads it).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a row added later whose condition reads new state is reconfigured when it changes")
  func rowAddedLaterReadsNewState() async throws {
    let model = FormModel()
    let rows = ArrayDataSource(["free"], name: "Rows")
    rows.content = { RowContent($0, accessory: .toggle(isOn: false)) }
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: rows, downstream: recorder, contentCheck: .full)
    rows.sink = validator
    rows.enable(when: { $0 == "free" || model.hasPremium })
    rows.append(contentsOf: ["premium"])
    await endOfTurn()
    #expect(rows.rowContent(at: [0, 1])?.isEnabled == false)
    recorder.removeAll()
    model.hasPremium = true
    await endOfTurn()
    #expect(rows.rowContent(at: [0, 1])?.isEnabled == true)
    #expect(recorder.updates == [.reconfigureRows([[0, 1]])], "\(recorder.updates)")
    #expect(validator.isValid, "\(validator.violations)")
  }

  /// The rule finds the rows whose state flipped by comparing its reading with the one before;
  /// a row whose item was replaced meanwhile (reconfigured, disabled now) reads enabled again
  /// after the state's change, as the item before it did, and must be reconfigured all the same
  /// (fuzz seeds 1, 3, 4, 6: a validated form's owner replaces the item it takes).
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a row whose item was replaced is reconfigured when the state it reads changes")
  func replacedRowReadsState() async throws {
    let model = FormModel()
    let rows = ArrayDataSource(["free1", "free2"], name: "Rows")
    rows.content = { RowContent($0, accessory: .toggle(isOn: false)) }
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: rows, downstream: recorder, contentCheck: .full)
    rows.sink = validator
    rows.enable(when: { model.hasPremium || $0.hasPrefix("free") })
    try rows.replace(at: 1, with: "premium")
    #expect(rows.rowContent(at: [0, 1])?.isEnabled == false)
    recorder.removeAll()
    model.hasPremium = true
    await endOfTurn()
    #expect(rows.rowContent(at: [0, 1])?.isEnabled == true)
    #expect(recorder.updates == [.reconfigureRows([[0, 1]])], "\(recorder.updates)")
    #expect(validator.isValid, "\(validator.violations)")
  }
}
