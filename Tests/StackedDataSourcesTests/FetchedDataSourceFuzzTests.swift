import Foundation
import Testing

@testable import StackedDataSources

/// Random store workloads — inserts, updates of sort, section and filter keys, deletes, in
/// random transactions, with pauses and request replacements — on a fetched source standing
/// alone, as a child of a stack and as a pinned group. Every batch goes through a
/// ``ValidatingSink`` and the rows are compared with a filter, sort and grouping of the store's
/// objects done from scratch.
@MainActor
@Suite("FetchedDataSource randomized")
struct FetchedDataSourceFuzzTests {
  enum Placement: String, CaseIterable, Sendable {
    case standalone, child, pinned
  }

  @MainActor
  final class Harness {
    var random: FuzzGenerator
    let store: InMemoryStore<Card>
    let source: FetchedDataSource<Card>
    var stack: SectionGroupStack?
    let other = ArrayDataSource(["x0", "x1"], name: "Other")
    let validator: ValidatingSink
    var sectioned = true
    var filtered = true
    var descending = false
    var limit: Int?
    var nextID = 0

    init(seed: UInt64, placement: Placement) throws {
      random = FuzzGenerator(seed: seed)
      store = try InMemoryStore(name: "Store")
      source = FetchedDataSource(
        store: store, request: FetchedFixtures.request(sectioned: true), name: "Fetched")
      try source.performFetch()
      switch placement {
      case .standalone:
        validator = ValidatingSink(dataSource: source)
        source.sink = validator
      case .child:
        let stack = try SectionGroupStack(name: "Root", groups: [other, source])
        try stack.append(ArrayDataSource(["tail"], name: "Tail"))
        validator = ValidatingSink(dataSource: stack)
        stack.sink = validator
        self.stack = stack
      case .pinned:
        let stack = try SectionGroupStack(name: "Root", groups: [other])
        try stack.pin(source, under: TablePath(section: 0, row: 0), of: other, isActive: true)
        validator = ValidatingSink(dataSource: stack)
        stack.sink = validator
        self.stack = stack
      }
      for _ in 0..<12 { try store.insert(randomCard()) }
    }

    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    func chance(_ n: Int) -> Bool { int(1...n) == 1 }

    func randomCard(id: Int? = nil) -> Card {
      let id =
        id
        ?? {
          nextID += 1
          return nextID
        }()
      return Card(
        id: id, rank: int(0...20), group: ["A", "B", "C", "D"][int(0...3)], visible: !chance(4),
        note: chance(3) ? "*" : "")
    }

    func randomStoreOperation() throws {
      let ids = store.objects.map(\.id)
      if ids.isEmpty || chance(3) {
        try store.insert(randomCard())
      } else if chance(3) {
        try store.delete(id: ids[int(0...ids.count - 1)])
      } else {
        var card = store[ids[int(0...ids.count - 1)]]!
        switch int(0...3) {
        case 0: card.rank = int(0...20)
        case 1: card.group = ["A", "B", "C", "D"][int(0...3)]
        case 2: card.visible.toggle()
        default: card.note += "+"
        }
        try store.update(card)
      }
    }

    func randomTransaction() throws {
      try store.transaction {
        for _ in 0..<int(1...4) { try randomStoreOperation() }
      }
    }

    func step() throws {
      switch int(0...9) {
      case 0:
        source.pause()
        for _ in 0..<int(0...3) { try randomTransaction() }
        if chance(2) { try replaceRequest() }
        source.resume()
      case 1:
        try replaceRequest()
      case 2:
        try source.performBatchUpdates {
          try randomTransaction()
          try randomTransaction()
        }
      case 3 where stack != nil:
        try stack!.performBatchUpdates {
          try randomTransaction()
          other.append("y\(nextID)")
        }
      default:
        try randomTransaction()
      }
    }

    func replaceRequest() throws {
      sectioned = Bool.random(using: &random)
      filtered = !chance(3)
      descending = chance(3)
      limit = chance(4) ? int(0...6) : nil
      try source.replaceRequest(
        FetchedFixtures.request(
          sectioned: sectioned, filtered: filtered, limit: limit, descending: descending))
    }

    var expected: [(title: String?, ids: [Int])] {
      FetchedFixtures.expected(
        store.objects, sectioned: sectioned, filtered: filtered, limit: limit,
        descending: descending)
    }
  }

  @Test(
    "random store workloads stay legal and match a from-scratch fetch",
    arguments: Placement.allCases, 1...8)
  func randomized(placement: Placement, seed: Int) throws {
    let harness = try Harness(seed: UInt64(seed), placement: placement)
    for step in 0..<250 {
      try harness.step()
      let context = "\(placement) seed \(seed), step \(step)"
      #expect(harness.validator.violations.isEmpty, "\(context): \(harness.validator.violations)")
      #expect(
        sameTable(harness.source.shown, harness.expected),
        "\(context): \(harness.source.shown) vs \(harness.expected)")
      if !harness.validator.violations.isEmpty { return }
    }
  }

  @Test("a store change inside a stack transaction joins its one batch")
  func joinsStackTransaction() throws {
    let store = try InMemoryStore([Card(id: 1, rank: 1), Card(id: 2, rank: 2)])
    let source = FetchedDataSource(store: store, request: FetchedFixtures.request())
    try source.performFetch()
    let other = ArrayDataSource(["a"], name: "Other")
    let pinned = ArrayDataSource(["p"], name: "Pinned")
    let stack = try SectionGroupStack(name: "Root", groups: [source, other])
    try stack.pin(pinned, under: TablePath(section: 0, row: 1), of: source, isActive: true)
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: stack, downstream: recorder)
    stack.sink = validator
    try stack.performBatchUpdates {
      try store.update(Card(id: 2, rank: 0))
      other.append("b")
    }
    #expect(recorder.batches.count == 1)
    #expect(validator.violations.isEmpty, "\(validator.violations)")
    #expect(stack.numberOfRows(inSection: 0) == 3)
    try store.insert(Card(id: 3, rank: 3))
    #expect(recorder.batches.count == 2)
    #expect(validator.violations.isEmpty, "\(validator.violations)")
  }
}
