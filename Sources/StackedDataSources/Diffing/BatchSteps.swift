import Foundation

/// One batch (before/after coordinates, as UIKit takes it) rewritten as the single edits UIKit
/// makes of it, in order, each in the coordinates of the moment it happens.
///
/// This is the package's one batch-step engine: a data source that computes its change as a
/// batch (a diff, a store change) applies it to its ``EditReceiver`` with it, and a
/// ``SectionGroupStack`` replays the batch of a hand-written group with it after checking that
/// it fits the group's rows.
///
/// UIKit's order (`UIKit batch rules` §1): deletes and move sources are taken out in descending
/// before-coordinates, a section after its rows; then inserts and move destinations are put in
/// in ascending after-coordinates, a section before its rows. Reloads are marked first, in
/// before-coordinates, and travel with moved rows. A reloaded section keeps its place and gets
/// its new row count last; reconfigures are marked last, in after-coordinates.
///
/// Row operations inside a section the batch deletes, inserts or reloads are dropped, as UIKit
/// drops them; a row *moved* out of or into such a section still moves, so that what is pinned
/// under it follows it (the root's tracker turns it into what UIKit can take).
struct BatchSteps {
  enum Removal {
    case deleteSection(Int)
    case liftSection(Int, move: Int)
    case deleteRow(TablePath)
    case liftRow(TablePath, move: Int)

    /// A section sorts before its rows, so in descending order it comes after them.
    var key: TablePath {
      switch self {
      case .deleteSection(let section), .liftSection(let section, _):
        TablePath(section: section, row: -1)
      case .deleteRow(let path), .liftRow(let path, _): path
      }
    }
  }

  enum Insertion {
    case insertSection(Int)
    case placeSection(Int, move: Int)
    case insertRow(TablePath)
    case placeRow(TablePath, move: Int)

    var key: TablePath {
      switch self {
      case .insertSection(let section), .placeSection(let section, _):
        TablePath(section: section, row: -1)
      case .insertRow(let path), .placeRow(let path, _): path
      }
    }
  }

  /// Rows to mark reloaded first, before the batch.
  var reloadedRows: [TablePath] = []
  /// In descending before-coordinates.
  var removals: [Removal] = []
  /// In ascending after-coordinates.
  var insertions: [Insertion] = []
  /// Sections that get a new row count last, after the batch.
  var reloadedSections: [Int] = []
  /// Rows to mark reconfigured last, after the batch.
  var reconfiguredRows: [TablePath] = []
  /// The number of rows moved into each inserted section, which arrive as moves rather than
  /// with the section.
  var movedInto: [Int: Int] = [:]

  /// The steps of `changes`.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  init(_ changes: Changeset) {
    let reloadedBefore = IndexSet(changes.reloadedSections.map(\.from))
    let reloadedAfter = IndexSet(changes.reloadedSections.map(\.to))
    let goneBefore = changes.deletedSections.union(reloadedBefore)
    let newAfter = changes.insertedSections.union(reloadedAfter)
    reloadedRows = changes.reloadedRows.map(\.from)
    reloadedSections = changes.reloadedSections.map(\.to).sorted()
    // Kept even in new sections: a row moved into one keeps its identity, and a reconfigure
    // of a row that arrived new changes nothing.
    reconfiguredRows = changes.reconfiguredRows

    removals = changes.deletedSections.map { .deleteSection($0) }
    insertions = changes.insertedSections.map { .insertSection($0) }
    for (index, move) in changes.movedSections.enumerated() {
      removals.append(.liftSection(move.from, move: index))
      insertions.append(.placeSection(move.to, move: index))
    }
    for path in changes.deletedRows where !goneBefore.contains(path.section) {
      removals.append(.deleteRow(path))
    }
    for path in changes.insertedRows where !newAfter.contains(path.section) {
      insertions.append(.insertRow(path))
    }
    for (index, move) in changes.movedRows.enumerated() {
      removals.append(.liftRow(move.from, move: index))
      insertions.append(.placeRow(move.to, move: index))
      if changes.insertedSections.contains(move.to.section) {
        movedInto[move.to.section, default: 0] += 1
      }
    }
    removals.sort { $0.key > $1.key }
    insertions.sort { $0.key < $1.key }
  }

  /// Makes the steps on `receiver`.
  ///
  /// - Parameter rowCount: The row count, after the batch, of an inserted or reloaded section.
  /// - Complexity: O(*k*) receiver calls for *k* operations.
  @MainActor
  func apply(to receiver: some EditReceiver, rowCount: (Int) -> Int) {
    for path in reloadedRows { receiver.reloadRow(at: path) }
    var liftedSections: [Int: LiftedSection] = [:]
    var liftedRows: [Int: LiftedRows] = [:]
    for step in removals {
      switch step {
      case .deleteSection(let section): receiver.deleteSection(at: section)
      case .liftSection(let section, let move):
        liftedSections[move] = receiver.liftSection(at: section)
      case .deleteRow(let path): receiver.deleteRow(at: path)
      case .liftRow(let path, let move): liftedRows[move] = receiver.liftRows(at: path, count: 1)
      }
    }
    for step in insertions {
      switch step {
      case .insertSection(let section):
        receiver.insertSection(
          at: section, rowCount: rowCount(section) - movedInto[section, default: 0])
      case .placeSection(let section, let move):
        guard let lifted = liftedSections[move] else { preconditionFailure("section move \(move)") }
        receiver.placeSection(lifted, at: section)
      case .insertRow(let path): receiver.insertRow(at: path)
      case .placeRow(let path, let move):
        guard let lifted = liftedRows[move] else { preconditionFailure("row move \(move)") }
        receiver.placeRows(lifted, at: path)
      }
    }
    for section in reloadedSections {
      receiver.reloadSection(at: section, rowCount: rowCount(section))
    }
    for path in reconfiguredRows { receiver.reconfigureRow(at: path) }
  }

  /// Whether the steps fit a source whose row counts were `before` and are now `after`: every
  /// index is in range when its step comes, and the counts end as `after`.
  ///
  /// - Complexity: O(*k* + *s*) for *k* steps and *s* sections.
  func fits(before: [Int], after: [Int]) -> Bool {
    var counts = before
    var liftedCounts: [Int: Int] = [:]
    for path in reloadedRows {
      guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.row)
      else { return false }
    }
    for step in removals {
      switch step {
      case .deleteSection(let section), .liftSection(let section, _):
        guard counts.indices.contains(section) else { return false }
        if case .liftSection(_, let move) = step { liftedCounts[move] = counts[section] }
        counts.remove(at: section)
      case .deleteRow(let path), .liftRow(let path, _):
        guard counts.indices.contains(path.section),
          (0..<counts[path.section]).contains(path.row)
        else { return false }
        counts[path.section] -= 1
      }
    }
    for step in insertions {
      switch step {
      case .insertSection(let section):
        guard (0...counts.count).contains(section), section < after.count else { return false }
        let rows = after[section] - movedInto[section, default: 0]
        guard rows >= 0 else { return false }
        counts.insert(rows, at: section)
      case .placeSection(let section, let move):
        guard (0...counts.count).contains(section), let rows = liftedCounts[move] else {
          return false
        }
        counts.insert(rows, at: section)
      case .insertRow(let path), .placeRow(let path, _):
        guard counts.indices.contains(path.section),
          (0...counts[path.section]).contains(path.row)
        else { return false }
        counts[path.section] += 1
      }
    }
    for section in reloadedSections {
      guard counts.indices.contains(section), section < after.count else { return false }
      counts[section] = after[section]
    }
    for path in reconfiguredRows {
      guard after.indices.contains(path.section), (0..<after[path.section]).contains(path.row)
      else {
        return false
      }
    }
    return counts == after
  }
}

extension EditReceiver {
  /// Makes the single edits of the batch `changes` (see ``BatchSteps``).
  ///
  /// - Parameter rowCount: The row count, after the batch, of an inserted or reloaded section.
  func apply(_ changes: Changeset, rowCount: (Int) -> Int) {
    BatchSteps(changes).apply(to: self, rowCount: rowCount)
  }
}
