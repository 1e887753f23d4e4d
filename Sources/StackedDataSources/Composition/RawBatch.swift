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

  /// Whether every section the batch names exists on its side of the batch: deletes, reloads
  /// and move sources (of sections, and of rows) among the `before` sections; inserts, move
  /// destinations and reconfigures among the `after` ones.
  ///
  /// A batch that fails is illegal whatever its rows. It must be refused before ``changes``,
  /// which shifts each reloaded section over the inserts and deletes: a section near `Int.max`
  /// or `Int.min` from a hand-written group would overflow there.
  ///
  /// - Complexity: O(*k*) for *k* row operations.
  func namesExistingSections(before: Int, after: Int) -> Bool {
    let (old, new) = (0..<before, 0..<after)
    func within(_ sections: IndexSet, _ range: Range<Int>) -> Bool {
      guard let first = sections.first, let last = sections.last else { return true }
      return range.contains(first) && range.contains(last)
    }
    return within(deletedSections, old) && within(reloadedSections, old)
      && within(insertedSections, new)
      && movedSections.allSatisfy { old.contains($0.from) && new.contains($0.to) }
      && deletedRows.allSatisfy { old.contains($0.section) }
      && reloadedRows.allSatisfy { old.contains($0.section) }
      && insertedRows.allSatisfy { new.contains($0.section) }
      && reconfiguredRows.allSatisfy { new.contains($0.section) }
      && movedRows.allSatisfy { old.contains($0.from.section) && new.contains($0.to.section) }
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
