import Foundation
import Testing

@testable import StackedDataSources

/// The row and section API that ``SectionedDataSource`` and ``ExpandingDataSource`` share, so
/// that one generator sweeps both.
@MainActor
protocol SectionedSweepSubject: SweepSubject {
  func insert(_ item: String, at path: TablePath) throws(DataSourceError)
  func insert(_ newItems: [String], at rows: IndexSet, inSection section: Int)
    throws(DataSourceError)
  func append(_ item: String, toSection section: Int) throws(DataSourceError)
  func insert(contentsOf newItems: [String], at path: TablePath) throws(DataSourceError)
  func append(contentsOf newItems: [String], toSection section: Int) throws(DataSourceError)
  func replace(at path: TablePath, with item: String) throws(DataSourceError)
  @discardableResult func remove(at path: TablePath) throws(DataSourceError) -> String
  func remove(at rows: IndexSet, inSection section: Int) throws(DataSourceError)
  func move(from source: TablePath, to destination: TablePath) throws(DataSourceError)
  func insertSection(_ section: TableSection<String, String>, at index: Int)
    throws(DataSourceError)
  func insertSections(_ newSections: [TableSection<String, String>], at indexes: IndexSet)
    throws(DataSourceError)
  func moveSection(from source: Int, to destination: Int) throws(DataSourceError)
  func replaceSection(at index: Int, with section: TableSection<String, String>)
    throws(DataSourceError)
  @discardableResult func removeSection(at index: Int) throws(DataSourceError)
    -> TableSection<String, String>
  func removeSections(at indexes: IndexSet) throws(DataSourceError)
  @discardableResult func resizeSection(
    at index: Int, to count: Int, removesEmptySection: Bool?, padding: (Int) -> String
  ) throws(DataSourceError) -> Bool
  subscript(path: TablePath) -> String? { get }
}

extension SectionedDataSource: SweepSubject, SectionedSweepSubject
where SectionID == String, Item == String {
  var source: any DataSourceProtocol { self }
  func state() -> [String] { sections.map { "\($0)" } }
}

/// The sweep of the API both sectioned sources share.
enum SectionRowSweep {
  static func new(_ count: Int) -> [String] { (0..<count).map { "new\($0)" } }

  static func newSections(_ count: Int) -> [TableSection<String, String>] {
    (0..<count).map { TableSection(id: "new\($0)", items: ["n"]) }
  }

  /// The cases of `type` for a source whose sections hold `itemCounts` items (visible or not).
  static func cases<Subject: SectionedSweepSubject>(
    _ type: String, itemCounts: [Int], make: @escaping @MainActor @Sendable () -> Subject
  ) -> [SweepCase<Subject>] {
    let sectionCount = itemCounts.count
    var cases: [SweepCase<Subject>] = []
    func rejects(
      _ api: String, _ label: String, _ rejection: Rejection,
      _ body: @escaping @MainActor @Sendable (Subject) throws -> Void
    ) {
      cases.append(.rejects("\(type).\(api)", label, rejection, make: make, body))
    }
    func noSection(_ offending: Set<Int>) -> Rejection {
      Rejection(.sectionOutOfRange, [.section: offending], count: sectionCount)
    }
    func noRow(_ offending: Set<Int>, _ section: Int) -> Rejection {
      Rejection(
        .rowOutOfRange, [.row: offending, .section: [section]], count: itemCounts[section])
    }
    func noPlace(_ offending: Set<Int>, _ section: Int) -> Rejection {
      Rejection(
        .insertionOutOfRange, [.index: offending, .section: [section]],
        count: itemCounts[section])
    }

    // A bad section, with the row valid.
    for bad in BadIndex.outside(sectionCount) {
      let (section, label) = (bad.value, "section \(bad.label)")
      let path = TablePath(section: section, row: 0)
      let rejection = noSection(bad.offending)
      rejects("insert(_:at:)", label, rejection) { try $0.insert("new", at: path) }
      rejects("insert(_:at:inSection:)", label, rejection) {
        try $0.insert(["new"], at: [0], inSection: section)
      }
      rejects("append(_:toSection:)", label, rejection) { try $0.append("new", toSection: section) }
      rejects("insert(contentsOf:at:)", label, rejection) {
        try $0.insert(contentsOf: new(2), at: path)
      }
      rejects("append(contentsOf:toSection:)", label, rejection) {
        try $0.append(contentsOf: new(2), toSection: section)
      }
      rejects("replace(at:with:)", label, rejection) { try $0.replace(at: path, with: "new") }
      rejects("remove(at:)", label, rejection) { try $0.remove(at: path) }
      rejects("remove(at:inSection:)", label, rejection) {
        try $0.remove(at: [0], inSection: section)
      }
      rejects("move(from:to:)", "source \(label)", rejection) {
        try $0.move(from: path, to: TablePath(section: 0, row: 0))
      }
      rejects("move(from:to:)", "destination \(label)", rejection) {
        try $0.move(from: TablePath(section: 0, row: 0), to: path)
      }
      cases.append(
        .findsNothing("\(type)[_:]", label, make: make) { $0[path] == nil })
    }

    // A bad row in each section.
    for (section, count) in itemCounts.enumerated() {
      for bad in BadIndex.outsideInsertion(count) {
        let label = "row \(bad.label) of section \(section)"
        let path = TablePath(section: section, row: bad.value)
        rejects("insert(_:at:)", label, noPlace(bad.offending, section)) {
          try $0.insert("new", at: path)
        }
        rejects("insert(contentsOf:at:)", label, noPlace(bad.offending, section)) {
          try $0.insert(contentsOf: new(2), at: path)
        }
      }
      for bad in BadIndex.sets(outsideInsertionInto: count) {
        let rows = bad.value
        rejects(
          "insert(_:at:inSection:)", "\(bad.label) of section \(section)",
          noPlace(bad.offending, section)
        ) { try $0.insert(new(rows.count), at: rows, inSection: section) }
      }
      for bad in BadIndex.outside(count) {
        let label = "row \(bad.label) of section \(section)"
        let path = TablePath(section: section, row: bad.value)
        rejects("replace(at:with:)", label, noRow(bad.offending, section)) {
          try $0.replace(at: path, with: "new")
        }
        rejects("remove(at:)", label, noRow(bad.offending, section)) { try $0.remove(at: path) }
        rejects("move(from:to:)", "source \(label)", noRow(bad.offending, section)) {
          try $0.move(from: path, to: TablePath(section: 0, row: 0))
        }
        cases.append(.findsNothing("\(type)[_:]", label, make: make) { $0[path] == nil })
      }
      for bad in BadIndex.sets(outside: count) {
        let rows = bad.value
        rejects(
          "remove(at:inSection:)", "\(bad.label) of section \(section)",
          noRow(bad.offending, section)
        ) { try $0.remove(at: rows, inSection: section) }
      }
      // A destination is the moved item's final position: within its own section one of the
      // rows there now, in another section one of the places around them.
      let destinations =
        section == 0 ? BadIndex.outside(count) : BadIndex.outsideInsertion(count)
      for bad in destinations {
        let destination = TablePath(section: section, row: bad.value)
        rejects(
          "move(from:to:)", "destination row \(bad.label) of section \(section) from [0, 0]",
          noPlace(bad.offending, section)
        ) { try $0.move(from: TablePath(section: 0, row: 0), to: destination) }
      }
    }
    for mismatch in BadIndex.mismatches(validBelow: itemCounts[0]) {
      let (rows, count) = (mismatch.indexes, mismatch.items)
      rejects(
        "insert(_:at:inSection:)", "\(mismatch.label) in section 0",
        Rejection(.countMismatch, [.index: [rows.count]], count: count)
      ) { try $0.insert(new(count), at: rows, inSection: 0) }
    }

    // Sections.
    for bad in BadIndex.outsideInsertion(sectionCount) {
      let index = bad.value
      rejects(
        "insertSection(_:at:)", "index \(bad.label)",
        Rejection(.insertionOutOfRange, [.index: bad.offending], count: sectionCount)
      ) { try $0.insertSection(TableSection(id: "new", items: ["n"]), at: index) }
    }
    for bad in BadIndex.sets(outsideInsertionInto: sectionCount) {
      let indexes = bad.value
      rejects(
        "insertSections(_:at:)", bad.label,
        Rejection(.insertionOutOfRange, [.index: bad.offending], count: sectionCount)
      ) { try $0.insertSections(newSections(indexes.count), at: indexes) }
    }
    for mismatch in BadIndex.mismatches(validBelow: sectionCount) {
      let (indexes, count) = (mismatch.indexes, mismatch.items)
      rejects(
        "insertSections(_:at:)", mismatch.label,
        Rejection(.countMismatch, [.index: [indexes.count]], count: count)
      ) { try $0.insertSections(newSections(count), at: indexes) }
    }
    for bad in BadIndex.outside(sectionCount) {
      let (index, label) = (bad.value, "index \(bad.label)")
      let rejection = noSection(bad.offending)
      rejects("moveSection(from:to:)", "source \(bad.label)", rejection) {
        try $0.moveSection(from: index, to: 0)
      }
      rejects("moveSection(from:to:)", "destination \(bad.label)", rejection) {
        try $0.moveSection(from: 0, to: index)
      }
      rejects("replaceSection(at:with:)", label, rejection) {
        try $0.replaceSection(at: index, with: TableSection(id: "new", items: ["n"]))
      }
      rejects("removeSection(at:)", label, rejection) { try $0.removeSection(at: index) }
    }
    for bad in BadIndex.sets(outside: sectionCount) {
      let indexes = bad.value
      rejects("removeSections(at:)", bad.label, noSection(bad.offending)) {
        try $0.removeSections(at: indexes)
      }
    }
    cases += resizeCases(type, itemCounts: itemCounts, make: make)
    return cases
  }

  /// `resizeSection(at:to:removesEmptySection:padding:)`: a bad section with every count (a
  /// good one, 0, a negative one), and a negative count in every section, whatever the
  /// empty-section option. The padding must not be called.
  static func resizeCases<Subject: SectionedSweepSubject>(
    _ type: String, itemCounts: [Int], make: @escaping @MainActor @Sendable () -> Subject
  ) -> [SweepCase<Subject>] {
    let api = "\(type).resizeSection(at:to:removesEmptySection:padding:)"
    var cases: [SweepCase<Subject>] = []
    for bad in BadIndex.outside(itemCounts.count) {
      for count in [1, 0, -1] {
        cases.append(
          .rejects(
            api, "section \(bad.label) to \(count)",
            Rejection(.sectionOutOfRange, [.section: bad.offending], count: itemCounts.count),
            make: make
          ) {
            try $0.resizeSection(
              at: bad.value, to: count, removesEmptySection: nil, padding: unusedPadding)
          })
      }
    }
    for (section, items) in itemCounts.enumerated() {
      for count in [-1, Int.min] {
        for removes in [nil, true, false] as [Bool?] {
          cases.append(
            .rejects(
              api, "section \(section) to \(BadIndex.label(count)), removes \(label(removes))",
              Rejection(
                .negativeItemCount, [.section: [section], .index: [count]], count: items),
              make: make
            ) {
              try $0.resizeSection(
                at: section, to: count, removesEmptySection: removes, padding: unusedPadding)
            })
        }
      }
    }
    return cases
  }

  static func label(_ flag: Bool?) -> String { flag.map { "\($0)" } ?? "nil" }

  /// The padding of a rejected resize, which must never be asked for an item.
  static func unusedPadding(_ index: Int) -> String {
    Issue.record("the padding was called for \(index)")
    return "pad"
  }
}

/// The sectioned source under test: two rows, one row and an empty section, every section with
/// titles, and a reuse identifier and edit and move permissions of its own.
enum SectionedSweep {
  typealias Case = SweepCase<SectionedDataSource<String, String>>

  static let sections = [
    TableSection(id: "s0", items: ["a", "b"], headerTitle: "H0", footerTitle: "F0"),
    TableSection(id: "s1", items: ["c"], headerTitle: "H1", footerTitle: "F1"),
    TableSection(id: "s2", items: [], headerTitle: "H2", footerTitle: "F2"),
  ]

  @MainActor
  static func make() -> SectionedDataSource<String, String> {
    let source = SectionedDataSource(name: "Settings") { sections }
    source.reuseIdentifier = { _ in "Setting" }
    source.canEdit = { _ in true }
    source.canMove = { _ in true }
    return source
  }

  static var cases: [Case] {
    let counts = sections.map(\.items.count)
    return SectionRowSweep.cases("SectionedDataSource", itemCounts: counts, make: make)
      + Case.protocolLookups("SectionedDataSource", rowCounts: counts, make: make)
  }
}

extension BadInputSweepTests {
  @Test("SectionedDataSource", arguments: SectionedSweep.cases, Host.allCases)
  func sectioned(_ sweepCase: SectionedSweep.Case, host: Host) {
    run(sweepCase, in: host)
  }
}
