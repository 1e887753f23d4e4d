extension SectionedDataSource {
  /// Makes the section at `index` hold `count` items: removes items from its end, or appends the
  /// items `padding` gives for the new positions — SSDataSources'
  /// `adjustSectionAtIndex:toNumberOfItems:`, with exact row deletes and inserts instead of a
  /// section reload.
  ///
  /// The table sees the rows past `count` deleted, or the new rows inserted at the end of the
  /// section (after-batch coordinates), as a batch of their own or with the open transaction's.
  /// Shrinking to 0 removes the section when `removesEmptySection` says so — by default, when
  /// ``removesEmptySections`` does — and otherwise leaves it empty, showing the ``placeholder``
  /// row when there is one.
  ///
  /// SSDataSources padded with placeholder numbers; here the items are the app's. For rows that
  /// stand in for items still loading, give the item type a case for them, show it with
  /// ``ItemDataSource/content``, and replace each when its item arrives (a reconfigure):
  ///
  /// ```swift
  /// enum Slot: Hashable { case loading(Int), photo(Photo) }
  /// try album.resizeSection(at: 0, to: expectedCount) { .loading($0) }
  /// try album.replace(at: TablePath(section: 0, row: 3), with: .photo(downloaded))
  /// ```
  ///
  /// - Parameters:
  ///   - index: The section, in ``sections`` as they are now.
  ///   - count: The number of items the section holds afterwards.
  ///   - removesEmptySection: Whether shrinking to 0 removes the section; `nil` (the default)
  ///     follows ``removesEmptySections``.
  ///   - padding: The item for each new position, from the section's old item count up to
  ///     `count`; not called when the section shrinks.
  /// - Returns: Whether the section changed: `false`, and nothing sent, when it already holds
  ///   `count` items.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/negativeItemCount(dataSource:section:count:itemCount:)``; nothing
  ///   changes and nothing is sent.
  /// - Complexity: O(*k*) for the *k* items removed or added, plus O(*r*) for the section's *r*
  ///   rows the first time a transaction touches it.
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
    if count == 0, removesEmptySection ?? removesEmptySections {
      try removeSection(at: index)
    } else if count < current {
      try edit {
        $0.deleteRows(at: TablePath(section: index, row: count), count: current - count)
      } _: {
        sections[index].items.removeSubrange(count...)
      }
    } else {
      let added = (current..<count).map(padding)
      try edit {
        $0.insertRows(at: TablePath(section: index, row: current), count: added.count)
      } _: {
        sections[index].items.append(contentsOf: added)
      }
    }
    return true
  }
}
