/// A list of row identities that inserts, removes and reads by position in O(log *n*)
/// expected: an implicit treap, each node keeping the size of its subtree.
///
/// A section of ``RowIdentities`` keeps its rows in one, so that a batch of *k* row changes
/// costs O(*k* log *n*) however long the section is.
final class IdentityList {
  private final class Node {
    var value: RowIdentity
    let priority: UInt64
    var left: Node?
    var right: Node?
    var size = 1

    init(_ value: RowIdentity, priority: UInt64) {
      self.value = value
      self.priority = priority
    }

    func update() { size = 1 + (left?.size ?? 0) + (right?.size ?? 0) }
  }

  private var root: Node?
  /// Priorities from a fixed-seed generator: the shape is random but reproducible.
  private var generator = SplitMix(state: 0x5DEE_CE66_D1CE_4E5B)

  /// An empty list.
  init() {}

  /// A list of `values`, in order, built balanced.
  ///
  /// - Complexity: O(*n*).
  init(_ values: [RowIdentity]) {
    // Priorities decrease with depth: the middle of each range is the root of its subtree.
    func build(_ range: Range<Int>, depth: UInt64) -> Node? {
      guard !range.isEmpty else { return nil }
      let middle = (range.lowerBound + range.upperBound) / 2
      let node = Node(values[middle], priority: UInt64.max - depth)
      node.left = build(range.lowerBound..<middle, depth: depth + 1)
      node.right = build(middle + 1..<range.upperBound, depth: depth + 1)
      node.update()
      return node
    }
    root = build(0..<values.count, depth: 0)
  }

  var count: Int { root?.size ?? 0 }

  /// The identity at `index`.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(log *n*) expected.
  subscript(index: Int) -> RowIdentity {
    var node = root
    var index = index
    while let current = node {
      let leftSize = current.left?.size ?? 0
      if index < leftSize {
        node = current.left
      } else if index == leftSize {
        return current.value
      } else {
        index -= leftSize + 1
        node = current.right
      }
    }
    preconditionFailure("identity index \(index) out of range")
  }

  /// Inserts `value` so that it becomes the element at `index`.
  ///
  /// - Complexity: O(log *n*) expected.
  func insert(_ value: RowIdentity, at index: Int) {
    let (left, right) = Self.split(root, at: index)
    let node = Node(value, priority: generator.next())
    root = Self.merge(Self.merge(left, node), right)
  }

  /// Removes and returns the element at `index`.
  ///
  /// - Complexity: O(log *n*) expected.
  @discardableResult
  func remove(at index: Int) -> RowIdentity {
    let (left, rest) = Self.split(root, at: index)
    let (middle, right) = Self.split(rest, at: 1)
    root = Self.merge(left, right)
    guard let middle else { preconditionFailure("identity index \(index) out of range") }
    return middle.value
  }

  /// The elements in order.
  ///
  /// - Complexity: O(*n*).
  var elements: [RowIdentity] {
    var result: [RowIdentity] = []
    result.reserveCapacity(count)
    var stack: [Node] = []
    var node = root
    while node != nil || !stack.isEmpty {
      while let current = node {
        stack.append(current)
        node = current.left
      }
      let current = stack.removeLast()
      result.append(current.value)
      node = current.right
    }
    return result
  }

  /// The first `index` elements and the rest.
  private static func split(_ node: Node?, at index: Int) -> (Node?, Node?) {
    guard let node else { return (nil, nil) }
    let leftSize = node.left?.size ?? 0
    if index <= leftSize {
      let (left, right) = split(node.left, at: index)
      node.left = right
      node.update()
      return (left, node)
    } else {
      let (left, right) = split(node.right, at: index - leftSize - 1)
      node.right = left
      node.update()
      return (node, right)
    }
  }

  /// The elements of `left` followed by those of `right`.
  private static func merge(_ left: Node?, _ right: Node?) -> Node? {
    guard let left else { return right }
    guard let right else { return left }
    if left.priority > right.priority {
      left.right = merge(left.right, right)
      left.update()
      return left
    } else {
      right.left = merge(left, right.left)
      right.update()
      return right
    }
  }
}

/// SplitMix64, for the list's node priorities.
private struct SplitMix {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
