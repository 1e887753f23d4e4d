extension ExpandingDataSource {
  /// Makes the section at `index` hold `count` items: removes items from its end, or appends the
  /// items `padding` gives for the new positions — SSDataSources'
  /// `adjustSectionAtIndex:toNumberOfItems:`, compared with the section's items rather than its
  /// visible rows, and with exact row deletes and inserts instead of a section reload.
  ///
  /// The section keeps its state: a collapsed section still shows at most its collapsed row
  /// count (evaluated again for the new items), so the table sees only the visible rows that
  /// appear or disappear at the end of the section — nothing when the change is past the cap.
  /// Shrinking to 0 keeps the section, a header waiting to be opened, unless
  /// `removesEmptySection` is `true`.
  ///
  /// For rows that stand in for items still loading, give the item type a case for them, as
  /// ``SectionedDataSource/resizeSection(at:to:removesEmptySection:padding:)`` shows.
  ///
  /// ```swift
  /// // Collapsed to 3 rows, 2 items: rows [0, 2] appears; the other 5 items stay hidden.
  /// try recent.resizeSection(at: 0, to: 8) { .loading($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - index: The section, in ``sections`` as they are now.
  ///   - count: The number of items the section holds afterwards, visible or not.
  ///   - removesEmptySection: Whether shrinking to 0 removes the section; `nil` (the default)
  ///     keeps it, as an expanding source keeps empty sections.
  ///   - padding: The item for each new position, from the section's old item count up to
  ///     `count`; not called when the section shrinks.
  /// - Returns: Whether the section's items changed: `false`, and nothing sent, when it already
  ///   holds `count` items.
  /// - Throws: ``DataSourceError/sectionOutOfRange(dataSource:section:sectionCount:)`` or
  ///   ``DataSourceError/negativeItemCount(dataSource:section:count:itemCount:)``; nothing
  ///   changes and nothing is sent.
  /// - Complexity: O(*r* + *k*) for the section's *r* items and the *k* items added.
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
    if count == 0, removesEmptySection == true {
      try removeSection(at: index)
      return true
    }
    var updated = sections[index]
    if count < current {
      updated.items.removeSubrange(count...)
    } else {
      updated.items.append(contentsOf: (current..<count).map(padding))
    }
    try editItems(of: index, to: updated) { receiver, limit in
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
