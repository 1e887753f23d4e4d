extension ArrayDataSource {
  /// Reconfigures the rows at `indexes`, whose items stay, while `apply` changes what their
  /// content shows (a ``ChoiceList``'s checkmarks): one reconfigure per row, in the open
  /// transaction or as a batch of its own.
  ///
  /// - Throws: ``DataSourceError/editDuringBatch(dataSource:)`` from inside a sink call;
  ///   nothing changes and `apply` does not run.
  /// - Complexity: O(*k*) for *k* indexes, plus O(*n*) the first time a transaction touches the
  ///   section.
  func reconfigureRows(at indexes: [Int], while apply: () -> Void) throws(DataSourceError) {
    try edit(
      { receiver in
        for index in indexes { receiver.reconfigureRow(at: path(index)) }
      }, apply)
  }
}
