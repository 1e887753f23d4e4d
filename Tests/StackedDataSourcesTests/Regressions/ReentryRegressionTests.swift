import Foundation
import Testing

@testable import StackedDataSources

/// The defects of the re-entry issue: a transaction opened from inside a sink call (it recursed
/// until the stack overflowed), edits that cancel out while a placeholder shows (they sent a
/// batch), a snapshot source's `didUpdate` inside a transaction (one call per snapshot, with
/// intermediate diffs), and `RecordingSink.batches` filing a later reconfigure under the batch
/// before it. Each test failed before its fix.
@MainActor
@Suite("Regression: transactions from sink calls, cancelling edits, hooks and recorded batches")
struct ReentryRegressionTests {
  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  /// A sink that runs a hook, once, when it receives its first `insertRows` — as a table
  /// delegate that edits the model from a cell callback would.
  final class HookSink: TableUpdateSink {
    let downstream: any TableSink
    var hook: (() -> Void)?
    var trigger: (TableUpdate) -> Bool = {
      if case .insertRows = $0 { return true } else { return false }
    }

    init(downstream: any TableSink) {
      self.downstream = downstream
    }

    func receive(_ update: TableUpdate) {
      downstream.apply(update)
      if trigger(update), let hook {
        self.hook = nil
        hook()
      }
    }
  }

  /// A root with a validator and a recorder behind a hook sink.
  func wire(_ root: any DataSourceProtocol) -> (HookSink, ValidatingSink, RecordingSink) {
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: root, downstream: recorder)
    let hook = HookSink(downstream: validator)
    root.sink = hook
    return (hook, validator, recorder)
  }

  /// The violations other than the notes that an edit was made from inside a sink call.
  func unexpected(_ validator: ValidatingSink) -> [BatchViolation] {
    validator.violations.filter { $0.rule != .editDuringBatch }
  }

  @Test(
    "a transaction opened from a sink call on a standalone source: its append is one batch after")
  func transactionFromSinkCall() {
    let a = ArrayDataSource(["a0"], name: "A")
    let (hook, validator, recorder) = wire(a)
    var completed: [String] = []
    hook.hook = {
      a.performBatchUpdates({ a.append("x") }, completion: { completed.append(a.items.last!) })
    }
    a.append("a1")
    #expect(a.items == ["a0", "a1", "x"])
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 1)], .automatic)], [.insertRows([p(0, 2)], .automatic)],
      ])
    // The completion ran once the deferred append, the transaction's own batch, was sent.
    #expect(completed == ["x"])
    #expect(unexpected(validator).isEmpty, "\(validator.violations)")
    #expect(validator.violations.map(\.rule) == [.editDuringBatch])
    #expect(!a.core.isInTransaction)
  }

  @Test("begin and end from a sink call, nested twice, with an edit that can fail refused")
  func beginEndFromSinkCall() {
    let a = ArrayDataSource(["a0"], name: "A")
    let (hook, validator, recorder) = wire(a)
    var refusal: DataSourceError?
    hook.hook = {
      a.beginUpdates()
      a.beginUpdates()
      a.append("x")
      do { try a.remove(at: 0) } catch { refusal = error as? DataSourceError }
      try? a.endUpdates()
      a.append("y")
      try? a.endUpdates()
    }
    a.append("a1")
    #expect(refusal == .editDuringBatch(dataSource: "A"))
    #expect(a.items == ["a0", "a1", "x", "y"])
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 1)], .automatic)], [.insertRows([p(0, 2), p(0, 3)], .automatic)],
      ])
    #expect(unexpected(validator).isEmpty, "\(validator.violations)")
  }

  @Test("a transaction opened on a group of a nested stack from a sink call")
  func transactionOnNestedGroupFromSinkCall() throws {
    let a = ArrayDataSource(["a0"], name: "A")
    let b = ArrayDataSource(["b0"], name: "B")
    let inner = try SectionGroupStack(name: "inner", groups: [b])
    let root = try SectionGroupStack(name: "root", groups: [a, inner])
    let (hook, validator, recorder) = wire(root)
    hook.hook = {
      b.performBatchUpdates {
        b.append("b1")
        a.append("a2")
        b.placeholder = RowContent("none")
      }
    }
    a.append("a1")
    #expect(a.items == ["a0", "a1", "a2"] && b.items == ["b0", "b1"])
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 1)], .automatic)],
        [.insertRows([p(0, 2), p(1, 1)], .automatic)],
      ])
    #expect(unexpected(validator).isEmpty, "\(validator.violations)")
  }

  @Test("a store change and a placeholder inside a screen's transaction opened from a sink call")
  func storeAndPlaceholderFromSinkCall() throws {
    let store = try InMemoryStore([Card(id: 1, rank: 1)], name: "Cards")
    let cards = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "F")
    try cards.performFetch()
    let notes = ArrayDataSource<String>([], name: "Notes")
    let screen = try SectionGroupStack(name: "screen", groups: [cards, notes])
    let (hook, validator, recorder) = wire(screen)
    hook.hook = {
      screen.performBatchUpdates {
        try? store.insert(Card(id: 3, rank: 3))
        notes.placeholder = RowContent("No notes")
      }
    }
    try store.insert(Card(id: 2, rank: 2))
    #expect(cards.numberOfRows(inSection: 0) == 3)
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 1)], .automatic)],
        [.insertRows([p(0, 2), p(1, 0)], .automatic)],
      ])
    #expect(unexpected(validator).isEmpty, "\(validator.violations)")
  }

  @Test("a didChange hook that opens a transaction: its batch follows, hooks run once each")
  func transactionFromDidChange() throws {
    let a = ArrayDataSource(["a0"], name: "A")
    let b = ArrayDataSource(["b0"], name: "B")
    let root = try SectionGroupStack(name: "root", groups: [a, b])
    let (_, validator, recorder) = wire(root)
    var calls: [String] = []
    a.didChange = {
      calls.append("a")
      guard b.count == 1 else { return }
      b.performBatchUpdates { b.append("b1") }
    }
    b.didChange = { calls.append("b") }
    var completed = 0
    a.performBatchUpdates({ a.append("a1") }, completion: { completed += 1 })
    #expect(calls == ["a", "b"])
    #expect(completed == 1)
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 1)], .automatic)], [.insertRows([p(1, 1)], .automatic)],
      ])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }

  // MARK: Defect 3

  @Test("edits that cancel out send nothing while a placeholder shows", arguments: [false, true])
  func placeholderCancellingEdits(inStack: Bool) throws {
    let a = ArrayDataSource<String>([], name: "A")
    a.placeholder = RowContent("Nothing yet")
    let root: any DataSourceProtocol =
      inStack ? try SectionGroupStack(name: "root", groups: [ArrayDataSource(["x"]), a]) : a
    let (_, validator, recorder) = wire(root)
    try a.performBatchUpdates {
      a.append("t")
      try a.remove(at: 0)
    }
    a.performBatchUpdates {
      a.append(contentsOf: ["t", "u"])
      a.removeAll()
    }
    #expect(recorder.updates.isEmpty, "\(recorder)")
    // A real change still reaches the table: the placeholder leaves for the item.
    a.append("v")
    let section = inStack ? 1 : 0
    #expect(
      recorder.batches == [
        [.deleteRows([p(section, 0)], .automatic), .insertRows([p(section, 0)], .automatic)]
      ])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }

  @Test("a sectioned source: an item moved out and back, and a section emptied and refilled")
  func sectionedPlaceholderCancellingEdits() throws {
    let s = try SectionedDataSource(
      name: "S",
      sections: [TableSection(id: 1, items: ["a"]), TableSection(id: 2, items: [String]())])
    s.placeholder = RowContent("Empty")
    let (_, validator, recorder) = wire(s)
    try s.performBatchUpdates {
      try s.move(from: p(0, 0), to: p(1, 0))
      try s.move(from: p(1, 0), to: p(0, 0))
    }
    try s.performBatchUpdates {
      try s.remove(at: p(0, 0))
      try s.insert("a", at: p(0, 0))
    }
    // Removing "a" and inserting an equal item is still a new row, placeholder or not.
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 0)], .automatic), .insertRows([p(0, 0)], .automatic)]
      ])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }

  @Test("a placeholder whose content changed in the transaction does not come back stale")
  func placeholderChangedWhileHeld() throws {
    let a = ArrayDataSource<String>([], name: "A")
    a.placeholder = RowContent("Nothing yet")
    let (_, validator, recorder) = wire(a)
    try a.performBatchUpdates {
      a.append("t")
      a.placeholder = RowContent("Still nothing")
      try a.remove(at: 0)
    }
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 0)], .automatic), .insertRows([p(0, 0)], .automatic)]
      ])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }

  // MARK: Defect 4

  @Test("a snapshot source's didUpdate inside a transaction: one call, the net change")
  func snapshotDidUpdateInTransaction() throws {
    typealias Model = Snapshot<Int, Int, Int>
    let source = SnapshotDataSource<Int, Int, Int>(
      name: "snap", snapshot: try Model(items: [1, 2, 3], section: 0, identifiedBy: { $0 }))
    let (_, validator, recorder) = wire(source)
    var reports: [Changeset] = []
    source.didUpdate = { reports.append($0) }
    try source.performBatchUpdates {
      source.setSnapshot(try Model(items: [3, 1, 2, 4], section: 0, identifiedBy: { $0 }))
      source.setSnapshot(try Model(items: [1, 2, 4], section: 0, identifiedBy: { $0 }))
    }
    #expect(reports.count == 1)
    #expect(reports.first?.updates() == recorder.updates)
    #expect(
      recorder.batches == [
        [.deleteRows([p(0, 2)], .automatic), .insertRows([p(0, 2)], .automatic)]
      ])
    // Outside a transaction each snapshot is its own delivery and its own call.
    source.setSnapshot(try Model(items: [2, 1, 4], section: 0, identifiedBy: { $0 }))
    #expect(reports.count == 2)
    #expect(
      reports.last?.updates() == [.beginUpdates, .moveRow(p(0, 1), to: p(0, 0)), .endUpdates])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }

  // MARK: Defect 5

  @Test("a reconfigure sent by a later edit is a batch of its own in RecordingSink.batches")
  func recordedReconfigureOfALaterEdit() throws {
    let a = ArrayDataSource(["a", "b"], name: "A")
    let (_, validator, recorder) = wire(a)
    a.append("c")
    try a.replace(at: 0, with: "A")
    #expect(
      recorder.batches == [
        [.insertRows([p(0, 2)], .automatic)], [.reconfigureRows([p(0, 0)])],
      ])
    // A reconfigure that follows its own batch stays with it.
    recorder.removeAll()
    try a.performBatchUpdates {
      try a.replace(at: 1, with: "B")
      try a.move(from: 1, to: 0)
    }
    #expect(
      recorder.batches == [[.moveRow(p(0, 1), to: p(0, 0)), .reconfigureRows([p(0, 0)])]])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }
}

/// The hook sink passes on what the sinks behind it want to hear, as the package's sinks do.
extension ReentryRegressionTests.HookSink: EditDuringBatchObserver, DeliveryObserver {
  func dataSourceEditedDuringBatch(_ dataSource: String, deferred: Bool) {
    (downstream as? any EditDuringBatchObserver)?.dataSourceEditedDuringBatch(
      dataSource, deferred: deferred)
  }

  func deliveryEnded() { (downstream as? any DeliveryObserver)?.deliveryEnded() }
}

extension ReentryRegressionTests {
  @Test("a placeholder held before a pause, and one held while paused, never cross the log")
  func placeholderHeldAcrossPause() throws {
    let a = ArrayDataSource<String>([], name: "A")
    a.placeholder = RowContent("Nothing yet")
    let (_, validator, recorder) = wire(a)
    try a.performBatchUpdates {
      a.append("t")  // the placeholder row leaves, held from the tracker
      a.pause()
      try a.remove(at: 0)  // held in the log: a new placeholder row there
      a.append("u")
      a.resume()
    }
    try a.performBatchUpdates {
      a.pause()
      try a.remove(at: 0)
      a.resume()
      a.append("v")
    }
    #expect(a.items == ["v"])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
    #expect(recorder.batches.count == 2)
  }
}
