/// A batch that `UITableView` or `UICollectionView` would reject, a misuse of the batch API, or a
/// row whose content no longer matches its data source, as reported by a ``ValidatingSink``.
///
/// For the UIKit rules, ``message`` is UIKit's own exception reason, word for word, so a test can
/// compare it with a crash log:
///
/// ```swift
/// #expect(sink.violations.map(\.message) == [
///   "attempt to delete row 3 from section 0 which only contains 3 rows before the update"
/// ])
/// ```
public struct BatchViolation: Hashable, Sendable {
  /// Which rule the batch broke.
  public var rule: Rule
  /// The full message: UIKit's exception reason for a UIKit rule, a sentence of ours otherwise.
  public var message: String

  init(rule: Rule, message: String) {
    self.rule = rule
    self.message = message
  }
}

extension BatchViolation {
  /// The rules a ``ValidatingSink`` enforces.
  ///
  /// `E1` … `E24` are the assertions of `-[UITableView _endCellAnimationsWithContext:]`, in the
  /// order UIKit checks them (<doc:UIKitBatchRules>, rule 12); a few cases exist only for
  /// `UICollectionView` (rules 9 and 16), for misuse of the batch API (rules 23 and 29), and for
  /// the content check, which goes beyond UIKit.
  public enum Rule: Hashable, Sendable, CaseIterable {
    /// E1: a reload and a delete name the same index path.
    case deleteAndReloadSameIndexPath
    /// E2: a section is deleted and moved.
    case deleteAndMoveSameSection
    /// E3: a row is deleted (or reloaded) and moved.
    case deleteAndMoveSameIndexPath
    /// E4: a deleted section does not exist before the update.
    case deleteSectionOutOfRange
    /// E5: a row is deleted from a section that does not exist before the update.
    case deleteRowFromMissingSection
    /// E6: a deleted row does not exist before the update.
    case deleteRowOutOfRange
    /// E7: a section is inserted and is the destination of a move.
    case insertAndMoveToSameSection
    /// E8: a row is inserted and is the destination of a move.
    case insertAndMoveToSameIndexPath
    /// E9: an inserted section does not exist after the update.
    case insertSectionOutOfRange
    /// E10: a row is inserted into a section that does not exist after the update.
    case insertRowIntoMissingSection
    /// E11: an inserted row does not exist after the update.
    case insertRowOutOfRange
    /// E12: a moved section does not exist before the update.
    case moveSectionFromOutOfRange
    /// E13: a section's move destination does not exist after the update.
    case moveSectionToOutOfRange
    /// E14: a row is moved out of a section that does not exist before the update.
    case moveRowFromMissingSection
    /// E15: a moved row does not exist before the update.
    case moveRowFromOutOfRange
    /// E16: a row is moved into a section that does not exist after the update.
    case moveRowToMissingSection
    /// E17: a row's move destination does not exist after the update.
    case moveRowToOutOfRange
    /// E18: one section is moved to two destinations.
    case moveSectionToTwoSections
    /// E19: one row is moved to two destinations.
    case moveRowToTwoIndexPaths
    /// E20: two sections are moved to one destination.
    case moveTwoSectionsToOneSection
    /// E21: two rows are moved to one destination.
    case moveTwoRowsToOneIndexPath
    /// E22: the section count after the update does not add up.
    case invalidNumberOfSections
    /// E23: the data source reports a negative row count.
    case negativeNumberOfRows
    /// E24: a section's row count after the update does not add up.
    case invalidNumberOfRows
    /// `UICollectionView` only: an item is moved out of a section that is deleted.
    case moveItemFromDeletedSection
    /// `UICollectionView` only: an item is moved into a section that is inserted.
    case moveItemIntoInsertedSection
    /// `UICollectionView` only: the same item is deleted twice. UIKit does not check this but
    /// crashes unpredictably (<doc:UIKitBatchRules>, rule 9), so the sink reports it.
    case duplicateDelete
    /// `endUpdates()` without a matching `beginUpdates()`.
    case unbalancedEndUpdates
    /// `reloadData()` inside a batch, which UIKit defers to the end and does not animate.
    case reloadDataInsideBatch
    /// A row that the batch kept shows something other than what the data source now has.
    case contentMismatch
    /// A reconfigured row does not exist in the table.
    ///
    /// UIKit's documentation does not publish its message for this case, so the sink reports it
    /// in its own words, as it reports the other cases that are not UIKit's.
    case reconfigureRowOutOfRange
    /// A row is reconfigured in the batch that deletes, reloads or moves it; a reconfigure keeps
    /// a cell, which that batch replaces or moves.
    case reconfigureChangedRow
    /// A data source was edited while the sink received a batch (from inside one of the sink's
    /// calls), which UIKit forbids; the package refused the edit or applied it after the batch.
    case editDuringBatch
    /// A simulated drag (``ValidatingSink/userMovedRow(from:to:)``) named a row the table does
    /// not have, or came while a batch was open: a real table never reports one.
    case userMoveOutsideTable
    /// A simulated input into a control (``ValidatingSink/userChangedControl(at:)``) named a
    /// row the table does not have, or came while a batch was open.
    case userInputOutsideTable
    /// A batch replaced a row whose control the user was changing — deleted it and inserted a
    /// row in its place, or reloaded it — before the input settled: UIKit gives the row a new
    /// cell, so a text field loses its text's cursor and the keyboard, a slider its drag. A
    /// followed source that matches items by value does this on every keystroke; identify the
    /// items (`follow(_:_:id:)`, `Identifiable`).
    case userInputRowReplaced

    /// A short code: `E1` … `E24` for UIKit's assertions, a descriptive name otherwise.
    public var code: String {
      if let number = Self.uiKitRules.firstIndex(of: self) { return "E\(number + 1)" }
      return switch self {
      case .moveItemFromDeletedSection: "CV-move-from-deleted"
      case .moveItemIntoInsertedSection: "CV-move-into-inserted"
      case .duplicateDelete: "CV-duplicate-delete"
      case .unbalancedEndUpdates, .reloadDataInsideBatch, .editDuringBatch,
        .userMoveOutsideTable, .userInputOutsideTable:
        "misuse"
      case .reconfigureRowOutOfRange, .reconfigureChangedRow: "reconfigure"
      case .userInputRowReplaced: "input"
      default: "content"
      }
    }

    /// Whether UIKit itself raises an exception for this rule, as opposed to a misuse or content
    /// diagnostic of the sink.
    public var isRaisedByUIKit: Bool {
      switch self {
      case .duplicateDelete, .unbalancedEndUpdates, .reloadDataInsideBatch, .contentMismatch,
        .reconfigureRowOutOfRange, .reconfigureChangedRow, .editDuringBatch, .userMoveOutsideTable,
        .userInputOutsideTable, .userInputRowReplaced:
        false
      default: true
      }
    }

    private static let uiKitRules: [Rule] = Array(allCases.prefix(24))
  }
}

extension BatchViolation: CustomStringConvertible {
  /// The rule's code and the message, such as `E6: attempt to delete row 3 from section 0 …`.
  public var description: String { "\(rule.code): \(message)" }
}
