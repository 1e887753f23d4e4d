/// The form's validation (issue 38): every row of every group checked at once, as when the user
/// submits the form.
extension SectionGroupStack {
  /// Checks the value of every row that has a validation (``RowBehavior/validation``), in every
  /// group, pinned group and nested stack, and shows what it found as one batch: a message row
  /// pinned under each failing row, none under a row that passes. Returns the failing rows in
  /// the order the table shows them, each in the table's coordinates after the batch — the
  /// first is the one to reveal.
  ///
  /// A row checks the value it shows: one that failed a validation checked on change holds the
  /// value the user entered, which its owner did not take. Validations checked on submit are
  /// checked only here (and, once failed, on every change).
  ///
  /// ```swift
  /// let failures = try form.validate()
  /// if let first = failures.first { tableView.scrollToRow(at: IndexPath(first.path), …) }
  /// ```
  ///
  /// - Throws: ``DataSourceError/Code/sourcePaused`` when a group with validated rows is
  ///   paused (its table shows rows as they were); nothing changes then.
  /// - Complexity: O(*r*) for the table's *r* rows, plus their validations and the batch.
  @discardableResult
  public func validate() throws(DataSourceError) -> [ValidationFailure] {
    var owners: [(source: any RowValidating, rows: [TablePath])] = []
    var seen: [ObjectIdentifier: Int] = [:]
    for section in 0..<numberOfSections {
      for row in 0..<numberOfRows(inSection: section) {
        guard let owner = resolve(TablePath(section: section, row: row)),
          let source = owner.dataSource as? any RowValidating, source.validatesRows
        else { continue }
        if source.isPaused { throw .sourcePaused(dataSource: owner.dataSource.name) }
        let id = ObjectIdentifier(source)
        let index = seen[id] ?? owners.count
        if index == owners.count {
          seen[id] = index
          owners.append((source, []))
        }
        owners[index].rows.append(owner.path)
      }
    }
    guard !owners.isEmpty else { return [] }
    var failed: [(source: any RowValidating, path: TablePath, rule: Validation.Rule)] = []
    performBatchUpdates {
      // A message row is pinned under its row, so the owners' own coordinates stay put.
      for (source, rows) in owners {
        for path in rows {
          if let rule = source.validateRow(at: path) { failed.append((source, path, rule)) }
        }
      }
    }
    return failed.compactMap { failure in
      guard let path = topLevelPath(of: failure.path, in: failure.source),
        let item = failure.source.item(at: failure.path)
      else { return nil }
      return ValidationFailure(
        dataSource: failure.source.name, path: path, item: item, rule: failure.rule.name,
        message: failure.rule.message)
    }.sorted { $0.path < $1.path }
  }
}

/// A data source whose rows may have validations: each of the package's sources.
@MainActor
protocol RowValidating: DataSourceProtocol {
  /// Whether a validation is set.
  var validatesRows: Bool { get }
  /// Whether the source holds its table (paused).
  var isPaused: Bool { get }
  /// Checks the value the row at `path` shows, shows what it found, and returns the rule it
  /// fails.
  func validateRow(at path: TablePath) -> Validation.Rule?
}

extension ItemDataSource where Self: TransactionalDataSource {
  var validatesRows: Bool { rowBehavior.validationState != nil }
}

extension ArrayDataSource: RowValidating {}
extension SectionedDataSource: RowValidating {}
extension ExpandingDataSource: RowValidating {}
extension OutlineDataSource: RowValidating {}
extension FetchedDataSource: RowValidating {}
extension SnapshotDataSource: RowValidating {}
