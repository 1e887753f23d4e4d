/// The rows of a sectioned table laid end to end, for views that have rows but no sections.
///
/// `NSTableView` shows one flat list of rows. A data source's sections map onto it in order: row
/// `r` of section `s` becomes flat row `rowCounts[0] + … + rowCounts[s - 1] + r`, and an empty
/// section takes no row at all.
///
/// ```swift
/// let rows = FlatRowMapping(rowCounts: [2, 0, 3])
/// rows.row(for: TablePath(section: 2, row: 1))  // 3
/// rows.path(forRow: 3)                           // [2, 1]
/// rows.numberOfRows                              // 5
/// ```
public struct FlatRowMapping: Hashable, Sendable {
  /// The row count of every section, in order.
  public let rowCounts: [Int]
  /// `starts[s]` is the first flat row of section `s`; the last element is the total.
  private let starts: [Int]

  /// Creates the mapping for sections with `rowCounts` rows; a negative count counts as 0.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public init(rowCounts: [Int]) {
    self.rowCounts = rowCounts
    var starts = [0]
    starts.reserveCapacity(rowCounts.count + 1)
    for count in rowCounts { starts.append(starts[starts.count - 1] + max(count, 0)) }
    self.starts = starts
  }

  /// The total number of rows: O(1).
  public var numberOfRows: Int { starts[starts.count - 1] }

  /// The flat row of `path`, or `nil` when the table has no such row.
  ///
  /// - Complexity: O(1).
  public func row(for path: TablePath) -> Int? {
    guard rowCounts.indices.contains(path.section), path.row >= 0,
      path.row < rowCounts[path.section]
    else { return nil }
    return starts[path.section] + path.row
  }

  /// The section and row of flat row `row`, or `nil` when `row` is out of range.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public func path(forRow row: Int) -> TablePath? {
    guard row >= 0, row < numberOfRows else { return nil }
    // The last section that starts at or before `row`; it is never empty, because an empty
    // section starts where the next one does and the search goes past it.
    var low = 0
    var high = rowCounts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= row { low = middle } else { high = middle - 1 }
    }
    return TablePath(section: low, row: row - starts[low])
  }
}
