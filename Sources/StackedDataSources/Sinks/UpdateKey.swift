/// A section or a row as UIKit's batch code keys it: a section operation is the index path
/// `(section, NSNotFound)`, so in ascending order it sorts after the rows of its section
/// (<doc:UIKitBatchRules>, rule 3).
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
