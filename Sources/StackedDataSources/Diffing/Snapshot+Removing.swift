extension Snapshot {
  /// This snapshot without the item at `path`, or `nil` when there is no item there.
  ///
  /// The identities are this snapshot's minus one, so they stay unique and nothing can fail; the
  /// item index is rebuilt.
  ///
  /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections.
  func removingItem(at path: TablePath) -> Self? {
    guard let flat = flatIndex(of: path) else { return nil }
    var itemIDs = itemIDs
    var items = storage
    var starts = sectionStarts
    itemIDs.remove(at: flat)
    items.remove(at: flat)
    for section in (path.section + 1)..<starts.count { starts[section] -= 1 }
    var duplicates: [Int] = []
    let index = IdentifierIndex(indexing: itemIDs, duplicates: &duplicates)
    assert(duplicates.isEmpty, "a subset of unique identities has no duplicates")
    return Self(
      sectionIDs: sectionIDs, sectionStarts: starts, itemIDs: itemIDs, items: items,
      sectionIndex: sectionIndex, itemIndex: index)
  }
}
