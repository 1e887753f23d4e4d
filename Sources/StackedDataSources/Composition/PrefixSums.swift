/// Section counts of a stack's children with O(log *n*) prefix sums and point updates (a Fenwick
/// tree), so that finding the child that shows a top-level section, and the first top-level
/// section of a child, never walks the children.
struct PrefixSums {
  private var tree: [Int]
  private var values: [Int]
  /// The sum of all values, kept up to date by ``add(_:at:)``: O(1) to read.
  private(set) var total = 0
  /// The largest power of two below `tree.count`, where ``locate(_:)`` starts descending.
  private var topStep = 0

  /// Creates the sums of `values`.
  ///
  /// - Complexity: O(*n*).
  init(_ values: [Int] = []) {
    self.values = values
    tree = [0] + values
    for index in 1..<max(tree.count, 1) {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
    total = values.reduce(0, +)
    topStep = 1
    while topStep * 2 < tree.count { topStep *= 2 }
  }

  /// The number of values.
  var count: Int { values.count }

  /// The value at `index`.
  subscript(index: Int) -> Int { values[index] }

  /// The sum of the first `count` values.
  ///
  /// - Complexity: O(log *n*).
  func prefix(_ count: Int) -> Int {
    var sum = 0
    var index = count
    while index > 0 {
      sum += tree[index]
      index -= index & -index
    }
    return sum
  }

  /// Adds `delta` to the value at `index`.
  ///
  /// - Complexity: O(log *n*).
  mutating func add(_ delta: Int, at index: Int) {
    values[index] += delta
    total += delta
    var node = index + 1
    while node < tree.count {
      tree[node] += delta
      node += node & -node
    }
  }

  /// The index whose range holds `position` (the last index with `prefix(index) <= position`
  /// and a non-zero value), and the position's offset inside it; `nil` past the end.
  ///
  /// - Complexity: O(log *n*).
  func locate(_ position: Int) -> (index: Int, offset: Int)? {
    guard position >= 0, position < total else { return nil }
    var node = 0
    var remaining = position
    var step = topStep
    while step > 0 {
      let next = node + step
      if next < tree.count && tree[next] <= remaining {
        node = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return (node, remaining)
  }
}
