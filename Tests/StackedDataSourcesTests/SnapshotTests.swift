import Testing

@testable import StackedDataSources

@Suite("Snapshot")
struct SnapshotTests {
  @Test("lookups both ways")
  func lookups() {
    let model = snapshot([("A", ["a", "b"]), ("B", []), ("C", ["c:2"])])
    #expect(model.numberOfSections == 3)
    #expect(model.numberOfItems == 3)
    #expect(model.numberOfItems(inSection: 1) == 0)
    #expect(model.numberOfItems(inSection: 9) == 0)
    #expect(model.index(ofSection: "C") == 2)
    #expect(model.index(ofSection: "Z") == nil)
    #expect(model.path(ofItem: "c") == TablePath(section: 2, row: 0))
    #expect(model.item(at: TablePath(section: 0, row: 1)) == Row(id: "b"))
    #expect(model.item(at: TablePath(section: 1, row: 0)) == nil)
    #expect(model.item(at: TablePath(section: 0, row: -1)) == nil)
    #expect(model.itemIdentifier(at: TablePath(section: 2, row: 0)) == "c")
    #expect(model.item(withIdentifier: "c")?.content == 2)
    #expect(model.items.map(\.id) == ["a", "b", "c"])
    #expect(Array(model.items(inSection: 2)) == [Row(id: "c", content: 2)])
    #expect(model.sectionIdentifier(at: 1) == "B")
  }

  @Test("grouping keeps sections in first-appearance order and items in input order")
  func grouping() throws {
    let rows = ["b1", "a1", "b2", "c1", "a2"].map { Row(id: $0) }
    let model = try RowSnapshot(items: rows, sectionedBy: { String($0.id.prefix(1)) })
    #expect(Array(model.sectionIdentifiers) == ["b", "a", "c"])
    #expect(model.items.map(\.id) == ["b1", "b2", "a1", "a2", "c1"])
  }

  @Test("a key path or closure can give the identity")
  func customIdentity() throws {
    let model = try Snapshot<Int, Int, Row>(
      items: [Row(id: "x", content: 7)], section: 0, identifiedBy: \.content)
    #expect(model.path(ofItem: 7) == TablePath(section: 0, row: 0))
  }

  @Test("duplicate item identities are an error naming them and the data source")
  func duplicateItems() {
    #expect(
      throws: DataSourceError.duplicateItemIdentifiers(
        dataSource: "Contacts", identifiers: ["a", "b"])
    ) {
      try RowSnapshot(
        sections: [
          (id: "A", items: [Row(id: "a"), Row(id: "b")]),
          (id: "B", items: [Row(id: "a"), Row(id: "b"), Row(id: "a")]),
        ],
        dataSource: "Contacts")
    }
    let error = DataSourceError.duplicateItemIdentifiers(dataSource: "Contacts", identifiers: ["a"])
    #expect(error.description == "Contacts: item identifiers occur more than once: \"a\"")
  }

  @Test("duplicate section identities are an error")
  func duplicateSections() {
    #expect(
      throws: DataSourceError.duplicateSectionIdentifiers(dataSource: nil, identifiers: ["A"])
    ) {
      try RowSnapshot(sections: [(id: "A", items: []), (id: "A", items: [])])
    }
  }

  @Test("equality covers identities and contents")
  func equality() throws {
    #expect(snapshot([("A", ["a"])]) == snapshot([("A", ["a"])]))
    #expect(snapshot([("A", ["a"])]) != snapshot([("A", ["a:1"])]))
    #expect(snapshot([("A", ["a"])]) != snapshot([("B", ["a"])]))
    let empty = try RowSnapshot(sections: [])
    #expect(RowSnapshot() == empty)
  }
}
