import Foundation

/// The whole model of an outline as one value: nodes by identifier, roots, and expanded
/// identifiers. Every mutation edits a copy, so a throw leaves the data source untouched, and
/// the rows the table sees are always ``flatten()`` of the state.
struct OutlineState<ID: Hashable, Value: Hashable> {
  struct Entry {
    var value: Value
    var children: [ID]?
    var parent: ID?
  }

  /// An identifier that is already in the tree, described for an error message.
  struct Failure: Error {
    var identifier: String
  }

  var entries: [ID: Entry] = [:]
  var roots: [ID] = []
  /// Expanded nodes; only identifiers present in `entries`.
  var expanded: Set<ID> = []

  /// The visible rows: roots and, under each expanded node, its children, in pre-order.
  ///
  /// - Complexity: O(*v*) for *v* visible rows.
  func flatten() -> [OutlineRow<ID, Value>] {
    var rows: [OutlineRow<ID, Value>] = []
    var stack: [(id: ID, depth: Int)] = roots.reversed().map { ($0, 0) }
    while let (id, depth) = stack.popLast() {
      let entry = self.entry(id)
      rows.append(
        OutlineRow(id: id, value: entry.value, depth: depth, isLeaf: entry.children == nil))
      if expanded.contains(id), let children = entry.children {
        stack += children.reversed().map { ($0, depth + 1) }
      }
    }
    return rows
  }

  /// The entry of node `id`, which must exist (callers check identifiers first).
  func entry(_ id: ID) -> Entry {
    guard let entry = entries[id] else { preconditionFailure("no node has the identifier \(id)") }
    return entry
  }

  /// The children of branch `id` (none for a leaf).
  func children(of id: ID) -> [ID] { entry(id).children ?? [] }

  /// The node `id` with its whole subtree.
  func node(_ id: ID) -> OutlineNode<ID, Value> {
    let entry = self.entry(id)
    return OutlineNode(id: id, value: entry.value, children: entry.children?.map(node))
  }

  /// The row of each of `rows`, by identifier.
  static func index(_ rows: [OutlineRow<ID, Value>]) -> [ID: Int] {
    var index: [ID: Int] = [:]
    for (row, entry) in rows.enumerated() { index[entry.id] = row }
    return index
  }

  /// The ancestors of `id`, nearest first.
  func ancestors(of id: ID) -> [ID] {
    var result: [ID] = []
    var cursor = entries[id]?.parent
    while let parent = cursor {
      result.append(parent)
      cursor = entries[parent]?.parent
    }
    return result
  }

  /// The identifiers of every node below `id`.
  func descendants(of id: ID) -> [ID] {
    var result: [ID] = []
    var stack = entries[id]?.children ?? []
    while let next = stack.popLast() {
      result.append(next)
      stack += entries[next]?.children ?? []
    }
    return result
  }

  /// Adds `node` and its subtree under `parent` (no position is touched), or fails on an
  /// identifier already present.
  mutating func add(_ node: OutlineNode<ID, Value>, parent: ID?) throws(Failure) {
    guard entries[node.id] == nil else { throw Failure(identifier: String(describing: node.id)) }
    entries[node.id] = Entry(value: node.value, children: node.children?.map(\.id), parent: parent)
    for child in node.children ?? [] { try add(child, parent: node.id) }
  }

  /// Removes the entries of every node below `id`, and forgets their expansion.
  mutating func removeDescendants(of id: ID) {
    for descendant in descendants(of: id) {
      entries[descendant] = nil
      expanded.remove(descendant)
    }
  }

  /// Replaces the children of `id`, dropping the old subtree and its expansion state.
  mutating func replaceChildren(of id: ID, with children: [OutlineNode<ID, Value>]?)
    throws(Failure)
  {
    removeDescendants(of: id)
    entries[id]?.children = children?.map(\.id)
    if children == nil { expanded.remove(id) }
    for child in children ?? [] { try add(child, parent: id) }
  }
}
