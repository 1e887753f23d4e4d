import Foundation
import Testing

@testable import StackedDataSources

extension OutlineDataSource: SweepSubject {
  var source: any DataSourceProtocol { self }
  func state() -> [String] {
    ["\(roots)", "expanded \(expandedIDs.map { "\($0)" }.sorted())"]
  }
}

/// The outline under test: an expanded branch holding a leaf and a collapsed branch, a collapsed
/// branch, a leaf, and an expanded branch with no children — six visible rows.
enum OutlineSweep {
  typealias Node = OutlineNode<String, String>
  typealias Case = SweepCase<OutlineDataSource<String, String>>

  static let roots = [
    Node(
      id: "A", value: "Documents",
      children: [
        Node(id: "A1", value: "Taxes.pdf"),
        Node(id: "A2", value: "Photos", children: [Node(id: "A2a", value: "Beach.jpg")]),
      ]),
    Node(id: "B", value: "Music", children: [Node(id: "B1", value: "Jazz")]),
    Node(id: "C", value: "Notes.txt"),
    Node(id: "D", value: "Empty", children: []),
  ]
  /// Each parent (`nil` for the roots) and its number of children.
  static let parents: [(id: String?, children: Int)] = [
    (nil, 4), ("A", 2), ("A2", 1), ("B", 1), ("D", 0),
  ]
  static let rowCount = 6

  @MainActor
  static func make() -> OutlineDataSource<String, String> {
    let source = try! OutlineDataSource(name: "Files", roots: roots)
    try! source.expand("A")
    try! source.expand("D")
    source.reuseIdentifier = { _ in "File" }
    return source
  }

  static var cases: [Case] {
    let type = "OutlineDataSource"
    var cases: [Case] = []
    for (parent, children) in parents {
      for bad in BadIndex.outsideInsertion(children) {
        let index = bad.value
        let under = parent.map { "\"\($0)\"" } ?? "nil"
        cases.append(
          .rejects(
            "\(type).insert(_:under:at:)", "under \(under) at \(bad.label)",
            Rejection(.childIndexOutOfRange, [.index: bad.offending], count: children),
            make: make
          ) { try $0.insert(Node(id: "N", value: "New"), under: parent, at: index) })
      }
    }
    for bad in BadIndex.outside(1) {
      let path = TablePath(section: bad.value, row: 0)
      let label = "section \(bad.label)"
      cases += [
        .rejects(
          "\(type).toggle(at:)", label,
          Rejection(.sectionOutOfRange, [.section: bad.offending], count: 1), make: make
        ) { try $0.toggle(at: path) },
        .findsNothing("\(type).rowItem(at:)", label, make: make) { $0.rowItem(at: path) == nil },
      ]
    }
    for bad in BadIndex.outside(rowCount) {
      let path = TablePath(section: 0, row: bad.value)
      let label = "row \(bad.label)"
      cases += [
        .rejects(
          "\(type).toggle(at:)", label,
          Rejection(.rowOutOfRange, [.row: bad.offending, .section: [0]], count: rowCount),
          make: make
        ) { try $0.toggle(at: path) },
        .findsNothing("\(type).rowItem(at:)", label, make: make) { $0.rowItem(at: path) == nil },
      ]
    }
    return cases + Case.protocolLookups(type, rowCounts: [rowCount], make: make)
  }
}

extension BadInputSweepTests {
  @Test("OutlineDataSource", arguments: OutlineSweep.cases, Host.allCases)
  func outline(_ sweepCase: OutlineSweep.Case, host: Host) {
    run(sweepCase, in: host)
  }

  @Test("the outline fixture has the shape its cases assume")
  func outlineShape() {
    let source = OutlineSweep.make()
    #expect(source.rowCounts == [OutlineSweep.rowCount])
    for (parent, children) in OutlineSweep.parents {
      let count = parent.map { source.node(withID: $0)?.children?.count } ?? source.roots.count
      #expect(count == children, "\(parent ?? "roots")")
    }
  }
}
