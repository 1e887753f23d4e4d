extension ValidatingSink {
  /// Which UIKit view the sink imitates.
  ///
  /// The two views check batches the same way (<doc:UIKitBatchRules>) but word their
  /// messages differently, and differ in three cases:
  ///
  /// - a row moved out of a deleted section or into an inserted one: the table view silently
  ///   reloads all its data, the collection view raises an error (rule 16);
  /// - a row reloaded and moved: the table view reports a delete and a move of the same index
  ///   path, the collection view a delete and a reload of it (rule 17);
  /// - a row deleted twice: the table view ignores the duplicate, the collection view may crash
  ///   (rule 9), so the sink reports it.
  public enum Flavor: Hashable, Sendable {
    /// `UITableView`: rows, "table view".
    case tableView
    /// `UICollectionView`: items, "collection view".
    case collectionView
  }
}
