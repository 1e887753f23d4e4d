import Foundation

/// Where UIKit puts a reloaded section or row, computed from a batch's deletes and inserts alone.
///
/// UIKit decomposes a reload into a delete at its old position and an insert at a new position
/// that it derives by shifting the old one over the batch's deletes and inserts, never its moves
/// (<doc:UIKitBatchRules>, rule 6). This is the closed form of that walk for batches without row
/// operations inside deleted or inserted sections (which ``Changeset/normalizedForUIKit()``
/// guarantees).
struct ReloadPlacement {
  private let deletedSections: [Int]
  private let insertedSections: [Int]
  private let deletedRows: [Int: [Int]]
  private let insertedRows: [Int: [Int]]

  init(_ changes: Changeset) {
    deletedSections = Array(changes.deletedSections)
    insertedSections = Array(changes.insertedSections)
    deletedRows = Dictionary(grouping: changes.deletedRows, by: \.section).mapValues {
      $0.map(\.row).sorted()
    }
    insertedRows = Dictionary(grouping: changes.insertedRows, by: \.section).mapValues {
      $0.map(\.row).sorted()
    }
  }

  /// The after-batch index UIKit gives a reloaded section.
  func destination(ofSection section: Int) -> Int {
    let afterDeletes = section - Self.countBelow(section, in: deletedSections)
    return Self.shiftOverInserts(afterDeletes, sortedInserts: insertedSections)
  }

  /// The after-batch path UIKit gives a reloaded row.
  func destination(ofRow path: TablePath) -> TablePath {
    let section = destination(ofSection: path.section)
    let row = path.row - Self.countBelow(path.row, in: deletedRows[path.section] ?? [])
    return TablePath(
      section: section,
      row: Self.shiftOverInserts(row, sortedInserts: insertedRows[section] ?? []))
  }

  /// The number of sorted `values` strictly less than `value`.
  private static func countBelow(_ value: Int, in values: [Int]) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Walks ascending inserts: each one at or before the index pushes it one further.
  ///
  /// The walk stops at the first insert `j` with `inserts[j] > index + j`; since
  /// `inserts[j] - j` never decreases, that `j` is found by binary search.
  private static func shiftOverInserts(_ index: Int, sortedInserts: [Int]) -> Int {
    var low = 0
    var high = sortedInserts.count
    while low < high {
      let mid = (low + high) / 2
      if sortedInserts[mid] > index + mid { high = mid } else { low = mid + 1 }
    }
    return index + low
  }
}
