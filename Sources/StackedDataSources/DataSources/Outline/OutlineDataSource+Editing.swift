import Foundation

extension OutlineDataSource {
  /// Inserts `node` and its subtree as child `index` of `parent` (a root when `parent` is
  /// `nil`). The table sees the node's row inserted when its parent is expanded and visible.
  ///
  /// - Throws: ``DataSourceError/unknownNode(dataSource:identifier:)``,
  ///   ``DataSourceError/leafNode(dataSource:identifier:)`` for a leaf parent,
  ///   ``DataSourceError/childIndexOutOfRange(dataSource:index:parent:count:)`` or
  ///   ``DataSourceError/duplicateNodeIdentifier(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*n* + *v* + *m*) for *n* nodes (an edit copies the
  ///   tree's index), *v* visible rows and the *m* nodes of `node`.
  public func insert(_ node: Node, under parent: ID?, at index: Int) throws(DataSourceError) {
    if let parent { try checkBranch(parent) }
    let siblings = parent.map { state.children(of: $0) } ?? state.roots
    guard (0...siblings.count).contains(index) else {
      throw .childIndexOutOfRange(
        dataSource: name, index: index, parent: parent.map { String(describing: $0) },
        count: siblings.count)
    }
    var newState = state
    try attempt(
      { (s) throws(OutlineState<ID, Value>.Failure) in
        try s.add(node, parent: parent)
      }, on: &newState)
    if let parent {
      newState.entries[parent]?.children?.insert(node.id, at: index)
    } else {
      newState.roots.insert(node.id, at: index)
    }
    try commit(newState)
  }

  /// Removes node `id` and its subtree, and forgets their expansion state; the table sees the
  /// rows of its visible subtree deleted.
  ///
  /// - Returns: The removed node with its subtree.
  /// - Throws: ``DataSourceError/unknownNode(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*n* + *v* + *m*) for *n* nodes (an edit copies the
  ///   tree's index), *v* visible rows and the *m* nodes removed.
  @discardableResult
  public func remove(_ id: ID) throws(DataSourceError) -> Node {
    try checkNode(id)
    let removed = state.node(id)
    var newState = state
    newState.removeDescendants(of: id)
    let parent = newState.entry(id).parent
    newState.entries[id] = nil
    newState.expanded.remove(id)
    if let parent {
      newState.entries[parent]?.children?.removeAll { $0 == id }
    } else {
      newState.roots.removeAll { $0 == id }
    }
    try commit(newState)
    return removed
  }

  /// Replaces the value of node `id`; the table sees its row reconfigured when it is visible.
  ///
  /// - Throws: ``DataSourceError/unknownNode(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*n* + *v*) for *n* nodes (an edit copies the
  ///   tree's index), *v* visible rows.
  public func replaceValue(of id: ID, with value: Value) throws(DataSourceError) {
    try checkNode(id)
    var newState = state
    newState.entries[id]?.value = value
    try commit(newState)
  }

  /// Replaces the children of node `id` — visible or hidden — with `children` (`nil` makes it a
  /// leaf, and collapses it).
  ///
  /// The old subtree's expansion state is forgotten, except for nodes that reappear in
  /// `children` with the same identifier, which keep theirs; identifiers that are gone are
  /// pruned. When the node's subtree is visible, the table sees its rows change by identifier:
  /// kept rows stay (or move), gone ones are deleted, new ones inserted, changed ones reloaded.
  ///
  /// ```swift
  /// // The download finished while "Photos" was scrolled away under a collapsed folder.
  /// try files.replaceChildren(of: "Photos", with: downloaded)
  /// ```
  ///
  /// - Throws: ``DataSourceError/unknownNode(dataSource:identifier:)`` or
  ///   ``DataSourceError/duplicateNodeIdentifier(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*n* + *v* + *m*) for *n* nodes (an edit copies the
  ///   tree's index), *v* visible rows and *m* nodes in the old and new subtrees.
  public func replaceChildren(of id: ID, with children: [Node]?) throws(DataSourceError) {
    try checkNode(id)
    var newState = state
    let kept = state.expanded.intersection(state.descendants(of: id))
    try attempt(
      { (s) throws(OutlineState<ID, Value>.Failure) in
        try s.replaceChildren(of: id, with: children)
      }, on: &newState)
    newState.expanded.formUnion(kept.filter { newState.entries[$0]?.children != nil })
    try commit(newState)
  }

  /// Replaces the whole tree with `roots`. Nodes whose identifier survives keep their
  /// expansion state; the others start collapsed, and vanished identifiers are pruned. The table
  /// sees the rows change by identifier, as in ``replaceChildren(of:with:)``.
  ///
  /// - Throws: ``DataSourceError/duplicateNodeIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*n* + *v*) for *n* nodes and *v* visible rows.
  public func replaceAll(with roots: [Node]) throws(DataSourceError) {
    var newState = OutlineState<ID, Value>()
    try attempt(
      { (s) throws(OutlineState<ID, Value>.Failure) in
        for root in roots { try s.add(root, parent: nil) }
      }, on: &newState)
    newState.roots = roots.map(\.id)
    newState.expanded = state.expanded.filter { newState.entries[$0]?.children != nil }
    try commit(newState)
  }
  /// Removes every node, deleting every row as one batch.
  ///
  /// - Complexity: O(*v*) for *v* visible rows.
  public func removeAll() {
    guard !core.deferDuringDelivery({ [weak self] in self?.removeAll() }) else { return }
    try? replaceAll(with: [])
  }

}
