import Foundation

extension OutlineDataSource {
  /// Expands node `id`: the rows of its visible subtree are inserted below it (its children,
  /// collapsed unless ``remembersExpandedDescendants`` kept their state).
  ///
  /// ``shouldExpand`` may veto; then ``willExpand`` may supply the children, which replace the
  /// old ones in the same batch. With ``expandsExclusively`` every node that is not an ancestor
  /// of `id` collapses in the same batch. Expanding a node that is already expanded sends
  /// nothing and asks no hook. Expanding a hidden node (under a collapsed ancestor) sends
  /// nothing now; its children appear when it is revealed.
  ///
  /// ```swift
  /// files.willExpand = { node in node.children == [] ? loadChildren(of: node.id) : nil }
  /// try files.expand("Photos")
  /// ```
  ///
  /// - Returns: Whether the node is expanded afterwards (`false` when vetoed).
  /// - Throws: ``DataSourceError/unknownNode(dataSource:identifier:)``,
  ///   ``DataSourceError/leafNode(dataSource:identifier:)``, or
  ///   ``DataSourceError/duplicateNodeIdentifier(dataSource:identifier:)`` when children from
  ///   ``willExpand`` reuse an identifier from elsewhere in the tree; nothing changes.
  /// - Complexity: O(*n* + *v*) for *n* nodes (an edit copies the
  ///   tree's index), *v* visible rows, plus the size of any replaced subtree.
  @discardableResult
  public func expand(_ id: ID) throws(DataSourceError) -> Bool {
    try checkBranch(id)
    guard !state.expanded.contains(id) else { return true }
    if let shouldExpand, !shouldExpand(state.node(id)) { return false }
    // One transaction around the hook and the expansion: when a followed outline's
    // `willExpand` loads the children into the model, the transaction closing applies the
    // model's change, and the children arrive in the expansion's batch.
    try core.perform(
      { () throws(DataSourceError) in
        var newState = state
        if let children = willExpand?(state.node(id)) {
          try attempt(
            { (s) throws(OutlineState<ID, Value>.Failure) in
              try s.replaceChildren(of: id, with: children)
            }, on: &newState)
        }
        if expandsExclusively {
          let path = Set(newState.ancestors(of: id))
          newState.expanded = newState.expanded.filter { path.contains($0) }
        }
        newState.expanded.insert(id)
        try commit(newState)
      }, completion: nil)
    return true
  }

  /// Collapses node `id`: the rows of its visible subtree are deleted. Unless
  /// ``remembersExpandedDescendants``, its descendants collapse too, so reopening it shows only
  /// its children. Collapsing a collapsed node sends nothing and asks no hook.
  ///
  /// - Returns: Whether the node is collapsed afterwards (`false` when ``shouldCollapse``
  ///   vetoed).
  /// - Throws: ``DataSourceError/unknownNode(dataSource:identifier:)`` or
  ///   ``DataSourceError/leafNode(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*n* + *v* + *m*) for *n* nodes (an edit copies the
  ///   tree's index), *v* visible rows and *m* nodes in its subtree.
  @discardableResult
  public func collapse(_ id: ID) throws(DataSourceError) -> Bool {
    try checkBranch(id)
    guard state.expanded.contains(id) else { return true }
    if let shouldCollapse, !shouldCollapse(state.node(id)) { return false }
    var newState = state
    newState.expanded.remove(id)
    if !remembersExpandedDescendants {
      for descendant in newState.descendants(of: id) { newState.expanded.remove(descendant) }
    }
    try commit(newState)
    return true
  }

  /// Collapses node `id` when it is expanded and expands it otherwise — what a tap on its row
  /// does; see ``expand(_:)`` and ``collapse(_:)``.
  ///
  /// - Returns: Whether the node is expanded afterwards.
  /// - Throws: ``DataSourceError/unknownNode(dataSource:identifier:)`` or
  ///   ``DataSourceError/leafNode(dataSource:identifier:)``; nothing changes.
  /// - Complexity: as ``expand(_:)`` or ``collapse(_:)``.
  @discardableResult
  public func toggle(_ id: ID) throws(DataSourceError) -> Bool {
    try checkBranch(id)
    if state.expanded.contains(id) {
      return !(try collapse(id))
    }
    return try expand(id)
  }

  /// Toggles the node of the row at `path` (section 0, a row the table shows — while paused,
  /// one of the rows it was last told of, as a tap reports it); see ``toggle(_:)``.
  ///
  /// - Returns: Whether the node is expanded afterwards.
  /// - Throws: ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)`` or
  ///   ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` for a path with
  ///   no row, or ``DataSourceError/leafNode(dataSource:identifier:)``; nothing changes.
  /// - Complexity: as ``toggle(_:)``.
  @discardableResult
  public func toggle(at path: TablePath) throws(DataSourceError) -> Bool {
    guard path.section == 0 else {
      throw .sectionOutOfRange(dataSource: name, section: path.section, sectionCount: 1)
    }
    guard let row = rowItem(at: path) else {
      throw .rowOutOfRange(
        dataSource: name, row: path.row, section: 0, rowCount: displayedRows.count)
    }
    return try toggle(row.id)
  }

  /// Collapses every node, leaving only the roots; asks no hook.
  ///
  /// - Complexity: O(*n* + *v*) for *n* nodes (an edit copies the
  ///   tree's index), *v* visible rows.
  public func collapseAll() {
    guard !core.deferDuringDelivery({ [weak self] in self?.collapseAll() }) else { return }
    var newState = state
    newState.expanded = []
    try? commit(newState)
  }
}
