import Foundation

extension SectionedSource {
  /// Adds `section` after the last section (in an expanding source, in the state
  /// ``ExpandingDataSource/expandsNewSections`` gives).
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*s*) for *s* sections.
  public func appendSection(_ section: Section) throws(DataSourceError) {
    try insertSection(section, at: sections.count)
  }

  /// Inserts `section` so that it becomes section `index` (after-batch coordinates); in an
  /// expanding source, in the state ``ExpandingDataSource/expandsNewSections`` gives, and the
  /// table sees it with its visible rows only.
  ///
  /// - Throws: ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)`` or
  ///   ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s*) for *s* sections.
  public func insertSection(_ section: Section, at index: Int) throws(DataSourceError) {
    // Checked before building the IndexSet, which cannot hold `Int.max`.
    try checkInsertion(at: index, into: sections.count, section: nil)
    try insertSections([section], at: IndexSet(integer: index))
  }

  /// Inserts `newSections` at `indexes`, positions in the sections **after** the insertion.
  ///
  /// - Throws: ``DataSourceError/countMismatch(dataSource:indexes:items:)``,
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)`` or
  ///   ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* new ones.
  public func insertSections(_ newSections: [Section], at indexes: IndexSet)
    throws(DataSourceError)
  {
    try checkInsertion(at: indexes, count: newSections.count, into: sections.count, section: nil)
    try checkUnique(newSections.map(\.id), against: sections)
    guard !newSections.isEmpty else { return }
    let store = _store
    let caps = newSections.map { store.policy?.cap(for: $0) }
    try edit { receiver in
      for (offset, (section, index)) in zip(newSections, indexes).enumerated() {
        let limit = store.newLimit(cap: caps[offset])
        receiver.insertSection(
          at: index, rowCount: VisibleRows.count(section.items.count, limit: limit))
      }
    } _: {
      for (offset, (section, index)) in zip(newSections, indexes).enumerated() {
        store.insert(section, at: index, cap: caps[offset])
      }
    }
  }

  /// Moves the section at `source` so that it ends up at `destination`, both in the sections as
  /// they are now; an expanding source's section keeps its expansion state.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*s*).
  public func moveSection(from source: Int, to destination: Int) throws(DataSourceError) {
    try checkSection(source)
    try checkSection(destination)
    guard source != destination else { return }
    try edit {
      $0.moveSection(from: source, to: destination)
    } _: {
      _store.moveSection(from: source, to: destination)
    }
  }

  /// Replaces the section at `index` and reloads it (the table sees a delete and an insert of
  /// the section). In an expanding source, a section with the same identifier keeps its
  /// expansion state; one with a new identifier starts in the state
  /// ``ExpandingDataSource/expandsNewSections`` gives.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s*).
  public func replaceSection(at index: Int, with section: Section) throws(DataSourceError) {
    try checkSection(index)
    var others = sections
    others.remove(at: index)
    try checkUnique([section.id], against: others)
    let store = _store
    let oldID = sections[index].id
    let expanded =
      section.id == oldID
      ? store.policy?.expandedIDs.contains(oldID) : store.policy?.expandsNewSections
    let newCap = store.policy?.cap(for: section)
    try edit {
      $0.deleteSection(at: index)
      $0.insertSection(
        at: index,
        rowCount: VisibleRows.count(section.items.count, limit: expanded == true ? nil : newCap))
    } _: {
      store.sections[index] = section
      guard let newCap else { return }
      store.policy?.caps[index] = newCap
      store.policy?.expandedIDs.remove(oldID)
      if expanded == true { store.policy?.expandedIDs.insert(section.id) }
    }
  }

  /// Removes the section at `index` (and forgets its expansion state).
  ///
  /// - Returns: The removed section.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*s*).
  @discardableResult
  public func removeSection(at index: Int) throws(DataSourceError) -> Section {
    try checkSection(index)
    let section = sections[index]
    try removeSections(at: IndexSet(integer: index))
    return section
  }

  /// Removes the section with identifier `id`.
  ///
  /// - Throws: ``DataSourceError/unknownSection(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s*).
  public func removeSection(withID id: SectionID) throws(DataSourceError) {
    try removeSections(at: IndexSet(integer: try sectionIndex(withID: id)))
  }

  /// Removes the sections at `indexes`, positions before the removal.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*s*).
  public func removeSections(at indexes: IndexSet) throws(DataSourceError) {
    if let last = indexes.last { try checkSection(last) }
    if let first = indexes.first { try checkSection(first) }
    guard !indexes.isEmpty else { return }
    try edit {
      for index in indexes.reversed() { $0.deleteSection(at: index) }
    } _: {
      for index in indexes.reversed() { _store.removeSection(at: index) }
    }
  }

  /// Removes every section.
  ///
  /// - Complexity: O(*s*).
  public func removeAll() {
    guard !core.deferDuringDelivery({ [weak self] in self?.removeAll() }) else { return }
    try? removeSections(at: IndexSet(integersIn: 0..<sections.count))
  }

  /// Replaces all sections with `newSections`, as one batch deleting every section and
  /// inserting the new ones; with `Sendable` identifiers and items, the change is diffed instead
  /// (see the overload).
  ///
  /// In an expanding source, sections whose identifier was already present keep their
  /// expansion state — a section the user opened stays open across a refresh — and the others
  /// start in the state ``ExpandingDataSource/expandsNewSections`` gives. The state of
  /// identifiers that are gone is forgotten.
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*s* + *k*) for *s* old and *k* new sections.
  public func replaceAll(with newSections: [Section]) throws(DataSourceError) {
    try checkUnique(newSections.map(\.id))
    try replaceAll(with: Replacement(newSections, replacing: _store), changes: nil)
  }

  /// Sets the sections (and their expansion and caps), recording `changes` (of the rows the
  /// table shows) or, without them, a delete and insert of every section.
  func replaceAll(with new: Replacement<SectionID, Item>, changes: Changeset?)
    throws(DataSourceError)
  {
    guard !sections.isEmpty || !new.sections.isEmpty else { return }
    try edit { receiver in
      if let changes {
        receiver.apply(changes, rowCount: { new.shownCounts[$0] })
      } else {
        for index in sections.indices.reversed() { receiver.deleteSection(at: index) }
        for (index, count) in new.shownCounts.enumerated() {
          receiver.insertSection(at: index, rowCount: count)
        }
      }
    } _: {
      _store.sections = new.sections
      _store.policy = new.policy
    }
  }
}

extension SectionedSource where SectionID: Sendable, Item: Sendable {
  /// Replaces all sections with `newSections`, animated as the diff of the rows the table shows
  /// before and after (in an expanding source, a collapsed section shows its first rows):
  /// sections are matched by identifier and items by value, across sections, with the fewest
  /// moves; a section whose title changed is reloaded. An expanding source keeps expansion by
  /// identifier as in the general overload. When an item is shown twice, every section is
  /// deleted and inserted instead.
  ///
  /// ```swift
  /// try shop.replaceAll(with: [
  ///   TableSection(id: "veg", items: ["Leek", "Kale"]),
  ///   TableSection(id: "fruit", items: ["Pear"]),
  /// ])
  /// ```
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*v* + *w*) expected for the rows shown before and after, plus O(*r* log
  ///   *r*) for the moves.
  public func replaceAll(with newSections: [Section]) throws(DataSourceError) {
    try checkUnique(newSections.map(\.id))
    let new = Replacement(newSections, replacing: _store)
    let changes: Changeset? =
      if let old = try? shownRows(identifiedBy: { $0 }),
        let next = try? shownRows(of: new, identifiedBy: { $0 }, reusing: old)
      {
        shownRowChanges(from: old, to: next, sections: newSections)
      } else {
        nil
      }
    try replaceAll(with: new, changes: changes)
  }

  /// The rows the table shows, or `new` shows when given (in an expanding source, the visible
  /// rows; the model's, not the frozen copy of a paused source), as a snapshot of their items
  /// identified by `identity`; see ``Snapshot/init(items:section:identifiedBy:dataSource:reusing:)``
  /// for `previous`.
  ///
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)`` when two
  ///   rows share an identity.
  /// - Complexity: O(*v*) expected for *v* rows shown.
  func shownRows<ID: Hashable & Sendable>(
    of new: Replacement<SectionID, Item>? = nil, identifiedBy identity: (Item) -> ID,
    reusing previous: Snapshot<SectionID, ID, Item>? = nil
  ) throws(DataSourceError) -> Snapshot<SectionID, ID, Item> {
    let store = _store
    let sections = new?.sections ?? store.sections
    let limits = new?.limits ?? store.sections.indices.map(store.limit)
    let shown = zip(sections, limits).map { section, limit in
      (id: section.id, items: limit.map { Array(section.items.prefix($0)) } ?? section.items)
    }
    return try Snapshot(
      sections: shown, identifiedBy: identity, dataSource: name, reusing: previous)
  }

  /// The change from the rows `old` to the rows `new` of `newSections`: the diff by identity,
  /// a reconfigure for each kept row whose item changed (a new cell where the kind of cell
  /// changed), and a reload for each section whose title changed.
  ///
  /// - Complexity: O(*v* + *w*) expected for the rows of `old` and `new`, plus O(*r* log *r*)
  ///   for the moves.
  func shownRowChanges<ID: Hashable & Sendable>(
    from old: Snapshot<SectionID, ID, Item>, to new: Snapshot<SectionID, ID, Item>,
    sections newSections: [Section]
  ) -> Changeset {
    var changes = replacingCells(in: Changeset.rawDiff(from: old, to: new), from: old, to: new)
    changes.reloadRetitledSections(from: sections, to: newSections)
    return changes
  }
}
