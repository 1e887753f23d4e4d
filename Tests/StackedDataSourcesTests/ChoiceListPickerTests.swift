import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// A setting shown as a picker row led to a choice list: its options and the selected one.
struct PickerSetting: Hashable, Sendable {
  var id: String
  var options: [String]
  var selected: Int

  var content: RowContent {
    RowContent(
      id,
      accessory: .picker(
        .init(
          options: options.map { .init($0) }, selectedIndex: selected, style: .navigation)))
  }
}

/// Settings whose pickers are shown as navigations.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class PickerSettings {
  var settings = [
    PickerSetting(id: "Appearance", options: ["Automatic", "Light", "Dark"], selected: 0),
    PickerSetting(id: "Ringtone", options: ["Opening", "Radar"], selected: 1),
  ]
}

/// The list a navigation picker leads to (issue 30): its choice reaches the picker row's owner
/// as the user's pick, the picker row — which the user did not touch — is reconfigured to show
/// it, and the list shows the row's selection again.
@MainActor
@Suite("The choice list of a navigation picker")
struct ChoiceListPickerTests {
  /// A screen of a header and the model's settings, following the model and writing picks
  /// back to it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static func screen(of model: PickerSettings) throws -> (
    SectionGroupStack, ArrayDataSource<PickerSetting>
  ) {
    let header = ArrayDataSource(["Display"], name: "Header")
    let settings = ArrayDataSource<PickerSetting>(name: "Settings")
    settings.content = { $0.content }
    settings.onPick = { item, index in
      guard let row = model.settings.firstIndex(where: { $0.id == item.id }) else { return }
      model.settings[row].selected = index
    }
    settings.follow(model, \.settings, id: \.id)
    return (try SectionGroupStack(name: "Screen", groups: [header, settings]), settings)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("choosing an option runs the owner's onPick; the picker row is reconfigured, once")
  func choiceReachesOwner() async throws {
    let model = PickerSettings()
    let (stack, _) = try Self.screen(of: model)
    let table = CheckedTable(stack)
    let list = try ChoiceList(pickerAt: [1, 0], of: stack, name: "Appearance")
    let listTable = CheckedTable(list.dataSource)
    var chosen: [Int] = []
    list.onChoose = { chosen.append($0) }
    #expect(list.dataSource.items == [0, 1, 2] && list.selection == [0])
    #expect(list.dataSource.rowContent(at: [0, 2]) == RowContent("Dark"))
    #expect(ChoiceListTests.checked(list) == [0])

    // The view does not hear of a control input: the picker row did not change under the
    // user's hand, so it must be reconfigured, which the full content check verifies.
    try list.dataSource.selectRow(at: [0, 2])
    #expect(model.settings[0].selected == 2 && chosen == [2])
    #expect(table.take() == [[.reconfigureRows([[1, 0]])]])
    #expect(listTable.take() == [[.reconfigureRows([[0, 0], [0, 2]])]])
    #expect(TextRenderer.text(stack.rowContent(at: [1, 0])!) == "Appearance Dark ›")
    await endOfTurn()
    #expect(table.take().isEmpty && listTable.take().isEmpty, "no echo")

    // The selected option again: nothing changes anywhere.
    try list.choose(2)
    #expect(table.take().isEmpty && listTable.take().isEmpty && chosen == [2, 2])
  }

  @Test("an owner that does not take the pick leaves the row and the list as they were")
  func pickNotTaken() throws {
    let settings = ArrayDataSource(
      [PickerSetting(id: "Appearance", options: ["Automatic", "Light", "Dark"], selected: 0)],
      name: "Settings")
    settings.content = { $0.content }
    let table = CheckedTable(settings)
    let list = try ChoiceList(pickerAt: [0, 0], of: settings)
    let listTable = CheckedTable(list.dataSource)
    try list.choose(1)
    #expect(table.take().isEmpty && listTable.take().isEmpty && list.selection == [0])

    // An owner that edits its source directly is taken the same way as a followed model.
    settings.onPick = { item, index in
      var item = item
      item.selected = index
      try? settings.replace(at: 0, with: item)
    }
    try list.choose(1)
    #expect(table.take() == [[.reconfigureRows([[0, 0]])]])
    #expect(listTable.take() == [[.reconfigureRows([[0, 0], [0, 1]])]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the list shows the picker row's options and selection as they are at each choice")
  func rowChangedMeanwhile() async throws {
    let model = PickerSettings()
    let (stack, _) = try Self.screen(of: model)
    let table = CheckedTable(stack)
    let list = try ChoiceList(pickerAt: [1, 0], of: stack, name: "Appearance")
    let listTable = CheckedTable(list.dataSource)
    model.settings[0].options.append("High Contrast")
    model.settings[0].options[1] = "Light Mode"
    await endOfTurn()
    #expect(table.take() == [[.reconfigureRows([[1, 0]])]])
    try list.choose(2)
    #expect(table.take() == [[.reconfigureRows([[1, 0]])]])
    #expect(
      listTable.take() == [
        [.insertRows([[0, 3]], .automatic), .reconfigureRows([[0, 0], [0, 1], [0, 2]])]
      ])
    #expect(list.dataSource.rowContent(at: [0, 1]) == RowContent("Light Mode"))
    #expect(list.dataSource.items == [0, 1, 2, 3] && ChoiceListTests.checked(list) == [2])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a row that is gone or no longer has the option: a typed error, nothing changes")
  func rowGone() async throws {
    let model = PickerSettings()
    let (stack, _) = try Self.screen(of: model)
    let table = CheckedTable(stack)
    let list = try ChoiceList(pickerAt: [1, 1], of: stack, name: "Ringtone")
    let listTable = CheckedTable(list.dataSource)
    var errors: [DataSourceError] = []
    list.onError = { errors.append($0) }
    model.settings.removeLast()
    await endOfTurn()
    _ = table.take()
    try list.dataSource.selectRow(at: [0, 0])
    #expect(errors.map(\.code) == [.rowOutOfRange])
    #expect(table.take().isEmpty && listTable.take().isEmpty && list.selection == [1])
    #expect(model.settings.map(\.selected) == [0])

    let appearance = try ChoiceList(pickerAt: [1, 0], of: stack)
    model.settings[0].options.removeLast()
    await endOfTurn()
    _ = table.take()
    #expect(throws: DataSourceError.self) { try appearance.choose(2) }
    #expect(model.settings[0].selected == 0 && table.take().isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a list of a row without a picker, or of no row, is a typed error")
  func noPicker() throws {
    let model = PickerSettings()
    let (stack, _) = try Self.screen(of: model)
    #expect(
      throws: DataSourceError.noPicker(
        dataSource: "Screen", row: 0, section: 0, shown: "no control")
    ) {
      _ = try ChoiceList(pickerAt: [0, 0], of: stack)
    }
    #expect(throws: DataSourceError.self) { _ = try ChoiceList(pickerAt: [3, 0], of: stack) }
  }

  @Test("a choice list pinned under a row of a stack: a tap through the stack moves the mark")
  func pinnedInStack() throws {
    let passcode = ArrayDataSource(["Require Passcode", "Erase Data"], name: "Passcode")
    let list = try ChoiceList(ChoiceListTests.options, selection: ["1 min"], name: "Auto-Lock")
    let stack = try SectionGroupStack(name: "Screen", groups: [passcode])
    let table = CheckedTable(stack)
    try stack.pin(list.dataSource, under: [0, 0], of: passcode, isActive: true)
    #expect(table.take() == [[.insertRows((1...5).map { [0, $0] }, .automatic)]])
    try stack.selectRow(at: [0, 4])
    #expect(table.take() == [[.reconfigureRows([[0, 2], [0, 4]])]])
    #expect(list.selection == ["5 min"])
    try list.select("Never")
    #expect(table.take() == [[.reconfigureRows([[0, 4], [0, 5]])]])
    // An edit above the anchor moves the list's rows; the checkmark follows its option.
    try passcode.insert("Face ID", at: 0)
    try stack.selectRow(at: [0, 2])
    #expect(
      table.take() == [
        [.insertRows([[0, 0]], .automatic)], [.reconfigureRows([[0, 2], [0, 6]])],
      ])
    #expect(list.selection == ["30 s"])
  }

  @Test("a menu or segmented picker is chosen in place: it leads to no list")
  func inPlacePickerHasNoList() {
    let source = ArrayDataSource([1], name: "Appearance")
    source.content = { selected in
      RowContent(
        "Appearance",
        accessory: .picker(.init(["Light", "Dark"], selectedIndex: selected, style: .segmented)))
    }
    #expect(
      throws: DataSourceError.noPicker(
        dataSource: "Appearance", row: 0, section: 0, shown: "a segmented picker")
    ) { try ChoiceList(pickerAt: [0, 0], of: source) }
  }
}
