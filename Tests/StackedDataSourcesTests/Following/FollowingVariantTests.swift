import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// An app model holding sections, a tree and a snapshot's items.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class Library {
  var shelves: [TableSection<String, String>] = []
  var tree: [OutlineNode<String, String>] = []
  var books: [Device] = []
}

/// The sectioned, expanding, outline and snapshot sources follow a model as the array source
/// does (issue 19): append, insert at 0, remove, replace at an index, a burst, duplicate
/// identities refused, the owner released; every batch checked by a `ValidatingSink` with the
/// content check.
@MainActor
@Suite("Sectioned, expanding, outline and snapshot sources follow a model")
struct FollowingVariantTests {
  typealias Shelf = TableSection<String, String>

  /// Runs the bound-list cases on the first section of `model.shelves`, followed by `source`:
  /// each batch must be the row diff.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func boundListCases(_ source: some DataSourceProtocol, model: Library) async {
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    model.shelves[0].items.append("c")
    await endOfTurn()
    #expect(recorder.batches == [[.insertRows([[0, 2]], .automatic)]])
    model.shelves[0].items.insert("z", at: 0)
    model.shelves[0].items.remove(at: 1)
    model.shelves[0].items[0] = "Z"
    await endOfTurn()
    #expect(recorder.batches.count == 2, "one batch for the turn's three changes")
    model.shelves.append(Shelf(id: "new", items: ["n"]))
    await endOfTurn()
    #expect(recorder.batches.last == [.insertSections([1], .automatic)])
    #expect(recorder.batches.count == 3)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a sectioned source follows sections; duplicate section ids are refused")
  func sectioned() async throws {
    let model = Library()
    model.shelves = [Shelf(id: "s", items: ["a", "b"])]
    let source = try SectionedDataSource<String, String>(name: "Shelves", sections: [])
    let following = source.follow(model, \.shelves)
    #expect(source.sections == model.shelves)
    await boundListCases(source, model: model)
    model.shelves.append(Shelf(id: "s", items: []))
    await endOfTurn()
    #expect(following.lastError?.code == .duplicateSectionIdentifier)
    #expect(source.sections.count == 2)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an expanding source follows sections as the diff of the rows it shows, under its cap")
  func expanding() async throws {
    let model = Library()
    model.shelves = [Shelf(id: "s", items: ["a", "b"])]
    let source = try ExpandingDataSource<String, String>(
      name: "Recent", sections: [], collapsedRowCount: 10)
    source.follow(model, \.shelves)
    await boundListCases(source, model: model)
    model.shelves[0].items = (0..<20).map { "i\($0)" }
    await endOfTurn()
    #expect(source.numberOfRows(inSection: 0) == 10)
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    // Collapsed and full: the new first row pushes the tenth out; rows past the cap are unseen.
    model.shelves[0].items.insert("top", at: 0)
    model.shelves[0].items.removeLast()
    await endOfTurn()
    #expect(
      recorder.batches == [
        [.deleteRows([[0, 9]], .automatic), .insertRows([[0, 0]], .automatic)]
      ])
    try source.expand(section: 0)
    model.shelves[0].items.swapAt(2, 15)
    await endOfTurn()
    #expect(recorder.batches.count == 3 && source.numberOfRows(inSection: 0) == 20)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an outline follows a tree by node id; expansion survives; duplicates are refused")
  func outline() async throws {
    typealias Node = OutlineNode<String, String>
    let model = Library()
    model.tree = [Node("Docs", children: [Node("a")]), Node("Music")]
    let source = try OutlineDataSource<String, String>(name: "Files")
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    let following = source.follow(model, \.tree)
    _ = try source.expand("Docs")
    #expect(following.lastError == nil, "expanding is not an edit of the tree")
    #expect(source.rows.map(\.id) == ["Docs", "a", "Music"])
    model.tree[0].children?.append(Node("b"))
    model.tree.insert(Node("Apps"), at: 0)
    await endOfTurn()
    #expect(source.rows.map(\.id) == ["Apps", "Docs", "a", "b", "Music"])
    model.tree.append(Node("Docs"))
    await endOfTurn()
    #expect(following.lastError?.code == .duplicateNodeIdentifier)
    #expect(source.rows.map(\.id) == ["Apps", "Docs", "a", "b", "Music"])
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a snapshot source follows a snapshot built from the model, and an async sequence")
  func snapshot() async throws {
    let model = Library()
    model.books = [Device(id: 1, name: "Dune"), Device(id: 2, name: "Emma")]
    let source = SnapshotDataSource<String, Int, Device>(name: "Books")
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    source.follow { try? Snapshot(items: model.books, section: "all") }
    recorder.removeAll()
    model.books[0].name = "Dune Messiah"
    model.books.swapAt(0, 1)
    await endOfTurn()
    #expect(recorder.batches.count == 1, "one delivery: the move, and the reconfigure after it")
    #expect(recorder.updates.contains(.reconfigureRows([[0, 1]])))
    #expect(source.snapshot.items.map(\.name) == ["Emma", "Dune Messiah"])

    let (stream, continuation) = AsyncStream<Snapshot<String, Int, Device>>.makeStream()
    let following = source.follow(stream)
    continuation.yield(try Snapshot(items: [Device(id: 3, name: "Ulysses")], section: "all"))
    continuation.finish()
    await waitUntil { !following.isActive }
    #expect(source.snapshot.items.map(\.id) == [3])
    model.books.append(Device(id: 4, name: "Walden"))
    await endOfTurn()
    #expect(source.snapshot.items.map(\.id) == [3], "the sequence replaced the model follow")
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("expanding a section while a model change waits: the change joins, the hook is right")
  func expandWhileModelChangeWaits() throws {
    let model = Library()
    model.shelves = [Shelf(id: "a", items: ["1", "2"]), Shelf(id: "b", items: ["3", "4"])]
    let source = try ExpandingDataSource<String, String>(
      name: "Recent", sections: [], collapsedRowCount: 1)
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    source.follow(model, \.shelves)
    recorder.removeAll()
    var expanded: [String] = []
    source.didExpand = { expanded.append($0.id) }
    model.shelves.removeFirst()
    // The expansion's transaction takes the model's change when it closes: section 1 of the
    // table is gone by the time the hook runs (the fuzz test found it trapping there).
    try source.expand(section: 1)
    #expect(expanded == ["b"] && source.sections.map(\.id) == ["b"])
    #expect(recorder.batches.count == 1 && source.numberOfRows(inSection: 0) == 2)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a model changed and flushed from inside a sink call: applied right after the batch")
  func flushFromSinkCall() throws {
    let model = Library()
    model.shelves = [Shelf(id: "a", items: ["1", "2"])]
    let source = try ExpandingDataSource<String, String>(
      name: "Recent", sections: [], collapsedRowCount: 5)
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    let meddler = MeddlingSink(downstream: validator)
    source.sink = meddler
    let following = source.follow(model, \.shelves)
    var errors: [DataSourceError] = []
    following.onError = { errors.append($0) }
    recorder.removeAll()
    meddler.onFirstBegin = {
      model.shelves[0].items.append("3")
      following.flush()
    }
    model.shelves[0].items.insert("0", at: 0)
    following.flush()
    #expect(errors.isEmpty, "a flush the table cannot take now waits; it is not an error")
    #expect(
      recorder.batches == [
        [.insertRows([[0, 0]], .automatic)], [.insertRows([[0, 3]], .automatic)],
      ])
    #expect(source.sections == model.shelves)
    // The validator notes the flush asked for during the batch, as it notes any deferred edit.
    #expect(validator.violations.map(\.rule) == [.editDuringBatch], "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a followed snapshot sequence diffs off the main actor; an overtaken diff is dropped")
  func snapshotSequenceOffMainActor() async throws {
    typealias Shelf = Snapshot<String, Int, Device>
    let books = (0..<5).map { Device(id: $0, name: "b\($0)") }
    let source = SnapshotDataSource<String, Int, Device>(name: "Books")
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    let (stream, continuation) = AsyncStream<Shelf>.makeStream()
    let following = source.follow(stream)
    let stale = try Shelf(items: books.reversed(), section: "all")
    let latest = try Shelf(items: books.prefix(2), section: "all")
    var diffs = 0
    source.whileDiffing = {
      diffs += 1
      // While the first diff is in flight, a newer snapshot arrives and supersedes it.
      if diffs == 1 {
        continuation.yield(latest)
        await waitUntil { source.snapshot == latest }
      }
    }
    continuation.yield(stale)
    await waitUntil { diffs == 2 && !source.hasPendingUpdate }
    #expect(diffs == 2, "each snapshot went through the off-main-actor diff")
    #expect(source.snapshot == latest)
    #expect(recorder.batches.count == 1, "the stale result was dropped: one batch, to the latest")
    // Inside a transaction, a waiting snapshot joins the batch, diffed at once.
    source.whileDiffing = nil
    let other = ArrayDataSource(["x"], name: "Other")
    let stack = try SectionGroupStack(name: "Screen", groups: [source, other])
    let stackRecorder = RecordingSink()
    let stackValidator = ValidatingSink(dataSource: stack, downstream: stackRecorder)
    stack.sink = stackValidator
    continuation.yield(try Shelf(items: books.suffix(1), section: "all"))
    while following.mailboxCount?() ?? 0 < 3 { usleep(200) }  // The main actor stays busy.
    stack.performBatchUpdates { other.append("y") }
    #expect(stackRecorder.batches.count == 1 && source.snapshot.items.map(\.id) == [4])
    continuation.finish()
    await waitUntil { !following.isActive }
    #expect(stackRecorder.batches.count == 1)
    #expect(validator.isValid && stackValidator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the owner released: the follow ends, the table keeps its rows")
  func ownerReleased() async throws {
    var model: Library? = Library()
    model!.shelves = [Shelf(id: "s", items: ["a"])]
    let source = try SectionedDataSource<String, String>(name: "Shelves", sections: [])
    let recorder = RecordingSink()
    source.sink = recorder
    let following = source.follow(model!, \.shelves)
    recorder.removeAll()
    weak let released = model
    model = nil
    #expect(released == nil, "the follow holds the model weakly")
    following.flush()
    await endOfTurn()
    #expect(source.sections.map(\.items) == [["a"]] && recorder.updates.isEmpty)
  }
}
