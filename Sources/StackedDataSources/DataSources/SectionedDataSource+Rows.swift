import Foundation

extension SectionedDataSource {
  /// Inserts `item` so that it becomes the row at `path` (after-batch coordinates).
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: O(*r*) for *r* rows in the section.
  public func insert(_ item: Item, at path: TablePath) throws(DataSourceError) {
    try checkSection(path.section)
    try checkInsertion(
      at: path.row, into: sections[path.section].items.count, section: path.section)
    try insert([item], at: IndexSet(integer: path.row), inSection: path.section)
  }

  /// Inserts `newItems` at `rows` of `section`, positions **after** the insertion.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``,
  ///   ``DataSourceError/countMismatch(dataSource:indexes:items:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: O(*r* + *k*).
  public func insert(_ newItems: [Item], at rows: IndexSet, inSection section: Int)
    throws(DataSourceError)
  {
    try checkSection(section)
    try checkInsertion(
      at: rows, count: newItems.count, into: sections[section].items.count, section: section)
    guard !newItems.isEmpty else { return }
    try edit {
      for row in rows { $0.insertRow(at: TablePath(section: section, row: row)) }
    } _: {
      for (item, row) in zip(newItems, rows) { sections[section].items.insert(item, at: row) }
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

  /// Adds `newItems` after the last row of `section`.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*k*), plus O(*r*) the first time a transaction touches the section.
  public func append(contentsOf newItems: [Item], toSection section: Int)
    throws(DataSourceError)
  {
    try checkSection(section)
    let start = sections[section].items.count
    try insert(
      newItems, at: IndexSet(integersIn: start..<start + newItems.count),
      inSection: section)
  }

  /// Replaces the item at `path`: its row is reconfigured (the cell shows the new item), or
  /// reloaded when the new item takes another kind of cell (``ItemDataSource/reuseIdentifier``).
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(1), plus O(*r*) the first time a transaction touches the section.
  public func replace(at path: TablePath, with item: Item) throws(DataSourceError) {
    try checkRow(path)
    try edit { receiver in
      refreshRow(at: path, from: sections[path.section].items[path.row], to: item, on: receiver)
    } _: {
      sections[path.section].items[path.row] = item
    }
  }

  /// Removes the item at `path` and deletes its row; with ``removesEmptySections`` an emptied
  /// section is removed too.
  ///
  /// - Returns: The removed item.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(*r*).
  @discardableResult
  public func remove(at path: TablePath) throws(DataSourceError) -> Item {
    try checkRow(path)
    let item = sections[path.section].items[path.row]
    try remove(at: IndexSet(integer: path.row), inSection: path.section)
    return item
  }

  /// Removes the items at `rows` of `section`, positions before the removal; with
  /// ``removesEmptySections`` an emptied section is removed too.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(*r*).
  public func remove(at rows: IndexSet, inSection section: Int) throws(DataSourceError) {
    try checkSection(section)
    if let last = rows.last { try checkRow(TablePath(section: section, row: last)) }
    if let first = rows.first { try checkRow(TablePath(section: section, row: first)) }
    guard !rows.isEmpty else { return }
    let empties = removesEmptySections && rows.count == sections[section].items.count
    try edit {
      if empties {
        $0.deleteSection(at: section)
      } else {
        for row in rows.reversed() { $0.deleteRow(at: TablePath(section: section, row: row)) }
      }
    } _: {
      if empties {
        sections.remove(at: section)
      } else {
        for row in rows.reversed() { sections[section].items.remove(at: row) }
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
    performBatchUpdates {
      for entry in doomed.reversed() { try? remove(at: entry.rows, inSection: entry.section) }
    }
  }

  /// Moves the item at `source` so that it ends up at `destination`, within a section or across
  /// sections.
  ///
  /// Both paths are in the sections as they are now, with `destination` naming the item's final
  /// position (as `UITableView`'s interactive move reports it). With ``removesEmptySections`` a
  /// section the move empties is removed afterwards.
  ///
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)``,
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)`` or
  ///   ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)``; nothing changes.
  /// - Complexity: O(*r*) for the rows of the two sections.
  public func move(from source: TablePath, to destination: TablePath) throws(DataSourceError) {
    try checkMove(from: source, to: destination)
    guard source != destination else { return }
    let empties =
      removesEmptySections && source.section != destination.section
      && sections[source.section].items.count == 1
    try edit {
      $0.moveRow(from: source, to: destination)
      if empties { $0.deleteSection(at: source.section) }
    } _: {
      let item = sections[source.section].items.remove(at: source.row)
      sections[destination.section].items.insert(item, at: destination.row)
      if empties { sections.remove(at: source.section) }
    }
  }
}
