extension ValidatingSink {
  /// Every item of `dataSource`, section by section, for sections of the given sizes.
  ///
  /// - Complexity: O(*r*) for *r* rows.
  static func contents(of dataSource: any DataSourceProtocol, counts: [Int]) -> [[AnyHashable?]] {
    counts.enumerated().map { section, count in
      (0..<max(count, 0)).map { dataSource.item(at: TablePath(section: section, row: $0)) }
    }
  }

  /// Replays a valid batch on the items the table showed before it and compares every kept row
  /// with the data source's current item.
  ///
  /// UIKit only counts rows, so it accepts a batch that deletes the wrong row of the right
  /// section, or that leaves out the reload of a changed row; the table then shows stale or
  /// wrong content until its next reload. A row the batch inserted or reloaded shows whatever
  /// the data source has, so only kept and moved rows are compared.
  ///
  /// - Returns: A ``BatchViolation/Rule/contentMismatch`` naming the first row that differs
  ///   (and how many more do), or `nil` when every kept row matches.
  /// - Complexity: O(*r* + *k*) for *r* rows and *k* operations.
  func contentMismatch(
    before: [[AnyHashable?]], after counts: [Int], batch: ResolvedBatch
  ) -> BatchViolation? {
    guard let dataSource else { return nil }
    let expected = replay(before: before, afterCounts: counts, batch: batch)
    var first: (path: TablePath, shown: AnyHashable?, actual: AnyHashable?)?
    var others = 0
    for (section, rows) in expected.enumerated() {
      for (row, slot) in rows.enumerated() {
        guard case .kept(let shown) = slot else { continue }
        let path = TablePath(section: section, row: row)
        let actual = dataSource.item(at: path)
        guard actual != shown else { continue }
        if first == nil { first = (path, shown, actual) } else { others += 1 }
      }
    }
    guard let first else { return nil }
    var message =
      "row \(first.path.row) of section \(first.path.section) still shows "
      + "\(Self.describe(first.shown)) after the batch, but the data source has "
      + "\(Self.describe(first.actual)): the batch changed the wrong rows, or the item changed "
      + "without a reload"
    if others > 0 { message += " (\(others) more \(others == 1 ? "row differs" : "rows differ"))" }
    return BatchViolation(rule: .contentMismatch, message: message)
  }

  private static func describe(_ item: AnyHashable?) -> String {
    guard let item else { return "no item" }
    return String(reflecting: item.base)
  }
}
