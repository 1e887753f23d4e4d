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

/// The floor for building the new model and diffing it against a shown one whose index exists:
/// read each new row's id, hash it into a `Dictionary(id → new index)` (the index the next diff
/// needs), look it up in the prebuilt `oldIndex`, then the LIS over the matched old indices.
func floorFromNew<Row: Identifiable>(new sections: [[Row]], oldIndex: [Row.ID: Int]) -> (
  matched: Int, lis: Int, indexed: Int
) {
  let count = sections.reduce(0) { $0 + $1.count }
  var indexOfID = [Row.ID: Int](minimumCapacity: count)
  var matched = ContiguousArray<Int>()
  matched.reserveCapacity(count)
  var flat = 0
  for rows in sections {
    for row in rows {
      let id = row.id
      indexOfID[id] = flat
      flat += 1
      if let index = oldIndex[id] { matched.append(index) }
    }
  }
  return (matched.count, floorLIS(matched), indexOfID.count)
}

/// The floor for diffing two models that arrive as rows: read the ids, a `Dictionary(id → old
/// index)` over the old ones, a probe with every new one, then the LIS over the matched old
/// indices (``floorDiff(old:new:)`` starting from the rows rather than from id arrays).
func floorFromArrays<Row: Identifiable>(old: [[Row]], new: [[Row]]) -> (matched: Int, lis: Int) {
  let count = old.reduce(0) { $0 + $1.count }
  var indexOfID = [Row.ID: Int](minimumCapacity: count)
  var flat = 0
  for rows in old {
    for row in rows {
      indexOfID[row.id] = flat
      flat += 1
    }
  }
  var matched = ContiguousArray<Int>()
  matched.reserveCapacity(new.reduce(0) { $0 + $1.count })
  for rows in new {
    for row in rows {
      if let index = indexOfID[row.id] { matched.append(index) }
    }
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
