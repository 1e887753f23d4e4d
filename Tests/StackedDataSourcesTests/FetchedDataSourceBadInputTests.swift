import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("FetchedDataSource bad input")
struct FetchedDataSourceBadInputTests {
  let recorder = RecordingSink()
  let cards = [Card(id: 1, rank: 10), Card(id: 2, rank: 20), Card(id: 3, rank: 30)]

  func make() throws -> (ScriptedStore, FetchedDataSource<Card>) {
    let store = ScriptedStore(cards)
    let source = FetchedDataSource(store: store, request: FetchedFixtures.request(), name: "F")
    try source.performFetch()
    source.sink = recorder
    return (store, source)
  }

  @Test("duplicate identities in a fetch are a typed error; the rows stay")
  func duplicateFetch() throws {
    let (store, source) = try make()
    store.objects.append(Card(id: 2, rank: 0))
    #expect(throws: DataSourceError.duplicateObjectIdentifier(dataSource: "F", identifier: "2")) {
      try source.performFetch()
    }
    #expect(source.shown.map(\.ids) == [[1, 2, 3]])
    #expect(recorder.updates.isEmpty)
  }

  @Test(
    "a change naming an unknown or repeated object is rejected whole",
    arguments: [
      ("update of an object never inserted", StoreChange<Card>(updated: [Card(id: 9, rank: 0)])),
      ("delete of an object never inserted", StoreChange<Card>(deleted: [9])),
      ("insert of an object already stored", StoreChange<Card>(inserted: [Card(id: 2, rank: 0)])),
      (
        "one object twice in one change",
        StoreChange<Card>(updated: [Card(id: 1, rank: 0)], deleted: [1])
      ),
    ])
  func badChange(name: String, change: StoreChange<Card>) throws {
    let (store, source) = try make()
    let before = source.shown.map(\.ids)
    store.report(
      StoreChange(
        inserted: [Card(id: 7, rank: 0)] + change.inserted, updated: change.updated,
        deleted: change.deleted))
    #expect(source.lastChangeError != nil, "\(name)")
    #expect(source.shown.map(\.ids) == before)
    #expect(recorder.updates.isEmpty)
    #expect(throws: DataSourceError.self) { try source.apply(change) }
  }

  @Test("the errors name the data source and the identity")
  func errorText() throws {
    let (_, source) = try make()
    #expect(throws: DataSourceError.unknownObject(dataSource: "F", identifier: "9")) {
      try source.apply(StoreChange(deleted: [9]))
    }
    #expect(
      DataSourceError.unknownObject(dataSource: "F", identifier: "9").description
        == "F: the store changed the object 9, which it never inserted")
  }

  @Test("held changes are checked against the held state")
  func pausedValidation() throws {
    let (_, source) = try make()
    source.pause()
    try source.apply(StoreChange(deleted: [1]))
    #expect(throws: DataSourceError.unknownObject(dataSource: "F", identifier: "1")) {
      try source.apply(StoreChange(updated: [Card(id: 1, rank: 0)]))
    }
    try source.apply(StoreChange(inserted: [Card(id: 1, rank: 99)]))
    source.resume()
    #expect(source.shown.map(\.ids) == [[2, 3, 1]])
  }

  @Test(
    "a comparator that is not a strict weak ordering keeps the rows a permutation, batches legal",
    arguments: [1, 2, 3, 4, 5])
  func brokenComparator(seed: Int) throws {
    var random = FuzzGenerator(seed: UInt64(seed))
    let objects = (0..<60).map { Card(id: $0, rank: Int.random(in: 0..<10, using: &random)) }
    let store = try InMemoryStore(objects)
    nonisolated(unsafe) var coin = FuzzGenerator(seed: UInt64(seed) &+ 99)
    let chaotic = FetchSortComparator<Card> { _, _ in
      [ComparisonResult.orderedAscending, .orderedSame, .orderedDescending][
        Int.random(in: 0..<3, using: &coin)]
    }
    let source = FetchedDataSource(
      store: store, request: FetchRequest(filter: { $0.visible }, sortedBy: [chaotic]))
    try source.performFetch()
    let validator = ValidatingSink(dataSource: source)
    source.sink = validator
    for step in 0..<200 {
      let id = Int.random(in: 0..<80, using: &random)
      if store[id] == nil {
        try store.insert(Card(id: id, rank: step))
      } else if Bool.random(using: &random) {
        try store.update(Card(id: id, rank: step, visible: Bool.random(using: &random)))
      } else {
        try store.delete(id: id)
      }
      let shownIDs = source.shown.flatMap(\.ids).sorted()
      #expect(shownIDs == store.objects.filter(\.visible).map(\.id).sorted(), "step \(step)")
    }
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }
}
