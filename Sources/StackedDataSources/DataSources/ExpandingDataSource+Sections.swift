import Foundation

extension ExpandingDataSource {
  /// Adds `section` after the last section, in the state ``expandsNewSections`` gives.
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*s*) for *s* sections.
  public func appendSection(_ section: Section) throws(DataSourceError) {
    try insertSection(section, at: sections.count)
  }

  /// Inserts `section` so that it becomes section `index` (after-batch coordinates), in the
  /// state ``expandsNewSections`` gives; the table sees it with its visible rows only.
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
    let newCaps = newSections.map(cap(for:))
    let expands = expandsNewSections
    try edit { tracker in
      for (offset, (section, index)) in zip(newSections, indexes).enumerated() {
        let limit = expands ? nil : newCaps[offset]
        tracker.insertSection(
          at: index, rowCount: VisibleRows.count(section.items.count, limit: limit))
      }
    } _: {
      for (offset, (section, index)) in zip(newSections, indexes).enumerated() {
        sections.insert(section, at: index)
        caps.insert(newCaps[offset], at: index)
        if expands { expandedIDs.insert(section.id) }
      }
    }
  }

  /// Moves the section at `source` so that it ends up at `destination`, both in the sections as
  /// they are now; its expansion state moves with it.
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
      sections.insert(sections.remove(at: source), at: destination)
      caps.insert(caps.remove(at: source), at: destination)
    }
  }

  /// Replaces the section at `index` and reloads it (the table sees a delete and an insert of
  /// the section). A section with the same identifier keeps its expansion state; one with a new
  /// identifier starts in the state ``expandsNewSections`` gives.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s*).
  public func replaceSection(at index: Int, with section: Section) throws(DataSourceError) {
    try checkSection(index)
    var others = sections
    others.remove(at: index)
    try checkUnique([section.id], against: others)
    let oldID = sections[index].id
    let expanded =
      section.id == oldID ? expandedIDs.contains(oldID) : expandsNewSections
    let newCap = cap(for: section)
    try edit {
      $0.deleteSection(at: index)
      $0.insertSection(
        at: index,
        rowCount: VisibleRows.count(section.items.count, limit: expanded ? nil : newCap))
    } _: {
      expandedIDs.remove(oldID)
      if expanded { expandedIDs.insert(section.id) }
      sections[index] = section
      caps[index] = newCap
    }
  }

  /// Removes the section at `index`, and forgets its expansion state.
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
      for index in indexes.reversed() {
        expandedIDs.remove(sections.remove(at: index).id)
        caps.remove(at: index)
      }
    }
  }

  /// Replaces all sections with `newSections`, as one batch of section deletes and inserts;
  /// with `Sendable` identifiers and items, the rows the table shows are diffed instead (see
  /// the overload).
  ///
  /// Sections whose identifier was already present keep their expansion state — a section the
  /// user opened stays open across a refresh — and the others start in the state
  /// ``expandsNewSections`` gives. The state of identifiers that are gone is forgotten.
  ///
  /// ```swift
  /// try recent.replaceAll(with: freshSections)   // "mail" stays expanded if it was
  /// ```
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*s* + *k*) for *s* old and *k* new sections.
  public func replaceAll(with newSections: [Section]) throws(DataSourceError) {
    try checkUnique(newSections.map(\.id))
    try replaceAll(with: Replacement(newSections, replacing: self), changes: nil)
  }

  /// New sections with the expansion and caps they take, and the rows each shows.
  struct Replacement {
    var sections: [Section]
    var expandedIDs: Set<SectionID> = []
    var caps: [Int]
    var shownCounts: [Int] = []

    /// `sections` replacing those of `source`: kept identifiers keep their expansion, new ones
    /// take ``expandsNewSections``.
    @MainActor init(_ sections: [Section], replacing source: ExpandingDataSource) {
      self.sections = sections
      let oldIDs = Set(source.sections.map(\.id))
      for section in sections
      where oldIDs.contains(section.id)
        ? source.expandedIDs.contains(section.id) : source.expandsNewSections
      {
        expandedIDs.insert(section.id)
      }
      caps = sections.map(source.cap(for:))
      shownCounts = sections.indices.map {
        let limit = expandedIDs.contains(sections[$0].id) ? nil : caps[$0]
        return VisibleRows.count(sections[$0].items.count, limit: limit)
      }
    }
  }

  /// Sets the sections, their expansion and caps, recording `changes` (of the rows the table
  /// shows) or, without them, a delete and insert of every section.
  func replaceAll(with new: Replacement, changes: Changeset?) throws(DataSourceError) {
    guard !sections.isEmpty || !new.sections.isEmpty else { return }
    try edit { tracker in
      if let changes {
        tracker.apply(changes, rowCount: { new.shownCounts[$0] })
      } else {
        for index in sections.indices.reversed() { tracker.deleteSection(at: index) }
        for (index, count) in new.shownCounts.enumerated() {
          tracker.insertSection(at: index, rowCount: count)
        }
      }
    } _: {
      sections = new.sections
      caps = new.caps
      expandedIDs = new.expandedIDs
    }
  }
}

extension ExpandingDataSource where SectionID: Sendable, Item: Sendable {
  /// Replaces all sections with `newSections`, animated as the diff of the rows the table
  /// shows before and after (a collapsed section shows its first rows): sections are matched
  /// by identifier and items by value, across sections, with the fewest moves; a section whose
  /// title changed is reloaded. Expansion is kept by identifier as in the general overload.
  /// When an item is shown twice, every section is deleted and inserted instead.
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*v* + *w*) expected for the rows shown before and after, plus O(*r* log
  ///   *r*) for the moves.
  public func replaceAll(with newSections: [Section]) throws(DataSourceError) {
    try checkUnique(newSections.map(\.id))
    let new = Replacement(newSections, replacing: self)
    let shown = { (sections: [Section], counts: [Int]) in
      zip(sections, counts).map { ($0.id, Array($0.items.prefix($1))) }
    }
    var changes = try? Changeset.rawDiff(
      from: Snapshot(
        sections: shown(sections, sections.indices.map(visibleCount)), identifiedBy: { $0 }),
      to: Snapshot(sections: shown(newSections, new.shownCounts), identifiedBy: { $0 }),
      contentEquals: ==)
    changes?.reloadRetitledSections(from: sections, to: newSections)
    try replaceAll(with: new, changes: changes)
  }
}
