import Foundation

extension ExpandingDataSource {
  /// Inserts `item` so that it becomes the item at `path` (after the insertion).
  ///
  /// The table sees only what changes among the visible rows: an insert when `path` is within
  /// them, plus the delete of the row pushed past the cap when the section is collapsed and
  /// full; nothing when `path` is past the cap.
  ///
  /// ```swift
  /// // Collapsed to 3 of ["a", "b", "c", "d"]: insert row 0, delete row 3 ("c" is pushed out).
  /// try recent.insert("z", at: TablePath(section: 0, row: 0))
  /// ```
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: O(*r*) for *r* items in the section.
  public func insert(_ item: Item, at path: TablePath) throws(DataSourceError) {
    try checkSection(path.section)
    try checkInsertion(
      at: path.row, into: sections[path.section].items.count, section: path.section)
    try insert([item], at: IndexSet(integer: path.row), inSection: path.section)
  }

  /// Inserts `newItems` at `rows` of `section`, item positions **after** the insertion.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``,
  ///   ``DataSourceError/countMismatch(dataSource:indexes:items:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: O(*r* + *k*) for *r* items in the section and *k* new items.
  public func insert(_ newItems: [Item], at rows: IndexSet, inSection section: Int)
    throws(DataSourceError)
  {
    try checkSection(section)
    let count = sections[section].items.count
    try checkInsertion(at: rows, count: newItems.count, into: count, section: section)
    guard !newItems.isEmpty else { return }
    var updated = sections[section]
    for (item, row) in zip(newItems, rows) { updated.items.insert(item, at: row) }
    try editItems(of: section, to: updated) { tracker, limit in
      for (offset, row) in rows.enumerated() {
        tracker.recordItemInsert(row: row, section: section, count: count + offset, limit: limit)
      }
    }
  }

  /// Adds `item` after the last row of `section`.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: as ``append(contentsOf:toSection:)``.
  public func append(_ item: Item, toSection section: Int) throws(DataSourceError) {
    try append(contentsOf: [item], toSection: section)
  }

  /// Inserts `newItems` so that the first becomes the row at `path` (after-batch coordinates)
  /// and the rest follow it.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: as ``insert(_:at:inSection:)``.
  public func insert(contentsOf newItems: [Item], at path: TablePath) throws(DataSourceError) {
    try checkSection(path.section)
    try checkInsertion(
      at: path.row, into: sections[path.section].items.count, section: path.section)
    try insert(
      newItems, at: IndexSet(integersIn: path.row..<path.row + newItems.count),
      inSection: path.section)
  }

  /// Adds `newItems` after the last item of `section`; when the section is collapsed and full,
  /// the table sees nothing.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*r* + *k*).
  public func append(contentsOf newItems: [Item], toSection section: Int)
    throws(DataSourceError)
  {
    try checkSection(section)
    let start = sections[section].items.count
    try insert(
      newItems, at: IndexSet(integersIn: start..<start + newItems.count), inSection: section)
  }

  /// Replaces the item at `path`; when it is visible the table sees its row reconfigured (or
  /// reloaded when the new item takes another kind of cell, ``ItemDataSource/reuseIdentifier``),
  /// and nothing otherwise.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(1), plus O(*r*) the first time a transaction touches the section.
  public func replace(at path: TablePath, with item: Item) throws(DataSourceError) {
    try checkRow(path)
    let old = sections[path.section].items[path.row]
    var updated = sections[path.section]
    updated.items[path.row] = item
    try editItems(of: path.section, to: updated) { tracker, limit in
      let visible = VisibleRows.count(updated.items.count, limit: limit)
      if path.row < visible { refreshRow(at: path, from: old, to: item, on: tracker) }
    }
  }

  /// Removes the item at `path`.
  ///
  /// The table sees a delete when the item was visible, plus the insert of the first hidden item
  /// pulled up into the last visible row when the section is collapsed; nothing when the item
  /// was hidden.
  ///
  /// - Returns: The removed item.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(*r*) for *r* items in the section.
  @discardableResult
  public func remove(at path: TablePath) throws(DataSourceError) -> Item {
    try checkRow(path)
    let item = sections[path.section].items[path.row]
    try remove(at: IndexSet(integer: path.row), inSection: path.section)
    return item
  }

  /// Removes the items at `rows` of `section`, item positions before the removal.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(*r*) for *r* items in the section.
  public func remove(at rows: IndexSet, inSection section: Int) throws(DataSourceError) {
    try checkSection(section)
    if let last = rows.last { try checkRow(TablePath(section: section, row: last)) }
    if let first = rows.first { try checkRow(TablePath(section: section, row: first)) }
    guard !rows.isEmpty else { return }
    let count = sections[section].items.count
    var updated = sections[section]
    for row in rows.reversed() { updated.items.remove(at: row) }
    try editItems(of: section, to: updated) { tracker, limit in
      for (offset, row) in rows.reversed().enumerated() {
        tracker.recordItemRemove(row: row, section: section, count: count - offset, limit: limit)
      }
    }
  }

  /// Removes every item that satisfies `shouldRemove`, in every section, as one batch.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func removeAll(where shouldRemove: (Item) throws -> Bool) rethrows {
    var doomed: [(section: Int, rows: IndexSet)] = []
    for (index, section) in sections.enumerated() {
      var rows = IndexSet()
      for (row, item) in section.items.enumerated() where try shouldRemove(item) {
        rows.insert(row)
      }
      if !rows.isEmpty { doomed.append((index, rows)) }
    }
    guard !doomed.isEmpty else { return }
    let matching = Set(
      doomed.flatMap { entry in entry.rows.map { sections[entry.section].items[$0] } })
    guard !core.deferDuringDelivery({ [weak self] in self?.removeAll { matching.contains($0) } })
    else { return }
    performBatchUpdates {
      for entry in doomed { try? remove(at: entry.rows, inSection: entry.section) }
    }
  }

  /// Moves the item at `source` so that it ends up at `destination`, within a section or across
  /// sections; both are item paths in the sections as they are now, `destination` naming the
  /// item's final position.
  ///
  /// A move between two visible rows is a row move; a move into or out of the hidden items is
  /// the delete or insert the table sees, with the rows pulled up or pushed past the cap.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``,
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: O(*r*) for the items of the two sections.
  public func move(from source: TablePath, to destination: TablePath) throws(DataSourceError) {
    try checkMove(from: source, to: destination)
    let sameSection = source.section == destination.section
    guard source != destination else { return }
    if sameSection {
      var updated = sections[source.section]
      updated.items.insert(updated.items.remove(at: source.row), at: destination.row)
      try editItems(of: source.section, to: updated) { tracker, limit in
        tracker.recordItemMove(
          from: source.row, to: destination.row, section: source.section,
          count: updated.items.count, limit: limit)
      }
    } else {
      try moveAcross(from: source, to: destination)
    }
  }

  // MARK: Internal

  private func moveAcross(from source: TablePath, to destination: TablePath)
    throws(DataSourceError)
  {
    var from = sections[source.section]
    var to = sections[destination.section]
    to.items.insert(from.items.remove(at: source.row), at: destination.row)
    let (fromLimit, toLimit) = (limit(source.section), limit(destination.section))
    let (fromCount, toCount) = (from.items.count + 1, to.items.count - 1)
    let (fromCap, toCap) = (cap(for: from), cap(for: to))
    try edit { tracker in
      let leaves = source.row < VisibleRows.count(fromCount, limit: fromLimit)
      let arrives = destination.row < VisibleRows.count(toCount + 1, limit: toLimit)
      if leaves && arrives {
        // Keep the row's identity as a move; then the overflow rows of both sections.
        tracker.moveRow(from: source, to: destination)
        let fromVisible = VisibleRows.count(fromCount, limit: fromLimit)
        if VisibleRows.count(fromCount - 1, limit: fromLimit) == fromVisible {
          tracker.insertRow(at: TablePath(section: source.section, row: fromVisible - 1))
        }
        let toVisible = VisibleRows.count(toCount, limit: toLimit)
        if VisibleRows.count(toCount + 1, limit: toLimit) == toVisible {
          tracker.deleteRow(at: TablePath(section: destination.section, row: toVisible))
        }
      } else {
        tracker.recordItemRemove(
          row: source.row, section: source.section, count: fromCount, limit: fromLimit)
        tracker.recordItemInsert(
          row: destination.row, section: destination.section, count: toCount, limit: toLimit)
      }
      if fromLimit != nil {
        tracker.recordLimitChange(
          section: source.section, count: fromCount - 1, from: fromLimit, to: fromCap)
      }
      if toLimit != nil {
        tracker.recordLimitChange(
          section: destination.section, count: toCount + 1, from: toLimit, to: toCap)
      }
    } _: {
      sections[source.section] = from
      sections[destination.section] = to
      caps[source.section] = fromCap
      caps[destination.section] = toCap
    }
  }

  /// Replaces the section at `index` by `updated`, which has the same identifier and other
  /// items: `record` gives the row edits under the current limit, then the collapsed row count
  /// is evaluated again for the new items and any change is recorded too.
  func editItems(
    of index: Int, to updated: Section, _ record: (any EditReceiver, Int?) -> Void
  ) throws(DataSourceError) {
    let limit = limit(index)
    let newCap = cap(for: updated)
    try edit { tracker in
      record(tracker, limit)
      if limit != nil {
        tracker.recordLimitChange(
          section: index, count: updated.items.count, from: limit, to: newCap)
      }
    } _: {
      sections[index] = updated
      caps[index] = newCap
    }
  }
}
