import Foundation
import Testing

@testable import StackedDataSources

extension FetchedDataSource: SweepSubject {
  var source: any DataSourceProtocol { self }
  func state() -> [String] {
    [
      "objects \(objects)", "count \(numberOfObjects)",
      "limit \(request.limit.map { "\($0)" } ?? "-")",
      "fetched \(hasFetched) paused \(isPaused)",
    ]
  }
}

/// The fetched sources under test, in every shape whose lookups take a different path: one
/// section, sections by key, a limit that cuts rows the results hold, object rows hidden (the
/// lookups still answer with the paths the rows would have), and an empty source whose section
/// is hidden.
enum FetchedSweep {
  typealias Case = SweepCase<FetchedDataSource<Card>>

  static let cards = [
    Card(id: 1, rank: 10), Card(id: 2, rank: 20, group: "B"), Card(id: 3, rank: 30),
    Card(id: 4, rank: 40, visible: false),
  ]

  /// A shape, the rows the table shows per section, and the rows `object(at:)` finds.
  struct Shape: Sendable, CustomTestStringConvertible {
    let name: String
    let rowCounts: [Int]
    let objectRowCounts: [Int]
    let make: @MainActor @Sendable () -> FetchedDataSource<Card>

    var testDescription: String { name }
  }

  @MainActor
  static func fetched(
    _ objects: [Card], _ request: FetchRequest<Card>, hidesEmptySection: Bool = false,
    showsObjectRows: Bool = true
  ) -> FetchedDataSource<Card> {
    let source = FetchedDataSource(
      store: try! InMemoryStore(objects), request: request, name: "Cards",
      hidesEmptySection: hidesEmptySection, showsObjectRows: showsObjectRows)
    try! source.performFetch()
    source.reuseIdentifier = { _ in "Card" }
    return source
  }

  static let shapes = [
    Shape(name: "one section", rowCounts: [3], objectRowCounts: [3]) {
      fetched(cards, FetchedFixtures.request())
    },
    Shape(name: "sectioned", rowCounts: [2, 1], objectRowCounts: [2, 1]) {
      fetched(cards, FetchedFixtures.request(sectioned: true))
    },
    Shape(name: "limited", rowCounts: [2], objectRowCounts: [2]) {
      fetched(cards, FetchedFixtures.request(limit: 2))
    },
    Shape(name: "rows hidden", rowCounts: [0, 0], objectRowCounts: [2, 1]) {
      fetched(cards, FetchedFixtures.request(sectioned: true), showsObjectRows: false)
    },
    Shape(name: "empty, section hidden", rowCounts: [], objectRowCounts: []) {
      fetched([], FetchedFixtures.request(), hidesEmptySection: true)
    },
  ]

  static var cases: [Case] {
    var cases: [Case] = []
    for shape in shapes {
      let (type, make) = ("FetchedDataSource (\(shape.name))", shape.make)
      for bad in BadIndex.outside(shape.objectRowCounts.count) {
        let path = TablePath(section: bad.value, row: 0)
        cases.append(
          .findsNothing("\(type).object(at:)", "section \(bad.label)", make: make) {
            $0.object(at: path) == nil
          })
      }
      for (section, count) in shape.objectRowCounts.enumerated() {
        for bad in BadIndex.outside(count) {
          let path = TablePath(section: section, row: bad.value)
          cases.append(
            .findsNothing(
              "\(type).object(at:)", "row \(bad.label) of section \(section)", make: make
            ) { $0.object(at: path) == nil })
        }
      }
      for limit in [-1, Int.min] {
        cases.append(
          .rejects(
            "\(type).replaceRequest(_:)", "limit \(BadIndex.label(limit))",
            Rejection(.negativeFetchLimit, [.index: [limit]]), make: make
          ) { try $0.replaceRequest(FetchedFixtures.request(limit: limit)) })
      }
      cases += Case.protocolLookups(type, rowCounts: shape.rowCounts, make: make)
    }
    // A request built with a negative limit is refused by the fetch, before the store is read.
    for limit in [-1, Int.min] {
      cases.append(
        .rejects(
          "FetchedDataSource.performFetch()", "limit \(BadIndex.label(limit))",
          Rejection(.negativeFetchLimit, [.index: [limit]])
        ) {
          FetchedDataSource(
            store: try! InMemoryStore(cards), request: FetchedFixtures.request(limit: limit),
            name: "Cards")
        } _: {
          try $0.performFetch()
        })
    }
    return cases
  }
}

extension SnapshotDataSource: SweepSubject {
  var source: any DataSourceProtocol { self }
  func state() -> [String] {
    ["shown \(displayedSnapshot.items)", "latest \(snapshot.items)", "\(hasPendingUpdate)"]
  }
}

/// The snapshot under test, and the snapshot source showing it: sections of two, three and no
/// items, so that a section's rows start past 0.
enum SnapshotSweep {
  typealias Case = SweepCase<SnapshotDataSource<String, String, String>>

  static let snapshot = try! Snapshot(
    sections: [("s0", ["a", "b"]), ("s1", ["c", "d", "e"]), ("s2", [])], identifiedBy: { $0 },
    dataSource: "Letters")
  static let rowCounts = [2, 3, 0]

  @MainActor
  static func make() -> SnapshotDataSource<String, String, String> {
    SnapshotDataSource(name: "Letters", snapshot: snapshot)
  }

  static var cases: [Case] {
    Case.protocolLookups("SnapshotDataSource", rowCounts: rowCounts, make: make)
  }
}

/// A lookup on a value (a snapshot, a flat row mapping): no data source, no sink.
struct ValueLookup: Sendable, CustomTestStringConvertible {
  let name: String
  /// Returns `true` when the lookup found nothing.
  let findsNothing: @Sendable () -> Bool

  var testDescription: String { name }

  static var cases: [ValueLookup] {
    let snapshot = SnapshotSweep.snapshot
    var cases: [ValueLookup] = []
    for bad in BadIndex.outside(SnapshotSweep.rowCounts.count) {
      let (section, label) = (bad.value, "section \(bad.label)")
      cases += [
        ValueLookup(name: "Snapshot.numberOfItems(inSection:) \(label)") {
          snapshot.numberOfItems(inSection: section) == 0
        },
        ValueLookup(name: "Snapshot.items(inSection:) \(label)") {
          snapshot.items(inSection: section).isEmpty
        },
        ValueLookup(name: "Snapshot.sectionIdentifier(at:) \(label)") {
          snapshot.sectionIdentifier(at: section) == nil
        },
      ]
    }
    func paths(_ path: TablePath, _ label: String) {
      cases += [
        ValueLookup(name: "Snapshot.item(at:) \(label)") { snapshot.item(at: path) == nil },
        ValueLookup(name: "Snapshot.itemIdentifier(at:) \(label)") {
          snapshot.itemIdentifier(at: path) == nil
        },
      ]
    }
    for bad in BadIndex.outside(SnapshotSweep.rowCounts.count) {
      paths(TablePath(section: bad.value, row: 0), "section \(bad.label)")
    }
    for (section, count) in SnapshotSweep.rowCounts.enumerated() {
      for bad in BadIndex.outside(count) {
        paths(TablePath(section: section, row: bad.value), "row \(bad.label) of section \(section)")
      }
    }

    // Empty and negative counts take no row.
    let rowCounts = [2, 0, -3, 3]
    let mapping = FlatRowMapping(rowCounts: rowCounts)
    for bad in BadIndex.outside(rowCounts.count) {
      let path = TablePath(section: bad.value, row: 0)
      cases.append(
        ValueLookup(name: "FlatRowMapping.row(for:) section \(bad.label)") {
          mapping.row(for: path) == nil
        })
    }
    for (section, count) in rowCounts.enumerated() {
      for bad in BadIndex.outside(max(count, 0)) {
        let path = TablePath(section: section, row: bad.value)
        cases.append(
          ValueLookup(
            name: "FlatRowMapping.row(for:) row \(bad.label) of section \(section)"
          ) { mapping.row(for: path) == nil })
      }
    }
    for bad in BadIndex.outside(mapping.numberOfRows) {
      let row = bad.value
      cases.append(
        ValueLookup(name: "FlatRowMapping.path(forRow:) \(bad.label)") {
          mapping.path(forRow: row) == nil
        })
    }
    return cases
  }
}

extension BadInputSweepTests {
  @Test("FetchedDataSource", arguments: FetchedSweep.cases, Host.allCases)
  func fetched(_ sweepCase: FetchedSweep.Case, host: Host) {
    run(sweepCase, in: host)
  }

  @Test("the fetched fixtures have the shapes their cases assume", arguments: FetchedSweep.shapes)
  func fetchedShape(_ shape: FetchedSweep.Shape) {
    let source = shape.make()
    #expect(source.rowCounts == shape.rowCounts, "\(shape.name)")
    let found = shape.objectRowCounts.indices.map { section in
      (0...).prefix(while: { source.object(at: TablePath(section: section, row: $0)) != nil }).count
    }
    #expect(found == shape.objectRowCounts, "\(shape.name)")
  }

  @Test("SnapshotDataSource", arguments: SnapshotSweep.cases, Host.allCases)
  func snapshotSource(_ sweepCase: SnapshotSweep.Case, host: Host) {
    run(sweepCase, in: host)
  }

  @Test("Snapshot and FlatRowMapping lookups", arguments: ValueLookup.cases)
  func valueLookups(_ lookup: ValueLookup) {
    #expect(lookup.findsNothing(), "\(lookup.name) found something")
  }
}

extension BadInputSweepTests {
  /// A fetch limit of 0 shows nothing and one of Int.max everything, without overflow.
  @Test("extreme fetch limits", arguments: [0, 1, Int.max])
  func extremeFetchLimits(limit: Int) throws {
    let source = FetchedSweep.fetched(FetchedSweep.cards, FetchedFixtures.request())
    let validator = ValidatingSink(dataSource: source)
    source.sink = validator
    try source.replaceRequest(FetchedFixtures.request(limit: limit))
    #expect(source.numberOfObjects == min(limit, 3))
    try source.replaceRequest(FetchedFixtures.request(sectioned: true, limit: limit))
    #expect(source.numberOfObjects == min(limit, 3))
    #expect(validator.isValid, "\(validator.violations)")
  }
}
