/// Which of a sequence of distinct keys belong to one strictly increasing subsequence of the
/// greatest total weight.
///
/// The tracker keeps a section's rows as runs of consecutive old rows. The runs that stay in
/// place are an increasing subsequence of their old positions; every other run moves. Weighing
/// each run by its row count makes the moved rows as few as possible, and a second, smaller
/// weight breaks ties between equally minimal answers: rows the edits did not move outweigh rows
/// they did, so that the row a user moved is the row the table animates
/// (`move(from: 0, to: 1)` on `[foo, baz, bar]` moves `foo`, not `baz`).
///
/// ```swift
/// heaviestIncreasingSubsequence(keys: [1, 0, 2], weights: [3, 2, 3])  // [true, false, true]
/// ```
///
/// - Parameters:
///   - keys: Distinct keys, in sequence order.
///   - weights: A positive weight per key.
/// - Returns: Whether each key belongs to the chosen subsequence.
/// - Complexity: O(*n* log *n*) for *n* keys.
func heaviestIncreasingSubsequence(keys: [Int], weights: [Int]) -> [Bool] {
  let count = keys.count
  guard count > 1 else { return Array(repeating: true, count: count) }
  // Rank the keys so that a Fenwick tree over ranks gives, for each element, the heaviest
  // subsequence ending below its key among the elements before it.
  let ranks = keys.indices.sorted { keys[$0] < keys[$1] }
  var rankOf = [Int](repeating: 0, count: count)
  for (rank, index) in ranks.enumerated() { rankOf[index] = rank + 1 }

  var tree = [(weight: Int, index: Int)](repeating: (0, -1), count: count + 1)
  var previous = [Int](repeating: -1, count: count)
  var best = (weight: 0, index: -1)
  for index in 0..<count {
    // Heaviest subsequence among ranks 1..<rankOf[index].
    var below = (weight: 0, index: -1)
    var position = rankOf[index] - 1
    while position > 0 {
      if tree[position].weight > below.weight { below = tree[position] }
      position &= position - 1
    }
    previous[index] = below.index
    let total = (weight: below.weight + weights[index], index: index)
    if total.weight > best.weight { best = total }
    position = rankOf[index]
    while position <= count {
      if total.weight > tree[position].weight { tree[position] = total }
      position += position & -position
    }
  }
  var members = [Bool](repeating: false, count: count)
  var index = best.index
  while index >= 0 {
    members[index] = true
    index = previous[index]
  }
  return members
}

/// Whether each of `values` belongs to one longest strictly increasing subsequence.
///
/// - Complexity: O(*n* log *n*).
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  var run = LongestIncreasingSubsequence(capacity: values.count)
  for (index, value) in values.enumerated() { run.append(value, tag: index) }
  run.solve()
  return Array(run.isMember)
}
