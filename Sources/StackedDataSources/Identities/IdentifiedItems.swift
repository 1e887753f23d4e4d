/// A source whose rows' items carry ids of their own (`Identifiable` items, a snapshot's item
/// identifiers, an outline's node ids): ``RowIdentities`` names such rows by source and id, so
/// that their identities survive re-creation of the screen, and the UI library's views name
/// them for UI tests (`package`, not part of the public API).
@MainActor
package protocol IdentifiedItems {
  /// The id of the item shown at `path` (in the source's own coordinates), or `nil` for a row
  /// without one (a placeholder).
  func itemIdentity(at path: TablePath) -> AnyHashable?
}

/// A source told to match its items by a key path of the app's choosing (an array source's
/// `follow(_:_:id:)`): the id of a row's item by that key path, which the UI library's views
/// name the row by for UI tests, never by the item's value (`package`, not part of the public
/// API).
@MainActor
package protocol KeyPathIdentifiedItems {
  /// The id of the item shown at `path` (in the source's own coordinates) by the key path the
  /// source follows its items by; `nil` when it follows none, or for a row without an item.
  func followedItemID(at path: TablePath) -> AnyHashable?
}

extension ArrayDataSource: IdentifiedItems where Item: Identifiable {
  package func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension SectionedDataSource: IdentifiedItems where Item: Identifiable {
  package func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension ExpandingDataSource: IdentifiedItems where Item: Identifiable {
  package func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension FetchedDataSource: IdentifiedItems {
  package func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension SnapshotDataSource: IdentifiedItems {
  package func itemIdentity(at path: TablePath) -> AnyHashable? {
    displayedSnapshot.itemIdentifier(at: path)
  }
}

extension OutlineDataSource: IdentifiedItems {
  package func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension ArrayDataSource: KeyPathIdentifiedItems {
  package func followedItemID(at path: TablePath) -> AnyHashable? {
    guard let followedID, let item = rowItem(at: path) else { return nil }
    return item[keyPath: followedID] as? AnyHashable
  }
}
