import Foundation
import Testing

@testable import StackedDataSources

/// The fetch's own machinery (issue 14): the object table against a `Dictionary`, the row order
/// of a first fetch and of a new request against a plain sort by the request's comparators, and
/// the store's holes.
@MainActor
@Suite("Fetched ordering and storage")
struct FetchedOrderingTests {
  typealias Table = FetchedObjectTable<Card>

  /// The order a request defines, computed the plain way: its comparators, then store order.
  func oracle(_ objects: [Card], _ request: FetchRequest<Card>) -> [(title: String?, ids: [Int])] {
    func compare(_ lhs: Card, _ rhs: Card) -> ComparisonResult {
      for comparator in request.sortComparators {
        let result = comparator.compare(lhs, rhs)
        if result != .orderedSame { return result }
      }
      return .orderedSame
    }
    let rows = objects.enumerated().filter { request.filter?($0.element) ?? true }.sorted {
      switch compare($0.element, $1.element) {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: $0.offset < $1.offset
      }
    }.map(\.element)
    guard request.sectionKey != nil else { return [(nil, rows.map(\.id))] }
    let groups = Set(rows.map(\.group)).sorted()
    return groups.map { group in (group, rows.filter { $0.group == group }.map(\.id)) }
  }

  /// Requests whose comparators tie often (ranks 0..<4), in every direction and kind.
  var requests: [(name: String, request: FetchRequest<Card>)] {
    let byNote = FetchSortComparator<Card> { $0.note.compare($1.note) }
    return [
      ("rank only: ties keep store order", FetchRequest(sortedBy: [FetchSortComparator(\.rank)])),
      (
        "rank descending, then note by a closure",
        FetchRequest(sortedBy: [FetchSortComparator(\.rank, ascending: false), byNote])
      ),
      (
        "reversed rank, reversed descending id",
        FetchRequest(
          sortedBy: [
            FetchSortComparator(\.rank).reversed,
            FetchSortComparator(\.id, ascending: false).reversed,
          ])
      ),
      (
        "filtered and sectioned, by a computed key",
        FetchRequest(
          filter: { $0.visible },
          sortedBy: [FetchSortComparator { $0.note.count }, FetchSortComparator(\.rank)],
          sectionedBy: FetchSectionKey(\.group))
      ),
      ("no comparators: store order", FetchRequest(filter: { $0.rank != 2 })),
    ]
  }

  func randomCards(_ count: Int, _ rng: inout SeededRandom) -> [Card] {
    (0..<count).map { index in
      Card(
        id: 1_000 - 7 * index, rank: rng.below(4), group: ["A", "B", "C"][rng.below(3)],
        visible: rng.chance(80), note: String(repeating: "x", count: rng.below(3)))
    }
  }

  @Test("a first fetch and a new request order rows as the comparators, then store order")
  func orderMatchesOracle() throws {
    for seed in UInt64(0)..<40 {
      var rng = SeededRandom(state: seed)
      let store = try InMemoryStore(randomCards(rng.below(60), &rng))
      var nextID = 10_000
      for (name, request) in requests {
        let source = FetchedDataSource(store: store, request: request)
        try source.performFetch()
        let expected = oracle(store.objects, request)
        #expect(sameTable(source.shown, expected), "seed \(seed), \(name): first fetch")
        // Deletes shuffle the results' table; a new request sorts it by store order again.
        for card in store.objects where rng.chance(20) { try store.delete(id: card.id) }
        try source.replaceRequest(requests[Int(seed) % requests.count].request)
        let replaced = oracle(store.objects, requests[Int(seed) % requests.count].request)
        #expect(sameTable(source.shown, replaced), "seed \(seed), \(name): new request")
        for card in randomCards(rng.below(20), &rng) {
          try store.insert(Card(id: nextID, rank: card.rank, group: card.group, note: card.note))
          nextID += 1
        }
      }
    }
  }

  @Test("the object table agrees with a dictionary through inserts, updates and removals")
  func tableMatchesDictionary() throws {
    for seed in UInt64(0)..<60 {
      var rng = SeededRandom(state: seed)
      // Few distinct identities, so removals shift clusters and the table grows from each size.
      let ids = (0..<(1 + rng.below(40))).map { $0 * 31 }
      let initial = ids.filter { _ in rng.chance(50) }.map { Card(id: $0, rank: 0) }
      var table = try Table(
        initial, matches: ContiguousArray(repeating: true, count: initial.count),
        dataSource: "T")
      var model: [Int: Table.Stored] = [:]
      for (order, card) in initial.enumerated() {
        model[card.id] = Table.Stored(object: card, order: order, matches: true)
      }
      for step in 0..<200 {
        let id = ids[rng.below(ids.count)]
        if rng.chance(40) {
          table[id] = nil
          model[id] = nil
        } else {
          let entry = Table.Stored(
            object: Card(id: id, rank: step), order: step, matches: rng.chance(50))
          table[id] = entry
          model[id] = entry
        }
        #expect(table.count == model.count, "seed \(seed) step \(step)")
      }
      for id in ids {
        #expect(table[id]?.object == model[id]?.object, "seed \(seed) id \(id)")
        #expect(table[id]?.order == model[id]?.order, "seed \(seed) id \(id)")
        #expect(table[id]?.matches == model[id]?.matches, "seed \(seed) id \(id)")
      }
    }
  }

  @Test("a fetch of objects with a repeated identity names the first repeat")
  func tableRejectsDuplicates() {
    let cards = [1, 2, 3, 2, 1].map { Card(id: $0, rank: 0) }
    #expect(throws: DataSourceError.duplicateObjectIdentifier(dataSource: "T", identifier: "2")) {
      try Table(cards, matches: ContiguousArray(repeating: true, count: 5), dataSource: "T")
    }
  }

  @Test("deletes leave holes that a re-insert in the transaction refills and compaction closes")
  func storeHoles() throws {
    let store = try InMemoryStore((0..<100).map { Card(id: $0, rank: $0) })
    var model = Array(0..<100)
    var heard = 0
    var transactions = 0
    let token = store.addObserver { _ in heard += 1 }
    try store.transaction {
      try store.delete(id: 10)
      try store.insert(Card(id: 10, rank: -1))
    }
    transactions += 1
    #expect(store.objects.map(\.id) == model)
    #expect(store[10]?.rank == -1)
    // Enough deletes to compact, one transaction each, then inserts after the survivors.
    for id in stride(from: 0, to: 100, by: 3) {
      try store.delete(id: id)
      transactions += 1
      model.removeAll { $0 == id }
      #expect(store.objects.map(\.id) == model)
    }
    for id in stride(from: 1, to: 80, by: 3) {
      try store.delete(id: id)
      transactions += 1
      model.removeAll { $0 == id }
    }
    try store.insert(contentsOf: [Card(id: 0, rank: 0), Card(id: 500, rank: 5)])
    transactions += 1
    model += [0, 500]
    #expect(store.objects.map(\.id) == model)
    #expect(store.count == model.count)
    #expect(store[3] == nil && store[500]?.rank == 5)
    #expect(heard == transactions)
    store.removeObserver(token)
  }
}
