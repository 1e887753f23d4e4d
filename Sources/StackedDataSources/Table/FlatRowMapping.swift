/// The rows of a sectioned table laid end to end, for views that have rows but no sections: how
/// `NSTableViewBridge` and `NSTableViewSink` (in `StackedDataSourcesUI`) lay a screen out.
///
/// `NSTableView` shows one flat list of rows. A data source's sections map onto it in order:
/// each section may first take one *header row* (shown as a group row), then its rows follow.
/// Without header rows, row `r` of section `s` becomes flat row
/// `rowCounts[0] + … + rowCounts[s - 1] + r`, and an empty section takes no row at all; with
/// them, every section before `s` that has a header row, and `s` itself when it has one, adds
/// one.
///
/// ```swift
/// let rows = FlatRowMapping(rowCounts: [2, 0, 3])
/// rows.row(for: TablePath(section: 2, row: 1))  // 3
/// rows.path(forRow: 3)                           // [2, 1]
/// rows.numberOfRows                              // 5
///
/// let titled = FlatRowMapping(rowCounts: [2, 0, 3], headerRows: [true, true, false])
/// titled.headerRow(inSection: 1)                 // 3: an empty section still shows its header
/// titled.row(for: TablePath(section: 2, row: 1)) // 5
/// titled.entry(forRow: 0)                        // .header(section: 0)
/// ```
package struct FlatRowMapping: Hashable, Sendable {
  /// What a flat row shows: a section's header row, or a row of a section.
  package enum Entry: Hashable, Sendable {
    /// The header row of `section`, which comes before the section's rows.
    case header(section: Int)
    /// The row at `path` (section and row of the sectioned table).
    case row(TablePath)
  }

  /// The row count of every section, in order.
  package let rowCounts: [Int]
  /// Whether each section takes a header row before its rows, one element per section.
  package let headerRows: [Bool]
  /// `starts[s]` is the first flat row of section `s` (its header row when it has one); the
  /// last element is the total.
  private let starts: [Int]

  /// Creates the mapping for sections with `rowCounts` rows, without header rows; a negative
  /// count counts as 0.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  package init(rowCounts: [Int]) {
    self.init(rowCounts: rowCounts, headerRows: [])
  }

  /// Creates the mapping for sections with `rowCounts` rows, section `s` taking a header row
  /// before its rows when `headerRows[s]` is `true` (even when it has no rows, as a table shows
  /// the header of an empty section); a negative count counts as 0, and sections past the end
  /// of `headerRows` take none.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  package init(rowCounts: [Int], headerRows: [Bool]) {
    self.rowCounts = rowCounts
    self.headerRows = rowCounts.indices.map { headerRows.indices.contains($0) && headerRows[$0] }
    var starts = [0]
    starts.reserveCapacity(rowCounts.count + 1)
    for (section, count) in rowCounts.enumerated() {
      starts.append(starts[starts.count - 1] + max(count, 0) + (self.headerRows[section] ? 1 : 0))
    }
    self.starts = starts
  }

  /// The total number of rows, header rows included: O(1).
  package var numberOfRows: Int { starts[starts.count - 1] }

  /// The flat row of `path`, or `nil` when the table has no such row.
  ///
  /// - Complexity: O(1).
  package func row(for path: TablePath) -> Int? {
    guard rowCounts.indices.contains(path.section), path.row >= 0,
      path.row < rowCounts[path.section]
    else { return nil }
    return starts[path.section] + (headerRows[path.section] ? 1 : 0) + path.row
  }

  /// The flat row of the header row of `section`, or `nil` when the section has none.
  ///
  /// - Complexity: O(1).
  package func headerRow(inSection section: Int) -> Int? {
    guard headerRows.indices.contains(section), headerRows[section] else { return nil }
    return starts[section]
  }

  /// The section and row of flat row `row`, or `nil` when `row` is out of range or a header row.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  package func path(forRow row: Int) -> TablePath? {
    guard case .row(let path)? = entry(forRow: row) else { return nil }
    return path
  }

  /// What flat row `row` shows, or `nil` when `row` is out of range.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  package func entry(forRow row: Int) -> Entry? {
    guard row >= 0, row < numberOfRows else { return nil }
    // The last section that starts at or before `row`; it takes at least one row, because a
    // section that takes none starts where the next one does and the search goes past it.
    var low = 0
    var high = rowCounts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    let offset = row - starts[low]
    guard headerRows[low] else { return .row(TablePath(section: low, row: offset)) }
    return offset == 0 ? .header(section: low) : .row(TablePath(section: low, row: offset - 1))
  }
}
