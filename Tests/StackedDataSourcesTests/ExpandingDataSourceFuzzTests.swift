import Foundation
import Testing

@testable import StackedDataSources

/// Thousands of random edits, expansions and cap changes, inside and outside transactions, each
/// batch checked by a ``ValidatingSink`` (UIKit's rules and the content check) and the visible
/// rows checked against the prefix rule computed from scratch.
@MainActor
@Suite("ExpandingDataSource randomized")
struct ExpandingDataSourceFuzzTests {
  typealias Source = ExpandingDataSource<Int, Int>

  /// The fuzzed data source with its reference model of items and the knobs its cap reads.
  @MainActor
  final class Harness {
    var random: FuzzGenerator
    var model: [TableSection<Int, Int>] = []
    var nextItem = 0
    var nextSection = 0
    var bias = 0
    var source: Source!
    /// The expanded sections by identifier, kept from the documented rules alone.
    var expanded = Set<Int>()
    var single = false
    var expandsNew = false

    init(seed: UInt64) {
      random = FuzzGenerator(seed: seed)
    }

    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    func chance(_ n: Int) -> Bool { int(1...n) == 1 }

    func newItems(_ count: Int) -> [Int] {
      defer { nextItem += count }
      return Array(nextItem..<nextItem + count)
    }

    func newSection() -> TableSection<Int, Int> {
      defer { nextSection += 1 }
      return TableSection(id: nextSection, items: newItems(int(0...6)))
    }

    /// The rows the source should show, from the prefix rule alone.
    func expectedRows() -> [[Int]] {
      model.enumerated().map { index, section in
        if expanded.contains(section.id) { return section.items }
        let cap = (section.items.count + section.id + bias) % 5 - 1
        return Array(section.items.prefix(max(0, cap)))
      }
    }

    func visibleRows() -> [[Int]] {
      (0..<source.numberOfSections).map { section in
        (0..<source.numberOfRows(inSection: section)).map {
          source.item(at: TablePath(section: section, row: $0)) as! Int
        }
      }
    }

    /// One random operation on the source and the same on the model.
    func step() throws {
      let sectionCount = model.count
      let section = sectionCount == 0 ? 0 : int(0...sectionCount - 1)
      let count = sectionCount == 0 ? 0 : model[section].items.count
      switch int(0...14) {
      case 0 where sectionCount > 0:
        let items = newItems(int(1...3))
        var rows = IndexSet()
        while rows.count < items.count { rows.insert(int(0...count + items.count - 1)) }
        try source.insert(items, at: rows, inSection: section)
        for (item, row) in zip(items, rows) { model[section].items.insert(item, at: row) }
      case 1 where count > 0:
        var rows = IndexSet()
        for _ in 0..<int(1...min(3, count)) { rows.insert(int(0...count - 1)) }
        try source.remove(at: rows, inSection: section)
        for row in rows.reversed() { model[section].items.remove(at: row) }
      case 2 where count > 0:
        let target = int(0...sectionCount - 1)
        let limit = model[target].items.count - (target == section ? 1 : 0)
        let from = TablePath(section: section, row: int(0...count - 1))
        let to = TablePath(section: target, row: int(0...limit))
        try source.move(from: from, to: to)
        let item = model[section].items.remove(at: from.row)
        model[target].items.insert(item, at: to.row)
      case 3 where count > 0:
        let row = int(0...count - 1)
        let item = newItems(1)[0]
        try source.replace(at: TablePath(section: section, row: row), with: item)
        model[section].items[row] = item
      case 4 where sectionCount > 0:
        if chance(2) {
          try source.toggle(section: section)
          let id = model[section].id
          if expanded.contains(id) {
            expanded.remove(id)
          } else {
            if single { expanded = [] }
            expanded.insert(id)
          }
        } else {
          let indexes = IndexSet((0..<sectionCount).filter { _ in chance(2) })
          let flag = chance(2)
          try source.setExpanded(flag, sections: indexes)
          let ids = indexes.map { model[$0].id }
          if !flag {
            expanded.subtract(ids)
          } else if single {
            if let last = ids.last { expanded = [last] }
          } else {
            expanded.formUnion(ids)
          }
        }
      case 5:
        let new = newSection()
        let index = int(0...sectionCount)
        try source.insertSection(new, at: index)
        model.insert(new, at: index)
        if expandsNew { expanded.insert(new.id) }
      case 6 where sectionCount > 0:
        try source.removeSection(at: section)
        expanded.remove(model.remove(at: section).id)
      case 7 where sectionCount > 0:
        let to = int(0...sectionCount - 1)
        try source.moveSection(from: section, to: to)
        model.insert(model.remove(at: section), at: to)
      case 8 where sectionCount > 0:
        var new = newSection()
        if chance(2) { new.id = model[section].id }
        try source.replaceSection(at: section, with: new)
        if new.id != model[section].id {
          expanded.remove(model[section].id)
          if expandsNew { expanded.insert(new.id) }
        }
        model[section] = new
      case 9:
        var sections = model.filter { _ in chance(3) }.shuffled(using: &random)
        if chance(2) { sections.append(newSection()) }
        try source.replaceAll(with: sections)
        let oldIDs = Set(model.map(\.id))
        let newIDs = Set(sections.map(\.id))
        expanded.formIntersection(newIDs)
        if expandsNew { expanded.formUnion(newIDs.subtracting(oldIDs)) }
        model = sections
      case 10:
        bias = int(0...4)
        source.reloadCollapsedRowCounts()
      case 11:
        source.expandsExclusively.toggle()
        single.toggle()
        if chance(2) {
          source.expandsNewSections.toggle()
          expandsNew.toggle()
        }
      case 12:
        source.removeAll { $0 % 3 == 0 }
        for index in model.indices { model[index].items.removeAll { $0 % 3 == 0 } }
      case 13:
        if chance(2) {
          source.collapseAll()
          expanded = []
        } else {
          source.expandAll()
          if single {
            if let last = model.last { expanded = [last.id] }
          } else {
            expanded = Set(model.map(\.id))
          }
        }
      case 14 where sectionCount > 0:
        let items = newItems(int(0...3))
        try source.append(contentsOf: items, toSection: section)
        model[section].items += items
      default:
        break
      }
    }
  }

  @Test("every batch is legal and the table shows the prefix rule", arguments: 1...6)
  func randomized(seed: Int) throws {
    let harness = Harness(seed: UInt64(seed))
    let source = try Source(
      name: "Fuzz",
      collapsedRowCount: { [unowned harness] in
        ($0.items.count + $0.id + harness.bias) % 5 - 1
      })
    harness.source = source
    for _ in 0..<3 { try source.appendSection(harness.newSection()) }
    harness.model = source.sections
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
      guard validator.isValid else {
        Issue.record("\(context): \(validator.violations)")
        return
      }
      guard source.sections == harness.model else {
        Issue.record("\(context): items \(source.sections) != model \(harness.model)")
        return
      }
      let expandedIDs = source.expandedIDs
      guard expandedIDs == harness.expanded else {
        Issue.record("\(context): expanded \(expandedIDs) != model \(harness.expanded)")
        return
      }
      guard harness.visibleRows() == harness.expectedRows() else {
        Issue.record("\(context): rows \(harness.visibleRows()) != \(harness.expectedRows())")
        return
      }
    }
    #expect(validator.validatedBatchCount > 100)
  }
}
