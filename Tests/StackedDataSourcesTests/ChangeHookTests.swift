import Foundation
import Testing

@testable import StackedDataSources

/// The "did" hooks: `didChange` on every source after its batch reached the table, and
/// `didExpand` / `didCollapse` on expanding and outline sources (issue 13, "Empty states").
@MainActor
@Suite("Change, expand and collapse hooks")
struct ChangeHookTests {
  @Test("didChange runs once per transaction, after the table has the batch, for each source")
  func didChangeAfterBatch() throws {
    let fruits = ArrayDataSource(["Apple"], name: "Fruits")
    let lists = SectionedDataSource<String, String>(name: "Lists") {
      TableSection(id: "a", items: ["x"])
    }
    let stack = SectionGroupStack(name: "Root") {
      fruits
      lists
    }
    let recorder = RecordingSink()
    stack.sink = recorder
    var log: [String] = []
    fruits.didChange = { log.append("fruits after \(recorder.batches.count) batches") }
    lists.didChange = { log.append("lists after \(recorder.batches.count) batches") }
    stack.didChange = { log.append("stack after \(recorder.batches.count) batches") }
    try stack.performBatchUpdates {
      fruits.append("Banana")
      try fruits.remove(at: 0)
      try lists.insert("y", at: [0, 1])
      #expect(log.isEmpty)
    }
    #expect(log == ["fruits after 1 batches", "lists after 1 batches"])
    log.removeAll()
    try stack.append(ArrayDataSource(["z"], name: "Z"))
    #expect(log == ["stack after 2 batches"])
    log.removeAll()
    // An edit that changes nothing the table shows is still an edit; it sends no batch.
    fruits.replaceAll(with: fruits.items)
    #expect(log == ["fruits after 2 batches"])
    log.removeAll()
    // A source's edit that fails changes nothing and calls nothing.
    #expect(throws: DataSourceError.self) { try fruits.remove(at: 9) }
    fruits.append("Cherry")
    #expect(log == ["fruits after 3 batches"])
  }

  @Test("didChange runs for outline, expanding, fetched and snapshot sources, and with no sink")
  func didChangeEverySource() throws {
    var changed: [String] = []
    let files = try OutlineDataSource(name: "Files", roots: [OutlineNode("a")])
    files.didChange = { changed.append("outline") }
    try files.insert(OutlineNode("b"), under: nil, at: 1)
    let recent = try ExpandingDataSource(
      name: "Recent", sections: [TableSection(id: "s", items: ["1", "2"])], collapsedRowCount: 1)
    recent.didChange = { changed.append("expanding") }
    try recent.expand(section: 0)
    let store = try InMemoryStore([Card(id: 1, rank: 1)])
    let cards = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "Cards")
    try cards.performFetch()
    cards.didChange = { changed.append("fetched") }
    try store.insert(Card(id: 2, rank: 2))
    let rows = SnapshotDataSource<String, String, Row>(name: "Rows")
    rows.didChange = { changed.append("snapshot") }
    rows.setSnapshot(snapshot([("A", ["a"])]))
    #expect(changed == ["outline", "expanding", "fetched", "snapshot"])
  }

  @Test("an outline reports the nodes that expanded and collapsed, however they did")
  func outlineExpansion() throws {
    let files = try OutlineDataSource(
      name: "Files",
      roots: [
        OutlineNode("Docs", children: [OutlineNode("Taxes", children: [OutlineNode("2024")])]),
        OutlineNode("Music", children: [OutlineNode("Jazz")]),
      ])
    files.expandsExclusively = true
    var log: [String] = []
    files.didExpand = { log.append("+\($0.id)") }
    files.didCollapse = { log.append("-\($0.id)") }
    try files.expand("Docs")
    try files.expand("Taxes")
    #expect(log == ["+Docs", "+Taxes"])
    log.removeAll()
    try files.expand("Music")  // exclusive: Docs and Taxes close
    #expect(log.first == "+Music" && Set(log.dropFirst()) == ["-Docs", "-Taxes"])
    log.removeAll()
    files.shouldCollapse = { _ in false }
    #expect(try files.collapse("Music") == false)
    #expect(log.isEmpty)
    files.shouldCollapse = nil
    try files.remove("Music")  // removed, not collapsed
    #expect(log.isEmpty)
  }

  @Test("an expanding source reports its sections that expanded and collapsed")
  func expandingExpansion() throws {
    let recent = try ExpandingDataSource(
      name: "Recent",
      sections: [
        TableSection(id: "calls", items: ["c0", "c1"]), TableSection(id: "mail", items: ["m0"]),
      ], collapsedRowCount: 1)
    recent.expandsExclusively = true
    var log: [String] = []
    recent.didExpand = { log.append("+\($0.id)") }
    recent.didCollapse = { log.append("-\($0.id)") }
    try recent.toggle(section: 0)
    try recent.expand(sectionWithID: "mail")
    try recent.collapse(section: 1)
    #expect(log == ["+calls", "-calls", "+mail", "-mail"])
  }
}
