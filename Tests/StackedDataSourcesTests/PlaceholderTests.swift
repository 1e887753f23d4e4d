import Foundation
import Testing

@testable import StackedDataSources

/// Placeholder rows: a row shown in each section with no items, never an item (issue 13, "Empty
/// states"). Every batch goes through a validator whose content check compares what each row
/// shows, placeholders included.
@MainActor
@Suite("Placeholder rows")
struct PlaceholderTests {
  static let noDevices = RowContent("No devices found", isSelectable: false)

  /// `dataSource` under a validator with a recorder behind it.
  func table(_ dataSource: some DataSourceProtocol) -> (ValidatingSink, RecordingSink) {
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: dataSource, downstream: recorder)
    dataSource.sink = validator
    return (validator, recorder)
  }

  @Test("an empty array shows the placeholder; the first item replaces it, the last brings it back")
  func array() throws {
    let devices = ArrayDataSource<String>([], name: "Devices")
    let (validator, recorder) = table(devices)
    devices.placeholder = Self.noDevices
    #expect(recorder.batches == [[.insertRows([[0, 0]], .automatic)]])
    #expect(devices.numberOfRows(inSection: 0) == 1 && devices.count == 0)
    #expect(devices.item(at: [0, 0]) == nil && devices.rowItem(at: [0, 0]) == nil)
    #expect(devices.rowContent(at: [0, 0]) == Self.noDevices)
    recorder.removeAll()
    devices.append("AirPods")
    #expect(
      recorder.batches == [
        [.deleteRows([[0, 0]], .automatic), .insertRows([[0, 0]], .automatic)]
      ])
    devices.append("Watch")
    #expect(devices.numberOfRows(inSection: 0) == 2)
    recorder.removeAll()
    try devices.performBatchUpdates {
      try devices.remove(at: 1)
      try devices.remove(at: 0)
    }
    #expect(
      recorder.batches == [
        [.deleteRows([[0, 0], [0, 1]], .automatic), .insertRows([[0, 0]], .automatic)]
      ])
    // Changing the placeholder refreshes its row; clearing it removes the row.
    recorder.removeAll()
    devices.placeholder = RowContent("Searching…")
    devices.placeholder = nil
    #expect(
      recorder.batches == [
        [.reconfigureRows([[0, 0]])], [.deleteRows([[0, 0]], .automatic)],
      ])
    #expect(devices.numberOfRows(inSection: 0) == 0)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test(
    "the user cannot act on a placeholder: taps do nothing, delete, insert and move are refused")
  func actionsOnPlaceholder() throws {
    let devices = ArrayDataSource<String>([], name: "Devices")
    devices.placeholder = Self.noDevices
    var selected: [String] = []
    devices.onSelect = { selected.append($0) }
    devices.canEdit = { _ in true }
    devices.canMove = { _ in true }
    devices.canInsert = { _ in true }
    devices.onInsert = { _ in selected.append("insert") }
    let (validator, recorder) = table(devices)
    try devices.selectRow(at: [0, 0])
    try devices.tapAccessory(at: [0, 0])
    #expect(selected.isEmpty && devices.swipeActions(at: [0, 0], edge: .trailing).isEmpty)
    #expect(!devices.canEditRow(at: [0, 0]) && !devices.canMoveRow(at: [0, 0]))
    #expect(throws: DataSourceError.rowNotEditable(dataSource: "Devices", row: 0, section: 0)) {
      try devices.commitDelete(at: [0, 0])
    }
    #expect(!devices.canInsertRow(at: [0, 0]))
    #expect(throws: DataSourceError.rowNotEditable(dataSource: "Devices", row: 0, section: 0)) {
      try devices.commitInsert(at: [0, 0])
    }
    #expect(recorder.updates.isEmpty && devices.numberOfRows(inSection: 0) == 1)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a whole row behaviour assigned to a source keeps its placeholder, which the table shows")
  func behaviourAssignedWhole() throws {
    let lists = SectionedDataSource<String, String>(name: "Lists") {
      TableSection(id: "a", items: ["x"])
      TableSection(id: "b", items: [])
    }
    lists.placeholder = RowContent("Empty")
    let (validator, recorder) = table(lists)
    var behaviour = RowBehavior<String>()
    behaviour.content = { RowContent($0.uppercased()) }
    lists.rowBehavior = behaviour
    #expect(lists.placeholder == RowContent("Empty") && lists.rowCounts == [1, 1])
    #expect(lists.rowContent(at: [0, 0]) == RowContent("X"))
    // New content reaches the table as the app's reload; the rows stay what the table has.
    validator.reloadData()
    recorder.removeAll()
    try lists.append(contentsOf: ["y"], toSection: 1)
    #expect(
      recorder.batches == [
        [.deleteRows([[1, 0]], .automatic), .insertRows([[1, 0]], .automatic)]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a sectioned source shows one placeholder per empty section, moves included")
  func sectioned() throws {
    let lists = SectionedDataSource<String, String>(name: "Lists") {
      TableSection(id: "a", items: ["x"])
      TableSection(id: "b", items: [])
    }
    let (validator, recorder) = table(lists)
    lists.placeholder = RowContent("Empty")
    #expect(
      lists.rowCounts == [1, 1] && recorder.batches == [[.insertRows([[1, 0]], .automatic)]])
    recorder.removeAll()
    // x moves from a to b: a gets the placeholder, b loses it, in one batch.
    try lists.move(from: [0, 0], to: [1, 0])
    #expect(lists.rowCounts == [1, 1] && recorder.batches.count == 1)
    #expect(lists.item(at: [1, 0]) == AnyHashable("x") && lists.item(at: [0, 0]) == nil)
    try lists.insertSection(TableSection(id: "c", items: []), at: 2)
    #expect(lists.rowCounts == [1, 1, 1])
    try lists.replaceAll(with: [TableSection(id: "c", items: ["y", "z"])])
    #expect(lists.rowCounts == [2])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("snapshot, outline and fetched sources show the placeholder while empty")
  func otherSources() throws {
    let snapshots = SnapshotDataSource<String, String, Row>(
      name: "Rows", snapshot: snapshot([("A", ["a"])]))
    snapshots.placeholder = RowContent("Nothing")
    let (snapshotValidator, _) = table(snapshots)
    snapshots.setSnapshot(snapshot([("A", []), ("B", ["b"])]))
    #expect(snapshots.rowCounts == [1, 1] && snapshots.item(at: [0, 0]) == nil)
    #expect(snapshotValidator.isValid, "\(snapshotValidator.violations)")

    let files = try OutlineDataSource<String, String>(name: "Files", roots: [])
    files.placeholder = RowContent("No files")
    let (outlineValidator, _) = table(files)
    #expect(files.rowCounts == [1])
    try files.insert(OutlineNode("Docs", children: [OutlineNode("a")]), under: nil, at: 0)
    try files.expand("Docs")
    #expect(files.rows.map(\.id) == ["Docs", "a"] && files.rowCounts == [2])
    try files.remove("Docs")
    #expect(files.rowCounts == [1] && files.rowContent(at: [0, 0]) == RowContent("No files"))
    #expect(outlineValidator.isValid, "\(outlineValidator.violations)")

    let store = try InMemoryStore<Card>([])
    let cards = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "Cards")
    try cards.performFetch()
    cards.placeholder = RowContent("No cards")
    let (fetchedValidator, _) = table(cards)
    #expect(cards.rowCounts == [1])
    try store.insert(Card(id: 1, rank: 1))
    #expect(cards.rowCounts == [1] && cards.item(at: [0, 0]) == AnyHashable(Card(id: 1, rank: 1)))
    try store.delete(id: 1)
    #expect(cards.rowCounts == [1] && cards.item(at: [0, 0]) == nil)
    cards.showsObjectRows = false
    #expect(cards.rowCounts == [0])
    cards.showsObjectRows = true
    #expect(cards.rowCounts == [1])
    #expect(fetchedValidator.isValid, "\(fetchedValidator.violations)")
  }

  @Test(
    "a drop into a section that shows a placeholder lands at its first item, above or below it",
    arguments: [0, 1])
  func dragIntoPlaceholderSection(droppedAt row: Int) throws {
    // Found by the soak (seed 2104): the table holds the placeholder and the dropped row, the
    // model one item; the move used to be committed at `row` and fail past the end.
    let lists = SectionedDataSource<String, String>(name: "Lists") {
      TableSection(id: "a", items: ["x", "y"])
      TableSection(id: "b", items: [])
    }
    lists.placeholder = RowContent("Empty")
    lists.canMove = { _ in true }
    let (validator, recorder) = table(lists)
    validator.userMovedRow(from: [0, 0], to: TablePath(section: 1, row: row))
    try lists.commitMove(from: [0, 0], to: TablePath(section: 1, row: row))
    #expect(lists.sections.map(\.items) == [["y"], ["x"]])
    #expect(recorder.batches == [[.deleteRows([TablePath(section: 1, row: 1 - row)], .automatic)]])
    #expect(lists.rowCounts == [1, 1])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a fetched source with no results shows or hides its placeholder with its options")
  func fetchedOptionsWithPlaceholder() throws {
    // Found by the soak (seed 2008): the option change was counted with the new options and
    // trapped deleting the placeholder's section.
    let cards = FetchedDataSource(
      store: try InMemoryStore<Card>([]), request: FetchedFixtures.request(), name: "Cards")
    try cards.performFetch()
    cards.placeholder = RowContent("No cards")
    let (validator, recorder) = table(cards)
    cards.hidesEmptySection = true
    #expect(cards.rowCounts == [] && recorder.batches == [[.deleteSections([0], .automatic)]])
    cards.hidesEmptySection = false
    #expect(cards.rowCounts == [1])
    cards.showsObjectRows = false
    #expect(cards.rowCounts == [0])
    cards.hidesEmptySection = true
    cards.showsObjectRows = true
    cards.hidesEmptySection = false
    #expect(cards.rowCounts == [1] && cards.rowContent(at: [0, 0]) == RowContent("No cards"))
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a placeholder inside a stack, under a pin, reaches the table and the renderer")
  func inStack() throws {
    let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi")
    let networks = ArrayDataSource<String>([], name: "Networks")
    networks.placeholder = RowContent("No networks", isSelectable: false)
    let stack = SectionGroupStack(name: "Settings") { wifi }
    try stack.pin(networks, under: [0, 0], of: wifi, isActive: true)
    let (validator, _) = table(stack)
    #expect(stack.rowCounts == [2] && stack.rowContent(at: [0, 1]) == networks.placeholder)
    #expect(TextRenderer().render(stack).contains("No networks"))
    networks.append("Home")
    #expect(stack.rowCounts == [2] && stack.item(at: [0, 1]) == AnyHashable("Home"))
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a group an outer stack pinned under a nested placeholder row leaves when the row does")
  func outerPinUnderNestedPlaceholder() throws {
    // The placeholder row leaves as a lifted row, held to be put back; a stack nesting the
    // source's stack lifted its pin with it, and the pin, never put back, was left behind,
    // detached from its stack's layout (its next edit crashed).
    let devices = ArrayDataSource<String>([], name: "Devices")
    devices.placeholder = Self.noDevices
    let inner = try SectionGroupStack(name: "Inner", groups: [devices])
    let outer = try SectionGroupStack(name: "Outer", groups: [inner])
    let help = ArrayDataSource(["Help"], name: "Help")
    try outer.pin(help, under: [0, 0], of: inner, isActive: true)
    let (validator, recorder) = table(outer)
    devices.append("AirPods")
    #expect(outer.pins(of: inner).isEmpty && help.sink == nil)
    #expect(
      recorder.batches == [
        [.deleteRows([[0, 0], [0, 1]], .automatic), .insertRows([[0, 0]], .automatic)]
      ])
    help.append("More")
    #expect(recorder.batches.count == 1)
    #expect(outer.rowCounts == [1] && outer.item(at: [0, 0]) == AnyHashable("AirPods"))
    #expect(outer.layoutMismatch() == nil)
    #expect(validator.isValid, "\(validator.violations)")
  }
}
