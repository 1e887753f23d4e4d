/// Reusable buffers for finding one longest strictly increasing subsequence (patience sort).
///
/// The diff's rows that keep their place are the longest run of rows whose old order survives
/// in the new order; every other matched row is a move. That makes the move set minimal, which a
/// running-cursor rule (DifferenceKit, DeepDiff, ListDiff) is not: one row moved far forward makes
/// every row after it "moved".
///
/// Values are appended (with a caller's tag per value), ``solve()`` marks the members, and
/// ``removeAll()`` starts the next run keeping capacity, so a sectioned diff allocates once.
@usableFromInline
struct LongestIncreasingSubsequence {
  /// The sequence, in order.
  @usableFromInline var values: ContiguousArray<Int> = []
  /// A caller-defined payload per value (the diff stores the new flat index).
  @usableFromInline var tags: ContiguousArray<Int> = []
  /// After ``solve()``: whether `values[i]` belongs to the chosen subsequence.
  @usableFromInline var isMember: ContiguousArray<Bool> = []
  /// Index (into `values`) of the smallest tail of an increasing run of each length.
  @usableFromInline var tails: ContiguousArray<Int> = []
  /// Index of the previous element of the best run ending at each element, or -1.
  @usableFromInline var previous: ContiguousArray<Int> = []

  @inlinable
  init(capacity: Int) {
    values.reserveCapacity(capacity)
    tags.reserveCapacity(capacity)
  }

  @inlinable
  mutating func append(_ value: Int, tag: Int) {
    values.append(value)
    tags.append(tag)
  }

  @inlinable
  mutating func removeAll() {
    values.removeAll(keepingCapacity: true)
    tags.removeAll(keepingCapacity: true)
  }

  /// Fills ``isMember`` and returns the length of the subsequence.
  ///
  /// - Complexity: O(*n* log *L*) for *n* values and a longest run of length *L*; O(*n*) when the
  ///   values are mostly increasing, since an element above every tail skips the binary search.
  @inlinable
  @discardableResult
  mutating func solve() -> Int {
    let count = values.count
    tails.removeAll(keepingCapacity: true)
    previous.removeAll(keepingCapacity: true)
    previous.reserveCapacity(count)
    isMember.removeAll(keepingCapacity: true)
    isMember.append(contentsOf: repeatElement(false, count: count))
    guard count > 0 else { return 0 }
    values.withUnsafeBufferPointer { values in
      for index in 0..<count {
        let value = values[index]
        if let last = tails.last {
          if values[last] < value {
            previous.append(last)
            tails.append(index)
            continue
          }
          // The first tail not below `value` gets replaced.
          var low = 0
          var high = tails.count - 1
          while low < high {
            let mid = (low &+ high) >> 1
            if values[tails[mid]] < value { low = mid &+ 1 } else { high = mid }
          }
          previous.append(low > 0 ? tails[low &- 1] : -1)
          tails[low] = index
        } else {
          previous.append(-1)
          tails.append(index)
        }
      }
    }
    var cursor = tails[tails.count - 1]
    while cursor >= 0 {
      isMember[cursor] = true
      cursor = previous[cursor]
    }
    return tails.count
  }
}
