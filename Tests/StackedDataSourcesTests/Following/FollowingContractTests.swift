import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// What the docs of ``Following`` promise, checked where a probe found it broken (issue 28):
/// an apply that app code re-enters, `isPending`, a followed outline loading children lazily, a
/// released model, and "when the turn ends".
@MainActor
@Suite("A follow keeps the promises its docs make")
struct FollowingContractTests {
  typealias Shelf = TableSection<String, String>
  typealias Node = OutlineNode<String, String>

  // MARK: An apply re-entered

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a didChange hook changes the model and flushes inside the follow's apply: no false edit")
  func flushFromOwnHook() throws {
    let model = Library()
    model.shelves = [Shelf(id: "a", items: ["1"])]
    let source = try ExpandingDataSource<String, String>(
      name: "Shelves", sections: [], collapsedRowCount: 5)
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    let following = source.follow(model, \.shelves)
    var errors: [DataSourceError] = []
    following.onError = { errors.append($0) }
    // The hook runs after the follow's batch, while the follow is still applying.
    var echoes = 1
    source.didChange = {
      guard echoes > 0 else { return }
      echoes -= 1
      model.shelves[0].items.append("3")
      following.flush()
    }
    model.shelves[0].items.append("2")
    following.flush()
    #expect(echoes == 0, "the hook ran")
    #expect(source.sections == model.shelves)
    // Expanding is view state: an edit of the source that leaves the value alone.
    _ = try source.toggle(section: 0)
    following.flush()
    #expect(errors.isEmpty, "nobody edited the source: \(errors)")
    #expect(source.sections == model.shelves)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a tracked array changed and flushed inside the follow's apply: each edit applied once")
  func trackedFlushFromOwnHook() {
    let model = TrackedDevices(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let table = FollowingArrayTests.Table(source)
    let following = source.follow(model, \.names)
    var echoes = 1
    source.didChange = {
      guard echoes > 0 else { return }
      echoes -= 1
      model.names.append("c")
      following.flush()
    }
    model.names.append("b")
    following.flush()
    #expect(echoes == 0, "the hook ran")
    #expect(source.items == ["a", "b", "c"], "the inner apply starts where the outer one ends")
    model.names.remove(at: 0)
    following.flush()
    #expect(source.items == ["b", "c"] && following.lastError == nil)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a tracked array changed and flushed from the follow's own batch: applied after it, once")
  func trackedFlushFromSinkCall() {
    let model = TrackedDevices(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    let meddler = MeddlingSink(downstream: validator)
    source.sink = meddler
    let following = source.follow(model, \.names)
    recorder.removeAll()
    meddler.onFirstBegin = {
      model.names.append("c")
      following.flush()
    }
    model.names.append("b")
    following.flush()
    #expect(source.items == ["a", "b", "c"])
    #expect(
      recorder.batches == [
        [.insertRows([[0, 1]], .automatic)], [.insertRows([[0, 2]], .automatic)],
      ])
    model.names.remove(at: 1)
    following.flush()
    #expect(source.items == ["a", "c"] && following.lastError == nil)
    // The validator notes the flush asked for during the batch, as it notes any deferred edit.
    #expect(validator.violations.map(\.rule) == [.editDuringBatch], "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a flush from a sink call waits for the batch, pending: a completion's flush applies it")
  func flushFromSinkCallStaysPending() {
    let model = DeviceList(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let validator = ValidatingSink(dataSource: source)
    let meddler = MeddlingSink(downstream: validator)
    source.sink = meddler
    let following = source.follow(model, \.names)
    var pendingInSinkCall = false
    meddler.onFirstBegin = {
      model.names.append("c")
      following.flush()
      pendingInSinkCall = following.isPending
    }
    var shownByCompletion: [String] = []
    source.performBatchUpdates {
      model.names.append("b")
    } completion: {
      // Completions run before the edits deferred during the batch: the flush asked for in the
      // sink call has not applied yet, and a change made now joins it (soak seed 100990).
      model.names.remove(at: 0)
      #expect(following.isPending, "the change made in the sink call is not shown yet")
      following.flush()
      shownByCompletion = source.items
    }
    #expect(pendingInSinkCall, "the flush could not apply in the sink call: still pending")
    #expect(shownByCompletion == ["b", "c"], "a flush outside the delivery applies at once")
    #expect(source.items == model.names && !following.isPending && following.lastError == nil)
    #expect(validator.violations.map(\.rule) == [.editDuringBatch], "\(validator.violations)")
  }

  // MARK: isPending

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("isPending is true from the model's change until the table shows it")
  func isPending() async {
    let model = DeviceList(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let table = FollowingArrayTests.Table(source)
    let following = source.follow(model, \.names)
    #expect(!following.isPending)
    model.names.append("b")
    #expect(following.isPending && source.items == ["a"], "seen, not shown")
    await endOfTurn()
    #expect(!following.isPending && source.items == ["a", "b"])

    model.names.append("c")
    #expect(following.isPending)
    following.flush()
    #expect(!following.isPending && source.items == ["a", "b", "c"])

    // A transaction closing on the source's tree applies it too.
    model.names.append("d")
    #expect(following.isPending)
    source.performBatchUpdates {}
    #expect(!following.isPending && source.items.last == "d")

    model.names.append("e")
    following.cancel()
    #expect(!following.isPending, "a stopped follow has nothing pending")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  // MARK: A followed outline loading children

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a followed outline loads children lazily into the model: one batch, no error")
  func outlineLazyChildren() throws {
    let model = Library()
    model.tree = [Node("r", children: []), Node("s")]
    let source = try OutlineDataSource<String, String>(name: "Files")
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    let following = source.follow(model, \.tree)
    recorder.removeAll()
    source.willExpand = { _ in
      model.tree[0].children = [Node("r1"), Node("r2")]
      return nil
    }
    #expect(try source.expand("r"))
    #expect(following.lastError == nil)
    #expect(source.rows.map(\.id) == ["r", "r1", "r2", "s"])
    #expect(recorder.batches == [[.insertRows([[0, 1], [0, 2]], .automatic)]], "one batch")
    #expect(source.roots == model.tree)

    // Children the hook returns instead change the tree without the model: a direct edit,
    // reported and undone in the same batch; the node expands showing the model's children.
    _ = try source.collapse("r")
    model.tree[1].children = []
    following.flush()
    recorder.removeAll()
    source.willExpand = { _ in [Node("s1")] }
    #expect(try source.expand("s"))
    #expect(following.lastError?.code == .followedSourceEdited)
    #expect(source.isExpanded("s") && source.rows.map(\.id) == ["r", "s"])
    #expect(source.roots == model.tree)
    #expect(recorder.batches.isEmpty, "the insert and its undoing net to nothing")
    #expect(validator.isValid, "\(validator.violations)")
  }

  // MARK: A released model

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a key-path follow is not active once its model is released; a closure's, until it reads")
  func releasedModel() async throws {
    var model: DeviceList? = DeviceList(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let following = source.follow(model!, \.names)
    #expect(following.isActive)
    weak let released = model
    model = nil
    #expect(released == nil, "the follow holds the model weakly")
    #expect(!following.isActive, "the release ends the follow, without waiting for a read")
    #expect(!following.isPending)

    var tracked: TrackedDevices? = TrackedDevices(["a"])
    let trackedFollowing = source.follow(tracked!, \.names)
    tracked = nil
    #expect(!trackedFollowing.isActive)

    var library: Library? = Library()
    let shelves = try SectionedDataSource<String, String>(name: "Shelves", sections: [])
    let shelvesFollowing = shelves.follow(library!, \.shelves)
    library = nil
    #expect(!shelvesFollowing.isActive)

    // A closure ends when it returns nil, at its next read.
    var owner: DeviceList? = DeviceList(["x"])
    let closureFollowing = source.follow { [weak owner] in owner?.names }
    owner?.names.append("y")
    owner = nil
    #expect(closureFollowing.isActive, "not read since")
    await endOfTurn()
    #expect(!closureFollowing.isActive)
    #expect(source.items == ["x"], "the table keeps the last value applied")
  }

  // MARK: When the turn ends

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a main-actor job enqueued after the change runs after the table shows it")
  func oneYield() async {
    let model = DeviceList(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let table = FollowingArrayTests.Table(source)
    source.follow(model, \.names)
    for step in 0..<20 {
      model.names.append("n\(step)")
      #expect(source.items.count == step + 1, "the same job still sees the old table")
      await Task.yield()
      #expect(source.items == model.names, "one yield later, step \(step)")
    }
    model.names.append("last")
    let shown = await Task { @MainActor in source.items.last }.value
    #expect(shown == "last", "a task enqueued after the change sees it")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }
}
