extension SectionGroupStack {
  /// Adds `group` after the last group, inserting its sections.
  ///
  /// - Throws: ``DataSourceError/groupAlreadyInStack(stack:group:)`` or
  ///   ``DataSourceError/compositionCycle(stack:group:)``; nothing changes.
  /// - Complexity: O(*g* + *s*) for *g* groups and the group's *s* sections.
  public func append(_ group: any DataSourceProtocol) throws(DataSourceError) {
    try insert(group, at: children.count)
  }

  /// Inserts `group` so that it becomes group `index`, inserting its sections (after-batch
  /// coordinates).
  ///
  /// - Throws: ``DataSourceError/groupIndexOutOfRange(stack:index:count:)``,
  ///   ``DataSourceError/groupAlreadyInStack(stack:group:)`` or
  ///   ``DataSourceError/compositionCycle(stack:group:)``; nothing changes.
  /// - Complexity: O(*g* + *s*).
  public func insert(_ group: any DataSourceProtocol, at index: Int) throws(DataSourceError) {
    guard (0...children.count).contains(index) else {
      throw .groupIndexOutOfRange(stack: name, index: index, count: children.count)
    }
    try checkAdoptable(group)
    let offset = sectionOffset(ofChild: index)
    let counts = group.rowCounts
    try record { receiver in
      for (section, count) in counts.enumerated() {
        receiver.insertSection(at: offset + section, rowCount: count)
      }
      let slot = adopt(group, placement: .top(index: index))
      children.insert(slot, at: index)
      relayOutChildren()
    }
  }

  /// Inserts `group` directly before `other`.
  ///
  /// - Throws: ``DataSourceError/groupNotInStack(stack:group:)`` when `other` is not a top-level
  ///   group, or the errors of ``insert(_:at:)``; nothing changes.
  /// - Complexity: O(*g* + *s*).
  public func insert(_ group: any DataSourceProtocol, before other: any DataSourceProtocol)
    throws(DataSourceError)
  {
    try insert(group, at: try childIndex(of: other))
  }

  /// Inserts `group` directly after `other`.
  ///
  /// - Throws: ``DataSourceError/groupNotInStack(stack:group:)`` when `other` is not a top-level
  ///   group, or the errors of ``insert(_:at:)``; nothing changes.
  /// - Complexity: O(*g* + *s*).
  public func insert(_ group: any DataSourceProtocol, after other: any DataSourceProtocol)
    throws(DataSourceError)
  {
    try insert(group, at: try childIndex(of: other) + 1)
  }

  /// Removes top-level `group`, deleting its sections (before-batch coordinates); groups pinned
  /// under it leave the stack with it. A hidden group leaves without a batch: the table does
  /// not show it.
  ///
  /// - Throws: ``DataSourceError/groupNotInStack(stack:group:)``; nothing changes.
  /// - Complexity: O(*g* + *s*).
  public func remove(_ group: any DataSourceProtocol) throws(DataSourceError) {
    let index = try childIndex(of: group)
    let slot = children[index]
    let offset = sectionOffset(ofChild: index)
    try record { receiver in
      for _ in 0..<slot.shownSectionCount { receiver.deleteSection(at: offset) }
      children.remove(at: index)
      relayOutChildren()
      release(slot)
    }
  }

  /// Moves top-level `group` so that it becomes group `index` (an index among the groups as they
  /// are now), moving its sections.
  ///
  /// The batch has the fewest section moves that reorder the table, which may move the sections
  /// of the groups it passes instead when there are fewer of them. A hidden group moves without
  /// a batch, and is shown at its new place when it is shown again.
  ///
  /// - Throws: ``DataSourceError/groupNotInStack(stack:group:)`` or
  ///   ``DataSourceError/groupIndexOutOfRange(stack:index:count:)``; nothing changes.
  /// - Complexity: O(*g* + *s*).
  public func move(_ group: any DataSourceProtocol, to index: Int) throws(DataSourceError) {
    let source = try childIndex(of: group)
    guard children.indices.contains(index) else {
      throw .groupIndexOutOfRange(stack: name, index: index, count: children.count)
    }
    guard source != index else { return }
    let slot = children[source]
    let count = slot.shownSectionCount
    let from = sectionOffset(ofChild: source)
    var others = children
    others.remove(at: source)
    let to = others[..<index].reduce(0) { $0 + $1.shownSectionCount }
    try record { receiver in
      for k in 0..<count {
        if to >= from {
          receiver.moveSection(from: from, to: to + count - 1)
        } else {
          receiver.moveSection(from: from + k, to: to + k)
        }
      }
      children.remove(at: source)
      children.insert(slot, at: index)
      relayOutChildren()
    }
  }

  /// Renumbers the children and rebuilds the section sums after the list of children changed.
  func relayOutChildren() {
    for (index, child) in children.enumerated() { child.placement = .top(index: index) }
    childSections = ChildSections(
      children.lazy.map { .init(sections: $0.shownSectionCount, shortcutRows: $0.shortcutRows) })
    topLevelGroups = ContiguousArray(children.lazy.map(\.dataSource))
  }

  /// The index of top-level `group`.
  func childIndex(of group: any DataSourceProtocol) throws(DataSourceError) -> Int {
    guard let slot = slots[ObjectIdentifier(group)], case .top(let index) = slot.placement else {
      throw .groupNotInStack(stack: name, group: group.name)
    }
    return index
  }
}
