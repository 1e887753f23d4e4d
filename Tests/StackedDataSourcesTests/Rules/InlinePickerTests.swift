import Foundation
import Testing

@testable import StackedDataSources

/// Inline pickers (issue 38): selecting a date or option row opens its calendar, wheels or
/// options in a row pinned under it — one open at a time on the screen — at the exact positions
/// peers get wrong (Former #78, #81, #83), and what the user picks there reaches the row's
/// owner. Every table is a `ValidatingSink` with the full content check.
@MainActor
@Suite("Inline pickers open under their row, one at a time")
struct InlinePickerTests {
  /// Date & Time: a header row, "Date" and "Time" shown inline, and "Auto-Lock" with inline
  /// options; `model` is what the owners took.
  /// What the owners took.
  @MainActor
  final class Model {
    var date = Date(timeIntervalSince1970: 0)
    var lock = 1
  }

  @MainActor
  final class Screen {
    let model = Model()
    let header = ArrayDataSource(["Set Automatically"], name: "Header")
    let clock = ArrayDataSource(["Date", "Time"], name: "Clock")
    let lockRow = ArrayDataSource(["Auto-Lock"], name: "Lock")
    let stack: SectionGroupStack
    let recorder = RecordingSink()
    let validator: ValidatingSink

    init() throws {
      stack = try SectionGroupStack(name: "Date & Time", groups: [header, clock, lockRow])
      let (model, clock, lockRow) = (model, clock, lockRow)
      header.content = { RowContent($0) }
      clock.content = { title in
        RowContent(
          title,
          accessory: .datePicker(
            .init(date: model.date, components: title == "Date" ? .date : .time, style: .inline)))
      }
      clock.onDateChange = { _, date in
        model.date = date
        try? clock.reconfigureRows(at: [0, 1]) {}
      }
      lockRow.content = { title in
        RowContent(
          title,
          accessory: .picker(
            .init(["30 s", "1 min", "5 min"], selectedIndex: model.lock, style: .inline)))
      }
      lockRow.onPick = { _, index in
        model.lock = index
        try? lockRow.reconfigureRows(at: [0]) {}
      }
      validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
      stack.sink = validator
    }

    var lines: [String] {
      (0..<stack.numberOfSections).flatMap { section in
        (0..<stack.numberOfRows(inSection: section)).map {
          stack.rowContent(at: [section, $0]).map(TextRenderer.text) ?? "?"
        }
      }
    }
  }

  @Test("selecting an inline row opens its picker under it; selecting it again closes it")
  func opensAndCloses() throws {
    let screen = try Screen()
    try screen.stack.selectRow(at: [1, 0])
    #expect(screen.recorder.batches == [[.insertRows([[1, 1]], .automatic)]])
    #expect(
      screen.lines == [
        "Set Automatically", "Date 1970-01-01 ⌄", "Date ( 1970-01-01 )", "Time 00:00 ⌄",
        "Auto-Lock 1 min ⌄",
      ])
    screen.recorder.removeAll()
    try screen.stack.selectRow(at: [1, 0])
    #expect(screen.recorder.batches == [[.deleteRows([[1, 1]], .automatic)]])
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @Test("opening another closes the one open, in one batch")
  func oneOpenAtATime() throws {
    let screen = try Screen()
    try screen.stack.selectRow(at: [1, 0])
    screen.recorder.removeAll()
    try screen.stack.selectRow(at: [1, 2])  // Time, below the open Date picker
    #expect(
      screen.recorder.batches == [
        [.deleteRows([[1, 1]], .automatic), .insertRows([[1, 2]], .automatic)]
      ])
    screen.recorder.removeAll()
    try screen.stack.selectRow(at: [2, 0])  // Auto-Lock, in another group
    #expect(
      screen.recorder.batches == [
        [.deleteRows([[1, 2]], .automatic), .insertRows([[2, 1]], .automatic)]
      ])
    #expect(screen.lines.last == "Auto-Lock ( 30 s · [1 min] · 5 min )")
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @Test("a pick in the opened row reaches the owner; the picker row shows it, no echo")
  func pickReachesTheOwner() throws {
    let screen = try Screen()
    try screen.stack.selectRow(at: [2, 0])
    screen.recorder.removeAll()
    try screen.stack.setControlValue(.option(2), at: [2, 1])
    #expect(screen.model.lock == 2)
    #expect(
      screen.recorder.updates == [.reconfigureRows([[2, 0]])], "the row above, not the wheel")
    #expect(
      screen.lines.suffix(2) == ["Auto-Lock 5 min ⌄", "Auto-Lock ( 30 s · 1 min · [5 min] )"])
    let noon = Date(timeIntervalSince1970: 43_200)
    try screen.stack.selectRow(at: [1, 1])
    try screen.stack.setControlValue(.date(noon), at: [1, 2])
    #expect(screen.model.date == noon)
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @Test("the opened row follows its row, and goes with it")
  func followsItsRow() throws {
    let screen = try Screen()
    try screen.stack.selectRow(at: [1, 1])
    try screen.clock.insert("Time Zone", at: 0)
    #expect(screen.lines[4] == "Time ( 00:00 )", "still under Time, which moved down")
    try screen.clock.remove(at: 2)
    #expect(screen.stack.rowCounts == [1, 2, 1], "Time went, and its opened row with it")
    try screen.stack.selectRow(at: [2, 0])
    #expect(screen.stack.rowCounts == [1, 2, 2], "another opens, as none is open")
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }
}
