import Foundation

/// The rule of an expanding section — its visible rows are the first `limit` items, or all of
/// them when `limit` is `nil` — and how an edit of its items changes those rows.
///
/// Each function hands an ``EditReceiver`` the visible-row edits, in current coordinates, that
/// one item edit causes. The root's tracker nets any sequence of them, so a data source builds
/// every mutation out of these and never computes a batch itself.
enum VisibleRows {
  /// The number of visible rows of a section of `count` items.
  static func count(_ count: Int, limit: Int?) -> Int {
    limit.map { min(count, $0) } ?? count
  }
}

extension EditReceiver {
  /// Records inserting an item at `row` (after the insertion) of `section`, which held `count`
  /// items shown under `limit`.
  ///
  /// A row inserted into a full collapsed section pushes the last visible row past the cap,
  /// which the table sees deleted; an item inserted past the cap is not seen at all.
  func recordItemInsert(row: Int, section: Int, count: Int, limit: Int?) {
    let before = VisibleRows.count(count, limit: limit)
    let after = VisibleRows.count(count + 1, limit: limit)
    guard row < after else { return }
    insertRow(at: TablePath(section: section, row: row))
    if after == before { deleteRow(at: TablePath(section: section, row: before)) }
  }

  /// Records removing the item at `row` (before the removal) of `section`, which held `count`
  /// items shown under `limit`.
  ///
  /// Removing a visible row of a collapsed section with hidden items pulls the first hidden item
  /// up into the last visible row, which the table sees inserted.
  func recordItemRemove(row: Int, section: Int, count: Int, limit: Int?) {
    let before = VisibleRows.count(count, limit: limit)
    let after = VisibleRows.count(count - 1, limit: limit)
    guard row < before else { return }
    deleteRow(at: TablePath(section: section, row: row))
    if after == before { insertRow(at: TablePath(section: section, row: before - 1)) }
  }

  /// Records moving an item from `source` to `destination` within `section` of `count` items.
  /// A move between two visible rows stays a move; otherwise it is a removal and an insertion.
  func recordItemMove(
    from source: Int, to destination: Int, section: Int, count: Int,
    limit: Int?
  ) {
    let visible = VisibleRows.count(count, limit: limit)
    if source < visible && destination < visible {
      moveRow(
        from: TablePath(section: section, row: source),
        to: TablePath(section: section, row: destination))
    } else {
      recordItemRemove(row: source, section: section, count: count, limit: limit)
      recordItemInsert(row: destination, section: section, count: count - 1, limit: limit)
    }
  }

  /// Records a section of `count` items going from showing under `old` to showing under `new`
  /// (expanding, collapsing, or a new collapsed row count): the rows past the shorter prefix are
  /// inserted or deleted at the end of the section.
  func recordLimitChange(section: Int, count: Int, from old: Int?, to new: Int?) {
    let before = VisibleRows.count(count, limit: old)
    let after = VisibleRows.count(count, limit: new)
    for row in before..<max(before, after) {
      insertRow(at: TablePath(section: section, row: row))
    }
    for row in (after..<max(after, before)).reversed() {
      deleteRow(at: TablePath(section: section, row: row))
    }
  }
}
