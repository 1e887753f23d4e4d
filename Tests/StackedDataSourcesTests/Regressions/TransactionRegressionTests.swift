import Foundation
import Testing

@testable import StackedDataSources

/// Defects D2, D6 and D7 of the correctness issue, and the move attribution it asked for. Each
/// reproducer failed on the earlier transaction design, in which each data source kept its own
/// transaction and its own tracker and handed the stack its batch when its transaction closed.
@MainActor
@Suite("Regression: transactions joined, re-entrant edits, pins made mid-transaction")
struct TransactionRegressionTests {
  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  @Test("D2: a snapshot source's transaction joins the root's: one batch, right contents")
  func snapshotJoinsRoot() throws {
    let snap = SnapshotDataSource<Int, Int, Int>(
      name: "snap", snapshot: try Snapshot(items: [1, 2], section: 0, identifiedBy: { $0 }))
    let other = ArrayDataSource(["a"], name: "other")
    let root = try SectionGroupStack(name: "root", groups: [snap, other])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: root, downstream: recorder)
    root.sink = validator
    try snap.performBatchUpdates {
      snap.setSnapshot(try Snapshot(items: [2, 1], section: 0, identifiedBy: { $0 }))
      // Mid-transaction the stack already shows the new order at the new positions.
      #expect(root.item(at: p(0, 0)) == AnyHashable(2))
      other.append("b")
    }
    #expect(
      recorder.batches == [
        [.insertRows([p(1, 1)], .automatic), .moveRow(p(0, 1), to: p(0, 0))]
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("D6: an edit from inside a sink call is refused or applied after the batch")
  func reentrantEdit() throws {
    let a = ArrayDataSource(["a0"], name: "a")
    let b = ArrayDataSource(["b0"], name: "b")
    let root = try SectionGroupStack(name: "root", groups: [a, b])
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: root, downstream: recorder)
    let meddler = MeddlingSink(downstream: validator)
    var refusal: (any Error)?
    meddler.onFirstBegin = {
      b.append("x")  // cannot fail: applied after the batch
      do { try a.remove(at: 0) } catch { refusal = error }  // refused
    }
    root.sink = meddler
    a.append("a1")
    #expect(refusal as? DataSourceError == .editDuringBatch(dataSource: "a"))
    #expect(a.items == ["a0", "a1"] && b.items == ["b0", "x"])
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 1)], .automatic)], [.insertRows([p(1, 1)], .automatic)],
      ])
    // The validator names both edits; nothing else is wrong.
    #expect(validator.violations.map(\.rule) == [.editDuringBatch, .editDuringBatch])
    #expect(
      validator.violations.map(\.message) == [
        "b was edited from inside a sink call while the table applied a batch, which UIKit "
          + "forbids; the edit was applied after the batch",
        "a was edited from inside a sink call while the table applied a batch, which UIKit "
          + "forbids; the edit was refused",
      ])
    #expect(validator.validatedBatchCount == 2)
  }

  @Test("D7: a pin made inside the parent's transaction anchors at the row the caller named")
  func pinInsideTransaction() throws {
    let parent = ArrayDataSource(["a", "b"], name: "parent")
    let child = ArrayDataSource(["c"], name: "child")
    let root = try SectionGroupStack(name: "root", groups: [parent])
    let validator = ValidatingSink(dataSource: root)
    root.sink = validator
    try parent.performBatchUpdates {
      try parent.insert("new", at: 0)  // parent is now [new, a, b]
      try root.pin(child, under: p(0, 1), of: parent, isActive: true)  // row 1 is "a"
    }
    #expect(root.pins(of: parent).map(\.anchor) == [p(0, 1)])
    #expect(FlatRows.of(root) == ["new", "a", "c", "b"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @Test("D7: an anchor deleted earlier in the transaction is rejected, a new row accepted")
  func pinAnchorsAreCurrent() throws {
    let parent = ArrayDataSource(["a", "b"], name: "parent")
    let root = try SectionGroupStack(name: "root", groups: [parent])
    root.sink = ValidatingSink(dataSource: root)
    try parent.performBatchUpdates {
      try parent.remove(at: 1)
      #expect(throws: DataSourceError.self) {
        try root.pin(ArrayDataSource(["x"], name: "x"), under: p(0, 1), of: parent)
      }
      parent.append("c")
      try root.pin(ArrayDataSource(["y"], name: "y"), under: p(0, 1), of: parent, isActive: true)
    }
    #expect(FlatRows.of(root) == ["a", "c", "y"])
  }

  @Test("the row the caller moved is the row the table moves", arguments: [(0, 1), (2, 0), (1, 2)])
  func moveAttribution(from: Int, to: Int) throws {
    let source = ArrayDataSource(["foo", "baz", "bar"], name: "list")
    let recorder = RecordingSink()
    source.sink = recorder
    try source.move(from: from, to: to)
    #expect(recorder.batches == [[.moveRow(p(0, from), to: p(0, to))]])
  }

  @Test("the section the caller moved is the section the table moves")
  func sectionMoveAttribution() throws {
    let source = try ExpandingDataSource(
      name: "recent",
      sections: [TableSection(id: 0, items: ["a"]), TableSection(id: 1, items: ["b"])])
    let recorder = RecordingSink()
    source.sink = recorder
    try source.moveSection(from: 0, to: 1)
    #expect(recorder.batches == [[.moveSection(0, to: 1)]])
  }
}

/// The rows of every section of a data source, flattened, as strings.
@MainActor
enum FlatRows {
  static func of(_ source: any DataSourceProtocol) -> [String] {
    (0..<source.numberOfSections).flatMap { section in
      (0..<source.numberOfRows(inSection: section)).map {
        "\(source.item(at: TablePath(section: section, row: $0))?.base ?? "nil")"
      }
    }
  }
}

/// A sink that runs `onFirstBegin` from inside its first `beginUpdates`, as a table delegate
/// that edits the data from a callback would.
@MainActor
final class MeddlingSink: TableSink {
  let downstream: any TableSink
  var onFirstBegin: (() -> Void)?

  init(downstream: any TableSink) {
    self.downstream = downstream
  }

  func beginUpdates() {
    downstream.beginUpdates()
    let meddle = onFirstBegin
    onFirstBegin = nil
    meddle?()
  }
  func endUpdates() { downstream.endUpdates() }
  func insertSections(_ s: IndexSet, with a: RowAnimation) { downstream.insertSections(s, with: a) }
  func deleteSections(_ s: IndexSet, with a: RowAnimation) { downstream.deleteSections(s, with: a) }
  func reloadSections(_ s: IndexSet, with a: RowAnimation) { downstream.reloadSections(s, with: a) }
  func moveSection(_ s: Int, toSection t: Int) { downstream.moveSection(s, toSection: t) }
  func insertRows(at p: [TablePath], with a: RowAnimation) { downstream.insertRows(at: p, with: a) }
  func deleteRows(at p: [TablePath], with a: RowAnimation) { downstream.deleteRows(at: p, with: a) }
  func reloadRows(at p: [TablePath], with a: RowAnimation) { downstream.reloadRows(at: p, with: a) }
  func moveRow(at p: TablePath, to q: TablePath) { downstream.moveRow(at: p, to: q) }
  func reconfigureRows(at p: [TablePath]) { downstream.reconfigureRows(at: p) }
  func reloadData() { downstream.reloadData() }
}

extension MeddlingSink: EditDuringBatchObserver {
  func dataSourceEditedDuringBatch(_ dataSource: String, deferred: Bool) {
    (downstream as? any EditDuringBatchObserver)?.dataSourceEditedDuringBatch(
      dataSource, deferred: deferred)
  }
}
