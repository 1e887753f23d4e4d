import Foundation
import Testing

@testable import StackedDataSources

/// The model a SwiftUI `List` adapter reads and calls (issue 20): sections and rows by identity,
/// actions routed to the row's owner by identity, `onDelete` and `onMove` offsets turned into
/// the owners' commits, a move the model takes sending nothing. Every table is validated.
@MainActor
@Suite("A List's model: rows by identity, actions to their owners")
struct ListModelTests {
  /// What `move(fromOffsets:toOffset:)` does to an array, as SwiftUI documents it.
  func moved(_ items: [String], from offsets: IndexSet, to destination: Int) -> [String] {
    let moving = offsets.map { items[$0] }
    var rest = items.indices.filter { !offsets.contains($0) }.map { items[$0] }
    let before = items.indices.filter { !offsets.contains($0) && $0 < destination }.count
    rest.insert(contentsOf: moving, at: before)
    return rest
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("onMove: every set of rows to every destination lands as SwiftUI moves them")
  func onMoveEveryCase() throws {
    let start = ["a", "b", "c", "d", "e"]
    for mask in 1..<(1 << start.count) {
      let offsets = IndexSet(start.indices.filter { mask & (1 << $0) != 0 })
      for destination in 0...start.count {
        let names = ArrayDataSource(start, name: "Names")
        names.canMove = { _ in true }
        let model = ListModel(dataSource: names)
        model.identities.checksBatches = true
        let identities = Dictionary(
          uniqueKeysWithValues: zip(start, model.sections[0].rows.map(\.id)))
        try model.move(from: offsets, to: destination, inSection: 0)
        let expected = moved(start, from: offsets, to: destination)
        #expect(names.items == expected, "\(offsets.map { $0 }) → \(destination)")
        #expect(model.sections[0].rows.map(\.id) == expected.map { identities[$0]! })
        #expect(model.identities.checkFailures.isEmpty)
        // The owner took every move: nothing was sent back to the list.
        #expect(model.identities.checkedBatches == 0)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("tap, toggle, swipe and delete reach the owner of the row, found by identity")
  func actionsByIdentity() throws {
    struct Setting: Hashable {
      var title: String
      var isOn = false
    }
    let switches = ArrayDataSource([Setting(title: "Wi-Fi")], name: "Switches")
    switches.content = { RowContent($0.title, accessory: .toggle(isOn: $0.isOn)) }
    switches.onToggle = { setting, isOn in
      try? switches.replace(at: 0, with: Setting(title: setting.title, isOn: isOn))
    }
    let pages = ArrayDataSource(["About", "Reset"], name: "Pages", headerTitle: "General")
    var opened: [String] = []
    pages.onSelect = { opened.append($0) }
    pages.canEdit = { _ in true }
    pages.swipeActions = { page, _ in [RowAction("Pin \(page)") {}] }
    let stack = try SectionGroupStack(name: "Screen", groups: [switches, pages])
    let model = ListModel(dataSource: stack)
    model.identities.checksBatches = true
    #expect(model.sections.map(\.header?.title) == [nil, "General"])
    let reset = model.sections[1].rows[1]
    try model.setToggle(true, for: model.sections[0].rows[0])
    #expect(
      switches.items[0].isOn
        && model.state(of: model.sections[0].rows[0]).content.accessory == .toggle(isOn: true))
    try model.delete(at: IndexSet(integer: 0), inSection: 1)
    // "Reset" moved up a row; the model finds it by identity.
    try model.select(reset)
    #expect(opened == ["Reset"])
    #expect(model.swipeActions(for: reset, edge: .trailing).map(\.title) == ["Pin Reset"])
    try model.delete(at: IndexSet(integer: 0), inSection: 1)
    #expect(throws: DataSourceError.self) { try model.select(reset) }
    #expect(model.swipeActions(for: reset, edge: .trailing).isEmpty)
    #expect(model.identities.checkFailures.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a second model of the same screen reuses its identities and keeps the sink it had")
  func secondModelReusesIdentities() throws {
    let pages = ArrayDataSource(["About", "Reset"], name: "Pages")
    let stack = try SectionGroupStack(name: "Screen", groups: [pages])
    let recorder = RecordingSink()
    stack.sink = recorder
    let first = ListModel(dataSource: stack)
    let about = first.sections[0].rows[0].id
    let second = ListModel(dataSource: stack)
    #expect(second.identities === first.identities)
    #expect(second.sections[0].rows[0].id == about)
    pages.append("Legal")
    // The identities sit in front of the recorder that was the sink before.
    #expect(recorder.batches.count == 1)
    #expect(
      first.sections[0].rows.map { first.state(of: $0).content.title } == [
        "About", "Reset", "Legal",
      ])
    #expect(second.sections[0].rows.count == 3)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a switch flipped by token, an accessory tap, and delete and move by section identity")
  func actionsByTokenAndSectionIdentity() throws {
    let switches = ArrayDataSource([false], name: "Switches")
    switches.content = { RowContent("Wi-Fi", accessory: .toggle(isOn: $0)) }
    switches.onToggle = { _, isOn in try? switches.replace(at: 0, with: isOn) }
    let devices = ArrayDataSource(["Printer", "TV", "Watch"], name: "Devices")
    devices.canEdit = { $0 != "Printer" }
    devices.canMove = { _ in true }
    var info: [String] = []
    devices.onAccessoryTap = { info.append($0) }
    let stack = try SectionGroupStack(name: "Screen", groups: [switches, devices])
    let model = ListModel(dataSource: stack)
    model.identities.checksBatches = true
    let wifi = try #require(model.identities.token(for: model.sections[0].rows[0].id))
    try model.setToggle(true, for: wifi)
    #expect(switches.items == [true])
    let section = model.sections[1]
    #expect(section.rows.map { model.state(of: $0).canDelete } == [false, true, true])
    #expect(section.rows.map { model.state(of: $0).canMove } == [true, true, true])
    #expect(section.rows.map(\.path) == (0..<3).map { TablePath(section: 1, row: $0) })
    try model.tapAccessory(of: section.rows[2])
    #expect(info == ["Watch"])
    let watch = try #require(model.identities.token(for: section.rows[2].id))
    try model.move(from: IndexSet(integer: 2), to: 0, in: section.id)
    #expect(devices.items == ["Watch", "Printer", "TV"])
    try model.delete(at: IndexSet(integer: 0), in: section.id)
    #expect(devices.items == ["Printer", "TV"])
    // A section or row that is gone is a typed error, and nothing changes.
    #expect(model.identities.identity(for: watch) == nil)
    #expect(throws: DataSourceError.self) { try model.setToggle(true, for: watch) }
    let switchSection = model.sections[0].id
    try stack.remove(switches)
    #expect(throws: DataSourceError.self) {
      try model.delete(at: IndexSet(integer: 0), in: switchSection)
    }
    #expect(devices.items == ["Printer", "TV"])
    #expect(model.identities.checkFailures.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("sections read earlier stay as they were; a row's content is asked where it is now")
  func sectionsAreSnapshotsContentOnDemand() throws {
    let asked = Box()
    let names = ArrayDataSource((0..<300).map { "n\($0)" }, name: "Names")
    names.content = {
      asked.count += 1
      return RowContent($0)
    }
    names.canEdit = { $0 != "n1" }
    let model = ListModel(dataSource: names)
    model.identities.checksBatches = true
    let before = model.sections
    #expect(asked.count == 0)
    let ids = Array(before[0].rows.identities)
    try names.insert("new", at: 0)
    _ = try names.remove(at: 150)
    try names.move(from: 299, to: 3)
    // The value read before the batches is the table as it was.
    #expect(Array(before[0].rows.identities) == ids && before[0].rows.count == 300)
    #expect(before[0].rows.map(\.path.row) == Array(0..<300))
    // Its rows moved down by one: the model finds each where it is now.
    #expect(model.state(of: before[0].rows[1]).content.title == "n1")
    #expect(
      !model.state(of: before[0].rows[1]).canDelete && model.state(of: before[0].rows[2]).canDelete)
    #expect(model.state(of: before[0].rows[149]).content.title == "")
    let after = model.sections
    #expect(
      after[0].rows.prefix(5).map { model.state(of: $0).content.title } == [
        "new", "n0", "n1", "n299", "n2",
      ])
    // Once per row asked about (n1, n1 and n2 again for their flags, then five), never for
    // the rest of the 300.
    #expect(asked.count == 3 + 5)
    #expect(model.identities.checkFailures.isEmpty)
  }

  /// Counts what a closure of a data source was asked.
  final class Box {
    var count = 0
  }
}
