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
    return rebuilt(sectionStarts: starts, itemIDs: itemIDs, items: items)
  }

  /// Whether the snapshot has an item at `source` and, once it is moved, a place at
  /// `destination` (its path after the move).
  ///
  /// - Complexity: O(1).
  func canMoveItem(from source: TablePath, to destination: TablePath) -> Bool {
    guard flatIndex(of: source) != nil, sectionIDs.indices.contains(destination.section) else {
      return false
    }
    let count = sectionStarts[destination.section + 1] - sectionStarts[destination.section]
    let places = count + (source.section == destination.section ? 0 : 1)
    return (0..<places).contains(destination.row)
  }

  /// This snapshot with the item at `source` moved so that it ends up at `destination` (its
  /// path after the move, as a table reports a user's drag), or `nil` when either path is
  /// outside the snapshot.
  ///
  /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections.
  func movingItem(from source: TablePath, to destination: TablePath) -> Self? {
    guard canMoveItem(from: source, to: destination), let from = flatIndex(of: source)
    else { return nil }
    var starts = sectionStarts
    for section in (source.section + 1)..<starts.count { starts[section] -= 1 }
    for section in (destination.section + 1)..<starts.count { starts[section] += 1 }
    let to = starts[destination.section] + destination.row
    var itemIDs = itemIDs
    var items = storage
    itemIDs.insert(itemIDs.remove(at: from), at: to)
    items.insert(items.remove(at: from), at: to)
    return rebuilt(sectionStarts: starts, itemIDs: itemIDs, items: items)
  }

  /// A snapshot of this one's sections with `items`, a rearrangement or subset of this one's,
  /// reindexed. The identities are this snapshot's, so they stay unique.
  private func rebuilt(
    sectionStarts: ContiguousArray<Int>, itemIDs: ContiguousArray<ItemID>,
    items: ContiguousArray<Item>
  ) -> Self {
    var duplicates: [Int] = []
    let index = IdentifierIndex(indexing: itemIDs, duplicates: &duplicates)
    assert(duplicates.isEmpty, "a rearrangement of unique identities has no duplicates")
    return Self(
      sectionIDs: sectionIDs, sectionStarts: sectionStarts, itemIDs: itemIDs, items: items,
      sectionIndex: sectionIndex, itemIndex: index)
  }
}
