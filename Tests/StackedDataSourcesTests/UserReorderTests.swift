import Foundation
import Testing

@testable import StackedDataSources

/// A table in editing mode moves a dragged row itself and then tells its data source; the model
/// must follow without echoing the move back (issue 12, "User reorder without echo"). Each test
/// drags with `ValidatingSink.userMovedRow(from:to:)`, as the table does, then commits the move:
/// the validator's content check proves that the table and the model agree afterwards.
@MainActor
@Suite("A row the user drags: the model follows, nothing echoes")
struct UserReorderTests {
  /// A data source under a validator with a recorder behind it, read as a table first shows it.
  @MainActor
  final class Table {
    let recorder = RecordingSink()
    let validator: ValidatingSink

    init(_ dataSource: some DataSourceProtocol) {
      var dataSource = dataSource
      validator = ValidatingSink(dataSource: dataSource, downstream: recorder)
      dataSource.sink = validator
    }

    /// The user's drag, then the bridge's commit.
    func drag(
      _ dataSource: any DataSourceProtocol, from source: TablePath, to destination: TablePath
    ) throws(DataSourceError) {
      validator.userMovedRow(from: source, to: destination)
      try dataSource.commitMove(from: source, to: destination)
    }
  }

  @Test("an array follows a drag within it and sends nothing")
  func arrayRoot() throws {
    let fruits = ArrayDataSource(["Apple", "Banana", "Cherry", "Date"], name: "Fruits")
    fruits.canMove = { _ in true }
    let table = Table(fruits)
    try table.drag(fruits, from: [0, 0], to: [0, 2])
    #expect(fruits.items == ["Banana", "Cherry", "Apple", "Date"])
    try table.drag(fruits, from: [0, 3], to: [0, 0])
    #expect(fruits.items == ["Date", "Banana", "Cherry", "Apple"])
    #expect(table.recorder.updates.isEmpty)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a row its owner may not move is put back by a batch, and the refusal is thrown")
  func refusedIsPutBack() throws {
    let fruits = ArrayDataSource(["Apple", "Banana", "Cherry"], name: "Fruits")
    fruits.canMove = { $0 != "Apple" }
    let table = Table(fruits)
    #expect(
      throws: DataSourceError.rowNotMovable(dataSource: "Fruits", from: [0, 0], to: [0, 2])
    ) { try table.drag(fruits, from: [0, 0], to: [0, 2]) }
    #expect(fruits.items == ["Apple", "Banana", "Cherry"])
    #expect(table.recorder.batches == [[.moveRow([0, 2], to: [0, 0])]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a move the user could not have made is a typed error; nothing changes or is sent")
  func badPaths() throws {
    let fruits = ArrayDataSource(["Apple", "Banana"], name: "Fruits")
    fruits.canMove = { _ in true }
    let table = Table(fruits)
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Fruits", row: 2, section: 0, rowCount: 2)
    ) { try fruits.commitMove(from: [0, 2], to: [0, 0]) }
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Fruits", row: 2, section: 0, rowCount: 2)
    ) { try fruits.commitMove(from: [0, 0], to: [0, 2]) }
    #expect(
      throws: DataSourceError.sectionOutOfRange(dataSource: "Fruits", section: 1, sectionCount: 1)
    ) { try fruits.commitMove(from: [0, 0], to: [1, 0]) }
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Fruits", row: -1, section: 0, rowCount: 2)
    ) { try fruits.commitMove(from: [0, -1], to: [0, 0]) }
    #expect(throws: DataSourceError.editDuringBatch(dataSource: "Fruits")) {
      try fruits.performBatchUpdates { try fruits.commitMove(from: [0, 0], to: [0, 1]) }
    }
    #expect(fruits.items == ["Apple", "Banana"] && table.recorder.updates.isEmpty)
    // The simulated table refuses an impossible drag too.
    table.validator.userMovedRow(from: [0, 5], to: [0, 0])
    #expect(table.validator.violations.map(\.rule) == [.userMoveOutsideTable])
  }

  /// A settings-like stack: a header row, a two-section list, and a list whose second row has a
  /// pinned group of details under it.
  @MainActor
  final class Screen {
    let header = ArrayDataSource(["Header"], name: "Header")
    let lists = SectionedDataSource<String, String>(name: "Lists") {
      TableSection(id: "a", items: ["a0", "a1", "a2"])
      TableSection(id: "b", items: ["b0"])
    }
    let devices = ArrayDataSource(["Phone", "Watch", "Tablet"], name: "Devices")
    let details = ArrayDataSource(["Battery", "Storage"], name: "Details")
    let stack: SectionGroupStack
    let table: Table

    init() throws {
      let (header, lists, devices) = (header, lists, devices)
      stack = SectionGroupStack(name: "Screen") {
        header
        lists
        devices
      }
      try stack.pin(details, under: [0, 1], of: devices, isActive: true)
      lists.canMove = { _ in true }
      devices.canMove = { _ in true }
      details.canMove = { _ in true }
      table = Table(stack)
    }

    var rows: [[String]] {
      (0..<stack.numberOfSections).map { section in
        (0..<stack.numberOfRows(inSection: section)).map {
          stack.item(at: TablePath(section: section, row: $0)) as? String ?? "?"
        }
      }
    }
  }

  @Test("a stack routes a drag to the owner, within and across its sections, without echo")
  func stackWithinOwner() throws {
    let screen = try Screen()
    #expect(
      screen.rows == [
        ["Header"], ["a0", "a1", "a2"], ["b0"], ["Phone", "Watch", "Battery", "Storage", "Tablet"],
      ])
    try screen.table.drag(screen.stack, from: [1, 0], to: [1, 2])
    try screen.table.drag(screen.stack, from: [1, 1], to: [2, 1])
    #expect(screen.lists.sections.map(\.items) == [["a1", "a0"], ["b0", "a2"]])
    // Within the pinned group, and the pinned group's owner keeps its anchor.
    try screen.table.drag(screen.stack, from: [3, 3], to: [3, 2])
    #expect(screen.details.items == ["Storage", "Battery"])
    #expect(screen.table.recorder.updates.isEmpty)
    #expect(screen.table.validator.isValid, "\(screen.table.validator.violations)")
  }

  @Test("a drop among another source's rows is put back; targetPath keeps drags inside")
  func stackAcrossOwners() throws {
    let screen = try Screen()
    #expect(screen.stack.targetPath(forMoveFrom: [1, 0], proposed: [1, 2]) == [1, 2])
    #expect(screen.stack.targetPath(forMoveFrom: [1, 0], proposed: [0, 0]) == [1, 0])
    // Phone after Watch's pinned rows is among the devices; between them it is not.
    #expect(screen.stack.targetPath(forMoveFrom: [3, 0], proposed: [3, 3]) == [3, 3])
    #expect(screen.stack.targetPath(forMoveFrom: [3, 0], proposed: [3, 2]) == [3, 0])
    #expect(screen.stack.targetPath(forMoveFrom: [0, 0], proposed: [0, 0]) == [0, 0])
    #expect(
      throws: DataSourceError.rowNotMovable(dataSource: "Screen", from: [1, 0], to: [3, 0])
    ) { try screen.table.drag(screen.stack, from: [1, 0], to: [3, 0]) }
    #expect(screen.table.recorder.batches == [[.moveRow([3, 0], to: [1, 0])]])
    screen.table.recorder.removeAll()
    // A device dropped between the pinned rows belongs to neither.
    #expect(throws: DataSourceError.self) {
      try screen.table.drag(screen.stack, from: [3, 4], to: [3, 3])
    }
    #expect(screen.devices.items == ["Phone", "Watch", "Tablet"])
    #expect(screen.table.recorder.batches == [[.moveRow([3, 3], to: [3, 4])]])
    #expect(screen.table.validator.isValid, "\(screen.table.validator.violations)")
  }

  @Test("dragging an anchor row moves its pinned rows after it with a batch")
  func anchorCarriesItsPins() throws {
    let screen = try Screen()
    // Watch (row 1, with Battery and Storage under it) dropped at the top: the table moved only
    // the Watch row; the model brings its pinned rows along.
    try screen.table.drag(screen.stack, from: [3, 1], to: [3, 0])
    #expect(screen.devices.items == ["Watch", "Phone", "Tablet"])
    #expect(screen.rows[3] == ["Watch", "Battery", "Storage", "Phone", "Tablet"])
    #expect(screen.stack.pins(of: screen.devices).map(\.anchor) == [[0, 0]])
    #expect(screen.table.recorder.batches.count == 1)
    #expect(screen.table.validator.isValid, "\(screen.table.validator.violations)")
  }

  @Test("a source inside a stack commits a drag only through the table's data source")
  func notAtRoot() throws {
    let screen = try Screen()
    #expect(
      throws: DataSourceError.userMoveNotAtRoot(dataSource: "Devices", root: "Screen")
    ) { try screen.devices.commitMove(from: [0, 0], to: [0, 2]) }
    #expect(screen.devices.items == ["Phone", "Watch", "Tablet"])
  }

  @Test("a nested stack's group follows a drag through both stacks")
  func nested() throws {
    let inner = ArrayDataSource(["x", "y", "z"], name: "Inner")
    inner.canMove = { _ in true }
    let nestedStack = SectionGroupStack(name: "Nested") { inner }
    let outer = SectionGroupStack(name: "Outer") {
      ArrayDataSource(["top"], name: "Top")
      nestedStack
    }
    let table = Table(outer)
    try table.drag(outer, from: [1, 2], to: [1, 0])
    #expect(inner.items == ["z", "x", "y"] && table.recorder.updates.isEmpty)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("an outline moves a node among its siblings with its subtree; other drops are put back")
  func outline() throws {
    let files = try OutlineDataSource(
      name: "Files",
      roots: [
        OutlineNode("Docs", children: [OutlineNode("a"), OutlineNode("b")]),
        OutlineNode("Music", children: [OutlineNode("jazz")]),
      ])
    files.canMove = { _ in true }
    try files.expand("Docs")
    try files.expand("Music")
    let table = Table(files)
    // Rows: Docs, a, b, Music, jazz. Drop Music at the top: its child follows with a batch.
    try table.drag(files, from: [0, 3], to: [0, 0])
    #expect(files.rows.map(\.id) == ["Music", "jazz", "Docs", "a", "b"])
    #expect(table.recorder.batches.count == 1)
    table.recorder.removeAll()
    // b above a, among its siblings: nothing to send.
    try table.drag(files, from: [0, 4], to: [0, 3])
    #expect(files.rows.map(\.id) == ["Music", "jazz", "Docs", "b", "a"])
    #expect(table.recorder.updates.isEmpty)
    // jazz out of Music, into Docs: put back.
    #expect(throws: DataSourceError.self) { try table.drag(files, from: [0, 1], to: [0, 4]) }
    #expect(files.rows.map(\.id) == ["Music", "jazz", "Docs", "b", "a"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("an expanding source moves visible items; one pushed past a collapsed cap leaves")
  func expanding() throws {
    let recent = try ExpandingDataSource(
      name: "Recent",
      sections: [
        TableSection(id: "calls", items: ["c0", "c1", "c2"]),
        TableSection(id: "mail", items: ["m0", "m1", "m2"]),
      ], collapsedRowCount: 2)
    recent.canMove = { _ in true }
    let table = Table(recent)
    try table.drag(recent, from: [0, 1], to: [0, 0])
    #expect(recent.sections[0].items == ["c1", "c0", "c2"] && table.recorder.updates.isEmpty)
    // Mail shows two of three; dropping c1 there pushes m1 past the cap.
    try table.drag(recent, from: [0, 0], to: [1, 0])
    #expect(recent.sections.map(\.items) == [["c0", "c2"], ["c1", "m0", "m1", "m2"]])
    #expect(recent.numberOfRows(inSection: 0) == 2 && recent.numberOfRows(inSection: 1) == 2)
    #expect(table.recorder.batches.count == 1)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a snapshot source sets the moved snapshot; while paused the row is put back")
  func snapshot() throws {
    let source = SnapshotDataSource<String, String, Row>(
      name: "Rows", snapshot: StackedDataSourcesTests.snapshot([("A", ["a", "b", "c"])]))
    source.canMove = { _ in true }
    let table = Table(source)
    try table.drag(source, from: [0, 0], to: [0, 2])
    #expect(source.snapshot == StackedDataSourcesTests.snapshot([("A", ["b", "c", "a"])]))
    #expect(table.recorder.updates.isEmpty)
    source.pause()
    source.setSnapshot(StackedDataSourcesTests.snapshot([("A", ["b", "c"])]))
    #expect(throws: DataSourceError.self) { try table.drag(source, from: [0, 0], to: [0, 1]) }
    #expect(table.recorder.batches == [[.moveRow([0, 1], to: [0, 0])]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @Test("a fetched source runs onMove, whose store change nets against the table's move")
  func fetched() throws {
    let store = try InMemoryStore([
      Card(id: 1, rank: 10), Card(id: 2, rank: 20), Card(id: 3, rank: 30),
    ])
    let cards = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "Cards")
    try cards.performFetch()
    cards.canMove = { _ in true }
    let table = Table(cards)
    // Without onMove the order is the request's: put back.
    #expect(throws: DataSourceError.self) { try table.drag(cards, from: [0, 0], to: [0, 2]) }
    #expect(table.recorder.batches == [[.moveRow([0, 2], to: [0, 0])]])
    table.recorder.removeAll()
    cards.onMove = { card, _, destination in
      var moved = card
      moved.rank = destination.row == 2 ? 35 : 5
      try? store.update(moved)
    }
    try table.drag(cards, from: [0, 0], to: [0, 2])
    #expect(cards.objects.map(\.id) == [2, 3, 1])
    // The move nets to nothing; the card's new rank is new content for its cell.
    #expect(table.recorder.batches == [[.reconfigureRows([[0, 2]])]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }
}
