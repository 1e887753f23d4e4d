import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// A settings model with one value of each control.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class ControlModel {
  var settings = [
    Setting(id: "name", text: "iPhone"), Setting(id: "brightness", number: 0.5),
    Setting(id: "copies", number: 2), Setting(id: "appearance", option: 0),
    Setting(id: "date", date: Date(timeIntervalSince1970: 0)),
  ]
}

/// One row of ``ControlModel``: its identity and the value its control shows.
struct Setting: Hashable, Sendable {
  var id: String
  var text = ""
  var number = 0.0
  var option = 0
  var date = Date(timeIntervalSince1970: 0)

  /// The row's content: the control its identity names, showing its value.
  var content: RowContent {
    switch id {
    case "name":
      RowContent("Name", accessory: .textField(.init(text: text, placeholder: "iPhone")))
    case "brightness":
      RowContent("Brightness", accessory: .slider(.init(value: number, in: 0...1)))
    case "copies":
      RowContent("Copies", accessory: .stepper(.init(value: number, in: 1...10)))
    case "appearance":
      RowContent(
        "Appearance", accessory: .picker(.init(["Light", "Dark"], selectedIndex: option)))
    case "date":
      RowContent("Date", accessory: .datePicker(.init(date: date)))
    default:
      RowContent(id)
    }
  }
}

/// The user's input into a row's control (issue 30): typed by the row's item, routed to the
/// owner, checked, and settled without echo — the row that produced the value is not
/// reconfigured back to it, every other changed row is, and a value the owner did not take is
/// put back. Every table is a `ValidatingSink` with the full content check, so each batch must
/// be legal and leave the table showing the model.
@MainActor
@Suite("The user's input into a row's control")
struct ControlInputTests {
  @MainActor
  final class Table {
    let recorder = RecordingSink()
    let validator: ValidatingSink

    let source: any DataSourceProtocol

    init(_ source: some DataSourceProtocol) {
      self.source = source
      validator = ValidatingSink(dataSource: source, downstream: recorder, contentCheck: .full)
      source.sink = validator
    }

    /// The user enters `value` at `path`, as a bridge hands it on (the data source tells the
    /// sinks).
    func enter(_ value: ControlValue, at path: TablePath) throws(DataSourceError) {
      try source.setControlValue(value, at: path)
    }

    /// The user flips the switch at `path`, as a bridge hands it on.
    func flip(_ isOn: Bool, at path: TablePath) throws(DataSourceError) {
      try source.setToggle(isOn, at: path)
    }
  }

  /// A source of the model's settings that writes each input back to the model.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  static func followingSource(of model: ControlModel) -> ArrayDataSource<Setting> {
    let source = ArrayDataSource<Setting>(name: "Settings")
    source.content = { $0.content }
    func update(_ item: Setting, _ change: (inout Setting) -> Void) {
      guard let index = model.settings.firstIndex(where: { $0.id == item.id }) else { return }
      change(&model.settings[index])
    }
    source.onTextChange = { item, text in update(item) { $0.text = text } }
    source.onValueChange = { item, number in update(item) { $0.number = number } }
    source.onPick = { item, index in update(item) { $0.option = index } }
    source.onDateChange = { item, date in update(item) { $0.date = date } }
    source.follow(model, \.settings, id: \.id)
    return source
  }

  /// An unfollowed source of `settings` whose first row's field keeps what the user types, by
  /// replacing its item.
  static func nameSource(_ settings: [Setting]) -> ArrayDataSource<Setting> {
    let source = ArrayDataSource(settings, name: "Static")
    source.content = { $0.content }
    source.onTextChange = { [unowned source] item, text in
      var item = item
      item.text = text
      try? source.replace(at: 0, with: item)
    }
    return source
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("each control's value reaches the followed model with no batch and no echo")
  func noEchoForEachControl() throws {
    let model = ControlModel()
    let source = Self.followingSource(of: model)
    let table = Table(source)
    let noon = Date(timeIntervalSince1970: 43_200)
    let inputs: [(ControlValue, TablePath)] = [
      (.text("Ada"), [0, 0]), (.number(0.75), [0, 1]), (.option(1), [0, 3]),
      (.date(noon), [0, 4]),
    ]
    for (value, path) in inputs {
      try table.enter(value, at: path)
      #expect(table.recorder.updates.isEmpty, "no reconfigure back to \(value)")
    }
    // A stepper's tap moves its value, not the text beside it, which the owner gives: the row is
    // reconfigured so that the text shows the new value.
    try table.enter(.number(3), at: [0, 2])
    #expect(table.recorder.updates == [.reconfigureRows([[0, 2]])])
    #expect(TextRenderer.text(source.rowContent(at: [0, 2])!) == "Copies [− 3 +]")
    #expect(model.settings.map(\.text)[0] == "Ada")
    #expect(model.settings[1].number == 0.75 && model.settings[2].number == 3)
    #expect(model.settings[3].option == 1 && model.settings[4].date == noon)
    #expect(source.items == model.settings, "the source took the model's values")
    // The content check takes the rows the user changed as refreshed by the next batch: one
    // that does not touch them finds every row showing the model.
    table.recorder.removeAll()
    source.performBatchUpdates { model.settings.append(Setting(id: "extra")) }
    #expect(
      table.recorder.updates == [.beginUpdates, .insertRows([[0, 5]], .automatic), .endUpdates])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a sink the input does not reach reports the row as stale, and says it was not told")
  func untoldSinkReportsStaleRow() throws {
    let model = ControlModel()
    let source = Self.followingSource(of: model)
    let table = Table(source)
    // A sink of the app's own in front, which does not pass the news of input on.
    source.sink = RelayingSink(downstream: table.validator)
    try source.setControlValue(.text("Ada"), at: [0, 0])
    #expect(table.recorder.updates.isEmpty)
    source.performBatchUpdates { model.settings.append(Setting(id: "extra")) }
    #expect(table.recorder.updates.count == 3, "one batch: the insert")
    #expect(table.validator.violations.map(\.rule) == [.contentMismatch])
    #expect(
      table.validator.violations.first?.message.hasSuffix(
        "; it shows a control: when the user changed it, the view shows the value with no "
          + "batch, and this sink was not told (UserInputFollower)") == true,
      "\(table.validator.violations)")
  }

  @Test("a row the user changed and then dragged is refreshed where the drag left it")
  func changedThenDragged() throws {
    let source = Self.nameSource([Setting(id: "name", text: "iPhone"), Setting(id: "other")])
    source.canMove = { _ in true }
    let table = Table(source)
    try table.enter(.text("Ada"), at: [0, 0])
    // The drag moves the field's row below the other; the next batch must find it refreshed
    // there, not at [0, 0].
    table.validator.userMovedRow(from: [0, 0], to: [0, 1])
    try source.commitMove(from: [0, 0], to: [0, 1])
    source.append(Setting(id: "new"))
    #expect(source.items.map(\.id) == ["other", "name", "new"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a paused source holds the input with its edits: a refused value is put back on resume")
  func pausedSourceSettlesOnResume() throws {
    let source = ArrayDataSource([Setting(id: "brightness", number: 0.5)], name: "Paused")
    source.content = { $0.content }
    let table = Table(source)
    source.pause()
    try table.enter(.number(0.9), at: [0, 0])
    #expect(table.recorder.updates.isEmpty, "the table shows what it was last told")
    source.resume()
    #expect(table.recorder.updates == [.reconfigureRows([[0, 0]])], "the slider goes back")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a picker shown as a navigation is chosen elsewhere: its row is reconfigured")
  func navigationPickerIsReconfigured() throws {
    let source = ArrayDataSource([0], name: "Auto-Lock")
    source.content = { selected in
      let options = ["30 Seconds", "1 Minute"]
      return RowContent(
        "Auto-Lock",
        accessory: .picker(.init(options, selectedIndex: selected, style: .navigation)))
    }
    source.onPick = { [unowned source] _, index in try? source.replace(at: 0, with: index) }
    let table = Table(source)
    try source.setControlValue(.option(1), at: [0, 0])
    #expect(table.recorder.updates == [.reconfigureRows([[0, 0]])], "the row shows 1 Minute")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("input into a paused source's row the model has since removed is settled on resume")
  func pausedInputOnRemovedRow() throws {
    let source = ArrayDataSource(
      [
        Setting(id: "a", number: 0.5), Setting(id: "b", number: 0.5), Setting(id: "c", number: 0.5),
      ],
      name: "Paused")
    source.content = { _ in RowContent("Level", accessory: .slider(.init(value: 0.5))) }
    let table = Table(source)
    source.pause()
    try source.removeSubrange(0..<2)
    // The table still shows the three rows it was last told of: the user drags the third.
    try table.enter(.number(0.9), at: [0, 2])
    #expect(table.recorder.updates.isEmpty)
    source.resume()
    #expect(
      table.recorder.updates == [
        .beginUpdates, .deleteRows([[0, 0], [0, 1]], .automatic), .endUpdates,
        .reconfigureRows([[0, 0]]),
      ], "the slider, now the first row, goes back to the value its content has")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("the validating sink refuses input for a row the table does not have")
  func inputOutsideTable() {
    let source = ArrayDataSource(["a"], name: "Rows")
    let table = Table(source)
    table.validator.userChangedControl(at: [0, 3])
    #expect(table.validator.violations.map(\.rule) == [.userInputOutsideTable])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("another row that shows the same value is reconfigured in the input's batch")
  func dependentRowIsReconfigured() throws {
    let model = ControlModel()
    let source = Self.followingSource(of: model)
    // A second row that shows the name: the handler writes the model and the summary, whose
    // row is reconfigured in the same batch.
    let summary = ArrayDataSource(["iPhone"], name: "Summary")
    summary.content = { RowContent("Shown as", accessory: .value($0)) }
    source.onTextChange = { [unowned summary] item, text in
      model.settings[0].text = text
      try? summary.replace(at: 0, with: text)
    }
    let stack = try SectionGroupStack(name: "Screen", groups: [source, summary])
    let table = Table(stack)
    try table.enter(.text("Ada"), at: [0, 0])
    #expect(table.recorder.updates == [.reconfigureRows([[1, 0]])])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a value the owner does not take is put back with a reconfigure")
  func refusedValueIsPutBack() throws {
    let source = ArrayDataSource([Setting(id: "brightness", number: 0.5)], name: "Static")
    source.content = { $0.content }
    var heard: [Double] = []
    source.onValueChange = { heard.append($1) }
    let table = Table(source)
    try table.enter(.number(0.9), at: [0, 0])
    #expect(heard == [0.9])
    #expect(table.recorder.updates == [.reconfigureRows([[0, 0]])], "the slider goes back")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a handler that replaces the item takes the value: no reconfigure")
  func replacedItemTakesTheValue() throws {
    let source = Self.nameSource([Setting(id: "name", text: "iPhone")])
    let table = Table(source)
    try table.enter(.text("Ada"), at: [0, 0])
    #expect(table.recorder.updates.isEmpty)
    #expect(source.items[0].text == "Ada")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a handler whose transaction moves the row: the row is settled where it lands")
  func handlerMovesTheRow() throws {
    let source = Self.nameSource([Setting(id: "name", text: "iPhone"), Setting(id: "other")])
    let takeName = source.onTextChange
    source.onTextChange = { [unowned source] item, text in
      takeName?(item, text)
      try? source.insert(Setting(id: "new"), at: 0)
    }
    let table = Table(source)
    try table.enter(.text("Ada"), at: [0, 0])
    #expect(
      table.recorder.batches == [[.insertRows([[0, 0]], .automatic)]],
      "the insert, and no reconfigure of the field now at [0, 1]")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a value entered inside an open transaction is not the view's: its row is refreshed")
  func inputInsideATransaction() throws {
    let source = Self.nameSource([Setting(id: "name", text: "iPhone"), Setting(id: "other")])
    let table = Table(source)
    // The transaction retitles the row first: the view shows neither the new title nor the
    // value, so the row must be reconfigured, not settled as the user's.
    try source.performBatchUpdates {
      try source.replace(at: 0, with: Setting(id: "name", text: "Renamed"))
      try source.setControlValue(.text("Ada"), at: [0, 0])
      try source.insert(Setting(id: "new"), at: 0)
    }
    #expect(
      table.recorder.updates == [
        .beginUpdates, .insertRows([[0, 0]], .automatic), .endUpdates, .reconfigureRows([[0, 1]]),
      ])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a second input in one open transaction: the view still shows the first one's text")
  func secondInputInsideATransaction() throws {
    // The stepper's text follows its value (the owner's), but a tap moves the value only: after
    // the first input the view shows 3 beside the old text "2", so the second input of the same
    // value does not make the row read as its content ("3"), and the row must be reconfigured.
    let source = ArrayDataSource([Setting(id: "copies", number: 2)], name: "Static")
    source.content = { $0.content }
    source.onValueChange = { [unowned source] item, number in
      var item = item
      item.number = number
      try? source.replace(at: 0, with: item)
    }
    let table = Table(source)
    source.beginUpdates()
    try table.enter(.number(3), at: [0, 0])
    try table.enter(.number(3), at: [0, 0])
    try source.endUpdates()
    #expect(table.recorder.updates == [.reconfigureRows([[0, 0]])], "the text beside reads 2")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("through a stack, a pin and a nested stack, the input reaches the owner")
  func routedThroughStacks() throws {
    let anchor = ArrayDataSource(["Display"], name: "Anchor")
    let pinned = ArrayDataSource([Setting(id: "brightness", number: 0.5)], name: "Pinned")
    pinned.content = { $0.content }
    pinned.onValueChange = { [unowned pinned] item, value in
      var item = item
      item.number = value
      try? pinned.replace(at: 0, with: item)
    }
    let inner = try SectionGroupStack(name: "Inner", groups: [anchor])
    try inner.pin(pinned, under: [0, 0], of: anchor, isActive: true)
    let outer = try SectionGroupStack(
      name: "Outer", groups: [ArrayDataSource(["x"], name: "Top"), inner])
    let table = Table(outer)
    try table.enter(.number(0.25), at: [1, 1])
    #expect(pinned.items[0].number == 0.25)
    #expect(table.recorder.updates.isEmpty)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a value a control cannot take is a typed error, and nothing changes")
  func badInput() throws {
    let source = ArrayDataSource(
      [
        Setting(id: "brightness", number: 0.5), Setting(id: "copies", number: 2),
        Setting(id: "appearance"), Setting(id: "name"), Setting(id: "date"),
        Setting(id: "plain"),
      ], name: "Controls")
    source.content = { setting in
      var content = setting.content
      if setting.id == "name" {
        content.accessory = .textField(.init(text: "x", isEditable: false))
      }
      if setting.id == "date" {
        let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 100)
        content.accessory = .datePicker(.init(date: setting.date, in: range))
      }
      return content
    }
    var ran = 0
    source.onValueChange = { _, _ in ran += 1 }
    source.onPick = { _, _ in ran += 1 }
    source.onTextChange = { _, _ in ran += 1 }
    source.onDateChange = { _, _ in ran += 1 }
    let table = Table(source)
    let cases: [(ControlValue, TablePath, DataSourceError)] = [
      (
        .number(1.5), [0, 0],
        .invalidControlValue(
          dataSource: "Controls", row: 0, section: 0, control: "slider", value: .number(1.5),
          reason: "outside 0.0...1.0")
      ),
      (
        .number(.nan), [0, 0],
        .invalidControlValue(
          dataSource: "Controls", row: 0, section: 0, control: "slider", value: .number(.nan),
          reason: "it is not a finite number")
      ),
      (
        .number(2.5), [0, 1],
        .invalidControlValue(
          dataSource: "Controls", row: 1, section: 0, control: "stepper", value: .number(2.5),
          reason: "not a multiple of its step 1.0 from 1.0")
      ),
      (
        .option(2), [0, 2],
        .invalidControlValue(
          dataSource: "Controls", row: 2, section: 0, control: "picker", value: .option(2),
          reason: "it has 2 options (0..<2)")
      ),
      (
        .text("y"), [0, 3],
        .invalidControlValue(
          dataSource: "Controls", row: 3, section: 0, control: "text field", value: .text("y"),
          reason: "it is not editable")
      ),
      (
        .text("y"), [0, 0],
        .noSuchControl(
          dataSource: "Controls", row: 0, section: 0, value: .text("y"), shown: "a slider")
      ),
      (
        .option(0), [0, 5],
        .noSuchControl(
          dataSource: "Controls", row: 5, section: 0, value: .option(0), shown: "no control")
      ),
      (
        .number(1), [0, 6],
        .rowOutOfRange(dataSource: "Controls", row: 6, section: 0, rowCount: 6)
      ),
    ]
    for (value, path, expected) in cases {
      #expect(throws: expected) { try source.setControlValue(value, at: path) }
    }
    let late = Date(timeIntervalSince1970: 1_000)
    #expect(throws: DataSourceError.self) { try source.setControlValue(.date(late), at: [0, 4]) }
    #expect(
      throws: DataSourceError.noSuchControl(
        dataSource: "Controls", row: 0, section: 0, value: nil, shown: "a slider")
    ) {
      try source.endEditing(at: [0, 0])
    }
    #expect(ran == 0, "no handler ran")
    #expect(table.recorder.updates.isEmpty, "nothing was sent")
    #expect(
      DataSourceError.noSuchControl(
        dataSource: "Controls", row: 0, section: 0, value: .text("y"), shown: "a slider"
      ).description
        == "Controls: row 0 of section 0 has no text field for text \"y\"; it shows a slider")
  }

  @Test("an input from inside a sink call is refused: the table is applying a batch")
  func inputDuringDelivery() throws {
    let source = ArrayDataSource([Setting(id: "copies", number: 2)], name: "Static")
    source.content = { $0.content }
    var ran = false
    source.onValueChange = { _, _ in ran = true }
    var refusal: DataSourceError?
    let sink = MeddlingSink(downstream: RecordingSink())
    sink.onFirstBegin = {
      do throws(DataSourceError) {
        try source.setControlValue(.number(3), at: [0, 0])
      } catch { refusal = error }
    }
    source.sink = sink
    source.append(Setting(id: "x"))
    #expect(refusal == .editDuringBatch(dataSource: "Static"))
    #expect(!ran)
  }

  @Test("end of editing reaches onEndEditing with the field's text, in a transaction")
  func endEditing() throws {
    let source = ArrayDataSource([Setting(id: "name", text: "Ada")], name: "Static")
    source.content = { $0.content }
    var ended: [String] = []
    source.onEndEditing = { ended.append($1) }
    _ = Table(source)
    try source.endEditing(at: [0, 0])
    #expect(ended == ["Ada"])
  }

  @Test("a switch the owner takes is not reconfigured; one it refuses flips back")
  func toggleSettles() throws {
    let source = ArrayDataSource(["Wi-Fi", "Locked"], name: "Switches")
    var wifi = false
    source.content = { name in
      RowContent(name, accessory: .toggle(isOn: name == "Wi-Fi" ? wifi : false))
    }
    source.onToggle = { name, isOn in if name == "Wi-Fi" { wifi = isOn } }
    let table = Table(source)
    try table.flip(true, at: [0, 0])
    #expect(wifi && table.recorder.updates.isEmpty)
    try table.flip(true, at: [0, 1])
    #expect(table.recorder.updates == [.reconfigureRows([[0, 1]])], "the switch flips back")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a slider snaps a value to its step within its range, and takes the result")
  func sliderSnaps() throws {
    let slider = RowContent.Slider(value: 0, in: 0...1, step: 0.3)
    let snapped = [-1, 0.1, 0.2, 0.5, 0.99, 1, 7].map(slider.snapped)
    let expected = [0, 0, 0.3, 0.6, 0.9, 0.9, 0.9]
    #expect(zip(snapped, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(snapped)")
    #expect(RowContent.Slider(value: 0, in: 0...1).snapped(0.42) == 0.42)
    // A range that is a whole number of steps reaches its end, whatever the division rounds to.
    #expect(RowContent.Slider(value: 0, in: 0...0.3, step: 0.1).snapped(0.3) == 0.3)
    #expect(RowContent.Slider(value: 0, in: 0...0.7, step: 0.1).snapped(1) == 0.7)
    for value in stride(from: -0.5, through: 1.5, by: 0.01) {
      if case .invalid(_, let reason) = RowContent.Accessory.slider(slider).entering(
        .number(slider.snapped(value)))
      {
        Issue.record(
          "\(value) snapped to \(slider.snapped(value)), which the slider refuses: \(reason)")
      }
    }
  }

  @Test("the text renderer draws each control on one line")
  func renderedControls() {
    let noon = Date(timeIntervalSince1970: 1_795_694_400)  // 2026-11-26 12:00 UTC
    let lines = [
      RowContent("Name", accessory: .textField(.init(text: "Ada"))),
      RowContent("Name", accessory: .textField(.init(text: "", placeholder: "iPhone"))),
      RowContent("Password", accessory: .textField(.init(text: "abc", isSecure: true))),
      RowContent("Brightness", accessory: .slider(.init(value: 0.6))),
      RowContent("Copies", accessory: .stepper(.init(value: 2, in: 1...10))),
      RowContent(
        "Appearance",
        accessory: .picker(.init(["Light", "Dark"], selectedIndex: 1, style: .segmented))),
      RowContent("Ringtone", accessory: .picker(.init(["Opening", "Chimes"], selectedIndex: 0))),
      RowContent(
        "Auto-Lock",
        accessory: .picker(.init(["30 Seconds", "1 Minute"], selectedIndex: 0, style: .navigation))),
      RowContent("Date", accessory: .datePicker(.init(date: noon))),
      RowContent("Time", accessory: .datePicker(.init(date: noon, components: .dateAndTime))),
    ].map(TextRenderer.text)
    #expect(
      lines == [
        "Name [Ada|]", "Name [⟨iPhone⟩|]", "Password [•••|]", "Brightness [————●——] 0.6",
        "Copies [− 2 +]", "Appearance [Light|•Dark]", "Ringtone [Opening ▾]",
        "Auto-Lock 30 Seconds ›", "Date [2026-11-26]", "Time [2026-11-26 12:00]",
      ])
  }
}

/// A sink that passes every batch on and follows nothing (not the user's input).
@MainActor
final class RelayingSink: TableUpdateSink {
  let downstream: any TableSink

  init(downstream: any TableSink) { self.downstream = downstream }

  func receive(_ update: TableUpdate) { downstream.apply(update) }
}
