import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// Inline pickers (issue 38): selecting a date or option row opens its calendar, wheels or
/// options in a row pinned under it — one open at a time on the screen — at the exact positions
/// peers get wrong (Former #78, #81, #83), and what the user picks there reaches the row's
/// owner. Every table is a `ValidatingSink` with the full content check.
/// The first day of a vacation, as an app keeps it: the model an inline picker's owner follows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class VacationModel {
  var start = Date(timeIntervalSince1970: 0)
}

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

  @Test("hiding the group or pin it is in closes it, in the hiding batch; it stays closed")
  func hidingClosesIt() throws {
    let screen = try Screen()
    try screen.stack.selectRow(at: [2, 0])
    screen.recorder.removeAll()
    try screen.stack.setHidden(true, for: screen.lockRow)
    #expect(screen.recorder.batches == [[.deleteSections([2], .automatic)]])
    try screen.stack.setHidden(false, for: screen.lockRow)
    #expect(screen.stack.rowCounts == [1, 2, 1], "Auto-Lock, with no picker open")
    let more = ArrayDataSource(["Schedule"], name: "More")
    more.content = {
      RowContent(
        $0, accessory: .picker(.init(["Daily", "Weekly"], selectedIndex: 0, style: .inline)))
    }
    try screen.stack.pin(more, under: [0, 0], of: screen.header, isActive: true)
    try screen.stack.selectRow(at: [0, 1])
    #expect(screen.stack.rowCounts == [3, 2, 1])
    try screen.stack.setPinActive(false, for: more)
    try screen.stack.setPinActive(true, for: more)
    #expect(screen.stack.rowCounts == [2, 2, 1], "Schedule, with no picker open")
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  struct Day: Identifiable, Hashable {
    let id: String
    var date: Date
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a pick reaches an owner that follows a model: the opened row shows it, not set back")
  func pickReachesAFollowedOwner() async throws {
    let model = VacationModel()
    let days = ArrayDataSource<Day>(name: "Vacation")
    days.follow { [Day(id: "Starts", date: model.start)] }
    days.content = {
      RowContent($0.id, accessory: .datePicker(.init(date: $0.date, style: .inline)))
    }
    days.onDateChange = { _, date in model.start = date }
    let stack = try SectionGroupStack(name: "Focus", groups: [days])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
    stack.sink = validator
    try stack.selectRow(at: [0, 0])
    recorder.removeAll()
    let nextDay = Date(timeIntervalSince1970: 86_400)
    try stack.setControlValue(.date(nextDay), at: [0, 1])
    await Task.yield()
    #expect(model.start == nextDay)
    #expect(
      recorder.updates == [.reconfigureRows([[0, 0]])],
      "the row above shows the pick; the calendar, which produced it, is not set back")
    #expect(
      stack.rowContent(at: [0, 1]).map(TextRenderer.text) == "Starts ( 1970-01-02 )",
      "the calendar shows the day the user picked")
    #expect(validator.isValid, "\(validator.violations)")
  }
}
