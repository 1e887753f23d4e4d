import Foundation
import Testing

@testable import StackedDataSources

/// Thousands of random expansions and tree edits, inside and outside transactions, each batch
/// checked by a ``ValidatingSink``, and the rows checked against a recursive flattening of the
/// tree written independently of the data source's own.
@MainActor
@Suite("OutlineDataSource randomized")
struct OutlineDataSourceFuzzTests {
  typealias Node = OutlineNode<Int, Int>

  @MainActor
  final class Harness {
    var random: FuzzGenerator
    var nextID = 0
    let source: OutlineDataSource<Int, Int>
    /// What the veto hook answers next, decided by the test before each toggle.
    var allowsExpansion = true
    /// A broken expectation about expansion, checked by the test after the step.
    var expansionError: String?

    init(seed: UInt64) throws {
      random = FuzzGenerator(seed: seed)
      source = try OutlineDataSource(name: "Fuzz")
      for index in 0..<3 { try source.insert(randomNode(depth: 2), under: nil, at: index) }
    }

    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    func chance(_ n: Int) -> Bool { int(1...n) == 1 }

    func randomNode(depth: Int) -> Node {
      let id = nextID
      nextID += 1
      guard depth > 0, !chance(3) else { return Node(id: id, value: 0) }
      return Node(
        id: id, value: 0, children: (0..<int(0...3)).map { _ in randomNode(depth: depth - 1) })
    }

    func randomID() -> Int? {
      let ids = allIDs(source.roots)
      return ids.isEmpty ? nil : ids[int(0...ids.count - 1)]
    }

    func allIDs(_ nodes: [Node]) -> [Int] {
      nodes.flatMap { [$0.id] + allIDs($0.children ?? []) }
    }

    /// The expected rows: a recursive pre-order walk of the tree under the expanded set.
    func expectedRows(_ nodes: [Node], depth: Int = 0) -> [OutlineRow<Int, Int>] {
      nodes.flatMap { node -> [OutlineRow<Int, Int>] in
        let row = OutlineRow(id: node.id, value: node.value, depth: depth, isLeaf: node.isLeaf)
        guard source.isExpanded(node.id), let children = node.children else { return [row] }
        return [row] + expectedRows(children, depth: depth + 1)
      }
    }

    func step() throws {
      guard let id = randomID() else {
        try source.insert(randomNode(depth: 2), under: nil, at: 0)
        return
      }
      let isLeaf = source.node(withID: id)!.isLeaf
      switch int(0...9) {
      case 0...3 where !isLeaf:
        let wasExpanded = source.isExpanded(id)
        allowsExpansion = !chance(10)
        try source.toggle(id)
        let expected = wasExpanded ? false : allowsExpansion
        if source.isExpanded(id) != expected {
          expansionError =
            "toggling \(id) (expanded: \(wasExpanded), allowed: \(allowsExpansion))"
            + " left it expanded: \(source.isExpanded(id))"
        }
        allowsExpansion = true
      case 4:
        let parent = isLeaf ? nil : id
        let count = parent.map { source.node(withID: $0)!.children!.count } ?? source.roots.count
        try source.insert(randomNode(depth: 2), under: parent, at: int(0...count))
      case 5:
        try source.remove(id)
      case 6:
        try source.replaceValue(of: id, with: int(0...3))
      case 7:
        // Keep some children (same identifiers, reordered) and add new ones, visible or not.
        var children = (source.node(withID: id)!.children ?? []).filter { _ in chance(2) }
        children.shuffle(using: &random)
        if chance(2) { children.append(randomNode(depth: 1)) }
        try source.replaceChildren(of: id, with: chance(6) ? nil : children)
      case 8:
        source.expandsExclusively = chance(3)
        source.remembersExpandedDescendants = chance(2)
      default:
        if chance(4) {
          source.collapseAll()
          if !source.expandedIDs.isEmpty {
            expansionError = "collapseAll left \(source.expandedIDs) expanded"
          }
        }
      }
    }
  }

  @Test("every batch is legal and the rows are the pre-order walk", arguments: 1...6)
  func randomized(seed: Int) throws {
    let harness = try Harness(seed: UInt64(seed))
    let source = harness.source
    source.willExpand = { [unowned harness] node in
      node.children == [] && harness.chance(2) ? [harness.randomNode(depth: 1)] : nil
    }
    source.shouldExpand = { [unowned harness] _ in harness.allowsExpansion }
    let validator = ValidatingSink(dataSource: source)
    validator.performBatchUpdates {}
    source.sink = validator
    for step in 0..<600 {
      if harness.chance(4) {
        try source.performBatchUpdates {
          for _ in 0..<harness.int(2...6) { try harness.step() }
        }
      } else {
        try harness.step()
      }
      let context = "seed \(seed), step \(step)"
      if let error = harness.expansionError {
        Issue.record("\(context): \(error)")
        return
      }
      guard validator.isValid else {
        Issue.record("\(context): \(validator.violations)")
        return
      }
      guard source.rows == harness.expectedRows(source.roots) else {
        Issue.record("\(context): rows \(source.rows) != \(harness.expectedRows(source.roots))")
        return
      }
      let branches = Set(harness.allIDs(source.roots).filter { !source.node(withID: $0)!.isLeaf })
      guard source.expandedIDs.isSubset(of: branches) else {
        Issue.record("\(context): stale expanded identifiers \(source.expandedIDs)")
        return
      }
    }
    #expect(validator.validatedBatchCount > 100)
  }
}
