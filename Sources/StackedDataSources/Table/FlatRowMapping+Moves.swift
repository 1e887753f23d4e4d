/// A row the user drags within a flat list, as `NSTableView` names a drop: the gap between two
/// rows of the list as it is, before the row leaves.
extension FlatRowMapping {
  /// One row moved in a flat list: where it was and where it lands, as flat rows and as
  /// section-and-row paths, and the rows laid out after the move.
  package struct RowMove: Hashable, Sendable {
    /// The row's flat index before the move.
    package var from: Int
    /// The row's flat index after the move (`moveRow(at:to:)`'s `to`).
    package var to: Int
    /// The row's path before the move.
    package var source: TablePath
    /// The row's path after the move.
    package var destination: TablePath
    /// The rows after the move: one row fewer in the source's section, one more in the
    /// destination's; the same header rows.
    package var after: FlatRowMapping
  }

  /// The move of flat row `row` dropped into gap `gap` (0 through ``numberOfRows``; gap *g* is
  /// above flat row *g*); `nil` when `row` is a header row or out of range, when the row would
  /// stay where it is, or when the gap is above section 0's header row.
  ///
  /// A gap just above a section's header row ends the section before it; a gap between two
  /// rows, or just below a header row, puts the row before the row below the gap; the gap at
  /// the end ends the last section. Where sections meet with no header row between them, the
  /// gap belongs to the dragged row's own section when that is one of them, else it is the
  /// start of the later one.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  package func move(ofRow row: Int, toGap gap: Int) -> RowMove? {
    guard let source = path(forRow: row), (0...numberOfRows).contains(gap) else { return nil }
    let to = gap > row ? gap - 1 : gap
    guard to != row else { return nil }
    var counts = rowCounts.map { max($0, 0) }
    counts[source.section] -= 1
    // `to` is the moved row's index once it is back in the list: a gap of the list without it.
    let without = FlatRowMapping(rowCounts: counts, headerRows: headerRows)
    var destination: TablePath
    switch without.entry(forRow: to) {
    case .row(let path)?: destination = path
    case .header(let section)?:
      guard section > 0 else { return nil }
      destination = TablePath(section: section - 1, row: counts[section - 1])
    case nil:
      destination = TablePath(section: counts.count - 1, row: counts[counts.count - 1])
    }
    // The end of the row's own section is the same flat place as what follows it when no
    // header row comes between: a drag to the end of its section stays in it.
    let endOfSource = (0...source.section).reduce(0) { $0 + counts[$1] + (headerRows[$1] ? 1 : 0) }
    if to == endOfSource, destination.section > source.section {
      destination = TablePath(section: source.section, row: counts[source.section])
    }
    counts[destination.section] += 1
    let after = FlatRowMapping(rowCounts: counts, headerRows: headerRows)
    assert(after.row(for: destination) == to, "the moved row must land at flat row \(to)")
    return RowMove(from: row, to: to, source: source, destination: destination, after: after)
  }

  /// The gap a drop of flat row `row` must name to land it at `destination` (its path after
  /// the move), or `nil` when there is no such gap: `row` is a header row, `destination` is not
  /// a place for it, or the row would not move in the list.
  ///
  /// ``move(ofRow:toGap:)`` with the answer lands the row at the same flat row; it names the
  /// same path except where sections meet with no header row between them, where the end of
  /// one and the start of the next are one gap (see ``move(ofRow:toGap:)``).
  ///
  /// - Complexity: O(*s*) for *s* sections.
  package func gap(forMovingRow row: Int, to destination: TablePath) -> Int? {
    guard let source = path(forRow: row), rowCounts.indices.contains(destination.section) else {
      return nil
    }
    var counts = rowCounts.map { max($0, 0) }
    counts[source.section] -= 1
    counts[destination.section] += 1
    let after = FlatRowMapping(rowCounts: counts, headerRows: headerRows)
    guard let to = after.row(for: destination), to != row else { return nil }
    return to > row ? to + 1 : to
  }
}
