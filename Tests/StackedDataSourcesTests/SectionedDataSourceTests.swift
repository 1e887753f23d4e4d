import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("SectionedDataSource")
struct SectionedDataSourceTests {
  let recorder = RecordingSink()

  func source(removesEmptySections: Bool = false) throws -> SectionedDataSource<String, String> {
    let source = try SectionedDataSource(
      name: "Shop",
      sections: [
        TableSection(id: "fruit", items: ["Apple", "Pear"], headerTitle: "Fruit"),
        TableSection(id: "veg", items: ["Leek"], headerTitle: "Vegetables", footerTitle: "Fresh"),
        TableSection(id: "nuts", items: ["Almond", "Cashew", "Pecan"]),
      ], removesEmptySections: removesEmptySections)
    source.sink = recorder
    return source
  }

  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  @Test("grouping by a key keeps first-appearance order and needs no sorting")
  func grouping() {
    let source = SectionedDataSource(
      grouping: ["Avocado", "Banana", "Apple", "Cherry", "Blueberry"], by: { $0.prefix(1) },
      headerTitle: { String($0) })
    #expect(source.sections.map(\.id) == ["A", "B", "C"])
    #expect(
      source.sections.map(\.items) == [["Avocado", "Apple"], ["Banana", "Blueberry"], ["Cherry"]])
    #expect(source.titleForHeader(inSection: 1) == "B")
  }

  @Test("section lookup by identifier")
  func lookup() throws {
    let source = try source()
    #expect(source.index(ofSection: "veg") == 1)
    #expect(source.section(withID: "nuts")?.items.count == 3)
    #expect(source.index(ofSection: "meat") == nil)
    #expect(source.titleForFooter(inSection: 1) == "Fresh")
    #expect(source.numberOfRows(inSection: 9) == 0)
    #expect(source[p(2, 5)] == nil)
  }

  @Test("section insert, move and remove send section operations")
  func sectionOperations() throws {
    let source = try source()
    try source.insertSection(TableSection(id: "bread", items: ["Rye"]), at: 1)
    try source.moveSection(from: 0, to: 3)
    try source.removeSection(withID: "veg")
    #expect(source.sections.map(\.id) == ["bread", "nuts", "fruit"])
    #expect(
      recorder.batches == [
        [.insertSections([1], .automatic)],
        [.moveSection(0, to: 3)],
        [.deleteSections([1], .automatic)],
      ])
  }

  @Test("a row moved across sections is one move")
  func crossSectionMove() throws {
    let source = try source()
    try source.move(from: p(0, 1), to: p(2, 0))
    #expect(source.sections[0].items == ["Apple"])
    #expect(source.sections[2].items == ["Pear", "Almond", "Cashew", "Pecan"])
    #expect(recorder.batches == [[.moveRow(p(0, 1), to: p(2, 0))]])
  }

  @Test("removing the last row removes the section only when asked to")
  func removesEmptySections() throws {
    let keeping = try source()
    try keeping.remove(at: p(1, 0))
    #expect(keeping.sections.count == 3)
    #expect(recorder.take() == [.beginUpdates, .deleteRows([p(1, 0)], .automatic), .endUpdates])

    let removing = try source(removesEmptySections: true)
    try removing.remove(at: p(1, 0))
    #expect(removing.sections.map(\.id) == ["fruit", "nuts"])
    try removing.move(from: p(0, 0), to: p(1, 0))
    try removing.move(from: p(0, 0), to: p(1, 0))
    #expect(removing.sections.map(\.id) == ["nuts"])
    #expect(removing.sections[0].items == ["Pear", "Apple", "Almond", "Cashew", "Pecan"])
    #expect(
      recorder.batches == [
        [.deleteSections([1], .automatic)],
        [.moveRow(p(0, 0), to: p(1, 0))],
        // The emptied section goes; its last row's move out of it becomes an insert.
        [.deleteSections([0], .automatic), .insertRows([p(0, 0)], .automatic)],
      ])
  }

  @Test("a section deleted then a row inserted into the next one nets correctly")
  func deleteSectionThenInsertRow() throws {
    let source = try source()
    try source.performBatchUpdates {
      try source.removeSection(at: 0)
      try source.insert("Walnut", at: p(1, 3))
      try source.replace(at: p(0, 0), with: "Chard")
    }
    #expect(
      recorder.batches == [
        [
          .deleteSections([0], .automatic),
          .insertRows([p(1, 3)], .automatic),
          .reconfigureRows([p(0, 0)]),
        ]
      ])
  }

  @Test("a section moved while its rows change is deleted and inserted instead")
  func movedSectionWithRowChanges() throws {
    let source = try source()
    try source.performBatchUpdates {
      try source.moveSection(from: 2, to: 0)
      try source.insert("Hazelnut", at: p(0, 0))
    }
    #expect(
      recorder.batches == [[.deleteSections([2], .automatic), .insertSections([0], .automatic)]])
  }

  @Test("bad input throws a typed error naming the source and values, and changes nothing")
  func badInput() throws {
    let source = try source()
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Shop", row: 7, section: 1, rowCount: 1)
    ) {
      try source.remove(at: p(1, 7))
    }
    #expect(
      throws: DataSourceError.sectionOutOfRange(dataSource: "Shop", section: 3, sectionCount: 3)
    ) {
      try source.insert("X", at: p(3, 0))
    }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Shop", index: 2, section: 1, count: 1)
    ) {
      try source.insert("X", at: p(1, 2))
    }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Shop", index: 3, section: 0, count: 2)
    ) {
      try source.move(from: p(1, 0), to: p(0, 3))
    }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Shop", index: 2, section: 0, count: 2)
    ) {
      try source.move(from: p(0, 0), to: p(0, 2))
    }
    #expect(throws: DataSourceError.unknownSection(dataSource: "Shop", identifier: "meat")) {
      try source.removeSection(withID: "meat")
    }
    #expect(
      throws: DataSourceError.duplicateSectionIdentifier(dataSource: "Shop", identifier: "veg")
    ) {
      try source.appendSection(TableSection(id: "veg"))
    }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Shop", index: 5, section: nil, count: 3)
    ) {
      try source.insertSection(TableSection(id: "x"), at: 5)
    }
    #expect(throws: DataSourceError.duplicateSectionIdentifier(dataSource: "Dup", identifier: "a"))
    {
      try SectionedDataSource<String, Int>(
        name: "Dup", sections: [TableSection(id: "a"), TableSection(id: "a")])
    }
    #expect(
      source.sections.map(\.items) == [
        ["Apple", "Pear"], ["Leek"], ["Almond", "Cashew", "Pecan"],
      ])
    #expect(recorder.updates.isEmpty)
  }
}

extension SectionedDataSourceTests {
  @Test("negative insertion indexes are rejected, for rows and sections alike")
  func negativeIndexes() throws {
    let source = try source()
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Shop", index: -1, section: nil, count: 3)
    ) {
      try source.insertSection(TableSection(id: "x"), at: -1)
    }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Shop", index: -2, section: 0, count: 2)
    ) {
      try source.insert("x", at: TablePath(section: 0, row: -2))
    }
    let fruits = ArrayDataSource(["a"], name: "Fruits")
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Fruits", index: -1, section: 0, count: 1)
    ) {
      try fruits.insert(["x"], at: IndexSet([-1]))
    }
    #expect(recorder.updates.isEmpty)
  }
}
