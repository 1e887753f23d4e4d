import StackedDataSources

/// Followed outlines in the fuzz test: an outline source follows a tree of its model
/// (``FuzzFollowModel/tree``), which the fuzzer edits as it edits the other followed models —
/// nodes inserted at the top or under a branch, removed, moved, given a new value, a leaf made a
/// branch — while the outline's expansion, view state, changes on its own.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  typealias FuzzOutlineNode = OutlineNode<String, String>

  /// A random tree of up to three roots, three levels deep; each node's value is its id.
  func randomTree(depth: Int = 0) -> [FuzzOutlineNode] {
    (0..<random.int(0...3)).map { _ in
      let id = item()
      guard depth < 2, random.chance(0.4) else { return FuzzOutlineNode(id: id, value: id) }
      return FuzzOutlineNode(id: id, value: id, children: randomTree(depth: depth + 1))
    }
  }

  /// One edit of a followed tree.
  func editTree(_ tree: inout [FuzzOutlineNode]) {
    let nodes = Self.preorder(tree)
    let branches = nodes.filter { $0.children != nil }.map(\.id)
    switch random.int(0..<6) {
    case 0..<2 where nodes.count < 20:
      let id = item()
      let new =
        random.chance(0.3)
        ? FuzzOutlineNode(id: id, value: id, children: []) : FuzzOutlineNode(id: id, value: id)
      insert(new, into: &tree, under: branches)
    case 2 where !nodes.isEmpty:
      _ = Self.remove(nodes[random.int(0..<nodes.count)].id, from: &tree)
    case 3 where !nodes.isEmpty:
      guard let moved = Self.remove(nodes[random.int(0..<nodes.count)].id, from: &tree) else {
        return
      }
      // The moved node's subtree went with it.
      let left = Set(Self.preorder(tree).map(\.id))
      insert(moved, into: &tree, under: branches.filter(left.contains))
    case 4 where !nodes.isEmpty:
      let id = nodes[random.int(0..<nodes.count)].id
      let value = id.carrying(item())
      Self.update(id, in: &tree) { $0.value = value }
    default:
      guard let leaf = nodes.filter({ $0.children == nil }).randomElement(using: &random) else {
        return
      }
      Self.update(leaf.id, in: &tree) { $0.children = [] }
    }
  }

  /// Inserts `node` at a random place: among the roots, or among the children of one of
  /// `branches`.
  private func insert(
    _ node: FuzzOutlineNode, into tree: inout [FuzzOutlineNode], under branches: [String]
  ) {
    guard let parent = branches.randomElement(using: &random), random.chance(0.6) else {
      tree.insert(node, at: random.int(0...tree.count))
      return
    }
    let index = random.int(0...16)
    Self.update(parent, in: &tree) { parent in
      var children = parent.children ?? []
      children.insert(node, at: min(index, children.count))
      parent.children = children
    }
  }

  /// Collapses or expands a random branch of a followed outline: view state, not the model's.
  func toggleFollowedOutline(_ source: OutlineDataSource<String, String>) {
    let branches = Self.preorder(source.roots).filter { $0.children != nil }
    guard let branch = branches.randomElement(using: &random) else { return }
    _ = try! source.toggle(branch.id)
  }

  /// Every node of `nodes`, each before its children.
  static func preorder(_ nodes: [FuzzOutlineNode]) -> [FuzzOutlineNode] {
    nodes.flatMap { [$0] + preorder($0.children ?? []) }
  }

  /// Removes the node `id` (and its subtree) from `nodes`, returning it.
  static func remove(_ id: String, from nodes: inout [FuzzOutlineNode]) -> FuzzOutlineNode? {
    if let index = nodes.firstIndex(where: { $0.id == id }) { return nodes.remove(at: index) }
    for index in nodes.indices where nodes[index].children != nil {
      if let removed = remove(id, from: &nodes[index].children!) { return removed }
    }
    return nil
  }

  /// Changes the node `id` of `nodes` with `change`; `false` when there is none.
  @discardableResult
  static func update(
    _ id: String, in nodes: inout [FuzzOutlineNode], _ change: (inout FuzzOutlineNode) -> Void
  ) -> Bool {
    for index in nodes.indices {
      if nodes[index].id == id {
        change(&nodes[index])
        return true
      }
      if nodes[index].children != nil, update(id, in: &nodes[index].children!, change) {
        return true
      }
    }
    return false
  }
}
