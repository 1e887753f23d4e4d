/// A section or a row as UIKit's batch code keys it: a section operation is the index path
/// `(section, NSNotFound)`, so in ascending order it sorts after the rows of its section
/// (`uikit-batch-rules.md` rule 3).
struct UpdateKey: Hashable, Comparable, Sendable {
  /// `NSNotFound`, the row of a key that stands for a whole section.
  static let wholeSection = Int.max

  var section: Int
  var row: Int

  init(section: Int) {
    self.section = section
    self.row = Self.wholeSection
  }

  init(_ path: TablePath) {
    self.section = path.section
    self.row = path.row
  }

  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  var isSection: Bool { row == Self.wholeSection }
  var path: TablePath { TablePath(section: section, row: row) }

  static func < (lhs: UpdateKey, rhs: UpdateKey) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// A section or row move: `from` before the batch, `to` after it.
struct KeyMove: Hashable, Sendable {
  var from: UpdateKey
  var to: UpdateKey
  var isSection: Bool { from.isSection }
}

/// The operations of one batch as the sink received them, in call order.
struct RecordedBatch: Hashable, Sendable {
  /// Section and row deletes, before the batch.
  var deletes: [UpdateKey] = []
  /// Section and row inserts, after the batch.
  var inserts: [UpdateKey] = []
  /// Section and row reloads, before the batch.
  var reloads: [UpdateKey] = []
  /// Section and row moves.
  var moves: [KeyMove] = []
  /// Rows whose cells are refreshed in place, before the batch.
  var reconfigures: [TablePath] = []
}

/// What a batch does once UIKit has decomposed reloads, dropped duplicates and dropped row
/// operations inside deleted and inserted sections: the input of the content replay.
///
/// Deletes and move sources are in before-batch coordinates; inserts, reload destinations and
/// move destinations in after-batch coordinates.
struct ResolvedBatch: Hashable, Sendable {
  var deletedSections: Set<Int> = []
  /// Inserted sections, including the destinations of reloaded sections.
  var insertedSections: Set<Int> = []
  /// The destinations of reloaded sections (a subset of ``insertedSections``).
  var reloadedSections: Set<Int> = []
  var movedSections: [SectionMove] = []
  var deletedRows: Set<TablePath> = []
  /// Inserted rows, including the destinations of reloaded rows.
  var insertedRows: Set<TablePath> = []
  /// The destinations of reloaded rows (a subset of ``insertedRows``).
  var reloadedRows: Set<TablePath> = []
  var movedRows: [RowMove] = []
}

/// Which section before a batch becomes which section after it (`uikit-batch-rules.md` rule 15).
///
/// Deleted and move-source sections leave; inserted sections and move destinations take their
/// new indexes; the remaining sections fill the other indexes in their old order. Sections that
/// have no counterpart map to ``UpdateKey/wholeSection`` (`NSNotFound`).
struct SectionMap: Hashable, Sendable {
  var oldToNew: [Int]
  var newToOld: [Int]

  /// - Complexity: O(*m* + *n* + *k*) for *m* sections before, *n* after and *k* operations.
  init(oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [SectionMove]) {
    let none = UpdateKey.wholeSection
    var newToOld = [Int](repeating: none, count: max(newCount, 0))
    var fixed = [Bool](repeating: false, count: newToOld.count)
    var leaving = deleted
    for section in inserted where newToOld.indices.contains(section) { fixed[section] = true }
    for move in moves {
      leaving.insert(move.from)
      if newToOld.indices.contains(move.to) {
        newToOld[move.to] = move.from
        fixed[move.to] = true
      }
    }
    var next = 0
    for old in 0..<max(oldCount, 0) where !leaving.contains(old) {
      while next < fixed.count && fixed[next] { next += 1 }
      guard next < fixed.count else { break }
      newToOld[next] = old
      next += 1
    }
    var oldToNew = [Int](repeating: none, count: max(oldCount, 0))
    for (new, old) in newToOld.enumerated() where oldToNew.indices.contains(old) {
      oldToNew[old] = new
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }
}
