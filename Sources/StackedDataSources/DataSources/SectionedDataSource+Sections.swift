import Foundation

extension SectionedDataSource {
  /// Adds `section` after the last section.
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*s*) for *s* sections.
  public func appendSection(_ section: Section) throws(DataSourceError) {
    try insertSection(section, at: sections.count)
  }

  /// Inserts `section` so that it becomes section `index` (after-batch coordinates).
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
  /// - Complexity: O(*s* + *k*).
  public func insertSections(_ newSections: [Section], at indexes: IndexSet)
    throws(DataSourceError)
  {
    try checkInsertion(at: indexes, count: newSections.count, into: sections.count, section: nil)
    try checkUnique(newSections.map(\.id), against: sections)
    guard !newSections.isEmpty else { return }
    try edit {
      for (section, index) in zip(newSections, indexes) {
        $0.insertSection(at: index, rowCount: section.items.count)
      }
    } _: {
      for (section, index) in zip(newSections, indexes) { sections.insert(section, at: index) }
    }
  }

  /// Moves the section at `source` so that it ends up at `destination`, both in the sections as
  /// they are now.
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
    }
  }

  /// Replaces the section at `index` and reloads it.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s*).
  public func replaceSection(at index: Int, with section: Section) throws(DataSourceError) {
    try checkSection(index)
    var others = sections
    others.remove(at: index)
    try checkUnique([section.id], against: others)
    try edit {
      $0.deleteSection(at: index)
      $0.insertSection(at: index, rowCount: section.items.count)
    } _: {
      sections[index] = section
    }
  }

  /// Removes the section at `index`.
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
      for index in indexes.reversed() { sections.remove(at: index) }
    }
  }

  /// Removes the section with identifier `id`.
  ///
  /// - Throws: ``DataSourceError/unknownSection(dataSource:identifier:)``; nothing changes.
  /// - Complexity: O(*s*).
  public func removeSection(withID id: SectionID) throws(DataSourceError) {
    try removeSections(at: IndexSet(integer: try sectionIndex(withID: id)))
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
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``; nothing
  ///   changes.
  /// - Complexity: O(*s* + *k*).
  public func replaceAll(with newSections: [Section]) throws(DataSourceError) {
    try replaceAll(with: newSections, changes: nil)
  }

  /// Applies `changes` (or, without them, a delete and insert of every section) and sets the
  /// sections.
  func replaceAll(with newSections: [Section], changes: Changeset?) throws(DataSourceError) {
    try checkUnique(newSections.map(\.id))
    guard !sections.isEmpty || !newSections.isEmpty else { return }
    try edit {
      if let changes {
        $0.apply(changes, rowCount: { newSections[$0].items.count })
      } else {
        for index in sections.indices.reversed() { $0.deleteSection(at: index) }
        for (index, section) in newSections.enumerated() {
          $0.insertSection(at: index, rowCount: section.items.count)
        }
      }
    } _: {
      sections = newSections
    }
  }

}

extension SectionedDataSource where SectionID: Sendable, Item: Sendable {
  /// Replaces all sections with `newSections`, animated as the diff between the two: sections
  /// are matched by identifier and items by value, across sections, with the fewest moves.
  /// When an item appears twice, every section is deleted and inserted instead.
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
  /// - Complexity: O(*n* + *m*) expected for the items, plus O(*r* log *r*) for the moves.
  public func replaceAll(with newSections: [Section]) throws(DataSourceError) {
    try checkUnique(newSections.map(\.id))
    var changes = try? Changeset.rawDiff(
      from: Snapshot(sections: sections.map { ($0.id, $0.items) }, identifiedBy: { $0 }),
      to: Snapshot(sections: newSections.map { ($0.id, $0.items) }, identifiedBy: { $0 }),
      contentEquals: ==
    )
    changes?.reloadRetitledSections(from: sections, to: newSections)
    try replaceAll(with: newSections, changes: changes)
  }
}
