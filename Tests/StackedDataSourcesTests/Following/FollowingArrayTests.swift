import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// An app model, as apps hold state in 2026.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class DeviceList {
  var names: [String]
  var devices: [Device] = []
  var contacts: [Contact] = []

  init(_ names: [String]) { self.names = names }
}

/// An item with an identity and content that may change under it.
struct Device: Identifiable, Hashable, Sendable {
  var id: Int
  var name: String
}

/// An item that is not `Identifiable` but has an identity: its email.
struct Contact: Hashable, Sendable {
  var email: String
  var name: String
}

/// Lets the main actor run the follows' end-of-turn work: a few turns, then more while some
/// follow still has a change to apply (tests running alongside share the main actor).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func endOfTurn() async {
  for _ in 0..<5 { await Task.yield() }
  for _ in 0..<10_000 where PendingFollows.mayHaveWork { await Task.yield() }
}

/// Waits, a turn at a time, for work another task does (a followed sequence's reader); gives
/// up after about two seconds, and the test's expectations then fail.
@MainActor
func waitUntil(_ condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() {
    await Task.yield()
    usleep(200)
  }
}

/// A source following an `@Observable` model (issue 19): the seed's bound-list cases (SSDataSources
/// bound an array data source to a key path of an owner) and the rules of ``Following``. Every
/// table is a `ValidatingSink` with the content check, so each batch must be legal and leave the
/// table showing the model.
@MainActor
@Suite("An array source follows an @Observable model")
struct FollowingArrayTests {
  @MainActor
  final class Table {
    let recorder = RecordingSink()
    let validator: ValidatingSink

    init(_ source: some DataSourceProtocol) {
      validator = ValidatingSink(dataSource: source, downstream: recorder)
      source.sink = validator
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("append, insert at 0, remove and replace at an index each become their batch")
  func boundListCases() async throws {
    let model = DeviceList(["a", "b"])
    let source = ArrayDataSource<String>(name: "Names")
    let table = Table(source)
    source.follow(model, \.names)
    #expect(source.items == ["a", "b"])
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

    model.names[1] = "B"
    await endOfTurn()
    #expect(
      table.recorder.batches == [
        [.deleteRows([[0, 1]], .automatic), .insertRows([[0, 1]], .automatic)]
      ])
    #expect(source.items == ["z", "B", "c"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a burst of 1,000 changes in one turn is one batch")
  func burst() async throws {
    let model = DeviceList([])
    let source = ArrayDataSource<String>(name: "Names")
    let table = Table(source)
    source.follow(model, \.names)
    for index in 0..<1_000 { model.names.append("n\(index)") }
    for index in stride(from: 0, to: 1_000, by: 3) { model.names[index] += "!" }
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
    #expect(source.items == model.names)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the owner released, the follow cancelled, the source deallocated: no trap, no batch")
  func lifetime() async throws {
    var model: DeviceList? = DeviceList(["a"])
    let source = ArrayDataSource<String>(name: "Names")
    let table = Table(source)
    let following = source.follow(model!, \.names)
    model = nil
    await endOfTurn()
    #expect(source.items == ["a"])
    table.recorder.removeAll()
    // A later change elsewhere finds the model gone: the follow ends quietly.
    following.flush()
    #expect(table.recorder.updates.isEmpty)

    let kept = DeviceList(["x"])
    let cancelled = source.follow(kept, \.names)
    #expect(!following.isActive, "a new follow replaces the old one")
    table.recorder.removeAll()
    cancelled.cancel()
    kept.names.append("y")
    await endOfTurn()
    #expect(table.recorder.updates.isEmpty && source.items == ["x"])
    #expect(!cancelled.isActive)

    var doomed: ArrayDataSource<String>? = ArrayDataSource<String>(name: "Doomed")
    let orphan = doomed!.follow(kept, \.names)
    weak let gone = doomed
    doomed = nil
    #expect(gone == nil, "a follow does not keep its source alive")
    kept.names.append("z")
    await endOfTurn()
    #expect(!orphan.isActive)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("inside a stack, under a pin: the batch is the stack's, pins follow their rows")
  func inStackUnderPin() async throws {
    let model = DeviceList(["Phone", "Watch"])
    let devices = ArrayDataSource<String>(name: "Devices")
    let details = ArrayDataSource(["Battery"], name: "Details")
    let stack = SectionGroupStack(name: "Screen") {
      ArrayDataSource(["Header"], name: "Header")
      devices
    }
    let table = Table(stack)
    devices.follow(model, \.names)
    try stack.pin(details, under: [0, 1], of: devices, isActive: true)
    table.recorder.removeAll()
    model.names.insert("Tablet", at: 0)
    await endOfTurn()
    #expect(table.recorder.batches == [[.insertRows([[1, 0]], .automatic)]])
    #expect(stack.pins(of: devices).map(\.anchor) == [[0, 2]], "the pin stays under Watch")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a model change inside a transaction joins that transaction's one batch")
  func insideTransaction() async throws {
    let model = DeviceList(["a"])
    let names = ArrayDataSource<String>(name: "Names")
    let other = ArrayDataSource(["o"], name: "Other")
    let stack = SectionGroupStack(name: "Screen") {
      names
      other
    }
    let table = Table(stack)
    names.follow(model, \.names)
    table.recorder.removeAll()
    stack.performBatchUpdates {
      model.names.append("b")
      other.append("p")
    }
    #expect(table.recorder.batches == [[.insertRows([[0, 1], [1, 1]], .automatic)]])
    await endOfTurn()
    #expect(table.recorder.batches.count == 1, "nothing more at the end of the turn")
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("identifiable items: a changed value is reconfigured; duplicate ids are a typed error")
  func identifiable() async throws {
    let model = DeviceList([])
    model.devices = [Device(id: 1, name: "Phone"), Device(id: 2, name: "Watch")]
    let source = ArrayDataSource<Device>(name: "Devices")
    let table = Table(source)
    let following = source.follow(model, \.devices)
    table.recorder.removeAll()
    model.devices[1].name = "Watch Ultra"
    await endOfTurn()
    #expect(table.recorder.updates == [.reconfigureRows([[0, 1]])])
    table.recorder.removeAll()

    var errors: [DataSourceError] = []
    following.onError = { errors.append($0) }
    model.devices.append(Device(id: 1, name: "Phone again"))
    await endOfTurn()
    let expected = DataSourceError.duplicateItemIdentifiers(
      dataSource: "Devices", identifiers: ["1"])
    #expect(errors == [expected] && following.lastError == expected)
    #expect(table.recorder.updates.isEmpty && source.items.count == 2)
    // The model recovers; so does the table.
    model.devices.removeLast()
    model.devices.append(Device(id: 3, name: "Tablet"))
    await endOfTurn()
    #expect(source.items == model.devices)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("items matched by an id key path: a changed name is reconfigured; duplicates refused")
  func idKeyPath() async throws {
    let model = DeviceList([])
    model.contacts = [Contact(email: "a@x", name: "Ann"), Contact(email: "b@x", name: "Bo")]
    let source = ArrayDataSource<Contact>(name: "Contacts")
    let table = Table(source)
    let following = source.follow(model, \.contacts, id: \.email)
    table.recorder.removeAll()
    model.contacts[1].name = "Bob"
    model.contacts.swapAt(0, 1)
    await endOfTurn()
    #expect(table.recorder.batches.count == 1)
    #expect(table.recorder.updates.contains(.reconfigureRows([[0, 0]])))
    #expect(source.items == model.contacts)
    table.recorder.removeAll()
    model.contacts.append(Contact(email: "a@x", name: "Another Ann"))
    await endOfTurn()
    #expect(
      following.lastError
        == .duplicateItemIdentifiers(dataSource: "Contacts", identifiers: ["a@x"]))
    #expect(table.recorder.updates.isEmpty && source.items.count == 2)
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a direct edit of a followed source is reported and undone: the model is the truth")
  func directEdit() async throws {
    let model = DeviceList(["a", "b"])
    let source = ArrayDataSource<String>(name: "Names")
    let table = Table(source)
    let following = source.follow(model, \.names)
    var errors: [DataSourceError] = []
    following.onError = { errors.append($0) }
    source.append("stray")
    #expect(errors == [.followedSourceEdited(dataSource: "Names")])
    await endOfTurn()
    #expect(source.items == ["a", "b"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
    // A placeholder is presentation, not the value: no error.
    source.placeholder = RowContent("None")
    #expect(errors.count == 1)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("an async sequence: each element a batch, a burst the latest, a throw reported")
  func sequence() async throws {
    let source = ArrayDataSource<String>(name: "Feed")
    let table = Table(source)
    let (stream, continuation) = AsyncThrowingStream<[String], any Error>.makeStream()
    let following = source.follow(stream)
    var errors: [DataSourceError] = []
    following.onError = { errors.append($0) }
    // A burst while the main actor is busy: one batch of the latest.
    continuation.yield(["a"])
    continuation.yield(["a", "b"])
    continuation.yield(["b", "c"])
    while following.mailboxCount?() ?? 0 < 3 { usleep(200) }  // The main actor stays busy.
    await endOfTurn()
    #expect(source.items == ["b", "c"])
    #expect(table.recorder.batches.count == 1)
    continuation.yield(["c"])
    while following.mailboxCount?() ?? 0 < 4 { usleep(200) }
    await endOfTurn()
    #expect(source.items == ["c"] && table.recorder.batches.count == 2)
    struct Offline: Error {}
    continuation.finish(throwing: Offline())
    await waitUntil { !following.isActive }
    #expect(errors.map(\.code) == [.followedSequenceFailed])
    #expect(!following.isActive && source.items == ["c"])
    #expect(table.validator.isValid, "\(table.validator.violations)")
  }
}
