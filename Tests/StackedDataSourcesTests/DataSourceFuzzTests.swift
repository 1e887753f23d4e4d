import Foundation
import StackFuzz
import StackedDataSources
import Testing

/// Random mutation sequences on standalone array and sectioned data sources, inside and outside
/// nested transactions; every batch is checked by the validating sink (UIKit's rules and the
/// content check), and the data source is compared with a plain-array reference model.
@MainActor
@Suite("Randomized array and sectioned data sources")
struct DataSourceFuzzTests {
  @Test("array data source: random edits stay legal and match the model", arguments: 0..<500)
  func array(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var model = (0..<random.int(0...5)).map { "a\($0)" }
    let initial = model
    var next = model.count
    let source = ArrayDataSource(model, name: "Fuzz")
    let validator = ValidatingSink(dataSource: source)
    source.sink = validator
    var depth = 0
    for step in 0..<60 {
      let count = model.count
      switch random.int(0..<12) {
      case 0 where depth < 3:
        source.beginUpdates()
        depth += 1
      case 1 where depth > 0:
        try source.endUpdates()
        depth -= 1
      case 2 where count < 12:
        let index = random.int(0...count)
        next += 1
        try source.insert("a\(next)", at: index)
        model.insert("a\(next)", at: index)
      case 3 where count > 0:
        let index = random.int(0..<count)
        try source.remove(at: index)
        model.remove(at: index)
      case 4 where count > 1:
        let from = random.int(0..<count)
        let to = random.int(0..<count)
        try source.move(from: from, to: to)
        model.insert(model.remove(at: from), at: to)
      case 5 where count > 0:
        let index = random.int(0..<count)
        next += 1
        try source.replace(at: index, with: "a\(next)")
        model[index] = "a\(next)"
      case 6 where count > 2:
        let indexes = IndexSet((0..<count).filter { _ in random.chance(0.3) })
        try source.remove(at: indexes)
        for index in indexes.reversed() { model.remove(at: index) }
      case 7:
        let new = (0..<random.int(0...2)).map { _ in
          next += 1
          return "a\(next)"
        }
        var indexes = IndexSet()
        var merged = model
        for item in new {
          let at = random.int(0...merged.count)
          merged.insert(item, at: at)
        }
        for (index, item) in merged.enumerated() where new.contains(item) { indexes.insert(index) }
        try source.insert(merged.filter(new.contains), at: indexes)
        model = merged
      case 8:
        next += 1
        source.append("a\(next)")
        model.append("a\(next)")
      case 9:
        let bad = count + random.int(1...3)
        let checked = validator.validatedBatchCount
        #expect(
          throws: DataSourceError.rowOutOfRange(
            dataSource: "Fuzz", row: bad, section: 0, rowCount: count)
        ) { try source.remove(at: bad) }
        #expect(
          validator.validatedBatchCount == checked, "seed \(seed): a rejected edit sent a batch")
      case 10 where count > 0:
        let moved = (0..<count).map { _ in random.int(0..<count) }
        let items = moved.map { model[$0] } + ["a\(next + 1)"]
        next += 1
        let unique = Array(NSOrderedSet(array: items).array as! [String])
        source.replaceAll(with: unique)
        model = unique
      default:
        break
      }
      #expect(source.items == model, "seed \(seed) step \(step)")
      if depth == 0 {
        #expect(validator.violations.isEmpty, "seed \(seed) step \(step): \(validator.violations)")
      }
    }
    while depth > 0 {
      try source.endUpdates()
      depth -= 1
    }
    #expect(validator.violations.isEmpty, "seed \(seed): \(validator.violations)")
    if model != initial {
      #expect(
        validator.validatedBatchCount > 0, "seed \(seed) changed the table but checked no batch")
    }
  }

  @Test("sectioned data source: random edits stay legal and match the model", arguments: 0..<500)
  func sectioned(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var next = 0
    func item() -> String {
      next += 1
      return "s\(next)"
    }
    var model: [(id: Int, items: [String])] = (0..<random.int(0...3)).map { id in
      (id, (0..<random.int(0...3)).map { _ in item() })
    }
    var nextSection = model.count
    let initial = model.map(\.items)
    let removesEmpty = random.chance(0.3)
    let source = try SectionedDataSource(
      name: "Fuzz", sections: model.map { TableSection(id: $0.id, items: $0.items) },
      removesEmptySections: removesEmpty)
    let validator = ValidatingSink(dataSource: source)
    source.sink = validator
    var depth = 0
    for step in 0..<60 {
      let sections = model.count
      let nonEmpty = model.indices.filter { !model[$0].items.isEmpty }
      switch random.int(0..<11) {
      case 0 where depth < 3:
        source.beginUpdates()
        depth += 1
      case 1 where depth > 0:
        try source.endUpdates()
        depth -= 1
      case 2 where sections < 5:
        let at = random.int(0...sections)
        let new = (nextSection, (0..<random.int(0...3)).map { _ in item() })
        nextSection += 1
        try source.insertSection(TableSection(id: new.0, items: new.1), at: at)
        model.insert(new, at: at)
      case 3 where sections > 0:
        let at = random.int(0..<sections)
        try source.removeSection(at: at)
        model.remove(at: at)
      case 4 where sections > 1:
        let from = random.int(0..<sections)
        let to = random.int(0..<sections)
        try source.moveSection(from: from, to: to)
        model.insert(model.remove(at: from), at: to)
      case 5 where sections > 0:
        let section = random.int(0..<sections)
        let row = random.int(0...model[section].items.count)
        let new = item()
        try source.insert(new, at: TablePath(section: section, row: row))
        model[section].items.insert(new, at: row)
      case 6 where !nonEmpty.isEmpty:
        let section = nonEmpty[random.int(0..<nonEmpty.count)]
        let row = random.int(0..<model[section].items.count)
        try source.remove(at: TablePath(section: section, row: row))
        model[section].items.remove(at: row)
        if removesEmpty && model[section].items.isEmpty { model.remove(at: section) }
      case 7 where !nonEmpty.isEmpty:
        let from = nonEmpty[random.int(0..<nonEmpty.count)]
        let fromRow = random.int(0..<model[from].items.count)
        let to = random.int(0..<sections)
        let limit = model[to].items.count - (to == from ? 1 : 0)
        let toRow = random.int(0...limit)
        try source.move(
          from: TablePath(section: from, row: fromRow), to: TablePath(section: to, row: toRow))
        let moved = model[from].items.remove(at: fromRow)
        model[to].items.insert(moved, at: toRow)
        if removesEmpty && from != to && model[from].items.isEmpty { model.remove(at: from) }
      case 8 where !nonEmpty.isEmpty:
        let section = nonEmpty[random.int(0..<nonEmpty.count)]
        let row = random.int(0..<model[section].items.count)
        let new = item()
        try source.replace(at: TablePath(section: section, row: row), with: new)
        model[section].items[row] = new
      case 9:
        let checked = validator.validatedBatchCount
        #expect(
          throws: DataSourceError.sectionOutOfRange(
            dataSource: "Fuzz", section: sections, sectionCount: sections)
        ) { try source.insert("x", at: TablePath(section: sections, row: 0)) }
        #expect(
          validator.validatedBatchCount == checked, "seed \(seed): a rejected edit sent a batch")
      default:
        break
      }
      #expect(source.sections.map(\.id) == model.map(\.id), "seed \(seed) step \(step)")
      #expect(source.sections.map(\.items) == model.map(\.items), "seed \(seed) step \(step)")
      if depth == 0 {
        #expect(validator.violations.isEmpty, "seed \(seed) step \(step): \(validator.violations)")
      }
    }
    while depth > 0 {
      try source.endUpdates()
      depth -= 1
    }
    #expect(validator.violations.isEmpty, "seed \(seed): \(validator.violations)")
    if model.map(\.items) != initial {
      #expect(
        validator.validatedBatchCount > 0, "seed \(seed) changed the table but checked no batch")
    }
  }
}
