import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// A model keeping its lists as ``TrackedArray``s, whose follows apply the arrays' own edits.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class TrackedDevices {
  var names: TrackedArray<String>
  var devices: TrackedArray<Device> = []

  init(_ names: TrackedArray<String>) { self.names = names }
}

/// A source following a ``TrackedArray`` (issue 19): each change is the array's own edits, not
/// a diff. The tests tell the two apart where they differ (a set element is reconfigured by
/// the edit, deleted and inserted by a diff by value), and cover every way the history can
/// break (a new array, an edited copy, more edits than it keeps, a direct edit of the source).
/// Every table is a `ValidatingSink` with the content check.
@MainActor
@Suite("An array source follows a TrackedArray")
struct FollowingTrackedArrayTests {
  typealias Table = FollowingArrayTests.Table

  /// A model holding `names`, followed by a source on a validated table that has shown them.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func followed(_ names: TrackedArray<String>) -> (
    model: TrackedDevices, source: ArrayDataSource<String>, table: Table, following: Following
  ) {
    let model = TrackedDevices(names)
    let source = ArrayDataSource<String>(name: "Names")
    let table = Table(source)
    let following = source.follow(model, \.names)
    table.recorder.removeAll()
    return (model, source, table, following)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("append, insert at 0, remove, set an element and move each become their own edit")
  func boundListCases() async throws {
    let model = TrackedDevices(["a", "b"])
    let source = ArrayDataSource<String>(name: "Names")
    let table = Table(source)
    source.follow(model, \.names)
    #expect(table.recorder.batches == [[.insertRows([[0, 0], [0, 1]], .automatic)]])
    table.recorder.removeAll()

    model.names.append("c")
    #expect(table.recorder.updates.isEmpty, "nothing before the turn ends")
    await endOfTurn()
    #expect(table.recorder.batches == [[.insertRows([[0, 2]], .automatic)]])
    table.recorder.removeAll()

    model.names.insert("z", at: 0)
    await endOfTurn()
    #expect(table.recorder.batches == [[.insertRows([[0, 0]], .automatic)]])
    table.recorder.removeAll()

    model.names.remove(at: 1)
    await endOfTurn()
    #expect(table.recorder.batches == [[.deleteRows([[0, 1]], .automatic)]])
    table.recorder.removeAll()

    // The edit says "this row changed": a reconfigure, where a diff by value deletes and
    // inserts (FollowingArrayTests.boundListCases).
    model.names[1] = "B"
    await endOfTurn()
    #expect(table.recorder.batches == [[.reconfigureRows([[0, 1]])]])
    table.recorder.removeAll()

    model.names.move(from: 0, to: 2)
    await endOfTurn()
    #expect(table.recorder.batches == [[.moveRow([0, 0], to: [0, 2])]])
    #expect(source.items == ["B", "c", "z"] && Array(model.names) == source.items)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a burst of edits in one turn is one batch; equal values keep their rows")
  func burst() async throws {
    let (model, source, table, _) = followed(["x", "x", "y"])
    // Duplicates make a diff by value replace every row; the edits keep them.
    model.names.move(from: 2, to: 0)
    for index in 0..<1_000 { model.names.append("n\(index)") }
    model.names.removeSubrange(3..<500)
    model.names.sort()
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
    #expect(source.items == Array(model.names))
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("removeAll(where:) deletes the rows it removes, run by run, and moves nothing else")
  func removeAllWhere() async throws {
    let (model, source, table, _) = followed(["a", "x", "x", "b", "x", "c", "x"])
    model.names.removeAll { $0 == "x" }
    model.names.removeAll { $0 == "nothing" }
    await endOfTurn()
    #expect(
      table.recorder.batches == [[.deleteRows([[0, 1], [0, 2], [0, 4], [0, 6]], .automatic)]])
    #expect(source.items == ["a", "b", "c"] && Array(model.names) == source.items)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a broken history (new array, edited copy, too many edits) diffs the whole value")
  func brokenHistory() async throws {
    let (model, source, table, _) = followed(["a", "b", "c"])

    model.names = ["c", "a", "d"]
    await endOfTurn()
    #expect(source.items == ["c", "a", "d"])

    // A copy shares the history; the edited one starts its own, so the follow does not apply
    // the copy's edits to a value they were not made on.
    var copy = model.names
    copy.append("e")
    model.names.remove(at: 0)
    model.names = copy
    await endOfTurn()
    #expect(source.items == ["c", "a", "d", "e"])

    // More edits than the history keeps.
    for index in 0..<(2 * EditLog<String>.capacity + 10) { model.names[index % 4] = "v\(index)" }
    await endOfTurn()
    #expect(source.items == Array(model.names))
    #expect(table.recorder.batches.count == 3)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("identifiable items: same id reconfigured, new id replaced, duplicates refused")
  func identifiable() async throws {
    let model = TrackedDevices([])
    model.devices = [Device(id: 1, name: "Phone"), Device(id: 2, name: "Watch")]
    let source = ArrayDataSource<Device>(name: "Devices")
    let table = Table(source)
    let following = source.follow(model, \.devices)
    table.recorder.removeAll()
    model.devices[1].name = "Watch Ultra"
    await endOfTurn()
    #expect(table.recorder.updates == [.reconfigureRows([[0, 1]])])
    table.recorder.removeAll()
    model.devices[0] = Device(id: 5, name: "Tablet")
    await endOfTurn()
    #expect(
      table.recorder.batches == [
        [.deleteRows([[0, 0]], .automatic), .insertRows([[0, 0]], .automatic)]
      ])
    table.recorder.removeAll()

    var errors: [DataSourceError] = []
    following.onError = { errors.append($0) }
    model.devices.append(Device(id: 9, name: "TV"))
    model.devices.append(Device(id: 2, name: "Watch again"))
    await endOfTurn()
    let expected = DataSourceError.duplicateItemIdentifiers(
      dataSource: "Devices", identifiers: ["2"])
    #expect(errors == [expected] && following.lastError == expected)
    #expect(table.recorder.updates.isEmpty && source.items.count == 2, "nothing of the turn")
    // The model recovers; the edits since the last good value apply, the TV included.
    model.devices.removeLast()
    await endOfTurn()
    #expect(source.items == Array(model.devices) && source.items.count == 3)
    #expect(table.recorder.batches == [[.insertRows([[0, 2]], .automatic)]])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a direct edit is reported and undone; a user's drag the model takes is not echoed")
  func directEditAndDrag() async throws {
    let (model, source, table, following) = followed(["a", "b", "c"])
    var errors: [DataSourceError] = []
    following.onError = { errors.append($0) }
    source.append("stray")
    #expect(errors == [.followedSourceEdited(dataSource: "Names")])
    model.names.append("d")
    await endOfTurn()
    #expect(source.items == ["a", "b", "c", "d"])

    source.rowBehavior.canMove = { _ in true }
    source.rowBehavior.onMove = { _, from, to in model.names.move(from: from.row, to: to.row) }
    table.recorder.removeAll()
    table.validator.userMovedRow(from: [0, 0], to: [0, 2])
    try source.commitMove(from: [0, 0], to: [0, 2])
    #expect(source.items == ["b", "c", "a", "d"] && Array(model.names) == source.items)
    #expect(table.recorder.updates.isEmpty, "the table already shows the drag")
    await endOfTurn()
    #expect(table.recorder.updates.isEmpty && errors.count == 1)

    source.rowBehavior.canEdit = { _ in true }
    source.rowBehavior.onDelete = { item in model.names.removeAll { $0 == item } }
    try source.commitDelete(at: [0, 1])
    #expect(table.recorder.batches == [[.deleteRows([[0, 1]], .automatic)]], "the row goes now")
    #expect(source.items == ["b", "a", "d"] && errors.count == 1)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("inside a stack's transaction, the model's edits join its batch; the owner released")
  func transactionAndLifetime() async throws {
    var model: TrackedDevices? = TrackedDevices(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let other = ArrayDataSource(["x"], name: "Other")
    let stack = try SectionGroupStack(name: "Screen", groups: [source, other])
    let table = Table(stack)
    let following = source.follow(model!, \.names)
    table.recorder.removeAll()
    stack.performBatchUpdates {
      model?.names.append("b")
      other.append("y")
    }
    #expect(table.recorder.batches.count == 1 && source.items == ["a", "b"])
    model = nil
    following.flush()
    await endOfTurn()
    #expect(table.recorder.batches.count == 1 && source.items == ["a", "b"], "no batch, no trap")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }
}
