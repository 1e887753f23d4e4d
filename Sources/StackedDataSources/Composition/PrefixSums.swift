/// Non-negative counts (the section counts of a stack's blocks of 16 children, see
/// ``ChildSections``; a fetched section's chunk sizes) with O(log *n*) prefix sums, point updates
/// and position lookups, so that finding the child that shows a top-level section, and the first
/// section of a child, never walks the children.
///
/// The counts are kept in a tree of block sums with 16 entries per block: each level holds the
/// sums of 16 consecutive entries of the level below. A lookup reads one block per level —
/// four levels for the 6,250 blocks of 100,000 children — and a block is two cache lines, so a
/// lookup in a large stack costs a handful of memory accesses instead of the ~17 dependent ones
/// of a binary (Fenwick) tree.
struct PrefixSums {
  private static let fanout = 16
  /// `levels[0]` holds the counts; `levels[k][i]` the sum of block `i` of `levels[k - 1]`.
  private var levels: [[Int]]
  /// The sum of all counts.
  private(set) var total: Int

  /// Creates the sums of `values`.
  ///
  /// - Complexity: O(*n*).
  init(_ values: [Int] = []) {
    var levels = [values]
    while levels[levels.count - 1].count > Self.fanout {
      let below = levels[levels.count - 1]
      levels.append(
        stride(from: 0, to: below.count, by: Self.fanout).map {
          below[$0..<min($0 + Self.fanout, below.count)].reduce(0, +)
        })
    }
    self.levels = levels
    total = values.reduce(0, +)
  }

  /// The number of counts.
  var count: Int { levels[0].count }

  /// The count at `index`.
  subscript(index: Int) -> Int { levels[0][index] }

  /// The sum of the first `count` counts.
  ///
  /// - Complexity: O(log *n*): at most 16 additions per level.
  func prefix(_ count: Int) -> Int {
    var sum = 0
    var index = count
    for (depth, level) in levels.enumerated() {
      // Below the top, the entries of `index`'s own block that precede it; the blocks before
      // that are summed one level up. The top level has no level above it, so every entry
      // before `index` counts there — including a whole block when `count` is a multiple of 16
      // (16, 256, … children), whose sum would otherwise be lost.
      var entry = depth == levels.count - 1 ? 0 : index - index % Self.fanout
      while entry < index {
        sum += level[entry]
        entry += 1
      }
      index /= Self.fanout
    }
    return sum
  }

  /// Adds `delta` to the count at `index`.
  ///
  /// - Complexity: O(log *n*).
  mutating func add(_ delta: Int, at index: Int) {
    var index = index
    for level in levels.indices {
      levels[level][index] += delta
      index /= Self.fanout
    }
    total += delta
  }

  /// The index whose range holds `position` (counting each index's count in turn, skipping
  /// zeros), and the position's offset inside it; `nil` past the end.
  ///
  /// - Complexity: O(log *n*): one block of 16 entries per level.
  func locate(_ position: Int) -> (index: Int, offset: Int)? {
    guard position >= 0, position < total else { return nil }
    var remaining = position
    var index = 0
    for level in levels.reversed() {
      var entry = index * Self.fanout
      let end = min(entry + Self.fanout, level.count)
      while entry < end {
        let value = level[entry]
        if remaining < value { break }
        remaining -= value
        entry += 1
      }
      index = entry
    }
    return (index, remaining)
  }
}
