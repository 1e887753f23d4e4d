import Foundation
import Testing

@testable import StackedDataSources

/// The stack under test and its groups:
///
/// ```
/// Root                          table section: rows
///   A  ["a0", "a1"]             0: a0, p0, p1, r0, a1
///     P ["p0", "p1"] pinned under A [0, 0], active
///       R ["r0"]     pinned under P [0, 1], active
///   Inner (a stack)             1: b0, t0
///     B ["b0"]
///       T ["t0"]     pinned under B [0, 0], active (a pin of Inner)
///   S [["x", "y"], ["z"]]       2: x, y   3: z
///     Q ["q0"]       pinned under S [1, 0], inactive
/// ```
@MainActor
final class StackSweepSubject: SweepSubject {
  let root: SectionGroupStack
  let inner: SectionGroupStack
  let a = StackSweepSubject.group("A", ["a0", "a1"])
  let b = StackSweepSubject.group("B", ["b0"])
  let p = StackSweepSubject.group("P", ["p0", "p1"])
  let q = StackSweepSubject.group("Q", ["q0"])
  let r = StackSweepSubject.group("R", ["r0"])
  let t = StackSweepSubject.group("T", ["t0"])
  let s: SectionedDataSource<String, String>

  static func group(_ name: String, _ items: [String]) -> ArrayDataSource<String> {
    let group = ArrayDataSource(items, name: name, headerTitle: "H\(name)", footerTitle: "F\(name)")
    group.reuseIdentifier = { _ in name }
    group.canEdit = { _ in true }
    group.canMove = { _ in true }
    return group
  }

  init() {
    s = SectionedDataSource(name: "S") {
      TableSection(id: "s0", items: ["x", "y"], headerTitle: "HS0", footerTitle: "FS0")
      TableSection(id: "s1", items: ["z"], headerTitle: "HS1", footerTitle: "FS1")
    }
    s.reuseIdentifier = { _ in "S" }
    s.canEdit = { _ in true }
    s.canMove = { _ in true }
    let (a, b, s) = (a, b, s)
    let inner = SectionGroupStack(name: "Inner") { b }
    self.inner = inner
    root = SectionGroupStack(name: "Root") {
      a
      inner
      s
    }
    try! root.pin(p, under: TablePath(section: 0, row: 0), of: a, isActive: true)
    try! root.pin(r, under: TablePath(section: 0, row: 1), of: p, isActive: true)
    try! root.pin(q, under: TablePath(section: 1, row: 0), of: s, isActive: false)
    try! inner.pin(t, under: TablePath(section: 0, row: 0), of: b, isActive: true)
  }

  /// Every group by name.
  var groups: [String: any DataSourceProtocol] {
    ["A": a, "B": b, "P": p, "Q": q, "R": r, "T": t, "S": s, "Inner": inner]
  }

  var source: any DataSourceProtocol { root }

  func state() -> [String] {
    var lines = [
      "Root groups \(root.groups.map(\.name))", "Inner groups \(inner.groups.map(\.name))",
      "invalid batches \(root.invalidBatches) \(inner.invalidBatches)",
    ]
    for (name, group) in groups.sorted(by: { $0.key < $1.key }) {
      lines += [
        "\(name): \(tablePicture(group))",
        "pins of \(name): "
          + (root.pins(of: group) + inner.pins(of: group)).map {
            "\($0.group.name) at \($0.anchor) active \($0.isActive)"
          }.joined(separator: ", "),
        "\(name) pin active: \(String(describing: root.isPinActive(group)))",
        "\(name) sections: \(String(describing: root.sections(of: group)))",
      ]
    }
    return lines
  }
}

enum StackSweep {
  typealias Case = SweepCase<StackSweepSubject>

  /// The table's rows per section.
  static let rowCounts = [5, 2, 2, 1]
  /// Every group's own rows per section, in its own coordinates, and the stack it belongs to.
  static let groups: [(name: String, stack: String, rowCounts: [Int])] = [
    ("A", "Root", [2]), ("Inner", "Root", [2]), ("S", "Root", [2, 1]), ("P", "Root", [2]),
    ("R", "Root", [1]), ("Q", "Root", [1]), ("B", "Inner", [1]), ("T", "Inner", [1]),
  ]
  /// The top-level groups of each stack, in order.
  static let children = ["Root": ["A", "Inner", "S"], "Inner": ["B"]]

  @MainActor
  static func make() -> StackSweepSubject { StackSweepSubject() }

  @MainActor
  static func stack(_ name: String, of subject: StackSweepSubject) -> SectionGroupStack {
    name == "Root" ? subject.root : subject.inner
  }

  static var cases: [Case] {
    let type = "SectionGroupStack"
    var cases: [Case] = []
    func rejects(
      _ api: String, _ label: String, _ rejection: Rejection,
      _ body: @escaping @MainActor @Sendable (StackSweepSubject) throws -> Void
    ) {
      cases.append(.rejects("\(type).\(api)", label, rejection, make: make, body))
    }

    for (stackName, children) in children.sorted(by: { $0.key < $1.key }) {
      for bad in BadIndex.outsideInsertion(children.count) {
        let index = bad.value
        rejects(
          "insert(_:at:)", "\(stackName) at \(bad.label)",
          Rejection(
            .groupIndexOutOfRange, [.index: bad.offending], count: children.count,
            dataSource: stackName)
        ) { try stack(stackName, of: $0).insert(ArrayDataSource(["n"], name: "New"), at: index) }
      }
      for child in children {
        for bad in BadIndex.outside(children.count) {
          let index = bad.value
          rejects(
            "move(_:to:)", "\(child) of \(stackName) to \(bad.label)",
            Rejection(
              .groupIndexOutOfRange, [.index: bad.offending], count: children.count,
              dataSource: stackName)
          ) { try stack(stackName, of: $0).move($0.groups[child]!, to: index) }
        }
      }
    }

    for (name, stackName, counts) in groups {
      func pin(_ anchor: TablePath, _ label: String, _ rejection: Rejection) {
        rejects("pin(_:under:of:isActive:)", "under \(label) of \(name)", rejection) {
          try stack(stackName, of: $0).pin(
            ArrayDataSource(["n"], name: "New"), under: anchor, of: $0.groups[name]!,
            isActive: true)
        }
      }
      func topLevelPath(_ path: TablePath, _ label: String) {
        cases.append(
          .findsNothing("\(type).topLevelPath(of:in:)", "\(label) of \(name)", make: make) {
            $0.root.topLevelPath(of: path, in: $0.groups[name]!) == nil
          })
      }
      for bad in BadIndex.outside(counts.count) {
        let anchor = TablePath(section: bad.value, row: 0)
        pin(
          anchor, "section \(bad.label)",
          Rejection(
            .pinAnchorOutOfRange, [.section: bad.offending, .row: [0]], dataSource: stackName))
        topLevelPath(anchor, "section \(bad.label)")
      }
      for (section, count) in counts.enumerated() {
        for bad in BadIndex.outside(count) {
          let anchor = TablePath(section: section, row: bad.value)
          let label = "row \(bad.label) of section \(section)"
          pin(
            anchor, label,
            Rejection(
              .pinAnchorOutOfRange, [.section: [section], .row: bad.offending], count: count,
              dataSource: stackName))
          topLevelPath(anchor, label)
        }
      }
    }

    for bad in BadIndex.outside(rowCounts.count) {
      let path = TablePath(section: bad.value, row: 0)
      cases.append(
        .findsNothing("\(type).resolve(_:)", "section \(bad.label)", make: make) {
          $0.root.resolve(path) == nil
        })
    }
    for (section, count) in rowCounts.enumerated() {
      for bad in BadIndex.outside(count) {
        let path = TablePath(section: section, row: bad.value)
        cases.append(
          .findsNothing(
            "\(type).resolve(_:)", "row \(bad.label) of section \(section)", make: make
          ) { $0.root.resolve(path) == nil })
      }
    }
    return cases + Case.protocolLookups(type, rowCounts: rowCounts, make: make)
  }
}

extension BadInputSweepTests {
  @Test("SectionGroupStack", arguments: StackSweep.cases, Host.allCases)
  func stack(_ sweepCase: StackSweep.Case, host: Host) {
    run(sweepCase, in: host)
  }

  @Test("the stack fixture has the shape its cases assume")
  func stackShape() {
    let subject = StackSweep.make()
    #expect(subject.root.rowCounts == StackSweep.rowCounts)
    #expect(subject.root.invariantViolation() == nil)
    for (name, _, counts) in StackSweep.groups {
      #expect(subject.groups[name]!.rowCounts == counts, "\(name)")
    }
    for (stackName, children) in StackSweep.children {
      #expect(StackSweep.stack(stackName, of: subject).groups.map(\.name) == children)
    }
  }
}
