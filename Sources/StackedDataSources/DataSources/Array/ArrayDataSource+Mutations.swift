import Foundation

extension ArrayDataSource {
  /// Adds `item` after the last row.
  ///
  /// Sends an insert of the new last row (after-batch coordinates).
  ///
  /// - Complexity: O(1) amortised, plus O(*n*) the first time a transaction touches the section.
  public func append(_ item: Item) {
    append(contentsOf: [item])
  }

  /// Adds `newItems` after the last row, in order.
  ///
  /// - Complexity: O(*k*) for *k* new items, plus O(*n*) the first time a transaction touches
  ///   the section.
  public func append(contentsOf newItems: some Sequence<Item>) {
    let newItems = Array(newItems)
    guard !newItems.isEmpty else { return }
    let start = items.count
    core.edit(orDefer: { [weak self] in self?.append(contentsOf: newItems) }) {
      $0.insertRows(at: path(start), count: newItems.count)
    } apply: {
      items.append(contentsOf: newItems)
    }
  }

  /// Inserts `item` so that it becomes row `index`.
  ///
  /// - Throws: ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)`` when
  ///   `index` is not in `0...count`; nothing changes.
  /// - Complexity: O(*n*).
  public func insert(_ item: Item, at index: Int) throws(DataSourceError) {
    try insert(contentsOf: [item], at: index)
  }

  /// Inserts `newItems` so that the first becomes row `index` and the rest follow it.
  ///
  /// - Throws: ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)`` when
  ///   `index` is not in `0...count`; nothing changes.
  /// - Complexity: O(*n* + *k*).
  public func insert(contentsOf newItems: [Item], at index: Int) throws(DataSourceError) {
    guard (0...items.count).contains(index) else {
      throw .insertionOutOfRange(dataSource: name, index: index, section: 0, count: items.count)
    }
    guard !newItems.isEmpty else { return }
    try edit {
      $0.insertRows(at: path(index), count: newItems.count)
    } _: {
      items.insert(contentsOf: newItems, at: index)
    }
  }

  /// Inserts `newItems` at `indexes`, which name their positions in the array **after** the
  /// insertion (as `NSMutableArray.insert(_:at:)` does).
  ///
  /// - Throws: ``DataSourceError/countMismatch(dataSource:indexes:items:)`` when the counts
  ///   differ; ``DataSourceError/insertionOutOfRange(dataSource:index:section:count:)`` when an
  ///   index would leave a gap. Nothing changes.
  /// - Complexity: O(*n* + *k*).
  public func insert(_ newItems: [Item], at indexes: IndexSet) throws(DataSourceError) {
    guard indexes.count == newItems.count else {
      throw .countMismatch(dataSource: name, indexes: indexes.count, items: newItems.count)
    }
    if let last = indexes.last, last >= items.count + newItems.count {
      throw .insertionOutOfRange(dataSource: name, index: last, section: 0, count: items.count)
    }
    if let first = indexes.first, first < 0 {
      throw .insertionOutOfRange(dataSource: name, index: first, section: 0, count: items.count)
    }
    guard !newItems.isEmpty else { return }
    try edit {
      for index in indexes { $0.insertRow(at: path(index)) }
    } _: {
      for (item, index) in zip(newItems, indexes) { items.insert(item, at: index) }
    }
  }

  /// Replaces the item at `index` with `item`: its row is reconfigured (the cell shows the new
  /// item), or reloaded when the new item takes another kind of cell
  /// (``ItemDataSource/reuseIdentifier``).
  ///
  /// - Throws: ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing
  ///   changes.
  /// - Complexity: O(1), plus O(*n*) the first time a transaction touches the section.
  public func replace(at index: Int, with item: Item) throws(DataSourceError) {
    try checkRow(index)
    try replace(at: IndexSet(integer: index), with: [item])
  }

  /// Replaces the items at `indexes` with `newItems`, in order: each row is reconfigured (its cell
  /// shows the new item) or, when the new item takes another kind of cell
  /// (``ItemDataSource/reuseIdentifier``), reloaded.
  ///
  /// - Throws: ``DataSourceError/countMismatch(dataSource:indexes:items:)`` or
  ///   ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing changes.
  /// - Complexity: O(*k*), plus O(*n*) the first time a transaction touches the section.
  public func replace(at indexes: IndexSet, with newItems: [Item]) throws(DataSourceError) {
    guard indexes.count == newItems.count else {
      throw .countMismatch(dataSource: name, indexes: indexes.count, items: newItems.count)
    }
    if let first = indexes.first { try checkRow(first) }
    if let last = indexes.last { try checkRow(last) }
    guard !newItems.isEmpty else { return }
    try edit { receiver in
      for (item, index) in zip(newItems, indexes) {
        refreshRow(at: path(index), from: items[index], to: item, on: receiver)
      }
    } _: {
      for (item, index) in zip(newItems, indexes) { items[index] = item }
    }
  }

  /// Moves the item at `source` so that it ends up at `destination`.
  ///
  /// Both indexes are in the array as it is now: `destination` is the item's index after the
  /// move. Only that element moves, even when other elements are equal to it (SSDataSources
  /// removed every equal element).
  ///
  /// - Throws: ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)`` for either
  ///   index; nothing changes.
  /// - Complexity: O(*n*).
  public func move(from source: Int, to destination: Int) throws(DataSourceError) {
    try checkRow(source)
    try checkRow(destination)
    guard source != destination else { return }
    try edit {
      $0.moveRow(from: path(source), to: path(destination))
    } _: {
      items.insert(items.remove(at: source), at: destination)
    }
  }

  /// Removes the item at `index` and deletes its row.
  ///
  /// - Returns: The removed item.
  /// - Throws: ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*n*).
  @discardableResult
  public func remove(at index: Int) throws(DataSourceError) -> Item {
    try checkRow(index)
    let item = items[index]
    try remove(at: IndexSet(integer: index))
    return item
  }

  /// Removes the items at `indexes`, which are positions before the removal.
  ///
  /// - Throws: ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)`` for the first
  ///   index out of range; nothing changes.
  /// - Complexity: O(*n*).
  public func remove(at indexes: IndexSet) throws(DataSourceError) {
    if let first = indexes.first { try checkRow(first) }
    if let last = indexes.last { try checkRow(last) }
    guard !indexes.isEmpty else { return }
    try edit {
      for range in indexes.rangeView.reversed() {
        $0.deleteRows(at: path(range.lowerBound), count: range.count)
      }
    } _: {
      for index in indexes.reversed() { items.remove(at: index) }
    }
  }

  /// Removes the items in `range`.
  ///
  /// - Throws: ``DataSourceError/rowOutOfRange(dataSource:row:section:rowCount:)``; nothing
  ///   changes.
  /// - Complexity: O(*n*).
  public func removeSubrange(_ range: Range<Int>) throws(DataSourceError) {
    guard !range.isEmpty else { return }
    try checkRow(range.lowerBound)
    try checkRow(range.upperBound - 1)
    try remove(at: IndexSet(integersIn: range))
  }

  /// Removes every item that satisfies `shouldRemove`.
  ///
  /// - Complexity: O(*n*).
  public func removeAll(where shouldRemove: (Item) throws -> Bool) rethrows {
    var indexes = IndexSet()
    for (index, item) in items.enumerated() where try shouldRemove(item) { indexes.insert(index) }
    // During a delivery, the matching values are removed after it (a predicate of values
    // matches equal values alike).
    let matching = Set(indexes.map { items[$0] })
    guard !core.deferDuringDelivery({ [weak self] in self?.removeAll { matching.contains($0) } })
    else { return }
    try? remove(at: indexes)
  }

  /// Removes every item.
  ///
  /// - Complexity: O(*n*).
  public func removeAll() {
    guard !core.deferDuringDelivery({ [weak self] in self?.removeAll() }) else { return }
    try? removeSubrange(0..<items.count)
  }
}

extension ArrayDataSource {
  /// Replaces all items with `newItems`, as one batch deleting every row and inserting the new
  /// ones; `Sendable` items are diffed instead (see the overloads).
  ///
  /// - Complexity: O(*n* + *m*).
  public func replaceAll(with newItems: [Item]) {
    replaceAll(with: newItems, changes: nil) { [weak self] in self?.replaceAll(with: newItems) }
  }
}

extension ArrayDataSource where Item: Sendable {
  /// Replaces all items with `newItems`, animated as the diff between the two: rows only in the
  /// old items are deleted, rows only in the new ones inserted, and the fewest moves reorder the
  /// rest. Items are matched by value; when either list has duplicates, every row is deleted and
  /// inserted instead.
  ///
  /// - Complexity: O(*n* + *m*) expected, plus O(*r* log *r*) for the moves.
  public func replaceAll(with newItems: [Item]) {
    // The new snapshot reuses the old one's index when the items are the same.
    let changes: Changeset? =
      if let old = try? Snapshot(items: items, section: 0, identifiedBy: { $0 }),
        let new = try? Snapshot(items: newItems, section: 0, identifiedBy: { $0 }, reusing: old)
      {
        Changeset.rawDiff(from: old, to: new)
      } else {
        nil
      }
    replaceAll(with: newItems, changes: changes) { [weak self] in self?.replaceAll(with: newItems) }
  }
}

extension ArrayDataSource {
  /// Applies `changes` (or, without them, a delete and insert of every row) and sets the items;
  /// during a delivery, `retry` runs after it instead.
  func replaceAll(with newItems: [Item], changes: Changeset?, retry: @escaping () -> Void) {
    guard !items.isEmpty || !newItems.isEmpty else { return }
    let oldCount = items.count
    core.edit(orDefer: retry) {
      if let changes {
        $0.apply(changes, rowCount: { _ in newItems.count })
      } else {
        if oldCount > 0 { $0.deleteRows(at: path(0), count: oldCount) }
        if !newItems.isEmpty { $0.insertRows(at: path(0), count: newItems.count) }
      }
    } apply: {
      items = newItems
    }
  }
}

extension ArrayDataSource where Item: Identifiable, Item.ID: Sendable, Item: Sendable {
  /// Replaces all items with `newItems`, animated as the diff between the two, matching items by
  /// `id`: an item whose `id` stays but whose value changed is reconfigured after the batch (and
  /// moved, if it moved), or given a new cell when its ``ItemDataSource/reuseIdentifier``
  /// changed. When either list repeats an `id`, every row is deleted and inserted instead.
  ///
  /// - Complexity: O(*n* + *m*) expected, plus O(*r* log *r*) for the moves.
  public func replaceAll(with newItems: [Item]) {
    let changes: Changeset? =
      if let old = try? Snapshot(items: items, section: 0, identifiedBy: { $0.id }),
        let new = try? Snapshot(
          items: newItems, section: 0, identifiedBy: { $0.id }, reusing: old)
      {
        replacingCells(
          in: Changeset.rawDiff(from: old, to: new), from: old, to: new)
      } else {
        nil
      }
    replaceAll(with: newItems, changes: changes) { [weak self] in self?.replaceAll(with: newItems) }
  }
}
