import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("ExpandingDataSource sections and state")
struct ExpandingDataSourceSectionTests {
  let recorder = RecordingSink()

  func source(cap: Int = 3) throws -> ExpandingDataSource<String, String> {
    try recentItems(cap: cap, recorder: recorder)
  }

  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  @Test("several sections expand as one batch; single-section mode keeps one open")
  func manyAndSingle() throws {
    let source = try source(cap: 1)
    try source.setExpanded(true, sections: [0, 1])
    source.collapseAll()
    source.expandsExclusively = true
    try source.expand(section: 0)
    try source.toggle(sectionWithID: "mail")
    #expect(source.expandedIDs == Set([1].map { source.sections[$0].id }))
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 1), p(0, 2), p(0, 3), p(0, 4), p(1, 1)], .automatic)],
        [.deleteRows([p(0, 1), p(0, 2), p(0, 3), p(0, 4), p(1, 1)], .automatic)],
        [.insertRows([p(0, 1), p(0, 2), p(0, 3), p(0, 4)], .automatic)],
        [
          .deleteRows([p(0, 1), p(0, 2), p(0, 3), p(0, 4)], .automatic),
          .insertRows([p(1, 1)], .automatic),
        ],
      ])
  }

  @Test("expansion is keyed by identifier and survives replacing the sections")
  func stateSurvivesReplacement() throws {
    let source = try source()
    try source.expand(section: 0)
    source.expandsNewSections = true
    try source.replaceAll(with: [
      TableSection(id: "notes", items: ["A", "B", "C", "D"]),
      TableSection(id: "calls", items: ["Ann", "Bob", "Cy", "Dee"]),
      TableSection(id: "mail", items: ["X", "Y", "Z", "W"]),
    ])
    #expect(source.expandedIDs == Set([0, 1].map { source.sections[$0].id }))
    #expect(source.rowCounts == [4, 4, 3])
    try source.replaceSection(at: 1, with: TableSection(id: "calls", items: ["Zed"]))
    #expect(source.isExpanded(section: 1))
    try source.removeSection(withID: "calls")
    try source.insertSection(TableSection(id: "calls", items: ["1", "2", "3", "4"]), at: 0)
    #expect(source.isExpanded(section: 0))
    #expect(recorder.batches.count == 5)
    #expect(
      recorder.batches[2] == [
        .deleteSections([1], .automatic), .insertSections([1], .automatic),
      ])
    #expect(recorder.batches[4] == [.insertSections([0], .automatic)])
  }

  @Test("section insert, move and remove carry the caps with them")
  func sections() throws {
    let source = try source()
    try source.insertSection(TableSection(id: "notes", items: ["A", "B", "C", "D"]), at: 0)
    try source.moveSection(from: 0, to: 2)
    #expect(source.rowCounts == [3, 2, 3])
    try source.removeSection(at: 1)
    #expect(source.rowCounts == [3, 3])
    #expect(
      recorder.batches == [
        [.insertSections([0], .automatic)],
        [.moveSection(0, to: 2)],
        [.deleteSections([1], .automatic)],
      ])
  }

  @Test("bad input throws a typed error, changes nothing and sends nothing")
  func badInput() throws {
    let source = try source()
    #expect(throws: DataSourceError.unknownSection(dataSource: "Recent", identifier: "spam")) {
      try source.toggle(sectionWithID: "spam")
    }
    #expect(
      throws: DataSourceError.sectionOutOfRange(dataSource: "Recent", section: 2, sectionCount: 2)
    ) {
      try source.setExpanded(true, sections: [0, 2])
    }
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Recent", row: 5, section: 0, rowCount: 5)
    ) {
      try source.remove(at: p(0, 5))
    }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Recent", index: 3, section: 1, count: 2)
    ) {
      try source.insert("X", at: p(1, 3))
    }
    #expect(
      throws: DataSourceError.duplicateSectionIdentifier(dataSource: "Recent", identifier: "mail")
    ) {
      try source.appendSection(TableSection(id: "mail"))
    }
    #expect(source.expandedIDs.isEmpty)
    #expect(source.sections.map(\.items.count) == [5, 2])
    #expect(recorder.updates.isEmpty)
  }
}
