import Foundation
import Testing

@testable import StackedDataSources

@MainActor
@Suite("InMemoryStore")
struct InMemoryStoreTests {
  @Test("a transaction notifies once with its net change")
  func transactionNets() throws {
    let store = try InMemoryStore([Card(id: 1, rank: 1), Card(id: 2, rank: 2)], name: "S")
    var heard: [StoreChange<Card>] = []
    let token = store.addObserver { heard.append($0) }
    try store.transaction {
      try store.insert(Card(id: 3, rank: 3))
      try store.update(Card(id: 3, rank: 4))
      try store.insert(Card(id: 4, rank: 4))
      try store.delete(id: 4)
      try store.update(Card(id: 1, rank: 9))
      try store.delete(id: 2)
      try store.insert(Card(id: 2, rank: 7))
    }
    #expect(heard.count == 1)
    #expect(
      heard.first
        == StoreChange(
          inserted: [Card(id: 3, rank: 4)], updated: [Card(id: 1, rank: 9), Card(id: 2, rank: 7)]))
    #expect(store.objects.map(\.id) == [1, 2, 3])
    store.removeObserver(token)
    try store.delete(id: 1)
    #expect(heard.count == 1)
    #expect(store.observerCount == 0)
  }

  @Test("typed errors for duplicate and unknown identities; nothing changes")
  func errors() throws {
    #expect(throws: StoreError.duplicateIdentifier(store: "S", identifier: "1")) {
      try InMemoryStore([Card(id: 1, rank: 1), Card(id: 1, rank: 2)], name: "S")
    }
    let store = try InMemoryStore([Card(id: 1, rank: 1)], name: "S")
    var heard = 0
    _ = store.addObserver { _ in heard += 1 }
    #expect(throws: StoreError.duplicateIdentifier(store: "S", identifier: "1")) {
      try store.insert(contentsOf: [Card(id: 5, rank: 0), Card(id: 1, rank: 0)])
    }
    #expect(throws: StoreError.unknownIdentifier(store: "S", identifier: "9")) {
      try store.update(Card(id: 9, rank: 0))
    }
    #expect(throws: StoreError.unknownIdentifier(store: "S", identifier: "9")) {
      try store.delete(id: 9)
    }
    #expect(store.objects == [Card(id: 1, rank: 1)])
    #expect(heard == 0)
    #expect(
      StoreError.unknownIdentifier(store: "S", identifier: "9").description
        == "S: no object has the identifier 9")
  }

  @Test("a data source stops observing when it goes away")
  func observerRemoved() throws {
    let store = try InMemoryStore([Card(id: 1, rank: 1)])
    do {
      let source = FetchedDataSource(store: store, request: FetchedFixtures.request())
      try source.performFetch()
      #expect(store.observerCount == 1)
    }
    #expect(store.observerCount == 0)
  }
}
