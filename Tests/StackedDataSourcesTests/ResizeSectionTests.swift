import Foundation
import Testing

@testable import StackedDataSources

/// `resizeSection(at:to:removesEmptySection:padding:)` on sectioned and expanding sources
/// (issue 18, SSDataSources' `adjustSectionAtIndex:toNumberOfItems:`): exact row deletes and
/// inserts at the end of the section, never a section reload, checked by a validator with a
/// content check.
@MainActor
@Suite("Resizing a section to N items")
struct ResizeSectionTests {
  /// `dataSource` under a validator with a recorder behind it.
  func table(_ dataSource: some DataSourceProtocol) -> (ValidatingSink, RecordingSink) {
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: dataSource, downstream: recorder)
    dataSource.sink = validator
    return (validator, recorder)
  }

  func pad(_ index: Int) -> String { "p\(index)" }

  func lists(removesEmptySections: Bool = false) -> SectionedDataSource<String, String> {
    SectionedDataSource(name: "Lists", removesEmptySections: removesEmptySections) {
      TableSection(id: "a", items: ["a0", "a1", "a2", "a3"])
      TableSection(id: "b", items: ["b0"])
    }
  }

  // MARK: Sectioned

  @Test("shrinking removes items from the end as row deletes")
  func sectionedShrinks() throws {
    let source = lists()
    let (validator, recorder) = table(source)
    #expect(try source.resizeSection(at: 0, to: 2, padding: pad))
    #expect(source.sections[0].items == ["a0", "a1"])
    #expect(recorder.batches == [[.deleteRows([[0, 2], [0, 3]], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("growing appends the padding's items for the new positions as row inserts")
  func sectionedGrows() throws {
    let source = lists()
    let (validator, recorder) = table(source)
    #expect(try source.resizeSection(at: 1, to: 3, padding: pad))
    #expect(source.sections[1].items == ["b0", "p1", "p2"])
    #expect(recorder.batches == [[.insertRows([[1, 1], [1, 2]], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("resizing to the current size returns false, sends nothing and never pads")
  func sectionedSameSize() throws {
    let source = lists()
    let (validator, recorder) = table(source)
    let changed = try source.resizeSection(at: 0, to: 4) { _ in
      Issue.record("padded")
      return "x"
    }
    #expect(!changed && recorder.updates.isEmpty && source.sections[0].items.count == 4)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test(
    "to 0, the section is removed or kept as removesEmptySections says, unless the call says",
    arguments: [
      (false, nil, false), (true, nil, true), (false, true, true), (true, false, false),
    ] as [(Bool, Bool?, Bool)])
  func sectionedToZero(sourceRemoves: Bool, option: Bool?, removed: Bool) throws {
    let source = lists(removesEmptySections: sourceRemoves)
    let (validator, recorder) = table(source)
    #expect(try source.resizeSection(at: 0, to: 0, removesEmptySection: option, padding: pad))
    if removed {
      #expect(source.sections.map(\.id) == ["b"])
      #expect(recorder.batches == [[.deleteSections([0], .automatic)]])
    } else {
      #expect(source.sections.map(\.id) == ["a", "b"] && source.sections[0].items.isEmpty)
      #expect(
        recorder.batches == [[.deleteRows([[0, 0], [0, 1], [0, 2], [0, 3]], .automatic)]])
    }
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("a section kept empty shows the source's placeholder row, in the same batch")
  func sectionedPlaceholder() throws {
    let source = lists()
    source.placeholder = RowContent("Nothing yet")
    let (validator, recorder) = table(source)
    try source.resizeSection(at: 1, to: 0, padding: pad)
    #expect(
      source.rowCounts == [4, 1] && source.rowContent(at: [1, 0]) == RowContent("Nothing yet"))
    #expect(
      recorder.batches == [
        [.deleteRows([[1, 0]], .automatic), .insertRows([[1, 0]], .automatic)]
      ])
    // Padding the empty section replaces the placeholder with the new rows.
    recorder.removeAll()
    try source.resizeSection(at: 1, to: 2, padding: pad)
    #expect(
      recorder.batches == [
        [.deleteRows([[1, 0]], .automatic), .insertRows([[1, 0], [1, 1]], .automatic)]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("inside a transaction, a resize joins the transaction's one batch")
  func sectionedInTransaction() throws {
    let source = lists()
    let (validator, recorder) = table(source)
    try source.performBatchUpdates {
      try source.resizeSection(at: 0, to: 1, padding: pad)
      try source.insert("new", at: [1, 0])
      try source.resizeSection(at: 1, to: 3, padding: pad)
    }
    #expect(source.sections[1].items == ["new", "b0", "p2"])
    #expect(
      recorder.batches == [
        [
          .deleteRows([[0, 1], [0, 2], [0, 3]], .automatic),
          .insertRows([[1, 0], [1, 2]], .automatic),
        ]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("inside a stack, the rows are translated to the table's sections")
  func sectionedInStack() throws {
    let source = lists()
    let stack = try SectionGroupStack(
      name: "Screen", groups: [ArrayDataSource(["top"], name: "Top"), source])
    let (validator, recorder) = table(stack)
    try source.resizeSection(at: 1, to: 2, padding: pad)
    try source.resizeSection(at: 0, to: 3, padding: pad)
    #expect(
      recorder.batches == [
        [.insertRows([[2, 1]], .automatic)], [.deleteRows([[1, 3]], .automatic)],
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  // MARK: Expanding

  func recent(
    _ items: [String], cap: @escaping (TableSection<String, String>) -> Int = { _ in 3 }
  ) throws -> ExpandingDataSource<String, String> {
    try ExpandingDataSource(
      name: "Recent", sections: [TableSection(id: "calls", items: items)],
      collapsedRowCount: cap)
  }

  @Test(
    "a collapsed section compares N with its items, and the table sees only visible rows",
    arguments: [
      // items, N, the batch
      (2, 5, [TableUpdate.insertRows([[0, 2]], .automatic)]),
      (5, 4, []),
      (5, 8, []),
      (5, 1, [.deleteRows([[0, 1], [0, 2]], .automatic)]),
      (1, 3, [.insertRows([[0, 1], [0, 2]], .automatic)]),
      (5, 0, [.deleteRows([[0, 0], [0, 1], [0, 2]], .automatic)]),
    ] as [(Int, Int, [TableUpdate])])
  func expandingCollapsed(items: Int, count: Int, batch: [TableUpdate]) throws {
    let source = try recent((0..<items).map { "i\($0)" })
    let (validator, recorder) = table(source)
    #expect(try source.resizeSection(at: 0, to: count, padding: pad))
    #expect(source.numberOfItems(inSection: 0) == count)
    #expect(source.numberOfRows(inSection: 0) == min(count, 3) && !source.isExpanded(section: 0))
    #expect(recorder.batches == (batch.isEmpty ? [] : [batch]))
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("the visible count is not N: a collapsed section of 3 shown items and 5 in all is 5")
  func expandingComparesItems() throws {
    let source = try recent(["a", "b", "c", "d", "e"])
    let (validator, recorder) = table(source)
    #expect(!(try source.resizeSection(at: 0, to: 5, padding: pad)))
    #expect(try source.resizeSection(at: 0, to: 3, padding: pad))
    #expect(recorder.updates.isEmpty && source.sections[0].items == ["a", "b", "c"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("an expanded section shows every new row")
  func expandingExpanded() throws {
    let source = try recent(["a", "b"])
    try source.expand(section: 0)
    let (validator, recorder) = table(source)
    try source.resizeSection(at: 0, to: 5, padding: pad)
    #expect(recorder.batches == [[.insertRows([[0, 2], [0, 3], [0, 4]], .automatic)]])
    #expect(source.rowItem(at: [0, 4]) == "p4")
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("the collapsed row count is evaluated again for the new items, in the same batch")
  func expandingCapFollowsItems() throws {
    let source = try recent(["a", "b"]) { $0.items.count > 3 ? 1 : 2 }
    let (validator, recorder) = table(source)
    try source.resizeSection(at: 0, to: 5, padding: pad)
    #expect(source.collapsedRowCount(inSection: 0) == 1 && source.numberOfRows(inSection: 0) == 1)
    #expect(recorder.batches == [[.deleteRows([[0, 1]], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("to 0, an expanding section is kept unless the call removes it")
  func expandingToZero() throws {
    let source = try recent(["a", "b"])
    try source.appendSection(TableSection(id: "mail", items: ["m"]))
    let (validator, recorder) = table(source)
    try source.resizeSection(at: 0, to: 0, padding: pad)
    #expect(source.numberOfSections == 2 && source.sections[0].items.isEmpty)
    try source.resizeSection(at: 1, to: 0, removesEmptySection: true, padding: pad)
    #expect(source.sections.map(\.id) == ["calls"])
    #expect(
      recorder.batches == [
        [.deleteRows([[0, 0], [0, 1]], .automatic)], [.deleteSections([1], .automatic)],
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("an expanding resize joins an open transaction, inside a stack")
  func expandingInTransactionInStack() throws {
    let source = try recent(["a"])
    let other = ArrayDataSource(["x"], name: "Other")
    let stack = try SectionGroupStack(name: "Screen", groups: [other, source])
    let (validator, recorder) = table(stack)
    try stack.performBatchUpdates {
      try source.resizeSection(at: 0, to: 4, padding: pad)
      other.append("y")
    }
    #expect(
      recorder.batches == [[.insertRows([[0, 1], [1, 1], [1, 2]], .automatic)]])
    #expect(validator.isValid, "\(validator.violations)")
  }
}
