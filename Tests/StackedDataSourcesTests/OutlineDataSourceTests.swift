import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("OutlineDataSource")
struct OutlineDataSourceTests {
  typealias Node = OutlineNode<String, String>
  let recorder = RecordingSink()

  /// Documents ▸ (Notes, Photos ▸ (Beach), Taxes.pdf); Music ▸ (not loaded); Readme (a leaf).
  func source() throws -> OutlineDataSource<String, String> {
    let source = try OutlineDataSource(
      name: "Files",
      roots: [
        Node(
          "Documents",
          children: [
            Node("Notes", children: []), Node("Photos", children: [Node("Beach")]),
            Node("Taxes.pdf"),
          ]
        ),
        Node("Music", children: []),
        Node("Readme"),
      ])
    source.sink = recorder
    return source
  }

  func p(_ row: Int) -> TablePath { TablePath(section: 0, row: row) }

  func shown(_ source: OutlineDataSource<String, String>) -> [String] {
    source.rows.map { String(repeating: "  ", count: $0.depth) + $0.value }
  }

  @Test("roots start collapsed; expanding shows the children, collapsed, one level deeper")
  func expandShowsChildren() throws {
    let source = try source()
    #expect(shown(source) == ["Documents", "Music", "Readme"])
    try source.expand("Documents")
    #expect(
      shown(source) == ["Documents", "  Notes", "  Photos", "  Taxes.pdf", "Music", "Readme"])
    #expect(source.rowItem(at: p(2))?.depth == 1)
    #expect(source.rowItem(at: p(9))?.depth == nil)
    #expect(!source.isExpanded("Photos"))
    #expect(source.path(of: "Taxes.pdf") == p(3))
    #expect(source.path(of: "Beach") == nil)
    #expect(recorder.batches == [[.insertRows([p(1), p(2), p(3)], .automatic)]])
  }

  @Test("collapsing hides the whole visible subtree, and reopening shows only the children")
  func collapseHidesSubtree() throws {
    let source = try source()
    try source.expand("Documents")
    try source.expand("Photos")
    #expect(source.rowItem(at: p(3))?.depth == 2)
    try source.collapse("Documents")
    try source.expand("Documents")
    #expect(!source.isExpanded("Photos"))
    #expect(
      recorder.batches == [
        [.insertRows([p(1), p(2), p(3)], .automatic)],
        [.insertRows([p(3)], .automatic)],
        [.deleteRows([p(1), p(2), p(3), p(4)], .automatic)],
        [.insertRows([p(1), p(2), p(3)], .automatic)],
      ])
  }

  @Test("a collapsed node can remember its expanded descendants")
  func remembersDescendants() throws {
    let source = try source()
    source.remembersExpandedDescendants = true
    try source.expand("Documents")
    try source.expand("Photos")
    try source.collapse("Documents")
    recorder.removeAll()
    try source.expand("Documents")
    #expect(recorder.batches == [[.insertRows([p(1), p(2), p(3), p(4)], .automatic)]])
  }

  @Test("expanding an expanded node or collapsing a collapsed one sends nothing")
  func toggleToCurrentState() throws {
    let source = try source()
    try source.collapse("Documents")
    try source.expand("Documents")
    recorder.removeAll()
    #expect(try source.expand("Documents"))
    try source.performBatchUpdates {
      try source.toggle("Photos")
      try source.toggle("Photos")
    }
    #expect(recorder.updates.isEmpty)
  }

  @Test("a veto stops the expansion before the lazy-loading hook runs")
  func veto() throws {
    let source = try source()
    var loaded: [String] = []
    source.shouldExpand = { $0.id != "Music" }
    source.willExpand = { node in
      loaded.append(node.id)
      return nil
    }
    source.shouldCollapse = { _ in false }
    #expect(try source.expand("Music") == false)
    #expect(try source.expand("Documents"))
    #expect(try source.collapse("Documents") == false)
    #expect(loaded == ["Documents"])
    #expect(recorder.batches.count == 1)
  }

  @Test("the will-expand hook supplies children lazily, in the expansion's batch")
  func lazyChildren() throws {
    let source = try source()
    source.willExpand = { node in
      node.children == [] ? [Node("Jazz"), Node("Rock", children: [])] : nil
    }
    try source.expand("Music")
    #expect(shown(source) == ["Documents", "Music", "  Jazz", "  Rock", "Readme"])
    #expect(recorder.batches == [[.insertRows([p(2), p(3)], .automatic)]])
    source.willExpand = { _ in [Node("Readme")] }
    #expect(
      throws: DataSourceError.duplicateNodeIdentifier(dataSource: "Files", identifier: "Readme")
    ) {
      try source.expand("Rock")
    }
    #expect(!source.isExpanded("Rock"))
    #expect(recorder.batches.count == 1)
  }

  @Test("children replaced while hidden send nothing and show when revealed")
  func replaceHiddenChildren() throws {
    let source = try source()
    try source.replaceChildren(of: "Photos", with: [Node("Snow"), Node("Dunes")])
    #expect(recorder.updates.isEmpty)
    try source.expand("Photos")  // hidden: remembered, nothing to show yet
    #expect(recorder.updates.isEmpty)
    try source.expand("Documents")
    #expect(
      shown(source).prefix(5) == ["Documents", "  Notes", "  Photos", "    Snow", "    Dunes"])
  }

  @Test("replacing a visible subtree deletes, inserts and reconfigures by identifier, and prunes")
  func replaceVisibleChildren() throws {
    let source = try source()
    try source.expand("Documents")
    try source.expand("Photos")
    recorder.removeAll()
    try source.replaceChildren(
      of: "Documents", with: [Node(id: "Notes", value: "Notes (3)", children: []), Node("Scans")])
    #expect(shown(source) == ["Documents", "  Notes (3)", "  Scans", "Music", "Readme"])
    #expect(source.expandedIDs == ["Documents"])
    #expect(source.node(withID: "Beach") == nil)
    #expect(
      recorder.batches == [
        [
          .deleteRows([p(2), p(3), p(4)], .automatic),
          .insertRows([p(2)], .automatic),
          .reconfigureRows([p(1)]),
        ]
      ])
  }

  @Test("single-branch mode collapses the other branches in the same batch")
  func singleBranch() throws {
    let source = try source()
    source.expandsExclusively = true
    source.willExpand = { $0.children == [] ? [Node("Jazz")] : nil }
    try source.expand("Documents")
    try source.expand("Photos")
    try source.expand("Music")
    #expect(source.expandedIDs == ["Music"])
    #expect(shown(source) == ["Documents", "Music", "  Jazz", "Readme"])
    #expect(
      recorder.batches.last == [
        .deleteRows([p(1), p(2), p(3), p(4)], .automatic), .insertRows([p(2)], .automatic),
      ])
  }

  @Test("insert, rename and remove nodes, visible or hidden, inside one transaction")
  func editsInTransaction() throws {
    let source = try source()
    try source.performBatchUpdates {
      try source.expand("Documents")
      try source.insert(Node("Invoices"), under: "Documents", at: 0)
      try source.insert(Node("Trip"), under: "Photos", at: 1)  // hidden
      try source.replaceValue(of: "Readme", with: "README.md")
      try source.remove("Music")
    }
    #expect(
      shown(source) == [
        "Documents", "  Invoices", "  Notes", "  Photos", "  Taxes.pdf", "README.md",
      ])
    #expect(source.node(withID: "Photos")?.children?.map(\.id) == ["Beach", "Trip"])
    #expect(
      recorder.batches == [
        [
          .deleteRows([p(1)], .automatic),
          .insertRows([p(1), p(2), p(3), p(4)], .automatic),
          .reconfigureRows([p(5)]),
        ]
      ])
  }

  @Test("replacing the whole tree keeps the expansion of surviving nodes")
  func replaceAll() throws {
    let source = try source()
    try source.expand("Documents")
    try source.expand("Music")
    recorder.removeAll()
    try source.replaceAll(with: [Node("Music", children: [Node("Jazz")]), Node("Documents")])
    #expect(source.expandedIDs == ["Music"])
    #expect(shown(source) == ["Music", "  Jazz", "Documents"])
    #expect(source.roots.map(\.id) == ["Music", "Documents"])
  }

  @Test("toggling a row by path")
  func toggleAtPath() throws {
    let source = try source()
    #expect(try source.toggle(at: p(0)))
    #expect(try source.toggle(at: p(0)) == false)
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Files", row: 3, section: 0, rowCount: 3)
    ) {
      try source.toggle(at: p(3))
    }
  }

  @Test("bad input throws a typed error, changes nothing and sends nothing")
  func badInput() throws {
    let source = try source()
    #expect(throws: DataSourceError.leafNode(dataSource: "Files", identifier: "Readme")) {
      try source.toggle("Readme")
    }
    #expect(throws: DataSourceError.unknownNode(dataSource: "Files", identifier: "Video")) {
      try source.expand("Video")
    }
    #expect(throws: DataSourceError.leafNode(dataSource: "Files", identifier: "Readme")) {
      try source.insert(Node("x"), under: "Readme", at: 0)
    }
    #expect(
      throws: DataSourceError.childIndexOutOfRange(
        dataSource: "Files", index: 4, parent: "Documents", count: 3)
    ) {
      try source.insert(Node("x"), under: "Documents", at: 4)
    }
    #expect(
      throws: DataSourceError.childIndexOutOfRange(
        dataSource: "Files", index: -1, parent: nil, count: 3)
    ) {
      try source.insert(Node("x"), under: nil, at: -1)
    }
    #expect(
      throws: DataSourceError.duplicateNodeIdentifier(dataSource: "Files", identifier: "Beach")
    ) {
      try source.replaceChildren(of: "Music", with: [Node("Beach")])
    }
    #expect(throws: DataSourceError.duplicateNodeIdentifier(dataSource: "Dup", identifier: "a")) {
      try OutlineDataSource(name: "Dup", roots: [Node("a", children: [Node("a")])])
    }
    #expect(shown(source) == ["Documents", "Music", "Readme"])
    #expect(source.node(withID: "Music")?.children == [])
    #expect(recorder.updates.isEmpty)
  }
}
