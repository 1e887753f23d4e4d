// Baselines the diff is measured against in the same run.

/// The floor: a `Dictionary(id → old index)` over the old ids, a probe with every new id, and a
/// patience-sort longest increasing subsequence (with the back links needed to know *which* rows
/// stay) over the matched old indices. Returns the number matched and the LIS length, so
/// `matched − lis` is the minimal number of moves for a flat list.
func floorDiff<ID: Hashable>(old: ContiguousArray<ID>, new: ContiguousArray<ID>) -> (
  matched: Int, lis: Int
) {
  var indexOfID = [ID: Int](minimumCapacity: old.count)
  for index in old.indices { indexOfID[old[index]] = index }
  var matched = ContiguousArray<Int>()
  matched.reserveCapacity(new.count)
  for id in new {
    if let index = indexOfID[id] { matched.append(index) }
  }
  return (matched.count, floorLIS(matched))
}

/// Patience sort with back links; returns the length after marking the members.
func floorLIS(_ values: ContiguousArray<Int>) -> Int {
  guard !values.isEmpty else { return 0 }
  var tails = ContiguousArray<Int>()
  var previous = ContiguousArray<Int>(repeating: -1, count: values.count)
  for index in values.indices {
    let value = values[index]
    var low = 0
    var high = tails.count
    if let last = tails.last, values[last] < value {
      low = high
    } else {
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var isMember = ContiguousArray<Bool>(repeating: false, count: values.count)
  var cursor = tails[tails.count - 1]
  while cursor >= 0 {
    isMember[cursor] = true
    cursor = previous[cursor]
  }
  return tails.count
}

/// The minimal number of row moves for a sectioned change with stable section ids, computed
/// independently of the library: rows whose section changed, plus per section the rows that
/// stayed in it minus the LIS of their old positions.
func minimalMoves<ID: Hashable>(old: [[ID]], new: [[ID]]) -> Int {
  var place: [ID: (section: Int, row: Int)] = [:]
  for (section, ids) in old.enumerated() {
    for (row, id) in ids.enumerated() { place[id] = (section, row) }
  }
  var moves = 0
  for (section, ids) in new.enumerated() {
    var stayed = ContiguousArray<Int>()
    for id in ids {
      guard let from = place[id] else { continue }
      if from.section == section { stayed.append(from.row) } else { moves += 1 }
    }
    moves += stayed.count - floorLIS(stayed)
  }
  return moves
}
