import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("SnapshotDataSource")
struct SnapshotDataSourceTests {
  typealias Source = SnapshotDataSource<String, String, Row>

  func makeSource(_ initial: RowSnapshot = RowSnapshot()) -> (Source, RecordingSink) {
    let source = Source(name: "Rows", snapshot: initial)
    let sink = RecordingSink()
    source.sink = sink
    return (source, sink)
  }

  @Test("setting a snapshot emits the diff as one batch and the queries follow")
  func setEmitsOneBatch() {
    let old = snapshot([("A", ["a", "b"])])
    let new = snapshot([("A", ["b", "c"]), ("B", ["d"])])
    let (source, sink) = makeSource(old)
    source.setSnapshot(new)
    #expect(sink.updates == Changeset(from: old, to: new).updates())
    #expect(sink.batches.count == 1)
    #expect(source.rowCounts == [2, 1])
    #expect(source.item(at: TablePath(section: 1, row: 0)) == AnyHashable(Row(id: "d")))
    #expect(source.item(at: TablePath(section: 2, row: 0)) == nil)
  }

  @Test("setting the same snapshot emits nothing")
  func sameSnapshotIsSilent() {
    let model = snapshot([("A", ["a"])])
    let (source, sink) = makeSource(model)
    source.setSnapshot(model)
    #expect(sink.updates.isEmpty)
  }

  @Test("the will-update hook may substitute a 'no results' model; did-update gets the batch")
  func hooks() {
    let noResults = snapshot([("Empty", ["no-results"])])
    let (source, sink) = makeSource(snapshot([("A", ["a"])]))
    var delivered: [Changeset] = []
    source.willUpdate = { _, proposed in proposed.numberOfItems == 0 ? noResults : proposed }
    source.didUpdate = { delivered.append($0) }
    source.setSnapshot(RowSnapshot())
    #expect(source.snapshot == noResults)
    #expect(source.numberOfSections == 1)
    #expect(delivered.count == 1)
    #expect(sink.updates == delivered[0].updates())
  }

  @Test("a changed row keeps its cell and slides; one that needs another kind of cell is replaced")
  func changedRows() {
    let (source, sink) = makeSource(snapshot([("A", ["a", "b", "c"])]))
    source.reuseIdentifier = { $0.content > 1 ? "Big" : "Cell" }
    source.setSnapshot(snapshot([("A", ["c:1", "a", "b:2"])]))
    // b needs a "Big" cell: a reload, which UIKit would place at [0, 1] (it ignores moves), so
    // the batch deletes and inserts it instead.
    #expect(
      sink.batches == [
        [
          .deleteRows([[0, 1]], .automatic), .insertRows([[0, 2]], .automatic),
          .moveRow([0, 2], to: [0, 0]), .reconfigureRows([[0, 0]]),
        ]
      ])
  }

  @Test("a swipe delete removes the shown row's item from the latest snapshot, keeping the rest")
  func commitDeleteWhilePaused() throws {
    let (source, sink) = makeSource(snapshot([("A", ["a", "b", "c"])]))
    source.canEdit = { _ in true }
    try source.commitDelete(at: [0, 1])
    #expect(source.snapshot == snapshot([("A", ["a", "c"])]))
    #expect(sink.batches == [[.deleteRows([[0, 1]], .automatic)]])
    sink.removeAll()
    source.pause()
    source.setSnapshot(snapshot([("A", ["c", "a", "d"])]))
    try source.commitDelete(at: [0, 0])  // the shown row 0 is "a", at row 1 of the latest
    #expect(source.snapshot == snapshot([("A", ["c", "d"])]) && sink.updates.isEmpty)
    source.resume()
    #expect(source.displayedSnapshot == snapshot([("A", ["c", "d"])]))
    #expect(
      throws: DataSourceError.rowOutOfRange(dataSource: "Rows", row: 2, section: 0, rowCount: 2)
    ) { try source.commitDelete(at: [0, 2]) }
  }

  @Test("pause coalesces many updates into one diff from before the pause to the latest")
  func pauseCoalesces() {
    let start = snapshot([("A", ["a", "b"])])
    let latest = snapshot([("A", ["c", "a"])])
    let (source, sink) = makeSource(start)
    source.pause()
    source.setSnapshot(snapshot([("A", ["x"])]))
    source.setSnapshot(snapshot([("B", ["y"])]))
    source.setSnapshot(latest)
    #expect(sink.updates.isEmpty)
    #expect(source.rowCounts == [2], "while paused the table reads what it was told about")
    source.resume()
    #expect(sink.updates == Changeset(from: start, to: latest).updates())
    #expect(source.rowCounts == [2] && !source.hasPendingUpdate)
  }

  @Test("nested transactions deliver once at the outermost end")
  func transactions() throws {
    let start = snapshot([("A", ["a"])])
    let (source, sink) = makeSource(start)
    source.beginUpdates()
    source.beginUpdates()
    source.setSnapshot(snapshot([("A", ["a", "b"])]))
    #expect(source.rowCounts == [2], "inside a transaction queries read the latest model")
    try source.endUpdates()
    source.setSnapshot(snapshot([("A", ["b", "c", "a"])]))
    #expect(sink.updates.isEmpty)
    try source.endUpdates()
    #expect(sink.batches.count == 1)
    #expect(
      sink.updates == Changeset(from: start, to: snapshot([("A", ["b", "c", "a"])])).updates())
  }

  @Test("an unbalanced end is an error and sends nothing")
  func unbalancedEnd() {
    let (source, sink) = makeSource()
    #expect(throws: DataSourceError.unbalancedEndUpdates(dataSource: "Rows")) {
      try source.endUpdates()
    }
    #expect(sink.updates.isEmpty)
  }

  @Test("an async set diffs off the main actor and delivers")
  func asyncSet() async {
    let old = snapshot([("A", ["a", "b"])])
    let new = snapshot([("A", ["b", "a:1"])])
    let (source, sink) = makeSource(old)
    let delivered = await source.setSnapshot(new)
    #expect(delivered)
    #expect(source.snapshot == new)
    #expect(sink.updates == Changeset(from: old, to: new).updates())
  }

  @Test("a result overtaken by a newer request is dropped")
  func staleResultDropped() async {
    let start = snapshot([("A", ["a"])])
    let stale = snapshot([("A", ["s1", "s2"])])
    let latest = snapshot([("A", ["a", "z"])])
    let (source, sink) = makeSource(start)
    var second = false
    source.whileDiffing = {
      // While the first request is in flight, a newer one is made and completes.
      source.whileDiffing = nil
      second = await source.setSnapshot(latest)
    }
    let firstDelivered = await source.setSnapshot(stale)
    #expect(second)
    #expect(!firstDelivered)
    #expect(source.snapshot == latest)
    #expect(sink.updates == Changeset(from: start, to: latest).updates(), "only start → latest")
  }

  @Test("an async set while paused stays pending until resume")
  func asyncWhilePaused() async {
    let (source, sink) = makeSource()
    source.pause()
    let delivered = await source.setSnapshot(snapshot([("A", ["a"])]))
    #expect(!delivered && sink.updates.isEmpty && source.hasPendingUpdate)
    source.resume()
    #expect(sink.batches.count == 1 && source.rowCounts == [1])
  }
}
