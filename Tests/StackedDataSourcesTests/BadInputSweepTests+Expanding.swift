import Foundation
import Testing

@testable import StackedDataSources

extension ExpandingDataSource: SweepSubject, SectionedSweepSubject
where SectionID == String, Item == String {
  var source: any DataSourceProtocol { self }
  func state() -> [String] {
    sections.indices.map {
      "\(sections[$0]) expanded \(isExpanded(section: $0)) "
        + "collapsed rows \(collapsedRowCount(inSection: $0))"
    }
  }
}

/// The expanding source under test: a collapsed section showing 2 of its 5 items, an expanded
/// one of 3, and an empty collapsed one, every section with titles, and a reuse identifier and
/// edit and move permissions of its own. Item paths may name hidden items; rows only visible
/// ones.
enum ExpandingSweep {
  typealias Case = SweepCase<ExpandingDataSource<String, String>>

  static let sections = [
    TableSection(id: "s0", items: ["a", "b", "c", "d", "e"], headerTitle: "H0", footerTitle: "F0"),
    TableSection(id: "s1", items: ["f", "g", "h"], headerTitle: "H1", footerTitle: "F1"),
    TableSection(id: "s2", items: [], headerTitle: "H2", footerTitle: "F2"),
  ]
  /// The visible rows of each section.
  static let rowCounts = [2, 3, 0]

  @MainActor
  static func make() -> ExpandingDataSource<String, String> {
    make(exclusive: false)
  }

  @MainActor
  static func makeExclusive() -> ExpandingDataSource<String, String> {
    make(exclusive: true)
  }

  @MainActor
  static func make(exclusive: Bool) -> ExpandingDataSource<String, String> {
    let source = ExpandingDataSource(name: "Recent", collapsedRowCount: 2) { sections }
    try! source.setExpanded(true, section: 1)
    source.expandsExclusively = exclusive
    source.reuseIdentifier = { _ in "Recent" }
    source.canEdit = { _ in true }
    source.canMove = { _ in true }
    return source
  }

  static var cases: [Case] {
    let type = "ExpandingDataSource"
    let sectionCount = sections.count
    var cases: [Case] = []
    func noSection(_ offending: Set<Int>) -> Rejection {
      Rejection(.sectionOutOfRange, [.section: offending], count: sectionCount)
    }
    for (flavour, make) in [("", make), (" (exclusive)", makeExclusive)] {
      func rejects(
        _ api: String, _ label: String, _ rejection: Rejection,
        _ body:
          @escaping @MainActor @Sendable (ExpandingDataSource<String, String>) throws ->
          Void
      ) {
        cases.append(.rejects("\(type).\(api)\(flavour)", label, rejection, make: make, body))
      }
      for bad in BadIndex.outside(sectionCount) {
        let (section, label) = (bad.value, "section \(bad.label)")
        for expanded in [true, false] {
          rejects("setExpanded(\(expanded), section:)", label, noSection(bad.offending)) {
            try $0.setExpanded(expanded, section: section)
          }
        }
        rejects("expand(section:)", label, noSection(bad.offending)) {
          try $0.expand(section: section)
        }
        rejects("collapse(section:)", label, noSection(bad.offending)) {
          try $0.collapse(section: section)
        }
        rejects("toggle(section:)", label, noSection(bad.offending)) {
          try $0.toggle(section: section)
        }
      }
      for bad in BadIndex.sets(outside: sectionCount) {
        let sections = bad.value
        for expanded in [true, false] {
          rejects("setExpanded(\(expanded), sections:)", bad.label, noSection(bad.offending)) {
            try $0.setExpanded(expanded, sections: sections)
          }
        }
      }
    }

    for bad in BadIndex.outside(sectionCount) {
      let (section, label) = (bad.value, "section \(bad.label)")
      cases += [
        .findsNothing("\(type).isExpanded(section:)", label, make: make) {
          !$0.isExpanded(section: section)
        },
        .findsNothing("\(type).collapsedRowCount(inSection:)", label, make: make) {
          $0.collapsedRowCount(inSection: section) == 0
        },
        .findsNothing("\(type).numberOfItems(inSection:)", label, make: make) {
          $0.numberOfItems(inSection: section) == 0
        },
        .findsNothing("\(type).isItemVisible(at:)", label, make: make) {
          !$0.isItemVisible(at: TablePath(section: section, row: 0))
        },
      ]
    }
    for (section, count) in rowCounts.enumerated() {
      for bad in BadIndex.outside(count) {
        let path = TablePath(section: section, row: bad.value)
        cases.append(
          .findsNothing(
            "\(type).isItemVisible(at:)", "row \(bad.label) of section \(section)", make: make
          ) { !$0.isItemVisible(at: path) })
      }
    }

    return cases
      + SectionRowSweep.cases(type, itemCounts: sections.map(\.items.count), make: make)
      + Case.protocolLookups(type, rowCounts: rowCounts, make: make)
  }
}

extension BadInputSweepTests {
  @Test("ExpandingDataSource", arguments: ExpandingSweep.cases, Host.allCases)
  func expanding(_ sweepCase: ExpandingSweep.Case, host: Host) {
    run(sweepCase, in: host)
  }

  @Test("the expanding fixture has the shape its cases assume")
  func expandingShape() {
    let source = ExpandingSweep.make()
    #expect(source.rowCounts == ExpandingSweep.rowCounts)
    #expect(source.sections.map(\.items.count) == [5, 3, 0])
  }
}

extension BadInputSweepTests {
  /// A collapsed row count is a count, not an index: negative means 0, and a count past the
  /// items shows them all — at the extremes too, set at creation or later.
  @Test(
    "extreme collapsed row counts are clamped, not trapped",
    arguments: [Int.min, -1, 0, 4, Int.max])
  func extremeCollapsedRowCounts(count: Int) throws {
    let shown = ExpandingSweep.sections.map { min($0.items.count, max(count, 0)) }
    let created = try ExpandingDataSource(
      name: "Recent", sections: ExpandingSweep.sections, collapsedRowCount: count)
    #expect(created.rowCounts == shown)

    let source = ExpandingSweep.make()
    try source.setExpanded(false, section: 1)
    let validator = ValidatingSink(dataSource: source)
    source.sink = validator
    source.setCollapsedRowCount(count)
    #expect(source.rowCounts == shown)
    #expect(
      (0..<3).map { source.collapsedRowCount(inSection: $0) }
        == Array(repeating: max(count, 0), count: 3))
    source.expandAll()
    source.collapseAll()
    #expect(source.rowCounts == shown)
    #expect(validator.isValid, "\(validator.violations)")
  }
}
