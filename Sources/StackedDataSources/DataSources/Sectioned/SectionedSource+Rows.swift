import Foundation

extension SectionedSource {
  /// Inserts `item` so that it becomes the item at `path` (after the insertion).
  ///
  /// The table sees the row inserted; in a collapsed section of an expanding source, only what
  /// changes among the visible rows: the insert when `path` is within them, plus the delete of
  /// the row pushed past the cap when the section is full; nothing when `path` is past the cap.
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
    try insert(contentsOf: [item], at: path)
  }

  /// Inserts `newItems` so that the first becomes the item at `path` (after the insertion) and
  /// the rest follow it.
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
    try editItems(of: section) {
      for (item, row) in zip(newItems, rows) { $0.items.insert(item, at: row) }
    } record: { receiver, limit in
      for (offset, row) in rows.enumerated() {
        receiver.recordItemInsert(row: row, section: section, count: count + offset, limit: limit)
      }
    }
  }

  /// Adds `item` after the last item of `section`.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: as ``append(contentsOf:toSection:)``.
  public func append(_ item: Item, toSection section: Int) throws(DataSourceError) {
    try append(contentsOf: [item], toSection: section)
  }

  /// Adds `newItems` after the last item of `section`; when the section is collapsed and full,
  /// the table sees nothing.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*k*) for *k* new items, plus O(*r*) the first time a transaction touches
  ///   the section (an expanding source's, O(*r* + *k*)).
  public func append(contentsOf newItems: [Item], toSection section: Int)
    throws(DataSourceError)
  {
    try checkSection(section)
    let start = sections[section].items.count
    try insert(
      newItems, at: IndexSet(integersIn: start..<start + newItems.count), inSection: section)
  }

  /// Replaces the item at `path`: its row is reconfigured (the cell shows the new item), or
  /// reloaded when the new item takes another kind of cell (``ItemDataSource/reuseIdentifier``);
  /// the table sees nothing when the item is hidden in a collapsed section.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(1), plus O(*r*) the first time a transaction touches the section.
  public func replace(at path: TablePath, with item: Item) throws(DataSourceError) {
    try checkRow(path)
    let old = sections[path.section].items[path.row]
    let count = sections[path.section].items.count
    try editItems(of: path.section) {
      $0.items[path.row] = item
    } record: { receiver, limit in
      if path.row < VisibleRows.count(count, limit: limit) {
        refreshRow(at: path, from: old, to: item, on: receiver)
      }
    }
  }

  /// Removes the item at `path`; see ``remove(at:inSection:)``.
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
  /// The table sees their rows deleted. With ``SectionedDataSource/removesEmptySections`` an
  /// emptied section is removed too. In a collapsed section of an expanding source, only the
  /// visible items' rows are deleted, and the first hidden items pulled up into the last
  /// visible rows are inserted; nothing is sent for hidden items.
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
    if _store.removesEmptySections && rows.count == count {
      return try edit {
        $0.deleteSection(at: section)
      } _: {
        _store.removeSection(at: section)
      }
    }
    try editItems(of: section) {
      for row in rows.reversed() { $0.items.remove(at: row) }
    } record: { receiver, limit in
      for (offset, row) in rows.reversed().enumerated() {
        receiver.recordItemRemove(row: row, section: section, count: count - offset, limit: limit)
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
    // During a delivery, the matching values are removed after it (a predicate of values
    // matches equal values alike).
    let matching = Set(
      doomed.flatMap { entry in entry.rows.map { sections[entry.section].items[$0] } })
    guard !core.deferDuringDelivery({ [weak self] in self?.removeAll { matching.contains($0) } })
    else { return }
    // Last section first: a section emptied and removed does not move the ones before it.
    performBatchUpdates {
      for entry in doomed.reversed() { try? remove(at: entry.rows, inSection: entry.section) }
    }
  }

  /// Moves the item at `source` so that it ends up at `destination`, within a section or across
  /// sections.
  ///
  /// Both paths are in the sections as they are now, with `destination` naming the item's final
  /// position (as `UITableView`'s interactive move reports it). With
  /// ``SectionedDataSource/removesEmptySections`` a section the move empties is removed
  /// afterwards. In an expanding source, a move between two visible rows is a row move; a move
  /// into or out of the hidden items is the delete or insert the table sees, with the rows
  /// pulled up or pushed past the cap.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``,
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: O(*r*) for the items of the two sections.
  public func move(from source: TablePath, to destination: TablePath) throws(DataSourceError) {
    try checkMove(from: source, to: destination)
    guard source != destination else { return }
    guard source.section != destination.section else {
      let count = sections[source.section].items.count
      return try editItems(of: source.section) {
        $0.items.insert($0.items.remove(at: source.row), at: destination.row)
      } record: { receiver, limit in
        receiver.recordItemMove(
          from: source.row, to: destination.row, section: source.section, count: count,
          limit: limit)
      }
    }
    try moveAcross(from: source, to: destination)
  }

  private func moveAcross(from source: TablePath, to destination: TablePath)
    throws(DataSourceError)
  {
    let store = _store
    let (fromCount, toCount) = (
      sections[source.section].items.count, sections[destination.section].items.count
    )
    let empties = store.removesEmptySections && fromCount == 1
    let (fromLimit, toLimit) = (store.limit(source.section), store.limit(destination.section))
    // The collapsed row counts the two sections take with their new items.
    var newCaps: (Int, Int)?
    if let policy = store.policy {
      var (from, to) = (sections[source.section], sections[destination.section])
      to.items.insert(from.items.remove(at: source.row), at: destination.row)
      newCaps = (policy.cap(for: from), policy.cap(for: to))
    }
    try edit { receiver in
      let fromVisible = VisibleRows.count(fromCount, limit: fromLimit)
      let toVisible = VisibleRows.count(toCount, limit: toLimit)
      if source.row < fromVisible
        && destination.row < VisibleRows.count(toCount + 1, limit: toLimit)
      {
        // Keep the row's identity as a move; then the overflow rows of both sections.
        receiver.moveRow(from: source, to: destination)
        if VisibleRows.count(fromCount - 1, limit: fromLimit) == fromVisible {
          receiver.insertRow(at: TablePath(section: source.section, row: fromVisible - 1))
        }
        if VisibleRows.count(toCount + 1, limit: toLimit) == toVisible {
          receiver.deleteRow(at: TablePath(section: destination.section, row: toVisible))
        }
      } else {
        receiver.recordItemRemove(
          row: source.row, section: source.section, count: fromCount, limit: fromLimit)
        receiver.recordItemInsert(
          row: destination.row, section: destination.section, count: toCount, limit: toLimit)
      }
      if let newCaps, fromLimit != nil {
        receiver.recordLimitChange(
          section: source.section, count: fromCount - 1, from: fromLimit, to: newCaps.0)
      }
      if let newCaps, toLimit != nil {
        receiver.recordLimitChange(
          section: destination.section, count: toCount + 1, from: toLimit, to: newCaps.1)
      }
      if empties { receiver.deleteSection(at: source.section) }
    } _: {
      let item = store.sections[source.section].items.remove(at: source.row)
      store.sections[destination.section].items.insert(item, at: destination.row)
      if let newCaps {
        store.policy?.caps[source.section] = newCaps.0
        store.policy?.caps[destination.section] = newCaps.1
      }
      if empties { store.removeSection(at: source.section) }
    }
  }
}
