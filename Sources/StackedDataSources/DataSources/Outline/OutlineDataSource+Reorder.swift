/// A node keeps its parent: a drop outside the rows of its parent's subtree is refused and the
/// row put back. A drop among a sibling's children places the node after that sibling's
/// subtree, and a batch moves the row there.
extension OutlineDataSource: UserMovableSource {
  /// Whether the drop lands among the rows of the node's parent's subtree.
  func modelAcceptsMove(from source: TablePath, to target: TablePath) -> Bool {
    siblingIndex(ofRowAt: source, droppedAt: target) != nil
  }

  func moveModel(from source: TablePath, to target: TablePath) throws(DataSourceError) {
    guard let row = rowItem(at: source),
      let index = siblingIndex(ofRowAt: source, droppedAt: target)
    else { throw .rowNotMovable(dataSource: name, from: source, to: target) }
    let parent = state.entry(row.id).parent
    var newState = state
    if let parent {
      newState.entries[parent]?.children?.removeAll { $0 == row.id }
      newState.entries[parent]?.children?.insert(row.id, at: index)
    } else {
      newState.roots.removeAll { $0 == row.id }
      newState.roots.insert(row.id, at: index)
    }
    try commit(newState)
  }

  /// The index among its siblings that the node of the row at `source` takes when the table
  /// shows it at `target` with every other row in place; `nil` when that place is outside its
  /// parent's subtree.
  private func siblingIndex(ofRowAt source: TablePath, droppedAt target: TablePath) -> Int? {
    guard source.section == 0, target.section == 0, let row = rowItem(at: source) else {
      return nil
    }
    return siblingIndex(of: row, droppedAt: target.row, from: source.row)
  }

  /// The index among its siblings that the node of `row`, at visible row `source`, takes when
  /// the table shows it at row `destination` with every other row in place; `nil` when that
  /// place is outside its parent's subtree.
  ///
  /// - Complexity: O(*v*) for *v* visible rows.
  private func siblingIndex(of row: Row, droppedAt destination: Int, from source: Int) -> Int? {
    var others = rows
    others.remove(at: source)
    let parent = state.entry(row.id).parent
    // The rows of the parent's subtree, in the table without the dragged row.
    let start = parent.map { id in (others.firstIndex { $0.id == id } ?? others.count) + 1 } ?? 0
    var end = start
    while end < others.count, others[end].depth >= row.depth { end += 1 }
    guard (start...end).contains(destination) else { return nil }
    let siblings = others[start..<destination].filter { $0.depth == row.depth }
    return siblings.count
  }
}
