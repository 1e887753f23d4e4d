import Foundation
import Testing

@testable import StackedDataSources

/// Rows and actions declared on the data source that owns them, typed by its item, and routed by
/// a stack through nesting and pins.
@MainActor
@Suite("Rows and actions belong to their data source")
struct RowsAndActionsTests {
  struct Network: Hashable {
    var name: String
    var isSecured = true
  }

  /// Wi-Fi's switch row, with its networks pinned under it, above a General section.
  @MainActor
  final class Screen {
    var isWiFiOn = false
    var selected: [String] = []
    var details: [String] = []
    let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi")
    let networks = ArrayDataSource(
      [Network(name: "Home"), Network(name: "Café", isSecured: false)], name: "Networks")
    let general = SectionedDataSource<String, String>(name: "General") {
      TableSection(id: "about", items: ["About", "Software Update"], headerTitle: "General")
    }
    let stack: SectionGroupStack
    let recorder = RecordingSink()
    let validator: ValidatingSink

    init() throws {
      let (wifi, general) = (self.wifi, self.general)
      stack = SectionGroupStack(name: "Settings") {
        wifi
        general
      }
      try stack.pin(networks, under: [0, 0], of: wifi, isActive: true)
      validator = ValidatingSink(dataSource: stack, downstream: recorder)
      wifi.content = { [unowned self] in
        RowContent($0, accessory: .toggle(isOn: isWiFiOn), isSelectable: false)
      }
      wifi.onToggle = { [unowned self] _, isOn in
        isWiFiOn = isOn
        try? wifi.replace(at: 0, with: "Wi-Fi")
      }
      networks.content = {
        RowContent($0.name, secondaryText: $0.isSecured ? "Secured" : nil, accessory: .detailButton)
      }
      networks.onSelect = { [unowned self] in selected.append($0.name) }
      networks.onAccessoryTap = { [unowned self] in details.append($0.name) }
      networks.canEdit = { $0.isSecured }
      general.content = { RowContent($0, accessory: .disclosureIndicator) }
      // The table reads the rows (and their content) when it is shown: after the content is set.
      validator.reloadData()
      validator.layoutIfNeeded()
      recorder.removeAll()
      stack.sink = validator
    }
  }

  @Test("content comes from each owner's item, through a pin, and the renderer prints it")
  func content() throws {
    let screen = try Screen()
    #expect(
      screen.stack.rowContent(at: [0, 1])
        == RowContent(
          "Home", secondaryText: "Secured", accessory: .detailButton))
    #expect(
      TextRenderer().render(screen.stack) == """
        ┌─
        │ Wi-Fi [off]
        │     Home — Secured ⓘ
        │     Café ⓘ
        └─
        ┌ General
        │ About ›
        │ Software Update ›
        └─
        """)
  }

  @Test("select, accessory tap and switch reach the owner with its typed item")
  func actionsRouteToOwner() throws {
    let screen = try Screen()
    try screen.stack.selectRow(at: [0, 2])
    try screen.stack.tapAccessory(at: [0, 1])
    #expect(screen.selected == ["Café"] && screen.details == ["Home"])
    // The switch row is not selectable: selecting it does nothing.
    try screen.stack.selectRow(at: [0, 0])
    #expect(screen.selected == ["Café"])
    try screen.stack.setToggle(true, at: [0, 0])
    #expect(screen.isWiFiOn)
    // The owner took the value: the switch already shows it, so no reconfigure echoes it back.
    #expect(screen.recorder.batches.isEmpty)
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @Test("a switch that flips without a reload is caught by the full content check")
  func staleSwitchIsCaught() throws {
    let screen = try Screen()
    // The row's content reads state outside the model, which no edit reports: only the full
    // check, which reads every row, can see it change (issue 21).
    screen.validator.contentCheck = .full
    screen.isWiFiOn = true  // the app changed the state the row shows, and told nobody
    try screen.general.append(contentsOf: ["VPN"], toSection: 0)
    #expect(screen.validator.violations.map(\.rule) == [.contentMismatch])
  }

  @Test("deleting a row removes it from its owner; a refusal is a typed error that sends nothing")
  func commitDelete() throws {
    let screen = try Screen()
    try screen.stack.commitDelete(at: [0, 1])
    #expect(screen.networks.items.map(\.name) == ["Café"])
    #expect(screen.recorder.batches == [[.deleteRows([[0, 1]], .automatic)]])
    screen.recorder.removeAll()
    // The error names the owner's row, and the row the caller named in the stack.
    let refusal = DataSourceError.rowNotEditable(dataSource: "Networks", row: 0, section: 0)
      .named(at: [0, 1], of: "Settings")
    #expect(
      refusal.description
        == "Networks: row 0 of section 0 may not be deleted or inserted (row 1 of section 0 of "
        + "Settings)")
    #expect(refusal.tablePath == [0, 1] && refusal.table == "Settings")
    #expect(throws: refusal) {
      try screen.stack.commitDelete(at: [0, 1])  // Café is not secured: canEdit says no
    }
    #expect(
      throws: DataSourceError.rowOutOfRange(
        dataSource: "Settings", row: 7, section: 0, rowCount: 2)
    ) {
      try screen.stack.commitDelete(at: [0, 7])
    }
    #expect(screen.recorder.updates.isEmpty && screen.networks.count == 1)
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @Test("onDelete replaces the source's own removal")
  func onDelete() throws {
    let screen = try Screen()
    var forgotten: [String] = []
    screen.networks.onDelete = { forgotten.append($0.name) }
    try screen.stack.commitDelete(at: [0, 1])
    #expect(forgotten == ["Home"] && screen.networks.count == 2 && screen.recorder.updates.isEmpty)
  }

  @Test("an Add row's insert control calls its owner's onInsert; other rows have none")
  func commitInsert() throws {
    let screen = try Screen()
    let other = Network(name: "Other…", isSecured: false)
    screen.networks.append(other)
    screen.networks.canInsert = { $0 == other }
    screen.networks.onInsert = { [networks = screen.networks] _ in
      try? networks.insert(Network(name: "Office"), at: networks.count - 1)
    }
    screen.recorder.removeAll()
    #expect(screen.stack.canInsertRow(at: [0, 3]) && !screen.stack.canEditRow(at: [0, 3]))
    #expect(!screen.stack.canInsertRow(at: [0, 1]) && !screen.stack.canInsertRow(at: [1, 0]))
    try screen.stack.commitInsert(at: [0, 3])
    #expect(screen.networks.items.map(\.name) == ["Home", "Café", "Office", "Other…"])
    #expect(screen.recorder.batches == [[.insertRows([[0, 3]], .automatic)]])
    screen.recorder.removeAll()
    // Refusals: a row without the control, another source's row, a missing row, no onInsert.
    #expect(
      throws: DataSourceError.rowNotEditable(dataSource: "Networks", row: 0, section: 0)
        .named(at: [0, 1], of: "Settings")
    ) {
      try screen.stack.commitInsert(at: [0, 1])
    }
    #expect(
      throws: DataSourceError.rowNotEditable(dataSource: "General", row: 0, section: 0)
        .named(at: [1, 0], of: "Settings")
    ) {
      try screen.stack.commitInsert(at: [1, 0])
    }
    #expect(throws: DataSourceError.self) { try screen.stack.commitInsert(at: [0, 9]) }
    screen.networks.onInsert = nil
    #expect(
      throws: DataSourceError.rowNotEditable(dataSource: "Networks", row: 3, section: 0)
        .named(at: [0, 4], of: "Settings")
    ) {
      try screen.stack.commitInsert(at: [0, 4])
    }
    #expect(screen.recorder.updates.isEmpty && screen.networks.count == 4)
    #expect(screen.validator.isValid, "\(screen.validator.violations)")
  }

  @Test("swipe actions come from the owner's item, and perform what they say")
  func swipeActions() throws {
    let screen = try Screen()
    var joined: [String] = []
    screen.networks.swipeActions = { network, edge in
      edge == .leading ? [RowAction("Join") { joined.append(network.name) }] : []
    }
    let actions = screen.stack.swipeActions(at: [0, 2], edge: .leading)
    #expect(actions.map(\.title) == ["Join"])
    actions.first?.perform()
    #expect(joined == ["Café"])
    #expect(screen.stack.swipeActions(at: [0, 2], edge: .trailing).isEmpty)
    #expect(screen.stack.swipeActions(at: [9, 9], edge: .leading).isEmpty)
  }

  @Test("an action on a row that does not exist is a typed error and changes nothing")
  func actionsOnMissingRows() throws {
    let screen = try Screen()
    #expect(
      throws: DataSourceError.sectionOutOfRange(
        dataSource: "Settings", section: 5, sectionCount: 2)
    ) {
      try screen.stack.selectRow(at: [5, 0])
    }
    #expect(throws: DataSourceError.self) { try screen.stack.tapAccessory(at: [1, -1]) }
    #expect(throws: DataSourceError.self) { try screen.stack.setToggle(true, at: [0, 3]) }
    #expect(throws: DataSourceError.self) { try screen.wifi.selectRow(at: [0, Int.max]) }
    #expect(screen.selected.isEmpty && screen.details.isEmpty && !screen.isWiFiOn)
    #expect(screen.recorder.updates.isEmpty)
  }

  @Test("headers, footers and section index titles route through the stack")
  func headersAndIndex() throws {
    let contacts = SectionedDataSource(
      name: "Contacts", grouping: ["Ann", "Bob", "Al"], by: { String($0.prefix(1)) },
      headerTitle: { $0 })
    let indexed = IndexedContacts(contacts)
    let stack = SectionGroupStack(name: "Root") {
      ArrayDataSource(["Me"], name: "Me", headerTitle: "My card")
      indexed
    }
    #expect(stack.headerContent(inSection: 0) == HeaderFooterContent("My card"))
    #expect(stack.headerContent(inSection: 2) == HeaderFooterContent("B"))
    #expect(
      stack.sectionIndexTitles == [
        SectionIndexTitle("A", section: 1), SectionIndexTitle("B", section: 2),
      ])
  }

  /// A hand-written data source with a section index, over a sectioned one.
  @MainActor
  final class IndexedContacts: DataSourceProtocol {
    let base: SectionedDataSource<String, String>
    init(_ base: SectionedDataSource<String, String>) { self.base = base }
    var name: String { base.name }
    var sink: (any TableSink)?
    var numberOfSections: Int { base.numberOfSections }
    func numberOfRows(inSection section: Int) -> Int { base.numberOfRows(inSection: section) }
    func item(at path: TablePath) -> AnyHashable? { base.item(at: path) }
    func titleForHeader(inSection section: Int) -> String? {
      base.titleForHeader(inSection: section)
    }
    var sectionIndexTitles: [SectionIndexTitle] {
      base.sections.enumerated().map { SectionIndexTitle($1.id, section: $0) }
    }
    func beginUpdates() {}
    func endUpdates() throws {}
  }
}
