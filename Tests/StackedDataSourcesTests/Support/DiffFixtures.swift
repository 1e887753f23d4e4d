import StackFuzz

@testable import StackedDataSources

/// A row for diff tests: an identity and a content that a reload must bring up to date.
struct Row: Hashable, Sendable, Identifiable, CustomStringConvertible {
  var id: String
  var content: Int = 0

  var description: String { content == 0 ? id : "\(id)′\(content)" }
}

typealias RowSnapshot = Snapshot<String, String, Row>

/// A snapshot from literals: `["A": ["a", "b"]]`-like pairs, item `"a:1"` meaning content 1.
func snapshot(_ sections: [(String, [String])]) -> RowSnapshot {
  try! RowSnapshot(
    sections: sections.map { section in
      (
        id: section.0,
        items: section.1.map { text in
          let parts = text.split(separator: ":")
          return Row(id: String(parts[0]), content: parts.count > 1 ? Int(parts[1])! : 0)
        }
      )
    })
}

/// The diff tests' seeded generator (SplitMix64), so a failing random case can be replayed from
/// its printed seed.
typealias SeededRandom = SplitMix64

extension SplitMix64 {
  init(state: UInt64) { self.init(seed: state) }

  /// `true` with a chance of `percent` in 100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// The minimal numbers of section and row moves, by brute force (quadratic LIS), independent of
/// the library: sections that survive minus their LIS; rows whose section identity changed, plus
/// per section the rows that stayed minus the LIS of their old rows.
func minimalMoves(from old: RowSnapshot, to new: RowSnapshot) -> (sections: Int, rows: Int) {
  func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }
  let oldSections = Array(old.sectionIdentifiers)
  let survivingOld = new.sectionIdentifiers.compactMap { oldSections.firstIndex(of: $0) }
  let sectionMoves = survivingOld.count - lisLength(survivingOld)
  var rowMoves = 0
  for section in 0..<new.numberOfSections {
    let sectionID = new.sectionIdentifier(at: section)!
    var stayed: [Int] = []
    for row in new.items(inSection: section) {
      guard let from = old.path(ofItem: row.id) else { continue }
      if old.sectionIdentifier(at: from.section) == sectionID {
        stayed.append(from.row)
      } else {
        rowMoves += 1
      }
    }
    rowMoves += stayed.count - lisLength(stayed)
  }
  return (sectionMoves, rowMoves)
}

/// The number of items in both snapshots whose content differs, by direct lookup.
func changedItems(from old: RowSnapshot, to new: RowSnapshot) -> Int {
  (0..<new.numberOfSections).reduce(0) { count, section in
    count
      + new.items(inSection: section).filter { item in
        old.item(withIdentifier: item.id).map { $0 != item } ?? false
      }.count
  }
}

/// A random snapshot over small pools of section and item identities, empty sections included.
func randomSnapshot(_ rng: inout SeededRandom) -> RowSnapshot {
  let sectionIDs = Array((0..<6).map { "S\($0)" }.shuffled(using: &rng).prefix(rng.below(6)))
  var sections = sectionIDs.map { (id: $0, items: [Row]()) }
  if !sections.isEmpty {
    for id in (0..<16).map({ "i\($0)" }).shuffled(using: &rng) where rng.chance(60) {
      sections[rng.below(sections.count)].items.append(Row(id: id, content: rng.below(2)))
    }
  }
  return try! RowSnapshot(sections: sections)
}

/// `old` perturbed a little: sections moved, inserted and deleted, rows moved (often across
/// sections), inserted, deleted and updated.
func perturbed(_ old: RowSnapshot, _ rng: inout SeededRandom) -> RowSnapshot {
  var sections = (0..<old.numberOfSections).map {
    (id: old.sectionIdentifier(at: $0)!, items: Array(old.items(inSection: $0)))
  }
  if !sections.isEmpty && rng.chance(25) { sections.remove(at: rng.below(sections.count)) }
  if rng.chance(25) {
    let id = "N\(rng.below(3))"
    if !sections.contains(where: { $0.id == id }) {
      sections.insert((id, []), at: rng.below(sections.count + 1))
    }
  }
  if sections.count > 1 && rng.chance(30) {
    let moved = sections.remove(at: rng.below(sections.count))
    sections.insert(moved, at: rng.below(sections.count + 1))
  }
  guard !sections.isEmpty else { return try! RowSnapshot(sections: []) }
  var floating: [Row] = []
  for index in sections.indices {
    sections[index].items = sections[index].items.compactMap { row in
      if rng.chance(10) { return nil }
      var row = row
      if rng.chance(15) { row.content += 1 }
      if rng.chance(20) {
        floating.append(row)
        return nil
      }
      return row
    }
  }
  for fresh in 0..<rng.below(3) { floating.append(Row(id: "new\(fresh)")) }
  for row in floating {
    let section = rng.below(sections.count)
    sections[section].items.insert(row, at: rng.below(sections[section].items.count + 1))
  }
  return try! RowSnapshot(sections: sections)
}
