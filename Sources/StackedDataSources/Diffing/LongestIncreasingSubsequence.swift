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
  // 32-bit values, tags and links: half the memory a diff of a million rows touches (and
  // faults in) for its runs. Values and tags are below 2³² (a snapshot's flat indexes are).
  /// The sequence, in order.
  @usableFromInline var values: ContiguousArray<UInt32> = []
  /// A caller-defined payload per value (the diff stores the new flat index).
  @usableFromInline var tags: ContiguousArray<UInt32> = []
  /// After ``solve()``: whether `values[i]` belongs to the chosen subsequence.
  @usableFromInline var isMember: ContiguousArray<Bool> = []
  /// Index (into `values`) of the smallest tail of an increasing run of each length.
  @usableFromInline var tails: ContiguousArray<UInt32> = []
  /// One more than the index of the previous element of the best run ending at each element, or
  /// 0 for none.
  @usableFromInline var previous: ContiguousArray<UInt32> = []

  @inlinable
  init(capacity: Int) {
    values.reserveCapacity(capacity)
    tags.reserveCapacity(capacity)
  }

  /// Appends `value` with its `tag`; both must be in `0..<UInt32.max`.
  @inlinable
  mutating func append(_ value: Int, tag: Int) {
    assert(UInt32(exactly: value) != nil && UInt32(exactly: tag) != nil)
    values.append(UInt32(truncatingIfNeeded: value))
    tags.append(UInt32(truncatingIfNeeded: tag))
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
        let element = UInt32(truncatingIfNeeded: index)
        if let last = tails.last {
          if values[Int(last)] < value {
            previous.append(last &+ 1)
            tails.append(element)
            continue
          }
          // The first tail not below `value` gets replaced.
          var low = 0
          var high = tails.count - 1
          while low < high {
            let mid = (low &+ high) >> 1
            if values[Int(tails[mid])] < value { low = mid &+ 1 } else { high = mid }
          }
          previous.append(low > 0 ? tails[low &- 1] &+ 1 : 0)
          tails[low] = element
        } else {
          previous.append(0)
          tails.append(element)
        }
      }
    }
    var cursor = Int(tails[tails.count - 1]) + 1
    while cursor > 0 {
      isMember[cursor - 1] = true
      cursor = Int(previous[cursor - 1])
    }
    return tails.count
  }
}
