/// The origins of one section's current rows, kept as runs of consecutive old rows so that an
/// edit costs O(log *r*) for *r* runs, whatever the number of rows.
///
/// A section of a million rows that a transaction touches once is three runs — the rows before
/// the edit, the edit, the rows after it — not a million origins. Each run is a node of a treap
/// (a binary search tree ordered by position, balanced by random priorities) that knows how many
/// rows its subtree holds, so finding the run at a position, cutting a run in two, and taking a
/// stretch of rows out or putting it back are O(log *r*) expected.
///
/// Positions are the section's *current* rows. Every run of old rows is ascending and runs never
/// overlap, which is what lets ``ChangeTracker`` read the section's net change off the runs.
struct RowRuns {
  /// Consecutive current rows with consecutive origins.
  struct Run: Equatable {
    /// The old section of the rows, or -1 for rows inserted during the transaction.
    var section: Int
    /// The old row of the first row (0 for inserted rows).
    var start: Int
    /// The number of rows, at least 1.
    var length: Int
    var flags: Flags = []

    var isInserted: Bool { section < 0 }

    static func inserted(_ length: Int) -> Run { Run(section: -1, start: 0, length: length) }
  }

  /// What happened to a run's rows besides where they are.
  struct Flags: OptionSet, Hashable {
    let rawValue: UInt8
    /// The rows must be replaced by new cells (`reloadRows`).
    static let reloaded = Flags(rawValue: 1)
    /// The rows' content changed in place (`reconfigureRows`).
    static let reconfigured = Flags(rawValue: 2)
    /// An edit moved the rows; among equally small batches, these are the ones to move.
    static let moved = Flags(rawValue: 4)
    /// The user entered a value into the row's control: the view shows it already (see
    /// ``ChangeTracker/markUserInput(at:shows:)``).
    static let userInput = Flags(rawValue: 8)
  }

  private struct Node {
    var left = -1
    var right = -1
    var priority: UInt64
    /// Rows in this node's subtree.
    var size: Int
    var run: Run
  }

  private var nodes: ContiguousArray<Node> = []
  private var free: [Int] = []
  private var root = -1
  private var nextPriority: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The runs of a section whose rows are all old: rows `0..<count` of old section `section`.
  init(oldSection section: Int, count: Int) {
    if count > 0 { root = makeNode(Run(section: section, start: 0, length: count)) }
  }

  /// `count` inserted rows.
  init(insertedCount count: Int) {
    if count > 0 { root = makeNode(.inserted(count)) }
  }

  /// The number of rows.
  var count: Int { root < 0 ? 0 : nodes[root].size }

  /// The runs in row order.
  ///
  /// - Complexity: O(*r*) for *r* runs.
  var runs: [Run] {
    var result: [Run] = []
    result.reserveCapacity(nodes.count - free.count)
    var stack: [Int] = []
    var node = root
    while node >= 0 || !stack.isEmpty {
      while node >= 0 {
        stack.append(node)
        node = nodes[node].left
      }
      let top = stack.removeLast()
      result.append(nodes[top].run)
      node = nodes[top].right
    }
    return result
  }

  // MARK: Edits

  /// Takes rows `position..<position + count` out, keeping their runs.
  ///
  /// - Complexity: O(log *r* + *m*) for the *m* runs taken.
  mutating func remove(at position: Int, count: Int) -> [Run] {
    precondition(
      position >= 0 && count >= 0 && position + count <= self.count,
      "rows \(position)..<\(position + count) of a section of \(self.count)")
    guard count > 0 else { return [] }
    let (before, rest) = split(root, at: position)
    let (taken, after) = split(rest, at: count)
    var result: [Run] = []
    collect(taken, into: &result)
    root = merge(before, after)
    return result
  }

  /// Puts `runs` in so that the first of their rows is row `position`.
  ///
  /// - Complexity: O(log *r* + *m* log *m*) for *m* runs put in.
  mutating func insert(_ runs: [Run], at position: Int) {
    precondition(
      position >= 0 && position <= count,
      "insertion at row \(position) of a section of \(count)")
    guard !runs.isEmpty else { return }
    var middle = -1
    for run in runs where run.length > 0 { middle = merge(middle, makeNode(run)) }
    let (before, after) = split(root, at: position)
    root = merge(merge(before, middle), after)
  }

  /// Adds `flags` to row `position`, cutting it out of its run first.
  ///
  /// - Complexity: O(log *r*).
  @discardableResult
  mutating func mark(_ flags: Flags, at position: Int) -> Run {
    precondition(position >= 0 && position < count, "row \(position) of a section of \(count)")
    let (before, rest) = split(root, at: position)
    let (row, after) = split(rest, at: 1)
    nodes[row].run.flags.formUnion(flags)
    root = merge(merge(before, row), after)
    return nodes[row].run
  }

  /// Row `position` as a run of its own: its origin and flags.
  ///
  /// - Complexity: O(log *r*).
  func row(at position: Int) -> Run {
    precondition(position >= 0 && position < count, "row \(position) of a section of \(count)")
    var node = root
    var position = position
    while true {
      let leftSize = size(nodes[node].left)
      let run = nodes[node].run
      if position < leftSize {
        node = nodes[node].left
      } else if position < leftSize + run.length {
        let offset = position - leftSize
        return Run(
          section: run.section, start: run.isInserted ? 0 : run.start + offset, length: 1,
          flags: run.flags)
      } else {
        position -= leftSize + run.length
        node = nodes[node].right
      }
    }
  }

  // MARK: Treap

  private func size(_ node: Int) -> Int { node < 0 ? 0 : nodes[node].size }

  private mutating func update(_ node: Int) {
    nodes[node].size = size(nodes[node].left) + nodes[node].run.length + size(nodes[node].right)
  }

  private mutating func makeNode(_ run: Run) -> Int {
    // SplitMix64 steps: well-spread priorities, and the same tree for the same edits.
    nextPriority &+= 0x9E37_79B9_7F4A_7C15
    var z = nextPriority
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    let node = Node(priority: z ^ (z >> 31), size: run.length, run: run)
    if let reused = free.popLast() {
      nodes[reused] = node
      return reused
    }
    nodes.append(node)
    return nodes.count - 1
  }

  /// Splits `node`'s subtree into its first `position` rows and the rest, cutting a run in two
  /// when the position falls inside it.
  private mutating func split(_ node: Int, at position: Int) -> (Int, Int) {
    guard node >= 0 else { return (-1, -1) }
    let leftSize = size(nodes[node].left)
    let length = nodes[node].run.length
    if position <= leftSize {
      let (first, second) = split(nodes[node].left, at: position)
      nodes[node].left = second
      update(node)
      return (first, node)
    }
    if position >= leftSize + length {
      let (first, second) = split(nodes[node].right, at: position - leftSize - length)
      nodes[node].right = first
      update(node)
      return (node, second)
    }
    let offset = position - leftSize
    var tail = nodes[node].run
    if !tail.isInserted { tail.start += offset }
    tail.length = length - offset
    nodes[node].run.length = offset
    let right = merge(makeNode(tail), nodes[node].right)
    nodes[node].right = -1
    update(node)
    return (node, right)
  }

  private mutating func merge(_ first: Int, _ second: Int) -> Int {
    guard first >= 0 else { return second }
    guard second >= 0 else { return first }
    if nodes[first].priority > nodes[second].priority {
      nodes[first].right = merge(nodes[first].right, second)
      update(first)
      return first
    }
    nodes[second].left = merge(first, nodes[second].left)
    update(second)
    return second
  }

  /// Appends the runs of `node`'s subtree in order and frees its nodes.
  private mutating func collect(_ node: Int, into result: inout [Run]) {
    var stack: [Int] = []
    var current = node
    while current >= 0 || !stack.isEmpty {
      while current >= 0 {
        stack.append(current)
        current = nodes[current].left
      }
      let top = stack.removeLast()
      result.append(nodes[top].run)
      current = nodes[top].right
      free.append(top)
    }
  }
}
