import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("ArrayDataSource")
struct ArrayDataSourceTests {
  let recorder = RecordingSink()

  func fruits(_ items: [String] = ["Apple", "Banana", "Cherry"]) -> ArrayDataSource<String> {
    let source = ArrayDataSource(items, name: "Fruits")
    source.sink = recorder
    return source
  }

  func p(_ row: Int) -> TablePath { TablePath(section: 0, row: row) }

  @Test("append sends one insert of the new last row")
  func append() {
    let source = fruits()
    source.append("Kiwi")
    #expect(source.items == ["Apple", "Banana", "Cherry", "Kiwi"])
    #expect(recorder == [.beginUpdates, .insertRows([p(3)], .automatic), .endUpdates])
  }

  @Test("insert at an index set uses after-insertion positions")
  func insertAtIndexes() throws {
    let source = fruits()
    try source.insert(["X", "Y"], at: IndexSet([0, 2]))
    #expect(source.items == ["X", "Apple", "Y", "Banana", "Cherry"])
    #expect(recorder == [.beginUpdates, .insertRows([p(0), p(2)], .automatic), .endUpdates])
  }

  @Test("replace reconfigures the row, or reloads it for another kind of cell")
  func replace() throws {
    let source = fruits()
    try source.replace(at: 1, with: "Blueberry")
    #expect(source.items == ["Apple", "Blueberry", "Cherry"])
    #expect(recorder == [.reconfigureRows([p(1)])])
    recorder.removeAll()
    source.reuseIdentifier = { $0.hasPrefix("B") ? "Berry" : "Fruit" }
    try source.replace(at: 1, with: "Bilberry")
    try source.replace(at: 2, with: "Blackcurrant")
    #expect(
      recorder == [
        .reconfigureRows([p(1)]), .beginUpdates, .reloadRows([p(2)], .automatic), .endUpdates,
      ])
  }

  @Test("move sends one move in before/after coordinates")
  func move() throws {
    let source = fruits()
    try source.move(from: 0, to: 2)
    #expect(source.items == ["Banana", "Cherry", "Apple"])
    #expect(recorder == [.beginUpdates, .moveRow(p(0), to: p(2)), .endUpdates])
  }

  @Test("moving one of several equal values moves only that element")
  func moveWithDuplicates() throws {
    let source = fruits(["A", "B", "A", "C"])
    try source.move(from: 2, to: 0)
    #expect(source.items == ["A", "A", "B", "C"])
    try source.move(from: 0, to: 3)
    #expect(source.items == ["A", "B", "C", "A"])
  }

  @Test("remove at indexes, range and predicate")
  func removals() throws {
    let source = fruits(["a", "b", "c", "d", "e", "f"])
    try source.remove(at: IndexSet([0, 2]))
    #expect(source.items == ["b", "d", "e", "f"])
    try source.removeSubrange(1..<3)
    #expect(source.items == ["b", "f"])
    source.removeAll { $0 == "f" }
    #expect(source.items == ["b"])
    source.removeAll()
    #expect(source.items.isEmpty)
    #expect(
      recorder.batches == [
        [.deleteRows([p(0), p(2)], .automatic)],
        [.deleteRows([p(1), p(2)], .automatic)],
        [.deleteRows([p(1)], .automatic)],
        [.deleteRows([p(0)], .automatic)],
      ])
  }

  @Test("insert then delete of a row inside a transaction sends nothing")
  func insertThenDeleteNets() throws {
    let source = fruits()
    try source.performBatchUpdates {
      source.append("Kiwi")
      try source.remove(at: 3)
    }
    #expect(recorder.updates.isEmpty)
  }

  @Test("a transaction with no edits sends nothing")
  func emptyTransaction() throws {
    let source = fruits()
    source.beginUpdates()
    source.beginUpdates()
    try source.endUpdates()
    try source.endUpdates()
    #expect(recorder.updates.isEmpty)
  }

  @Test("nested begin/end sends one batch at the outermost end")
  func nested() throws {
    let source = fruits()
    source.beginUpdates()
    source.append("Kiwi")
    source.beginUpdates()
    try source.remove(at: 0)
    try source.endUpdates()
    #expect(recorder.updates.isEmpty)
    try source.endUpdates()
    #expect(
      recorder == [
        .beginUpdates, .deleteRows([p(0)], .automatic), .insertRows([p(2)], .automatic),
        .endUpdates,
      ])
  }

  @Test("a replaced row that also moved stays one move, reconfigured where it lands")
  func replaceAndMove() throws {
    let source = fruits()
    try source.performBatchUpdates {
      try source.replace(at: 0, with: "Apricot")
      try source.move(from: 0, to: 2)
    }
    #expect(source.items == ["Banana", "Cherry", "Apricot"])
    #expect(recorder.batches == [[.moveRow(p(0), to: p(2)), .reconfigureRows([p(2)])]])
    // A row that needs another kind of cell cannot move and reload in one batch: UIKit gets a
    // delete and an insert.
    recorder.removeAll()
    source.reuseIdentifier = { $0 == "Plum" ? "Stone fruit" : "Cell" }
    try source.performBatchUpdates {
      try source.replace(at: 0, with: "Plum")
      try source.move(from: 0, to: 2)
    }
    #expect(
      recorder.batches == [[.deleteRows([p(0)], .automatic), .insertRows([p(2)], .automatic)]])
  }

  @Test("moves are minimal: rotating one element is one move")
  func minimalMoves() throws {
    let source = fruits(["a", "b", "c", "d", "e"])
    try source.performBatchUpdates {
      try source.move(from: 4, to: 0)
      try source.move(from: 1, to: 2)
      try source.move(from: 2, to: 1)
    }
    #expect(source.items == ["e", "a", "b", "c", "d"])
    #expect(recorder.batches == [[.moveRow(p(4), to: p(0))]])
  }

  @Test("an unbalanced endUpdates throws and sends nothing")
  func unbalancedEnd() {
    let source = fruits()
    #expect(throws: DataSourceError.unbalancedEndUpdates(dataSource: "Fruits")) {
      try source.endUpdates()
    }
    #expect(recorder.updates.isEmpty)
  }

  @Test("bad indexes throw a typed error naming the source and values, and change nothing")
  func badInput() {
    let source = fruits()
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Fruits", row: 7, section: 0, rowCount: 3)
    ) {
      try source.remove(at: 7)
    }
    #expect(
      throws: DataSourceError.insertionOutOfRange(
        dataSource: "Fruits", index: 4, section: 0, count: 3)
    ) {
      try source.insert("X", at: 4)
    }
    #expect(throws: DataSourceError.countMismatch(dataSource: "Fruits", indexes: 1, items: 2)) {
      try source.insert(["X", "Y"], at: IndexSet([0]))
    }
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Fruits", row: -1, section: 0, rowCount: 3)
    ) {
      try source.move(from: -1, to: 0)
    }
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Fruits", row: 3, section: 0, rowCount: 3)
    ) {
      try source.replace(at: IndexSet([1, 3]), with: ["X", "Y"])
    }
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Fruits", row: 3, section: 0, rowCount: 3)
    ) {
      try source.removeSubrange(2..<4)
    }
    #expect(source.items == ["Apple", "Banana", "Cherry"])
    #expect(recorder.updates.isEmpty)
  }

  @Test("errors read as sentences")
  func errorText() {
    let error = DataSourceError.rowOutOfRange(dataSource: "Fruits", row: 7, section: 2, rowCount: 3)
    #expect(
      error.description == "Fruits: row 7 of section 2 does not exist; the section has 3 rows")
  }

  @Test("queries: titles, reuse identifiers, permissions and out-of-range lookups")
  func queries() {
    let source = ArrayDataSource(["a", "bb"], name: "Q", headerTitle: "H", footerTitle: "F")
    source.reuseIdentifier = { $0.count > 1 ? "Wide" : "Narrow" }
    source.canEdit = { $0 == "a" }
    #expect(source.numberOfSections == 1)
    #expect(source.numberOfRows(inSection: 0) == 2)
    #expect(source.numberOfRows(inSection: 1) == 0)
    #expect(source.titleForHeader(inSection: 0) == "H")
    #expect(source.titleForFooter(inSection: 0) == "F")
    #expect(source.reuseIdentifier(at: p(1)) == "Wide")
    #expect(source.canEditRow(at: p(0)))
    #expect(!source.canEditRow(at: p(1)))
    #expect(!source.canMoveRow(at: p(0)))
    #expect(source.item(at: p(2)) == nil)
    #expect(source.item(at: TablePath(section: 1, row: 0)) == nil)
    #expect(source.item(at: p(1)) == AnyHashable("bb"))
  }
}

@MainActor
@Suite("Replacing all items animates through the diff")
struct ReplaceAllTests {
  struct Contact: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
  }

  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  @Test("array: deletes, inserts and one minimal move")
  func arrayDiff() {
    let source = ArrayDataSource(["a", "b", "c", "d"], name: "Letters")
    let validator = ValidatingSink(dataSource: source, downstream: RecordingSink())
    let recorder = validator.downstream as! RecordingSink
    source.sink = validator
    source.replaceAll(with: ["d", "a", "c", "e"])
    #expect(
      recorder.batches == [
        [
          .deleteRows([p(0, 1)], .automatic), .insertRows([p(0, 3)], .automatic),
          .moveRow(p(0, 3), to: p(0, 0)),
        ]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("array of identifiable items: a changed item is reconfigured, or replaced for a new cell")
  func identifiableReconfigure() {
    let source = ArrayDataSource([Contact(id: 1, name: "Ann"), Contact(id: 2, name: "Bob")])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    source.replaceAll(with: [Contact(id: 1, name: "Anne"), Contact(id: 2, name: "Bob")])
    #expect(recorder.batches == [[.reconfigureRows([p(0, 0)])]])
    // A cell of another kind cannot be reconfigured into: in place it is a reload, moved it is
    // a delete plus an insert.
    source.reuseIdentifier = { $0.name.count > 3 ? "Long" : "Short" }
    recorder.removeAll()
    source.replaceAll(with: [Contact(id: 1, name: "Anna"), Contact(id: 2, name: "Bobby")])
    #expect(
      recorder.batches == [[.reloadRows([p(0, 1)], .automatic), .reconfigureRows([p(0, 0)])]])
    recorder.removeAll()
    source.replaceAll(with: [Contact(id: 2, name: "Bo"), Contact(id: 1, name: "Anny")])
    #expect(
      recorder.batches == [
        [
          .deleteRows([p(0, 1)], .automatic), .insertRows([p(0, 0)], .automatic),
          .reconfigureRows([p(0, 1)]),
        ]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("array with duplicates falls back to deleting and inserting every row")
  func duplicatesFallBack() {
    let source = ArrayDataSource(["x", "x"])
    let recorder = RecordingSink()
    source.sink = recorder
    source.replaceAll(with: ["x"])
    #expect(
      recorder.batches == [
        [
          .deleteRows([p(0, 0), p(0, 1)], .automatic), .insertRows([p(0, 0)], .automatic),
        ]
      ])
  }

  @Test("sectioned: sections matched by id, items moved across sections, titles reloaded")
  func sectionedDiff() throws {
    let source = try SectionedDataSource(
      name: "Shop",
      sections: [
        TableSection(id: "fruit", items: ["Apple", "Pear"], headerTitle: "Fruit"),
        TableSection(id: "veg", items: ["Leek"], headerTitle: "Veg"),
      ])
    let validator = ValidatingSink(dataSource: source, downstream: RecordingSink())
    let recorder = validator.downstream as! RecordingSink
    source.sink = validator
    try source.replaceAll(with: [
      TableSection(id: "fruit", items: ["Apple"], headerTitle: "Fruit"),
      TableSection(id: "veg", items: ["Pear", "Leek"], headerTitle: "Veg"),
    ])
    #expect(recorder.batches == [[.moveRow(p(0, 1), to: p(1, 0))]])
    try source.replaceAll(with: [
      TableSection(id: "fruit", items: ["Apple"], headerTitle: "Fruits"),
      TableSection(id: "veg", items: ["Pear", "Leek"], headerTitle: "Veg"),
    ])
    #expect(recorder.batches.last == [.reloadSections([0], .automatic)])
    #expect(validator.isValid, "\(validator.violations)")
  }
}

extension ReplaceAllTests {
  @Test("sectioned: a moved section with a new title is replaced, and the table stays valid")
  func movedSectionWithNewTitle() throws {
    let source = try SectionedDataSource(
      name: "Shop",
      sections: [
        TableSection(id: "a", items: ["1"], headerTitle: "A"),
        TableSection(id: "b", items: ["2"], headerTitle: "B"),
        TableSection(id: "c", items: ["3"], headerTitle: "C"),
      ])
    let validator = ValidatingSink(dataSource: source, downstream: RecordingSink())
    source.sink = validator
    try source.replaceAll(with: [
      TableSection(id: "c", items: ["3"], headerTitle: "C!"),
      TableSection(id: "a", items: ["1"], headerTitle: "A"),
      TableSection(id: "b", items: ["2", "4"], headerTitle: "B"),
    ])
    #expect(source.titleForHeader(inSection: 0) == "C!")
    let recorder = validator.downstream as! RecordingSink
    #expect(
      recorder.batches == [
        [
          .deleteSections([2], .automatic), .insertSections([0], .automatic),
          .insertRows([p(2, 1)], .automatic),
        ]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }
}

/// `setTitles(header:footer:)`: a change of title reloads the section, alone or in the open
/// transaction; an unchanged title sends nothing.
@MainActor
@Suite("An array source's titles")
struct ArrayDataSourceTitleTests {
  @Test("a changed title reloads the section; the same titles send nothing")
  func retitle() throws {
    let source = ArrayDataSource(["a", "b"], name: "Letters", headerTitle: "Two")
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder, contentCheck: .full)
    source.sink = validator
    try source.setTitles(header: "Two", footer: nil)
    #expect(recorder.updates.isEmpty)
    try source.setTitles(header: "Letters", footer: "Two of them")
    #expect(recorder.batches == [[.reloadSections([0], .automatic)]])
    #expect(source.titleForHeader(inSection: 0) == "Letters")
    #expect(source.titleForFooter(inSection: 0) == "Two of them")
    recorder.removeAll()
    source.performBatchUpdates {
      source.append("c")
      try? source.setTitles(header: "Three", footer: nil)
    }
    #expect(
      recorder.batches == [[.reloadSections([0], .automatic)]], "the reload covers the insert")
    #expect(validator.isValid, "\(validator.violations)")
  }
}
