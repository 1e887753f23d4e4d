import Foundation
import Testing

@testable import StackedDataSources

extension ArrayDataSource: SweepSubject {
  var source: any DataSourceProtocol { self }
  func state() -> [String] { items.map { "\($0)" } }
}

/// The array under test: three rows, with titles, a reuse identifier of its own and rows that
/// may be edited and moved, so that a lookup answering "nothing" is distinguishable.
enum ArraySweep {
  typealias Case = SweepCase<ArrayDataSource<String>>

  static let items = ["a", "b", "c"]

  @MainActor
  static func make() -> ArrayDataSource<String> {
    let source = ArrayDataSource(items, name: "Letters", headerTitle: "H", footerTitle: "F")
    source.reuseIdentifier = { _ in "Letter" }
    source.canEdit = { _ in true }
    source.canMove = { _ in true }
    return source
  }

  static func new(_ count: Int) -> [String] { (0..<count).map { "new\($0)" } }

  static var cases: [Case] {
    let n = items.count
    var cases: [Case] = []
    func rejects(
      _ api: String, _ label: String, _ rejection: Rejection,
      _ body: @escaping @MainActor @Sendable (ArrayDataSource<String>) throws -> Void
    ) {
      cases.append(.rejects("ArrayDataSource.\(api)", label, rejection, make: make, body))
    }
    func row(_ offending: Set<Int>) -> Rejection {
      Rejection(.rowOutOfRange, [.row: offending, .section: [0]], count: n)
    }
    func insertion(_ bad: BadValue<Int>) -> Rejection {
      Rejection(.insertionOutOfRange, [.index: bad.offending, .section: [0]], count: n)
    }

    for bad in BadIndex.outsideInsertion(n) {
      let index = bad.value
      rejects("insert(_:at:)", "index \(bad.label)", insertion(bad)) {
        try $0.insert("new", at: index)
      }
      rejects("insert(contentsOf:at:)", "index \(bad.label)", insertion(bad)) {
        try $0.insert(contentsOf: new(2), at: index)
      }
    }
    for bad in BadIndex.sets(outsideInsertionInto: n) {
      let indexes = bad.value
      rejects(
        "insert(_:at: IndexSet)", bad.label,
        Rejection(.insertionOutOfRange, [.index: bad.offending, .section: [0]], count: n)
      ) { try $0.insert(new(indexes.count), at: indexes) }
    }
    for bad in BadIndex.outside(n) {
      let index = bad.value
      rejects("replace(at:with:)", "index \(bad.label)", row(bad.offending)) {
        try $0.replace(at: index, with: "new")
      }
      rejects("remove(at:)", "index \(bad.label)", row(bad.offending)) { try $0.remove(at: index) }
      rejects("move(from:to:)", "source \(bad.label)", row(bad.offending)) {
        try $0.move(from: index, to: 1)
      }
      rejects("move(from:to:)", "destination \(bad.label)", row(bad.offending)) {
        try $0.move(from: 0, to: index)
      }
    }
    for bad in BadIndex.sets(outside: n) {
      let indexes = bad.value
      rejects("replace(at: IndexSet, with:)", bad.label, row(bad.offending)) {
        try $0.replace(at: indexes, with: new(indexes.count))
      }
      rejects("remove(at: IndexSet)", bad.label, row(bad.offending)) { try $0.remove(at: indexes) }
    }
    for mismatch in BadIndex.mismatches(validBelow: n) {
      let (indexes, count) = (mismatch.indexes, mismatch.items)
      let rejection = Rejection(.countMismatch, [.index: [indexes.count]], count: count)
      rejects("insert(_:at: IndexSet)", mismatch.label, rejection) {
        try $0.insert(new(count), at: indexes)
      }
      rejects("replace(at: IndexSet, with:)", mismatch.label, rejection) {
        try $0.replace(at: indexes, with: new(count))
      }
    }
    let ranges: [(Range<Int>, String, Set<Int>)] = [
      (-1..<1, "-1..<1", [-1]),
      (Int.min..<0, "Int.min..<0", [.min]),
      (Int.min..<Int.max, "Int.min..<Int.max", [.min, .max - 1]),
      (n..<n + 1, "count..<count + 1", [n]),
      (0..<n + 1, "0..<count + 1", [n]),
      (n + 1..<n + 2, "count + 1..<count + 2", [n + 1]),
      (0..<Int.max, "0..<Int.max", [.max - 1]),
      (Int.max - 1..<Int.max, "Int.max - 1..<Int.max", [.max - 1]),
    ]
    for (range, label, offending) in ranges {
      rejects(
        "removeSubrange(_:)", label,
        Rejection(.rowOutOfRange, [.row: offending, .section: [0]], count: n)
      ) { try $0.removeSubrange(range) }
    }

    for bad in BadIndex.outside(n) {
      let index = bad.value
      cases.append(
        .findsNothing("ArrayDataSource[_:]", "index \(bad.label)", make: make) {
          $0[index] == nil
        })
    }
    return cases + Case.protocolLookups("ArrayDataSource", rowCounts: [n], make: make)
  }
}

extension BadInputSweepTests {
  @Test("ArrayDataSource", arguments: ArraySweep.cases, Host.allCases)
  func array(_ sweepCase: ArraySweep.Case, host: Host) {
    run(sweepCase, in: host)
  }
}
