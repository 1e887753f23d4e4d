import Foundation
import Testing

@testable import StackedDataSources

/// A hand-written group — a ``DataSourceProtocol`` of the app's own — calls the sink its stack
/// handed it with a bad index: one call per ``TableSink`` method and index position, with each
/// bad value, and reloads mixed with the inserts and deletes that shift them.
///
/// The stack cannot refuse the call, so the expected outcome is the documented one of
/// ``SectionGroupStack/invalidBatches``: no trap, the batch recorded as an `invalidGroupBatch`,
/// the group's sections replaced with what it shows now, and a legal batch to the table.
struct HandWrittenBatch: Sendable, CustomTestStringConvertible {
  let name: String
  /// Changes the group's rows (so that, but for the index, the call would describe the change)
  /// and calls its sink.
  let edit: @MainActor @Sendable (TestTable) -> Void

  var testDescription: String { name }

  /// The group's rows before each case: two sections, of two rows and one.
  static let sections = [["a", "b"], ["c"]]

  static var cases: [HandWrittenBatch] {
    let sectionCount = sections.count
    var cases: [HandWrittenBatch] = []
    func add(_ name: String, _ edit: @escaping @MainActor @Sendable (TestTable) -> Void) {
      cases.append(HandWrittenBatch(name: name, edit: edit))
    }
    func path(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

    for bad in BadIndex.sets(outsideInsertionInto: sectionCount) {
      let set = bad.value
      add("insertSections \(bad.label)") { table in
        table.sections += Array(repeating: ["new"], count: set.count)
        table.sink?.insertSections(set, with: .fade)
      }
    }
    for bad in BadIndex.sets(outside: sectionCount) {
      let set = bad.value
      add("deleteSections \(bad.label)") { table in
        table.sections.removeLast(min(set.count, table.sections.count))
        table.sink?.deleteSections(set, with: .fade)
      }
      add("reloadSections \(bad.label)") { $0.sink?.reloadSections(set, with: .fade) }
      // A reloaded section's new place is its old one shifted over the batch's deletes and
      // inserts: the shift must not overflow near Int.max nor wrap below Int.min.
      add("reloadSections \(bad.label) with a section inserted at 0") { table in
        table.sections.insert(["new"], at: 0)
        table.sink?.beginUpdates()
        table.sink?.insertSections([0], with: .fade)
        table.sink?.reloadSections(set, with: .fade)
        table.sink?.endUpdates()
      }
      add("reloadSections \(bad.label) with three sections inserted at 0") { table in
        table.sections.insert(contentsOf: [["n0"], ["n1"], ["n2"]], at: 0)
        table.sink?.beginUpdates()
        table.sink?.insertSections([0, 1, 2], with: .fade)
        table.sink?.reloadSections(set, with: .fade)
        table.sink?.endUpdates()
      }
      add("reloadSections \(bad.label) with section 0 deleted") { table in
        table.sections.removeFirst()
        table.sink?.beginUpdates()
        table.sink?.deleteSections([0], with: .fade)
        table.sink?.reloadSections(set, with: .fade)
        table.sink?.endUpdates()
      }
    }
    for bad in BadIndex.outside(sectionCount) {
      let index = bad.value
      add("moveSection from \(bad.label)") { $0.sink?.moveSection(index, toSection: 0) }
      add("moveSection to \(bad.label)") { $0.sink?.moveSection(0, toSection: index) }
      for (verb, _, call) in rowCalls {
        add("\(verb) in section \(bad.label)") { call($0, path(index, 0)) }
      }
      add("moveRow from section \(bad.label)") {
        $0.sink?.moveRow(at: path(index, 0), to: path(0, 0))
      }
      add("moveRow to section \(bad.label)") {
        $0.sink?.moveRow(at: path(0, 0), to: path(index, 0))
      }
    }
    for (section, rows) in sections.map(\.count).enumerated() {
      for (verb, inserts, call) in rowCalls {
        for bad in inserts ? BadIndex.outsideInsertion(rows) : BadIndex.outside(rows) {
          let row = bad.value
          add("\(verb) at row \(bad.label) of section \(section)") { call($0, path(section, row)) }
        }
      }
      for bad in BadIndex.outside(rows) {
        let row = bad.value
        let label = "row \(bad.label) of section \(section)"
        add("moveRow from \(label)") { $0.sink?.moveRow(at: path(section, row), to: path(0, 0)) }
        add("moveRow to \(label)") { $0.sink?.moveRow(at: path(0, 0), to: path(section, row)) }
      }
    }
    return cases
  }

  /// A row call, whether its paths are insertion positions, and the call itself, which first
  /// changes the rows as the call would describe at a valid path.
  typealias RowCall = (
    verb: String, inserts: Bool, call: @MainActor @Sendable (TestTable, TablePath) -> Void
  )

  static let rowCalls: [RowCall] = [
    (
      "insertRows", true,
      { table, path in
        table.sections[table.sections.indices.contains(path.section) ? path.section : 0]
          .append("new")
        table.sink?.insertRows(at: [path], with: .fade)
      }
    ),
    (
      "deleteRows", false,
      { table, path in
        table.sections[table.sections.indices.contains(path.section) ? path.section : 0]
          .removeLast()
        table.sink?.deleteRows(at: [path], with: .fade)
      }
    ),
    ("reloadRows", false, { $0.sink?.reloadRows(at: [$1], with: .fade) }),
    ("reconfigureRows", false, { $0.sink?.reconfigureRows(at: [$1]) }),
  ]
}

extension BadInputSweepTests {
  @Test("a hand-written group's batch with a bad index", arguments: HandWrittenBatch.cases)
  func handWritten(_ batch: HandWrittenBatch) throws {
    let table = TestTable(HandWrittenBatch.sections)
    let stack = try SectionGroupStack(
      name: "Root", groups: [ArrayDataSource(["x"], name: "Other"), table])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: stack, downstream: recorder)
    stack.sink = validator

    batch.edit(table)

    #expect(stack.invalidBatches == [.invalidGroupBatch(stack: "Root", group: "TestTable")])
    #expect(validator.isValid, "\(validator.violations)")
    #expect(stack.invariantViolation() == nil)
    let expected: [[String?]] = [["x"]] + table.sections
    let shown = (0..<stack.numberOfSections).map { section in
      (0..<stack.numberOfRows(inSection: section)).map {
        stack.item(at: TablePath(section: section, row: $0)) as? String
      }
    }
    #expect(shown == expected, "\(recorder)")
  }
}

extension BadInputSweepTests {
  @Test(
    "ValidatingSink records a violation for a bad index",
    arguments: HandWrittenBatch.cases, [ValidatingSink.Flavor.tableView, .collectionView])
  func validatingSink(_ batch: HandWrittenBatch, flavor: ValidatingSink.Flavor) {
    let table = TestTable(HandWrittenBatch.sections)
    let validator = ValidatingSink(dataSource: table, flavor: flavor)
    table.sink = validator
    batch.edit(table)
    // A row of Int.max is NSNotFound, which UIKit's batch code reads as the whole section
    // (rule 3 of the UIKit batch rules: a section operation *is* the path `(s, NSNotFound)`), and
    // so does the validator: a reload there is the section's reload, and a move from
    // [0, NSNotFound] to [0, 0] is section 0 moved onto itself. Both are legal batches.
    let isNSNotFound =
      batch.name.hasPrefix("reloadRows at row Int.max")
      || batch.name == "moveRow from row Int.max of section 0"
    if isNSNotFound {
      #expect(validator.isValid, "\(batch.name): \(validator.violations)")
    } else {
      #expect(!validator.isValid, "\(batch.name) passed as a legal batch")
    }
  }
}
