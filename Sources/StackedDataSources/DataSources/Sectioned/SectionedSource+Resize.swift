extension SectionedSource {
  /// Makes the section at `index` hold `count` items: removes items from its end, or appends the
  /// items `padding` gives for the new positions — SSDataSources'
  /// `adjustSectionAtIndex:toNumberOfItems:`, with exact row deletes and inserts instead of a
  /// section reload.
  ///
  /// The table sees the rows past `count` deleted, or the new rows inserted at the end of the
  /// section (after-batch coordinates), as a batch of their own or with the open transaction's.
  /// Shrinking to 0 removes the section when `removesEmptySection` says so — by default, when
  /// ``SectionedDataSource/removesEmptySections`` does (an expanding source keeps empty
  /// sections, headers waiting to be opened) — and otherwise leaves it empty, showing a
  /// sectioned source's ``SectionedDataSource/placeholder`` row when there is one.
  ///
  /// An expanding source's section keeps its state: a collapsed section still shows at most its
  /// collapsed row count (evaluated again for the new items), so the table sees only the
  /// visible rows that appear or disappear at its end — nothing when the change is past the
  /// cap.
  ///
  /// SSDataSources padded with placeholder numbers; here the items are the app's. For rows that
  /// stand in for items still loading, give the item type a case for them, show it with
  /// ``RowBehavior/content``, and replace each when its item arrives (a reconfigure):
  ///
  /// ```swift
  /// enum Slot: Hashable { case loading(Int), photo(Photo) }
  /// try album.resizeSection(at: 0, to: expectedCount) { .loading($0) }
  /// try album.replace(at: TablePath(section: 0, row: 3), with: .photo(downloaded))
  /// ```
  ///
  /// - Parameters:
  ///   - index: The section, in ``sections`` as they are now.
  ///   - count: The number of items the section holds afterwards, visible or not.
  ///   - removesEmptySection: Whether shrinking to 0 removes the section; `nil` (the default)
  ///     follows ``SectionedDataSource/removesEmptySections`` (`false` for an expanding source).
  ///   - padding: The item for each new position, from the section's old item count up to
  ///     `count`; not called when the section shrinks.
  /// - Returns: Whether the section changed: `false`, and nothing sent, when it already holds
  ///   `count` items.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/negativeItemCount(dataSource:section:count:itemCount:)``; nothing
  ///   changes and nothing is sent.
  /// - Complexity: O(*k*) for the *k* items removed or added, plus O(*r*) for the section's *r*
  ///   items the first time a transaction touches it (an expanding source's, O(*r* + *k*)).
  @discardableResult
  public func resizeSection(
    at index: Int, to count: Int, removesEmptySection: Bool? = nil,
    padding: (_ index: Int) -> Item
  ) throws(DataSourceError) -> Bool {
    try checkSection(index)
    let current = sections[index].items.count
    guard count >= 0 else {
      throw .negativeItemCount(dataSource: name, section: index, count: count, itemCount: current)
    }
    guard count != current else { return false }
    if count == 0, removesEmptySection ?? _store.removesEmptySections {
      try removeSection(at: index)
      return true
    }
    let added = count > current ? (current..<count).map(padding) : []
    try editItems(of: index) {
      if count < current {
        $0.items.removeSubrange(count...)
      } else {
        $0.items.append(contentsOf: added)
      }
    } record: { receiver, limit in
      let before = VisibleRows.count(current, limit: limit)
      let after = VisibleRows.count(count, limit: limit)
      if after > before {
        receiver.insertRows(at: TablePath(section: index, row: before), count: after - before)
      } else if after < before {
        receiver.deleteRows(at: TablePath(section: index, row: after), count: before - after)
      }
    }
    return true
  }
}
