import Foundation
import Testing

@testable import StackedDataSources

/// Defects D4 and D5 of the correctness issue: an `IndexSet` with a negative member, or
/// `Int.max` as an index, trapped instead of throwing. Each call must throw a typed error and
/// leave the source and its sink untouched. (The sweep over every index-taking API is in
/// `BadInputSweepTests`.)
@MainActor
@Suite("Regression: negative and Int.max indexes throw instead of trapping")
struct IndexTrapRegressionTests {
  @Test("array: a negative IndexSet member and Int.max are rejected")
  func array() throws {
    let source = ArrayDataSource(["a", "b", "c"], name: "Letters")
    let recorder = RecordingSink()
    source.sink = recorder
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Letters", row: -1, section: 0, rowCount: 3)
    ) { try source.replace(at: IndexSet([-1, 0]), with: ["z", "w"]) }
    #expect(
      throws: DataSourceError.rowOutOfRange(
        dataSource: "Letters", row: .max, section: 0, rowCount: 3)
    ) { try source.replace(at: .max, with: "z") }
    #expect(source.items == ["a", "b", "c"])
    #expect(recorder.updates.isEmpty)
  }

  @Test("sectioned and expanding: Int.max rows and sections are rejected")
  func sectioned() throws {
    let sectioned = try SectionedDataSource(
      name: "Settings", sections: [TableSection(id: 0, items: ["a"])])
    let expanding = try ExpandingDataSource(
      name: "Recent", sections: [TableSection(id: 0, items: ["a"])])
    let recorder = RecordingSink()
    sectioned.sink = recorder
    expanding.sink = recorder
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Settings", index: .max, section: 0, count: 1)
    ) { try sectioned.insert("x", at: TablePath(section: 0, row: .max)) }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Settings", index: .max, section: nil, count: 1)
    ) { try sectioned.insertSection(TableSection(id: 1), at: .max) }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Recent", index: .max, section: 0, count: 1)
    ) { try expanding.insert("x", at: TablePath(section: 0, row: .max)) }
    #expect(
      throws: DataSourceError.sectionOutOfRange(
        dataSource: "Recent", section: .max, sectionCount: 1)
    ) { try expanding.setExpanded(true, section: .max) }
    #expect(sectioned.sections.map(\.items) == [["a"]])
    #expect(expanding.sections.map(\.items) == [["a"]])
    #expect(recorder.updates.isEmpty)
  }
}
