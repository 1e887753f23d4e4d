import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// A choice list following a model's selection (issue 30): the model moves the checkmark with
/// one batch of reconfigures, a user's tap that the owner writes to the model is one batch (no
/// echo, no second batch), and the selection survives the options' own follow.
@MainActor
@Suite("A choice list follows an @Observable model")
struct ChoiceListFollowingTests {
  /// A list of the model's options following its Auto-Lock setting, written back on a tap.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static func autoLock(_ model: AutoLockSettings) throws -> ChoiceList<String> {
    let list = try ChoiceList(model.options, name: "Auto-Lock")
    list.follow(model, selection: \.autoLock)
    list.onChoose = { model.autoLock = $0 }
    return list
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a model change moves the checkmark with one batch of two reconfigures")
  func modelMovesCheckmark() async throws {
    let model = AutoLockSettings()
    let list = try Self.autoLock(model)
    #expect(list.selection == ["1 min"])
    let table = CheckedTable(list.dataSource)
    model.autoLock = "Never"
    #expect(table.take().isEmpty, "nothing before the turn ends")
    await endOfTurn()
    #expect(table.take() == [[.reconfigureRows([[0, 1], [0, 4]])]])
    #expect(ChoiceListTests.checked(list) == [4])
    model.autoLock = "Never"
    await endOfTurn()
    #expect(table.take().isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a user's tap the owner writes to the model is one batch, with no echo after it")
  func tapWrittenToModel() async throws {
    let model = AutoLockSettings()
    let list = try Self.autoLock(model)
    let table = CheckedTable(list.dataSource)
    try list.dataSource.selectRow(at: [0, 2])
    #expect(model.autoLock == "2 min")
    #expect(table.take() == [[.reconfigureRows([[0, 1], [0, 2]])]])
    await endOfTurn()
    #expect(table.take().isEmpty, "the follow does not send the model's change again")
    #expect(list.selection == ["2 min"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a tap the owner does not take leaves the checkmark where the model has it")
  func tapNotTaken() async throws {
    let model = AutoLockSettings()
    let list = try ChoiceList(model.options, name: "Auto-Lock")
    list.follow(model, selection: \.autoLock)
    var chosen: [String] = []
    list.onChoose = { chosen.append($0) }
    let table = CheckedTable(list.dataSource)
    try list.dataSource.selectRow(at: [0, 0])
    await endOfTurn()
    #expect(chosen == ["30 s"] && table.take().isEmpty && list.selection == ["1 min"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an optional selection and a set of selected options follow too")
  func optionalAndSet() async throws {
    let model = AutoLockSettings()
    let limit = try ChoiceList(model.options, name: "Limit")
    limit.follow(model, selection: \.limit)
    let limitTable = CheckedTable(limit.dataSource)
    #expect(limit.selection.isEmpty)
    model.limit = "5 min"
    await endOfTurn()
    #expect(limitTable.take() == [[.reconfigureRows([[0, 3]])]])

    let alerts = try ChoiceList(
      ["Mail", "Messages", "Calendar"], allowsMultipleSelection: true, name: "Alerts")
    alerts.follow(model, selection: \.alerts)
    alerts.onChoose = { model.alerts.formSymmetricDifference([$0]) }
    let alertsTable = CheckedTable(alerts.dataSource)
    try alerts.dataSource.selectRow(at: [0, 1])
    #expect(alertsTable.take() == [[.reconfigureRows([[0, 1]])]])
    model.alerts = ["Mail", "Calendar"]
    await endOfTurn()
    #expect(alertsTable.take() == [[.reconfigureRows([[0, 0], [0, 1], [0, 2]])]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("several selected options for a single-selection list are reported, nothing changes")
  func severalForSingle() async throws {
    let model = AutoLockSettings()
    let list = try ChoiceList(["Mail", "Messages"], name: "Alert")
    let following = list.follow(model, selection: \.alerts)
    let table = CheckedTable(list.dataSource)
    model.alerts = ["Mail", "Messages"]
    await endOfTurn()
    #expect(table.take().isEmpty && list.selection.isEmpty)
    #expect(
      following.lastError
        == .multipleSelectionNotAllowed(dataSource: "Alert", options: ["Mail", "Messages"]))
    // Nor does a change of the options apply it.
    list.dataSource.append("Calendar")
    #expect(table.take() == [[.insertRows([[0, 2]], .automatic)]] && list.selection.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a cancelled follow leaves the selection to the list")
  func cancelled() async throws {
    let model = AutoLockSettings()
    let list = try ChoiceList(model.options, name: "Auto-Lock")
    let following = list.follow(model, selection: \.autoLock)
    let table = CheckedTable(list.dataSource)
    following.cancel()
    model.autoLock = "Never"
    await endOfTurn()
    #expect(table.take().isEmpty && list.selection == ["1 min"])
    try list.select("2 min")
    try list.dataSource.remove(at: 2)
    #expect(
      table.take() == [
        [.reconfigureRows([[0, 1], [0, 2]])], [.deleteRows([[0, 2]], .automatic)],
      ])
    #expect(list.selection.isEmpty, "the model's Never does not come back")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the selection survives the options' own follow; an option that leaves leaves it")
  func optionsFollowToo() async throws {
    let model = AutoLockSettings()
    let list = try ChoiceList<String>([], name: "Auto-Lock")
    list.dataSource.follow(model, \.options)
    list.follow(model, selection: \.autoLock)
    let table = CheckedTable(list.dataSource)
    #expect(ChoiceListTests.checked(list) == [1])

    // Options change around the selected one: it keeps its checkmark.
    model.options.insert("15 s", at: 0)
    await endOfTurn()
    #expect(table.take() == [[.insertRows([[0, 0]], .automatic)]])
    #expect(ChoiceListTests.checked(list) == [2] && list.selection == ["1 min"])

    // An option added and selected in one turn: one batch.
    model.options.append("10 min")
    model.autoLock = "10 min"
    await endOfTurn()
    #expect(table.take() == [[.insertRows([[0, 6]], .automatic), .reconfigureRows([[0, 2]])]])
    #expect(ChoiceListTests.checked(list) == [6])

    // The selected option leaves: it leaves the selection; it is checked again when it returns,
    // as the model still selects it.
    model.options.removeLast()
    await endOfTurn()
    #expect(table.take() == [[.deleteRows([[0, 6]], .automatic)]])
    #expect(list.selection.isEmpty && ChoiceListTests.checked(list).isEmpty)
    model.options.append("10 min")
    await endOfTurn()
    let batches = table.take()
    #expect(batches.flatMap { $0 }.contains(.insertRows([[0, 6]], .automatic)))
    #expect(ChoiceListTests.checked(list) == [6] && list.selection == ["10 min"])
  }

  @Test("without a follow, an option that leaves the list leaves the selection")
  func optionLeavesSelection() throws {
    let list = try ChoiceList(
      ["a", "b", "c"], selection: ["a", "c"], allowsMultipleSelection: true)
    let table = CheckedTable(list.dataSource)
    try list.dataSource.remove(at: 2)
    #expect(table.take() == [[.deleteRows([[0, 2]], .automatic)]])
    #expect(list.selection == ["a"])
    list.dataSource.append("c")
    #expect(table.take() == [[.insertRows([[0, 2]], .automatic)]])
    #expect(ChoiceListTests.checked(list) == [0])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a model change inside a transaction on the list's stack joins its batch")
  func joinsStackTransaction() throws {
    let model = AutoLockSettings()
    let header = ArrayDataSource(["Require Passcode"], name: "Header")
    let list = try Self.autoLock(model)
    let stack = try SectionGroupStack(name: "Screen", groups: [header, list.dataSource])
    let table = CheckedTable(stack)
    stack.performBatchUpdates {
      header.append("Erase Data")
      model.autoLock = "30 s"
    }
    #expect(
      table.take() == [[.insertRows([[0, 1]], .automatic), .reconfigureRows([[1, 0], [1, 1]])]])
  }
}
