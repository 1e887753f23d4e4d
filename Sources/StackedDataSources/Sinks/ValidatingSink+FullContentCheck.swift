extension ValidatingSink {
  /// What every row of `dataSource` shows, section by section, for sections of the given
  /// sizes: its item, and its ``RowContent`` when the data source gives one.
  ///
  /// - Complexity: O(*r*) for *r* rows.
  static func contents(of dataSource: any DataSourceProtocol, counts: [Int]) -> [[AnyHashable?]] {
    counts.enumerated().map { section, count in
      (0..<max(count, 0)).map { shown(by: dataSource, at: TablePath(section: section, row: $0)) }
    }
  }

  /// What the row at `path` shows: its item, or its item and content.
  static func shown(by dataSource: any DataSourceProtocol, at path: TablePath) -> AnyHashable? {
    let item = dataSource.item(at: path)
    guard let content = dataSource.rowContent(at: path) else { return item }
    return AnyHashable(ShownRow(item: item, content: content))
  }

  /// A row's item with the content it shows, so that the check notices either changing.
  struct ShownRow: Hashable, CustomStringConvertible {
    var item: AnyHashable?
    var content: RowContent

    var description: String {
      let item = self.item.map { String(reflecting: $0.base) } ?? "no item"
      return "\(item) as “\(TextRenderer.text(content))”"
    }
  }

  /// A kept row that shows something other than what the data source has.
  struct StaleRow {
    /// The row, after the batch.
    var path: TablePath
    var shown: AnyHashable?
    var actual: AnyHashable?
  }

  /// Replays a valid batch on the items the table showed before it and returns every kept row
  /// that differs from the data source's current item.
  ///
  /// UIKit only counts rows, so it accepts a batch that deletes the wrong row of the right
  /// section, or that leaves out the reload of a changed row; the table then shows stale or
  /// wrong content until its next reload. A row the batch inserted, reloaded or reconfigured
  /// shows whatever the data source has, so only kept and moved rows are compared.
  ///
  /// - Complexity: O(*r* + *k*) for *r* rows and *k* operations.
  func staleRows(
    before: [[AnyHashable?]], after counts: [Int], batch: ResolvedBatch,
    refreshed: Set<TablePath>
  ) -> [StaleRow] {
    guard let dataSource else { return [] }
    let expected = replay(before: before, afterCounts: counts, batch: batch, refreshed: refreshed)
    var stale: [StaleRow] = []
    for (section, rows) in expected.enumerated() {
      for (row, slot) in rows.enumerated() {
        guard case .kept(let shown) = slot else { continue }
        let path = TablePath(section: section, row: row)
        let actual = Self.shown(by: dataSource, at: path)
        if actual != shown { stale.append(StaleRow(path: path, shown: shown, actual: actual)) }
      }
    }
    return stale
  }

  /// The ``BatchViolation/Rule/contentMismatch`` naming the first of `rows` (and how many more
  /// differ).
  static func contentViolation(_ rows: [StaleRow]) -> BatchViolation {
    let first = rows[0]
    let others = rows.count - 1
    var message =
      "row \(first.path.row) of section \(first.path.section) still shows "
      + "\(Self.describe(first.shown)) after the batch, but the data source has "
      + "\(Self.describe(first.actual)): the batch changed the wrong rows, or the item changed "
      + "without a reload or reconfigure"
    if others > 0 { message += " (\(others) more \(others == 1 ? "row differs" : "rows differ"))" }
    if let content = (first.actual?.base as? ShownRow)?.content, content.accessory.takesInput {
      message +=
        "; it shows a control: when the user changed it, the view shows the value with no "
        + "batch, and this sink was not told (UserInputFollower)"
    }
    return BatchViolation(rule: .contentMismatch, message: message)
  }

  private static func describe(_ item: AnyHashable?) -> String {
    guard let item else { return "no item" }
    if let shown = item.base as? ShownRow { return shown.description }
    return String(reflecting: item.base)
  }
}
