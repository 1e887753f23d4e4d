import Foundation

extension ExpandingDataSource {
  // MARK: Queries

  /// Whether the section at `section` is expanded; `false` when there is no such section.
  ///
  /// - Complexity: O(1).
  public func isExpanded(section: Int) -> Bool {
    sections.indices.contains(section) && expandedIDs.contains(sections[section].id)
  }

  /// Whether the section with identifier `id` is expanded; `false` when there is no such
  /// section.
  ///
  /// - Complexity: O(1).
  public func isExpanded(sectionWithID id: SectionID) -> Bool {
    expandedIDs.contains(id)
  }

  /// Whether the item at `path` exists and is shown as a row (its row is then `path`), in the
  /// model as it is now: while the source is paused, the table still shows the rows of before
  /// (``rowItem(at:)`` reads those).
  ///
  /// - Complexity: O(1).
  public func isItemVisible(at path: TablePath) -> Bool {
    sections.indices.contains(path.section) && path.row >= 0
      && path.row < _store.visibleCount(path.section)
  }

  /// The number of rows the section at `section` shows while collapsed, as the table sees it:
  /// never negative, and possibly larger than the section's item count; 0 when there is no such
  /// section.
  ///
  /// - Complexity: O(1).
  public func collapsedRowCount(inSection section: Int) -> Int {
    caps.indices.contains(section) ? caps[section] : 0
  }

  // MARK: Expanding and collapsing

  /// Expands or collapses the section at `section`: expanding inserts its hidden rows at its end,
  /// collapsing deletes the rows past its collapsed row count. Setting the current state sends
  /// nothing.
  ///
  /// With ``expandsExclusively``, expanding also collapses every other section in the same
  /// batch.
  ///
  /// ```swift
  /// try recent.setExpanded(true, section: 1)   // insert rows [1, 3] [1, 4] ...
  /// ```
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*r*) for the *r* rows shown or hidden, plus O(*s*) with
  ///   ``expandsExclusively``.
  public func setExpanded(_ isExpanded: Bool, section: Int) throws(DataSourceError) {
    try checkSection(section)
    try setExpanded(isExpanded, sections: IndexSet(integer: section))
  }

  /// Expands or collapses the section with identifier `id`; see ``setExpanded(_:section:)``.
  ///
  /// - Throws: ``DataSourceError/unknownSection(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows shown or hidden.
  public func setExpanded(_ isExpanded: Bool, sectionWithID id: SectionID)
    throws(DataSourceError)
  {
    try setExpanded(isExpanded, section: try sectionIndex(withID: id))
  }

  /// Expands or collapses several sections as one batch.
  ///
  /// With ``expandsExclusively`` and `isExpanded`, only the last of `sections` ends up
  /// expanded, and every other section is collapsed.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows shown or hidden.
  public func setExpanded(_ isExpanded: Bool, sections indexes: IndexSet) throws(DataSourceError) {
    if let first = indexes.first { try checkSection(first) }
    if let last = indexes.last { try checkSection(last) }
    var target = expandedIDs
    if isExpanded, expandsExclusively, let last = indexes.last {
      target = [sections[last].id]
    } else {
      for index in indexes {
        if isExpanded {
          target.insert(sections[index].id)
        } else {
          target.remove(sections[index].id)
        }
      }
    }
    try commitExpansion(target)
  }

  /// Expands the section at `section`; see ``setExpanded(_:section:)``.
  ///
  /// - Returns: Whether the section is expanded afterwards: always `true` (an outline's
  ///   ``OutlineDataSource/expand(_:)`` returns `false` when its hook vetoes).
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``.
  /// - Complexity: O(*r*) for the *r* rows shown.
  @discardableResult
  public func expand(section: Int) throws(DataSourceError) -> Bool {
    try setExpanded(true, section: section)
    return true
  }

  /// Expands the section with identifier `id`; see ``expand(section:)``.
  ///
  /// - Returns: Whether the section is expanded afterwards: always `true`.
  /// - Throws: ``DataSourceError/unknownSection(dataSource:identifier:)``.
  /// - Complexity: O(*s* + *r*).
  @discardableResult
  public func expand(sectionWithID id: SectionID) throws(DataSourceError) -> Bool {
    try expand(section: try sectionIndex(withID: id))
  }

  /// Collapses the section at `section`; see ``setExpanded(_:section:)``.
  ///
  /// - Returns: Whether the section is collapsed afterwards: always `true`.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``.
  /// - Complexity: O(*r*) for the *r* rows hidden.
  @discardableResult
  public func collapse(section: Int) throws(DataSourceError) -> Bool {
    try setExpanded(false, section: section)
    return true
  }

  /// Collapses the section with identifier `id`; see ``collapse(section:)``.
  ///
  /// - Returns: Whether the section is collapsed afterwards: always `true`.
  /// - Throws: ``DataSourceError/unknownSection(dataSource:identifier:)``.
  /// - Complexity: O(*s* + *r*).
  @discardableResult
  public func collapse(sectionWithID id: SectionID) throws(DataSourceError) -> Bool {
    try collapse(section: try sectionIndex(withID: id))
  }

  /// Collapses the section at `section` when it is expanded, and expands it otherwise — what a
  /// tap on its header does.
  ///
  /// - Returns: Whether the section is expanded afterwards.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``.
  /// - Complexity: O(*r*) for the *r* rows shown or hidden.
  @discardableResult
  public func toggle(section: Int) throws(DataSourceError) -> Bool {
    try checkSection(section)
    let expands = !isExpanded(section: section)
    try setExpanded(expands, section: section)
    return isExpanded(section: section)
  }

  /// Toggles the section with identifier `id`; see ``toggle(section:)``.
  ///
  /// - Returns: Whether the section is expanded afterwards.
  /// - Throws: ``DataSourceError/unknownSection(dataSource:identifier:)``.
  /// - Complexity: O(*s* + *r*).
  @discardableResult
  public func toggle(sectionWithID id: SectionID) throws(DataSourceError) -> Bool {
    try toggle(section: try sectionIndex(withID: id))
  }

  /// Expands every section as one batch (with ``expandsExclusively``, only the last one).
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows shown.
  public func expandAll() {
    guard !core.deferDuringDelivery({ [weak self] in self?.expandAll() }) else { return }
    try? setExpanded(true, sections: IndexSet(integersIn: sections.indices))
  }

  /// Collapses every section as one batch.
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows hidden.
  public func collapseAll() {
    guard !core.deferDuringDelivery({ [weak self] in self?.collapseAll() }) else { return }
    try? commitExpansion([])
  }

  // MARK: Collapsed row counts

  /// Replaces the closure that gives each section's collapsed row count, and updates the
  /// collapsed sections whose count changed as one batch (rows inserted or deleted at their end).
  ///
  /// ```swift
  /// // Show more of each collapsed section on a larger screen.
  /// recent.setCollapsedRowCount { _ in isCompact ? 2 : 5 }
  /// ```
  ///
  /// - Parameter collapsedRowCount: The new closure; a negative result means 0.
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows shown or hidden.
  public func setCollapsedRowCount(_ collapsedRowCount: @escaping (Section) -> Int) {
    self.collapsedRowCount = collapsedRowCount
    reloadCollapsedRowCounts()
  }

  /// Gives every section the same collapsed row count; see `setCollapsedRowCount(_:)` taking a closure.
  ///
  /// - Parameter count: The new count; a negative count means 0.
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows shown or hidden.
  public func setCollapsedRowCount(_ count: Int) {
    setCollapsedRowCount { _ in count }
  }

  /// Evaluates ``collapsedRowCount`` again for every section — call it when something the
  /// closure reads outside the section has changed — and updates the collapsed sections whose
  /// count changed, as one batch. Expanded sections send nothing but keep the new count.
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections and the *r* rows shown or hidden.
  public func reloadCollapsedRowCounts() {
    let newCaps = sections.map(cap(for:))
    let changed = sections.indices.filter { caps[$0] != newCaps[$0] }
    guard !changed.isEmpty else { return }
    guard !core.deferDuringDelivery({ [weak self] in self?.reloadCollapsedRowCounts() }) else {
      return
    }
    try? edit { tracker in
      for index in changed where !expandedIDs.contains(sections[index].id) {
        tracker.recordLimitChange(
          section: index, count: sections[index].items.count, from: caps[index],
          to: newCaps[index])
      }
    } _: {
      caps = newCaps
    }
  }

  // MARK: Internal

  /// Makes `target` the set of expanded sections, showing and hiding rows as one batch; sends
  /// nothing when no section changes state.
  func commitExpansion(_ target: Set<SectionID>) throws(DataSourceError) {
    let changed = sections.indices.filter {
      expandedIDs.contains(sections[$0].id) != target.contains(sections[$0].id)
    }
    guard !changed.isEmpty else { return }
    // Read before the edit: a followed model's change may join the edit's transaction when it
    // closes and replace the sections.
    let toggled = changed.map { sections[$0] }
    try edit { tracker in
      for index in changed {
        let expanding = target.contains(sections[index].id)
        tracker.recordLimitChange(
          section: index, count: sections[index].items.count,
          from: expanding ? caps[index] : nil, to: expanding ? nil : caps[index])
      }
    } _: {
      expandedIDs = target
    }
    for section in toggled {
      if target.contains(section.id) { didExpand?(section) } else { didCollapse?(section) }
    }
  }
}
