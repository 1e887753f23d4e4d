import Foundation

/// One batch of a hand-written group's calls as UIKit would receive them: deletes, reloads and
/// move sources before the batch, inserts and move destinations after it; duplicates collapse.
struct RawBatch {
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [SectionMove] = []
  var insertedRows = Set<TablePath>()
  var deletedRows = Set<TablePath>()
  var reloadedRows = Set<TablePath>()
  var movedRows: [RowMove] = []
  var reconfiguredRows = Set<TablePath>()
  var reloadsData = false

  var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && insertedRows.isEmpty && deletedRows.isEmpty
      && reloadedRows.isEmpty && movedRows.isEmpty && reconfiguredRows.isEmpty && !reloadsData
  }

  /// The batch as a changeset; a reloaded section's new index is where UIKit puts it (rule 6).
  var changes: Changeset {
    var changes = Changeset()
    changes.deletedSections = deletedSections
    changes.insertedSections = insertedSections
    changes.movedSections = movedSections
    changes.deletedRows = Array(deletedRows)
    changes.insertedRows = Array(insertedRows)
    changes.movedRows = movedRows
    changes.reloadedRows = reloadedRows.map { RowMove(from: $0, to: $0) }
    changes.reconfiguredRows = Array(reconfiguredRows)
    let placement = ReloadPlacement(changes)
    changes.reloadedSections = reloadedSections.map {
      SectionMove(from: $0, to: placement.destination(ofSection: $0))
    }
    return changes
  }
}
