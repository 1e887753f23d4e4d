/// A list of row identities that inserts, removes and reads by position in O(log *n*)
/// expected: an implicit treap whose nodes hold runs of up to ``chunkCapacity`` identities in
/// order, each node keeping the number of identities in its subtree.
///
/// A section of ``RowIdentities`` keeps its rows in one, so that a batch of *k* row changes
/// costs O(*k* log *n*) however long the section is.
///
/// **Snapshots.** ``snapshot()`` hands out the list as it is in O(1), and later edits leave it
/// alone: a node made before the last snapshot is never changed but copied (the O(log *n*)
/// nodes on the edit's path, sharing their runs' storage until one changes). A node made since
/// belongs to the list alone and changes in place. So a SwiftUI `ForEach` can keep the rows it
/// last diffed while the next batch is applied, at no cost but that of the copies.
final class IdentityList {
  /// A run of identities and the subtrees before and after it.
  ///
  /// Only the list's own methods and the reads of ``RowIdentities/Rows`` touch a node, never
  /// re-entrantly (they call nothing that could), so its accesses go unchecked: a `List` reads
  /// every row through them.
  final class Node {
    /// The run, in order: 1...``chunkCapacity`` identities.
    @exclusivity(unchecked) var values: [RowIdentity]
    let priority: UInt64
    @exclusivity(unchecked) var left: Node?
    @exclusivity(unchecked) var right: Node?
    /// The identities in this subtree.
    @exclusivity(unchecked) var size: Int
    /// The list's generation when this node was made: one made before the last snapshot may
    /// be in it, and is copied before it changes.
    let generation: UInt64

    init(_ values: [RowIdentity], priority: UInt64, generation: UInt64) {
      self.values = values
      self.priority = priority
      self.generation = generation
      size = values.count
    }

    init(copying node: Node, generation: UInt64) {
      values = node.values
      priority = node.priority
      left = node.left
      right = node.right
      size = node.size
      self.generation = generation
    }

    func update() { size = values.count + (left?.size ?? 0) + (right?.size ?? 0) }
  }

  /// The most identities a node holds; a run that grows past it is split in two.
  static let chunkCapacity = 64

  private(set) var root: Node? {
    didSet { lastRun = nil }
  }
  /// The run the subscript read last and the index of its first identity, while no edit has
  /// been made since: a read of an identity in it needs no search.
  @exclusivity(unchecked) private var lastRun: (node: Node, start: Int)?
  /// Incremented by each snapshot: nodes of an older generation may be shared.
  private var generation: UInt64 = 0
  /// Priorities from a fixed-seed generator: the shape is random but reproducible.
  private var generator = SplitMix(state: 0x5DEE_CE66_D1CE_4E5B)

  /// An empty list.
  init() {}

  /// A list of `values`, in order, built balanced from runs of half the capacity.
  ///
  /// - Complexity: O(*n*).
  init(_ values: [RowIdentity]) {
    let run = Self.chunkCapacity / 2
    let chunks = stride(from: 0, to: values.count, by: run).map {
      Array(values[$0..<min($0 + run, values.count)])
    }
    // Priorities decrease with depth: the middle of each range is the root of its subtree.
    func build(_ range: Range<Int>, depth: UInt64) -> Node? {
      guard !range.isEmpty else { return nil }
      let middle = (range.lowerBound + range.upperBound) / 2
      let node = Node(chunks[middle], priority: UInt64.max - depth, generation: 0)
      node.left = build(range.lowerBound..<middle, depth: depth + 1)
      node.right = build(middle + 1..<range.upperBound, depth: depth + 1)
      node.update()
      return node
    }
    root = build(0..<chunks.count, depth: 0)
  }

  var count: Int { root?.size ?? 0 }

  /// The list as it is now; later edits copy what they change instead of changing it.
  ///
  /// - Complexity: O(1).
  func snapshot() -> Node? {
    generation &+= 1
    return root
  }

  /// The identity at `index`.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(log *n*) expected; O(1) in the run read last, while no edit has been made
  ///   since (the rows a screen shows are read one after another).
  subscript(index: Int) -> RowIdentity {
    if let (node, start) = lastRun {
      let offset = index &- start
      if offset >= 0 && offset < node.values.count { return node.values[offset] }
    }
    let (node, start) = Self.run(containing: index, in: root)
    lastRun = (node, start)
    return node.values[index - start]
  }

  /// The node whose run holds the identity at `index` of the tree at `root`, and the index of
  /// its run's first identity.
  ///
  /// - Precondition: `index` is in `0..<(root?.size ?? 0)`.
  /// - Complexity: O(log *n*) expected.
  static func run(containing index: Int, in root: Node?) -> (node: Node, start: Int) {
    guard let root, index >= 0 else { preconditionFailure("identity index \(index) out of range") }
    // The tree at `root` is alive while it is searched: the walk takes no references (it ran
    // at the cost of four reference count updates a node).
    var node = Unmanaged.passUnretained(root)
    var offset = index
    var start = 0
    while true {
      let next: Unmanaged<Node>? = node._withUnsafeGuaranteedRef { current in
        let leftSize = current.left?.size ?? 0
        if offset < leftSize { return current.left.map(Unmanaged.passUnretained) }
        let runEnd = leftSize + current.values.count
        if offset < runEnd {
          start += leftSize
          return nil
        }
        offset -= runEnd
        start += runEnd
        guard let right = current.right else {
          preconditionFailure("identity index \(index) out of range")
        }
        return Unmanaged.passUnretained(right)
      }
      guard let next else { return (node.takeUnretainedValue(), start) }
      node = next
    }
  }

  /// Inserts `value` so that it becomes the element at `index`.
  ///
  /// - Precondition: `index` is in `0...count`.
  /// - Complexity: O(log *n*) expected.
  func insert(_ value: RowIdentity, at index: Int) {
    precondition((0...count).contains(index), "identity index \(index) out of range")
    guard let root else {
      root = Node([value], priority: generator.next(), generation: generation)
      return
    }
    self.root = insert(value, at: index, in: root)
  }

  /// Removes and returns the element at `index`.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(log *n*) expected.
  @discardableResult
  func remove(at index: Int) -> RowIdentity {
    guard let root, (0..<count).contains(index) else {
      preconditionFailure("identity index \(index) out of range")
    }
    var removed: RowIdentity?
    self.root = remove(at: index, in: root, removed: &removed)
    guard let removed else { preconditionFailure("identity index \(index) out of range") }
    return removed
  }

  /// The elements in order.
  ///
  /// - Complexity: O(*n*).
  var elements: [RowIdentity] {
    var result: [RowIdentity] = []
    result.reserveCapacity(count)
    Self.forEachRun(in: root) { result.append(contentsOf: $0) }
    return result
  }

  /// Calls `body` with each run of the tree at `root`, in order.
  static func forEachRun(in root: Node?, _ body: ([RowIdentity]) -> Void) {
    var stack: [Node] = []
    var node = root
    while node != nil || !stack.isEmpty {
      while let current = node {
        stack.append(current)
        node = current.left
      }
      let current = stack.removeLast()
      body(current.values)
      node = current.right
    }
  }

  // MARK: Editing

  /// `node`, or a copy of it when a snapshot may hold it.
  private func owned(_ node: Node) -> Node {
    node.generation == generation ? node : Node(copying: node, generation: generation)
  }

  private func insert(_ value: RowIdentity, at index: Int, in node: Node) -> Node {
    let node = owned(node)
    let leftSize = node.left?.size ?? 0
    if index < leftSize, let left = node.left {
      node.left = insert(value, at: index, in: left)
    } else if index <= leftSize + node.values.count {
      node.values.insert(value, at: index - leftSize)
      if node.values.count > Self.chunkCapacity {
        let half = node.values.count / 2
        let tail = Node(
          Array(node.values[half...]), priority: generator.next(), generation: generation)
        node.values.removeSubrange(half...)
        node.right = insertFirst(tail, into: node.right)
      }
    } else if let right = node.right {
      node.right = insert(value, at: index - leftSize - node.values.count, in: right)
    }
    node.update()
    return node
  }

  /// The tree at `node` with the childless `new` before its first node.
  private func insertFirst(_ new: Node, into node: Node?) -> Node {
    guard let node else { return new }
    if new.priority > node.priority {
      new.right = node
      new.update()
      return new
    }
    let owned = owned(node)
    owned.left = insertFirst(new, into: owned.left)
    owned.update()
    return owned
  }

  private func remove(at index: Int, in node: Node, removed: inout RowIdentity?) -> Node? {
    let node = owned(node)
    let leftSize = node.left?.size ?? 0
    if index < leftSize, let left = node.left {
      node.left = remove(at: index, in: left, removed: &removed)
    } else if index < leftSize + node.values.count {
      removed = node.values.remove(at: index - leftSize)
      if node.values.isEmpty { return merge(node.left, node.right) }
    } else if let right = node.right {
      node.right = remove(at: index - leftSize - node.values.count, in: right, removed: &removed)
    }
    node.update()
    return node
  }

  /// The nodes of `left` followed by those of `right`.
  private func merge(_ left: Node?, _ right: Node?) -> Node? {
    guard let left else { return right }
    guard let right else { return left }
    if left.priority > right.priority {
      let left = owned(left)
      left.right = merge(left.right, right)
      left.update()
      return left
    } else {
      let right = owned(right)
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
