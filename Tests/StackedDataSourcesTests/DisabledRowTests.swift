import Testing

@testable import StackedDataSources

/// A disabled row (issue 38): drawn dimmed by every view, and the user's actions on it are
/// refused with a typed error; nothing runs and nothing is sent.
@MainActor
@Suite("A disabled row refuses the user's actions")
struct DisabledRowTests {
  struct Option: Hashable {
    var title: String
    var isPremium = false
  }

  /// "Wi-Fi" (enabled) and "Hotspot" (premium, disabled), each a switch, a field and a swipe
  /// action; `log` records what ran.
  @MainActor
  final class Screen {
    let options = ArrayDataSource(
      [Option(title: "Wi-Fi"), Option(title: "Hotspot", isPremium: true)], name: "Options")
    let stack: SectionGroupStack
    let validator: ValidatingSink
    let recorder = RecordingSink()
    var log: [String] = []

    init() throws {
      stack = try SectionGroupStack(name: "Settings", groups: [options])
      options.content = {
        RowContent($0.title, accessory: .toggle(isOn: false), isEnabled: !$0.isPremium)
      }
      options.canEdit = { _ in true }
      options.canInsert = { _ in true }
      validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
      stack.sink = validator
      options.onSelect = { [unowned self] in log.append("select \($0.title)") }
      options.onAccessoryTap = { [unowned self] in log.append("accessory \($0.title)") }
      options.onToggle = { [unowned self] option, _ in log.append("toggle \(option.title)") }
      options.onInsert = { [unowned self] in log.append("insert \($0.title)") }
      options.onDelete = { [unowned self] in log.append("delete \($0.title)") }
      options.swipeActions = { option, _ in [RowAction("Share") {}] }
    }
  }

  @Test("taps, switches, input, swipes, deletes and inserts on a disabled row are refused")
  func everyActionIsRefused() throws {
    let screen = try Screen()
    let stack = screen.stack
    let hotspot: TablePath = [0, 1]
    let refusal = DataSourceError.rowDisabled(dataSource: "Options", row: 1, section: 0)
      .named(at: hotspot, of: "Settings")
    #expect(
      refusal.description
        == "Options: row 1 of section 0 is disabled; the user's action was refused (row 1 of "
        + "section 0 of Settings)")
    #expect(throws: refusal) { try stack.selectRow(at: hotspot) }
    #expect(throws: refusal) { try stack.tapAccessory(at: hotspot) }
    #expect(throws: refusal) { try stack.setToggle(true, at: hotspot) }
    #expect(throws: refusal) { try stack.setControlValue(.text("x"), at: hotspot) }
    #expect(throws: refusal) { try stack.commitDelete(at: hotspot) }
    #expect(throws: refusal) { try stack.commitInsert(at: hotspot) }
    #expect(stack.swipeActions(at: hotspot, edge: .trailing).isEmpty)
    #expect(screen.log.isEmpty && screen.recorder.updates.isEmpty)
    // The enabled row answers as always.
    try stack.setToggle(true, at: [0, 0])
    try stack.selectRow(at: [0, 0])
    #expect(screen.log == ["toggle Wi-Fi", "select Wi-Fi"])
    #expect(stack.swipeActions(at: [0, 0], edge: .trailing).map(\.title) == ["Share"])
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @Test("a disabled row does not accept a tap, and the text renderer says it is disabled")
  func drawnDisabled() throws {
    let screen = try Screen()
    let hotspot = try #require(screen.stack.rowContent(at: [0, 1]))
    #expect(!hotspot.isEnabled && !hotspot.acceptsSelection)
    #expect(screen.stack.rowContent(at: [0, 0])?.acceptsSelection == true)
    #expect(TextRenderer.text(hotspot) == "Hotspot [off] (disabled)")
  }
}
