import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// Settings › Display & Brightness › Auto-Lock, as an app model.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class AutoLockSettings {
  var autoLock = "1 min"
  var limit: String?
  var options = ["30 s", "1 min", "2 min", "5 min", "Never"]
  var alerts: Set<String> = []
}

/// A table of a data source that checks every batch (UIKit's rules and the full content check)
/// and records it.
@MainActor
final class CheckedTable {
  let recorder = RecordingSink()
  let validator: ValidatingSink

  init(_ source: some DataSourceProtocol) {
    validator = ValidatingSink(dataSource: source, downstream: recorder, contentCheck: .full)
    source.sink = validator
  }

  /// The batches sent since the last call, which must all have been valid.
  func take() -> [[TableUpdate]] {
    #expect(validator.isValid, "\(validator.violations)")
    defer { recorder.removeAll() }
    return recorder.batches
  }
}

/// Choice lists (issue 30): the options' rows, the checkmark on the selected ones, moved by a
/// tap, by the app or by a followed model as one batch of reconfigures; and the list a
/// navigation picker leads to.
@MainActor
@Suite("A choice list")
struct ChoiceListTests {
  static let options = ["30 s", "1 min", "2 min", "5 min", "Never"]

  /// The rows that show a checkmark.
  static func checked(_ list: ChoiceList<some Hashable>) -> [Int] {
    (0..<list.dataSource.numberOfRows(inSection: 0)).filter {
      list.dataSource.rowContent(at: [0, $0])?.accessory == .checkmark
    }
  }

  @Test("a tap moves the checkmark as one batch of two reconfigures and reports the option")
  func tapMovesCheckmark() throws {
    let list = try ChoiceList(Self.options, selection: ["1 min"], name: "Auto-Lock")
    let table = CheckedTable(list.dataSource)
    var chosen: [String] = []
    list.onChoose = { chosen.append($0) }
    #expect(Self.checked(list) == [1])
    #expect(list.dataSource.rowContent(at: [0, 0]) == RowContent("30 s"))

    try list.dataSource.selectRow(at: [0, 3])
    #expect(table.take() == [[.reconfigureRows([[0, 1], [0, 3]])]])
    #expect(list.selection == ["5 min"] && list.selected == "5 min")
    #expect(Self.checked(list) == [3])
    #expect(chosen == ["5 min"])
    #expect(TextRenderer.text(list.dataSource.rowContent(at: [0, 3])!) == "5 min ✓")
  }

  @Test("tapping the selected option sends nothing and still reports it")
  func tapSelected() throws {
    let list = try ChoiceList(Self.options, selection: ["1 min"])
    let table = CheckedTable(list.dataSource)
    var chosen: [String] = []
    list.onChoose = { chosen.append($0) }
    try list.dataSource.selectRow(at: [0, 1])
    #expect(table.take().isEmpty)
    #expect(chosen == ["1 min"] && list.selection == ["1 min"])
  }

  @Test("a first choice in a list with none selected reconfigures one row")
  func firstChoice() throws {
    let list = try ChoiceList(Self.options)
    let table = CheckedTable(list.dataSource)
    #expect(list.selected == nil && Self.checked(list).isEmpty)
    try list.choose("Never")
    #expect(table.take() == [[.reconfigureRows([[0, 4]])]])
  }

  @Test("with multiple selection a tap toggles its row alone")
  func multipleSelection() throws {
    let list = try ChoiceList(
      ["Mail", "Messages", "Calendar"], selection: ["Mail"], allowsMultipleSelection: true)
    let table = CheckedTable(list.dataSource)
    try list.dataSource.selectRow(at: [0, 2])
    #expect(table.take() == [[.reconfigureRows([[0, 2]])]])
    #expect(list.selection == ["Mail", "Calendar"] && list.selected == "Mail")
    try list.dataSource.selectRow(at: [0, 0])
    #expect(table.take() == [[.reconfigureRows([[0, 0]])]])
    #expect(list.selection == ["Calendar"] && Self.checked(list) == [2])
    try list.setSelection(["Mail", "Messages"])
    #expect(table.take() == [[.reconfigureRows([[0, 0], [0, 1], [0, 2]])]])
  }

  @Test("selecting from code sends the same batch, and nothing when the selection stays")
  func programmaticSelection() throws {
    let list = try ChoiceList(Self.options, selection: ["1 min"])
    let table = CheckedTable(list.dataSource)
    var chosen: [String] = []
    list.onChoose = { chosen.append($0) }
    try list.select("30 s")
    #expect(table.take() == [[.reconfigureRows([[0, 0], [0, 1]])]])
    try list.select("30 s")
    try list.setSelection(["30 s"])
    #expect(table.take().isEmpty)
    try list.select(nil)
    #expect(table.take() == [[.reconfigureRows([[0, 0]])]])
    #expect(chosen.isEmpty, "the app's own selection is not the user's choice")
  }

  @Test("selecting inside a transaction joins its batch")
  func selectionInTransaction() throws {
    let list = try ChoiceList(Self.options, selection: ["1 min"])
    let table = CheckedTable(list.dataSource)
    try list.dataSource.performBatchUpdates {
      list.dataSource.append("10 min")
      try list.select("10 min")
    }
    #expect(table.take() == [[.insertRows([[0, 5]], .automatic), .reconfigureRows([[0, 1]])]])
    #expect(Self.checked(list) == [5])
  }

  @Test("bad selections are typed errors naming the list and the values; nothing changes")
  func badInput() throws {
    let list = try ChoiceList(Self.options, selection: ["1 min"], name: "Auto-Lock")
    let table = CheckedTable(list.dataSource)
    #expect(
      throws: DataSourceError.unknownOption(dataSource: "Auto-Lock", option: "3 min", count: 5)
    ) {
      try list.select("3 min")
    }
    #expect(
      throws: DataSourceError.unknownOption(dataSource: "Auto-Lock", option: "3 min", count: 5)
    ) {
      try list.choose("3 min")
    }
    let several = DataSourceError.multipleSelectionNotAllowed(
      dataSource: "Auto-Lock", options: ["30 s", "Never"])
    #expect(throws: several) { try list.setSelection(["Never", "30 s"]) }
    #expect(several.description == "Auto-Lock: allows one selected option, not 2 (30 s, Never)")
    #expect(throws: DataSourceError.self) { try list.dataSource.selectRow(at: [0, 9]) }
    #expect(list.selection == ["1 min"] && table.take().isEmpty)
    #expect(throws: DataSourceError.unknownOption(dataSource: "Choices", option: "x", count: 1)) {
      _ = try ChoiceList(["a"], selection: ["x"])
    }
    #expect(throws: several) {
      _ = try ChoiceList(Self.options, selection: ["30 s", "Never"], name: "Auto-Lock")
    }
  }

  @Test("a tap from inside a sink call is refused to the caller; nothing changes")
  func tapDuringBatch() throws {
    let list = try ChoiceList(Self.options, selection: ["1 min"], name: "Auto-Lock")
    var errors: [DataSourceError] = []
    list.onError = { errors.append($0) }
    var chosen: [String] = []
    list.onChoose = { chosen.append($0) }
    var refusal: DataSourceError?
    let sink = TapDuringBatch {
      do throws(DataSourceError) {
        try list.dataSource.selectRow(at: [0, 0])
      } catch { refusal = error }
    }
    list.dataSource.sink = sink
    try list.select("2 min")
    // The view's action is refused before it reaches the row: the view's bridge reports it.
    #expect(refusal == .editDuringBatch(dataSource: "Auto-Lock") && errors.isEmpty)
    #expect(list.selection == ["2 min"] && chosen.isEmpty)
  }
}

/// A sink that runs `tap` once, while it receives its first batch, as a view's delegate might.
@MainActor
final class TapDuringBatch: TableUpdateSink {
  var tap: (() -> Void)?

  init(_ tap: @escaping () -> Void) { self.tap = tap }

  func receive(_ update: TableUpdate) {
    let tap = tap
    self.tap = nil
    tap?()
  }
}
