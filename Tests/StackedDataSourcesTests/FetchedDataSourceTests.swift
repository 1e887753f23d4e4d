import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("FetchedDataSource")
struct FetchedDataSourceTests {
  let recorder = RecordingSink()
  let cards = [Card(id: 1, rank: 10), Card(id: 2, rank: 20), Card(id: 3, rank: 30)]

  func p(_ section: Int, _ row: Int) -> TablePath { TablePath(section: section, row: row) }

  func make(
    _ objects: [Card]? = nil, sectioned: Bool = false, limit: Int? = nil,
    hidesEmpty: Bool = false
  ) throws -> (InMemoryStore<Card>, FetchedDataSource<Card>, ValidatingSink) {
    let store = try InMemoryStore(objects ?? cards, name: "Cards")
    let source = FetchedDataSource(
      store: store, request: FetchedFixtures.request(sectioned: sectioned, limit: limit),
      name: "Fetched", hidesEmptySection: hidesEmpty)
    try source.performFetch()
    let validator = ValidatingSink(dataSource: source, downstream: recorder)
    source.sink = validator
    return (store, source, validator)
  }

  func check(
    _ store: InMemoryStore<Card>, _ source: FetchedDataSource<Card>, _ validator: ValidatingSink,
    sectioned: Bool = false, limit: Int? = nil, hidesEmpty: Bool = false
  ) {
    #expect(validator.violations.isEmpty, "\(validator.violations)")
    let expected = FetchedFixtures.expected(
      store.objects, sectioned: sectioned, limit: limit, hidesEmpty: hidesEmpty)
    #expect(sameTable(source.shown, expected), "\(source.shown) vs \(expected)")
  }

  @Test("the first fetch sorts, filters and sections without sending anything")
  func firstFetch() throws {
    let objects = [
      Card(id: 1, rank: 3, group: "B"), Card(id: 2, rank: 1, group: "A"),
      Card(id: 3, rank: 2, group: "B"), Card(id: 4, rank: 0, group: "A", visible: false),
    ]
    let (store, source, validator) = try make(objects, sectioned: true)
    #expect(source.shown.map(\.title) == ["A", "B"])
    #expect(source.shown.map(\.ids) == [[2], [3, 1]])
    #expect(source.path(of: 1) == p(1, 1))
    #expect(source.path(of: 4) == nil)
    #expect(source.numberOfObjects == 3)
    #expect(recorder.updates.isEmpty)
    check(store, source, validator, sectioned: true)
  }

  @Test("an inserted object becomes one row insert at its sorted place")
  func insert() throws {
    let (store, source, validator) = try make()
    try store.insert(Card(id: 4, rank: 15))
    #expect(recorder.take() == [.beginUpdates, .insertRows([p(0, 1)], .automatic), .endUpdates])
    check(store, source, validator)
  }

  @Test("a deleted object becomes one row delete")
  func delete() throws {
    let (store, source, validator) = try make()
    try store.delete(id: 2)
    #expect(recorder.take() == [.beginUpdates, .deleteRows([p(0, 1)], .automatic), .endUpdates])
    check(store, source, validator)
  }

  @Test("an update that keeps the order reconfigures the row in place")
  func updateReconfigures() throws {
    let (store, source, validator) = try make()
    try store.update(Card(id: 2, rank: 20, note: "!"))
    #expect(recorder.take() == [.reconfigureRows([p(0, 1)])])
    check(store, source, validator)
  }

  @Test("an in-place update hook that returns true skips the reconfigure")
  func updateInPlace() throws {
    let (store, source, _) = try make()
    var patched: [(Int, TablePath)] = []
    source.updatesInPlace = { object, path in
      patched.append((object.id, path))
      return true
    }
    try store.update(Card(id: 2, rank: 20, note: "!"))
    #expect(recorder.take().isEmpty)
    #expect(patched.map(\.0) == [2] && patched.map(\.1) == [p(0, 1)])
    try store.update(Card(id: 1, rank: 25))
    #expect(recorder.take() == [.beginUpdates, .moveRow(p(0, 0), to: p(0, 1)), .endUpdates])
  }

  @Test("a changed sort key moves the row, and it is reconfigured where it lands")
  func sortKeyMoves() throws {
    let (store, source, validator) = try make()
    try store.update(Card(id: 1, rank: 25))
    #expect(
      recorder.take() == [
        .beginUpdates, .moveRow(p(0, 0), to: p(0, 1)), .endUpdates, .reconfigureRows([p(0, 1)]),
      ])
    check(store, source, validator)
  }

  @Test("a changed section key moves the row; sections appear and disappear")
  func sectionKeyMoves() throws {
    let objects = [Card(id: 1, rank: 1, group: "A"), Card(id: 2, rank: 2, group: "B")]
    let (store, source, validator) = try make(objects, sectioned: true)
    try store.update(Card(id: 1, rank: 1, group: "C"))
    #expect(
      recorder.take() == [
        .beginUpdates, .deleteSections([0], .automatic), .insertSections([1], .automatic),
        .endUpdates,
      ])
    check(store, source, validator, sectioned: true)
    try store.update(Card(id: 1, rank: 3, group: "B"))
    check(store, source, validator, sectioned: true)
    #expect(source.shown.map(\.ids) == [[2, 1]])
  }

  @Test("a filter change turns an update into an insert or a delete")
  func filterChanges() throws {
    let (store, source, validator) = try make()
    try store.update(Card(id: 2, rank: 20, visible: false))
    #expect(recorder.take() == [.beginUpdates, .deleteRows([p(0, 1)], .automatic), .endUpdates])
    try store.update(Card(id: 2, rank: 5))
    #expect(recorder.take() == [.beginUpdates, .insertRows([p(0, 0)], .automatic), .endUpdates])
    check(store, source, validator)
  }

  @Test("a store transaction of every kind of change is one batch")
  func oneBatchPerTransaction() throws {
    let (store, source, validator) = try make(sectioned: true)
    try store.transaction {
      try store.insert(Card(id: 4, rank: 5, group: "B"))
      try store.update(Card(id: 3, rank: 1))
      try store.delete(id: 1)
      try store.update(Card(id: 2, rank: 20, note: "x"))
    }
    // One batch, and the reconfigure of the updated rows that follows it.
    #expect(recorder.batches.count == 1)
    #expect(validator.validatedBatchCount == 2)
    check(store, source, validator, sectioned: true)
  }

  @Test("an empty section is hidden when asked, and comes back with its first object")
  func hidesEmptySection() throws {
    let (store, source, validator) = try make([Card(id: 1, rank: 1)], hidesEmpty: true)
    try store.delete(id: 1)
    #expect(source.numberOfSections == 0)
    #expect(recorder.take() == [.beginUpdates, .deleteSections([0], .automatic), .endUpdates])
    try store.insert(Card(id: 2, rank: 1))
    #expect(recorder.take() == [.beginUpdates, .insertSections([0], .automatic), .endUpdates])
    check(store, source, validator, hidesEmpty: true)
    source.hidesEmptySection = false
    try store.delete(id: 2)
    #expect(source.numberOfSections == 1)
    check(store, source, validator)
  }

  @Test("without object rows, only sections follow the store")
  func emptySectionsMode() throws {
    let (store, source, validator) = try make(sectioned: true)
    source.showsObjectRows = false
    #expect(source.rowCounts == [0])
    recorder.removeAll()
    try store.update(Card(id: 3, rank: 0))
    #expect(recorder.take().isEmpty)
    try store.insert(Card(id: 4, rank: 1, group: "Z"))
    #expect(recorder.take() == [.beginUpdates, .insertSections([1], .automatic), .endUpdates])
    source.showsObjectRows = true
    #expect(validator.violations.isEmpty, "\(validator.violations)")
    check(store, source, validator, sectioned: true)
  }

  @Test("pause holds changes; resume sends them as one batch from the state before")
  func pauseAndResume() throws {
    let (store, source, validator) = try make(sectioned: true)
    source.pause()
    try store.insert(Card(id: 4, rank: 0, group: "B"))
    try store.update(Card(id: 4, rank: 40, group: "B"))
    try store.delete(id: 1)
    try store.update(Card(id: 2, rank: 50))
    try store.insert(Card(id: 5, rank: 1))
    try store.delete(id: 5)
    #expect(recorder.updates.isEmpty)
    #expect(source.shown.map(\.ids) == [[1, 2, 3]])
    source.resume()
    #expect(recorder.batches.count == 1)
    check(store, source, validator, sectioned: true)
  }

  @Test("store changes inside the source's own transaction are one batch")
  func ownTransaction() throws {
    let (store, source, validator) = try make()
    try source.performBatchUpdates {
      try store.insert(Card(id: 4, rank: 0))
      try store.delete(id: 3)
    }
    #expect(recorder.batches.count == 1)
    check(store, source, validator)
  }

  @Test("replacing the request animates the re-sort and re-filter")
  func replaceRequest() throws {
    let (store, source, validator) = try make()
    try store.update(Card(id: 2, rank: 20, visible: false))
    try source.replaceRequest(FetchedFixtures.request(sectioned: true, descending: true))
    #expect(validator.violations.isEmpty, "\(validator.violations)")
    #expect(source.shown.map(\.ids) == [[3, 2, 1].filter { $0 != 2 }])
    try source.replaceRequest(FetchedFixtures.request(filtered: false))
    #expect(source.shown.map(\.ids) == [[1, 2, 3]])
    #expect(validator.violations.isEmpty, "\(validator.violations)")
    #expect(throws: DataSourceError.negativeFetchLimit(dataSource: "Fetched", limit: -1)) {
      try source.replaceRequest(FetchedFixtures.request(limit: -1))
    }
  }

  @Test("a limit shows the first rows in table order and follows changes")
  func limit() throws {
    let (store, source, validator) = try make(sectioned: true, limit: 2)
    #expect(source.shown.map(\.ids) == [[1, 2]])
    try store.insert(Card(id: 4, rank: 0, group: "B"))
    check(store, source, validator, sectioned: true, limit: 2)
    try store.delete(id: 1)
    check(store, source, validator, sectioned: true, limit: 2)
  }

  @Test("a failing fetch is a typed error and leaves the rows alone")
  func fetchError() throws {
    let store = ScriptedStore(cards)
    let source = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "F")
    try source.performFetch()
    store.failsFetch = true
    let expected = DataSourceError.fetchFailed(dataSource: "F", reason: "disk on fire")
    #expect(throws: expected) { try source.performFetch() }
    #expect(source.fetchError == expected)
    #expect(source.shown.map(\.ids) == [[1, 2, 3]])
    store.failsFetch = false
    store.objects.removeFirst()
    source.sink = recorder
    try source.performFetch()
    #expect(source.fetchError == nil)
    #expect(recorder.take() == [.beginUpdates, .deleteRows([p(0, 0)], .automatic), .endUpdates])
  }
}
