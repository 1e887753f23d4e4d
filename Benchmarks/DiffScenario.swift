// The diff benchmark's scenario (shared/reference/diff-performance.md): N unique rows; from a
// seeded permutation, three disjoint 10 % sets are deleted, moved to random positions and updated;
// 10 % new rows are inserted at random positions.

import StackFuzz

struct IntRow: Identifiable, Hashable, Sendable {
  var id: Int
  var content: Int
}

struct StringRow: Identifiable, Hashable, Sendable {
  var id: String
  var content: String
}

/// A 36-character UUID-like identifier (8-4-4-4-12 lowercase hex).
func uuidLikeString(_ rng: inout SplitMix64) -> String {
  let digits = Array("0123456789abcdef".utf8)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(36)
  for index in 0..<36 {
    if index == 8 || index == 13 || index == 18 || index == 23 {
      bytes.append(UInt8(ascii: "-"))
    } else {
      bytes.append(digits[rng.below(16)])
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// What the scenario does to a source row.
private enum Fate { case keep, delete, move, update }

/// Old and new rows of one scenario, as sections (one section when flat).
struct DiffScenario<Row> {
  var old: [[Row]]
  var new: [[Row]]
}

/// Builds the scenario for `count` rows, flat or in sections of `sectionSize`.
///
/// `makeRow(i, &rng)` creates source row `i`; `update(row, &rng)` returns it with new content.
func makeScenario<Row>(
  count: Int, sectionSize: Int?, seed: UInt64,
  makeRow: (Int, inout SplitMix64) -> Row, update: (Row) -> Row
) -> DiffScenario<Row> {
  var rng = SplitMix64(seed: seed)
  let source = (0..<count).map { makeRow($0, &rng) }
  var permutation = Array(0..<count)
  permutation.shuffle(using: &rng)
  let tenth = count / 10
  var fate = [Fate](repeating: .keep, count: count)
  for index in permutation[0..<tenth] { fate[index] = .delete }
  for index in permutation[tenth..<(2 * tenth)] { fate[index] = .move }
  for index in permutation[(2 * tenth)..<(3 * tenth)] { fate[index] = .update }
  var fresh = (count..<(count + tenth)).map { makeRow($0, &rng) }
  // Rows that land at random places: the moved ones and the new ones, in random order.
  var landing = permutation[tenth..<(2 * tenth)].map { source[$0] } + fresh
  landing.shuffle(using: &rng)
  fresh = []

  let size = sectionSize ?? count
  let sectionCount = max(1, (count + size - 1) / size)
  var old: [[Row]] = []
  var kept: [[Row]] = []
  for section in 0..<sectionCount {
    let range = (section * size)..<min(count, (section + 1) * size)
    old.append(Array(source[range]))
    kept.append(
      range.compactMap { index in
        switch fate[index] {
        case .keep: source[index]
        case .update: update(source[index])
        case .delete, .move: nil
        }
      })
  }
  var arriving = [[Row]](repeating: [], count: sectionCount)
  for row in landing { arriving[rng.below(sectionCount)].append(row) }
  let new = (0..<sectionCount).map { section in
    merge(kept[section], arriving[section], rng: &rng)
  }
  return DiffScenario(old: old, new: new)
}

/// `kept` in order with `arriving` placed at uniformly random positions among them.
private func merge<Row>(_ kept: [Row], _ arriving: [Row], rng: inout SplitMix64) -> [Row] {
  let total = kept.count + arriving.count
  var isArrival = [Bool](repeating: false, count: total)
  var positions = Array(0..<total)
  for index in 0..<arriving.count {
    let pick = index + rng.below(total - index)
    positions.swapAt(index, pick)
    isArrival[positions[index]] = true
  }
  var result: [Row] = []
  result.reserveCapacity(total)
  var nextKept = 0
  var nextArrival = 0
  for position in 0..<total {
    if isArrival[position] {
      result.append(arriving[nextArrival])
      nextArrival += 1
    } else {
      result.append(kept[nextKept])
      nextKept += 1
    }
  }
  return result
}
