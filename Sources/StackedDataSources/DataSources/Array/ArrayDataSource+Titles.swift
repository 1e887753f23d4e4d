extension ArrayDataSource {
  /// Sets the section's header and footer titles and, when either changes, reloads the section
  /// so that the table shows them: in the open transaction, or as a batch of its own. Setting
  /// ``headerTitle`` or ``footerTitle`` alone tells the table nothing (for a source not shown
  /// yet).
  ///
  /// ```swift
  /// try devices.setTitles(header: "\(devices.count) Devices", footer: nil)
  /// ```
  ///
  /// - Throws: ``DataSourceError/editDuringBatch(dataSource:)`` from inside a sink call;
  ///   nothing changes.
  /// - Complexity: O(1), plus O(*n*) the first time a transaction touches the section.
  public func setTitles(header: String?, footer: String?) throws(DataSourceError) {
    guard header != headerTitle || footer != footerTitle else { return }
    try edit(
      { [self] receiver in
        receiver.reloadSection(at: 0, rowCount: numberOfRows(inSection: 0))
      },
      {
        headerTitle = header
        footerTitle = footer
      })
  }
}
