/// UIKit's exception reasons (<doc:UIKitBatchRules>, rules 11–13), worded for one flavor.
///
/// Every string is UIKit's format string with its arguments filled in, including the two spaces
/// after "sections." and "section N." and the "to to" of E13.
struct BatchMessages: Sendable {
  private let row: String
  private let rows: String
  private let view: String

  init(_ flavor: ValidatingSink.Flavor) {
    switch flavor {
    case .tableView: (row, rows, view) = ("row", "rows", "table view")
    case .collectionView: (row, rows, view) = ("item", "items", "collection view")
    }
  }

  /// `%@` of a two-index `NSIndexPath`, with a fixed address (rule 11).
  static func indexPath(_ key: UpdateKey) -> String {
    "<NSIndexPath: 0x0000000000000000> {length = 2, path = \(key.section) - \(key.row)}"
  }

  private func ip(_ key: UpdateKey) -> String { Self.indexPath(key) }

  private func violation(_ rule: BatchViolation.Rule, _ message: String) -> BatchViolation {
    BatchViolation(rule: rule, message: message)
  }

  func e1(_ key: UpdateKey) -> BatchViolation {
    violation(
      .deleteAndReloadSameIndexPath,
      "attempt to delete and reload the same index path (\(ip(key)))")
  }

  func e2(_ section: Int) -> BatchViolation {
    violation(
      .deleteAndMoveSameSection,
      "attempt to perform a delete and a move from the same section (\(section))")
  }

  func e3(_ key: UpdateKey) -> BatchViolation {
    violation(
      .deleteAndMoveSameIndexPath,
      "attempt to perform a delete and a move from the same index path (\(ip(key)))")
  }

  func e4(_ section: Int, before: Int) -> BatchViolation {
    violation(
      .deleteSectionOutOfRange,
      "attempt to delete section \(section), but there are only \(before) sections before the update"
    )
  }

  func e5(_ key: UpdateKey, before: Int) -> BatchViolation {
    violation(
      .deleteRowFromMissingSection,
      "attempt to delete \(row) \(key.row) from section \(key.section), but there are only "
        + "\(before) sections before the update")
  }

  func e6(_ key: UpdateKey, rowCount: Int) -> BatchViolation {
    violation(
      .deleteRowOutOfRange,
      "attempt to delete \(row) \(key.row) from section \(key.section) which only contains "
        + "\(rowCount) \(rows) before the update")
  }

  func e7(_ section: Int) -> BatchViolation {
    violation(
      .insertAndMoveToSameSection,
      "attempt to perform an insert and a move to the same section (\(section))")
  }

  func e8(_ key: UpdateKey) -> BatchViolation {
    violation(
      .insertAndMoveToSameIndexPath,
      "attempt to perform an insert and a move to the same index path (\(ip(key)))")
  }

  func e9(_ section: Int, after: Int) -> BatchViolation {
    violation(
      .insertSectionOutOfRange,
      "attempt to insert section \(section) but there are only \(after) sections after the update")
  }

  func e10(_ key: UpdateKey, after: Int) -> BatchViolation {
    violation(
      .insertRowIntoMissingSection,
      "attempt to insert \(row) \(key.row) into section \(key.section), but there are only "
        + "\(after) sections after the update")
  }

  func e11(_ key: UpdateKey, rowCount: Int) -> BatchViolation {
    violation(
      .insertRowOutOfRange,
      "attempt to insert \(row) \(key.row) into section \(key.section), but there are only "
        + "\(rowCount) \(rows) in section \(key.section) after the update")
  }

  func e12(_ section: Int, before: Int) -> BatchViolation {
    violation(
      .moveSectionFromOutOfRange,
      "attempt to move section \(section), but there are only \(before) sections before the update")
  }

  func e13(_ section: Int, to destination: Int, after: Int) -> BatchViolation {
    violation(
      .moveSectionToOutOfRange,
      "attempt to to move section \(section) to section \(destination), but there are only "
        + "\(after) sections after the update")
  }

  func e14(_ key: UpdateKey, before: Int) -> BatchViolation {
    violation(
      .moveRowFromMissingSection,
      "attempt to move index path (\(ip(key))) from a section that does not exist - there are "
        + "only \(before) sections before the update")
  }

  func e15(_ key: UpdateKey, rowCount: Int) -> BatchViolation {
    violation(
      .moveRowFromOutOfRange,
      "attempt to move index path (\(ip(key))) that does not exist - there are only "
        + "\(rowCount) \(rows) in section \(key.section) before the update")
  }

  func e16(_ move: KeyMove, after: Int) -> BatchViolation {
    violation(
      .moveRowToMissingSection,
      "attempt to move index path (\(ip(move.from))) to index path (\(ip(move.to))) in section "
        + "that does not exist - there are only \(after) sections after the update")
  }

  func e17(_ move: KeyMove, rowCount: Int) -> BatchViolation {
    violation(
      .moveRowToOutOfRange,
      "attempt to move index path (\(ip(move.from))) to index path (\(ip(move.to))) that does "
        + "not exist - there are only \(rowCount) \(rows) in section \(move.to.section) after "
        + "the update")
  }

  func e18(_ section: Int, to first: Int, and second: Int) -> BatchViolation {
    violation(
      .moveSectionToTwoSections,
      "attempt to move section \(section) to both section \(first) and section \(second)")
  }

  func e19(_ key: UpdateKey, to first: UpdateKey, and second: UpdateKey) -> BatchViolation {
    violation(
      .moveRowToTwoIndexPaths,
      "attempt to move \(row) at index path \(ip(key)) to both \(ip(first)) and \(ip(second))")
  }

  func e20(_ first: Int, and second: Int, to destination: Int) -> BatchViolation {
    violation(
      .moveTwoSectionsToOneSection,
      "attempt to move both section \(first) and section \(second) to section \(destination)")
  }

  func e21(_ first: UpdateKey, and second: UpdateKey, to destination: UpdateKey) -> BatchViolation {
    violation(
      .moveTwoRowsToOneIndexPath,
      "attempt to move both \(row) at index path \(ip(first)) and \(ip(second)) to "
        + "\(ip(destination))")
  }

  func e22(after: Int, before: Int, inserted: Int, deleted: Int) -> BatchViolation {
    violation(
      .invalidNumberOfSections,
      "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "\(view) after the update (\(after)) must be equal to the number of sections contained "
        + "in the \(view) before the update (\(before)), plus or minus the number of sections "
        + "inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
  }

  func e23(_ section: Int) -> BatchViolation {
    violation(
      .negativeNumberOfRows,
      "Invalid update: invalid number of \(rows) in section \(section).  Attempt to delete more "
        + "\(rows) than exist in section.")
  }

  func e24(
    _ section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> BatchViolation {
    violation(
      .invalidNumberOfRows,
      "Invalid update: invalid number of \(rows) in section \(section).  The number of \(rows) "
        + "contained in an existing section after the update (\(after)) must be equal to the "
        + "number of \(rows) contained in that section before the update (\(before)), plus or "
        + "minus the number of \(rows) inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or "
        + "out of that section (\(movedIn) moved in, \(movedOut) moved out).")
  }

  func moveFromDeletedSection(_ section: Int) -> BatchViolation {
    violation(
      .moveItemFromDeletedSection, "cannot move an item from a deleted section (\(section))")
  }

  func moveIntoInsertedSection(_ section: Int) -> BatchViolation {
    violation(
      .moveItemIntoInsertedSection,
      "cannot move an item into a newly inserted section (\(section))")
  }

  func duplicateDelete(_ key: UpdateKey) -> BatchViolation {
    let what = key.isSection ? "section \(key.section)" : "index path \(ip(key))"
    return violation(
      .duplicateDelete,
      "the batch deletes \(what) more than once, which \(view)s do not support")
  }
}
