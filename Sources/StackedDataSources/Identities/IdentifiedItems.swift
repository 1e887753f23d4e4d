/// A source whose rows' items carry ids of their own (`Identifiable` items, a snapshot's item
/// identifiers, an outline's node ids): ``RowIdentities`` names such rows by source and id, so
/// that their identities survive re-creation of the screen.
@MainActor
protocol IdentifiedItems {
  /// The id of the item shown at `path` (in the source's own coordinates), or `nil` for a row
  /// without one (a placeholder).
  func itemIdentity(at path: TablePath) -> AnyHashable?
}

extension ArrayDataSource: IdentifiedItems where Item: Identifiable {
  func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension SectionedDataSource: IdentifiedItems where Item: Identifiable {
  func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension ExpandingDataSource: IdentifiedItems where Item: Identifiable {
  func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension FetchedDataSource: IdentifiedItems {
  func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}

extension SnapshotDataSource: IdentifiedItems {
  func itemIdentity(at path: TablePath) -> AnyHashable? {
    displayedSnapshot.itemIdentifier(at: path)
  }
}

extension OutlineDataSource: IdentifiedItems {
  func itemIdentity(at path: TablePath) -> AnyHashable? { rowItem(at: path)?.id }
}
