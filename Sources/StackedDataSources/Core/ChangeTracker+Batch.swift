extension ChangeTracker {
  /// Records a whole batch, as UIKit applies one: reloads are marked in before-coordinates,
  /// then deletes and move sources are taken out in descending before-coordinates, then inserts
  /// and move destinations are put in, in ascending after-coordinates.
  ///
  /// - Parameters:
  ///   - changes: the batch; rows moved out of deleted or into inserted sections still move.
  ///   - insertedRowCount: the row count, after the batch, of an inserted or reloaded section.
  /// - Complexity: O(*k* log *k*) for *k* operations, plus the edits themselves.
  mutating func apply(_ changes: Changeset, insertedRowCount: (Int) -> Int) {
    let deletedSections = changes.deletedSections
    let insertedSections = changes.insertedSections
    // A reloaded section keeps its place; its rows are not compared, and its count is set once
    // everything else has moved.
    for reload in changes.reloadedSections {
      reloadSection(at: reload.from, rowCount: rowCount(inSection: reload.from))
    }
    // Rows of deleted sections are marked too: one may be moving out, and keeps its reload.
    for reload in changes.reloadedRows { reloadRow(at: reload.from) }
    var movedInto: [Int: Int] = [:]
    for move in changes.movedRows where insertedSections.contains(move.to.section) {
      movedInto[move.to.section, default: 0] += 1
    }

    // Removals: a section sorts before its rows, so it goes after them in descending order.
    enum Removal {
      case section(Int), liftSection(Int, Int), row(TablePath), liftRow(TablePath, Int)
    }
    var removals: [(key: TablePath, step: Removal)] = []
    for section in deletedSections {
      removals.append((TablePath(section: section, row: -1), .section(section)))
    }
    for (index, move) in changes.movedSections.enumerated() {
      removals.append((TablePath(section: move.from, row: -1), .liftSection(move.from, index)))
    }
    for path in changes.deletedRows where !deletedSections.contains(path.section) {
      removals.append((path, .row(path)))
    }
    for (index, move) in changes.movedRows.enumerated() {
      removals.append((move.from, .liftRow(move.from, index)))
    }
    var liftedSections: [Int: LiftedSection] = [:]
    var liftedRows: [Int: LiftedRows] = [:]
    for (_, step) in removals.sorted(by: { $0.key > $1.key }) {
      switch step {
      case .section(let section): deleteSection(at: section)
      case .liftSection(let section, let move): liftedSections[move] = liftSection(at: section)
      case .row(let path): deleteRow(at: path)
      case .liftRow(let path, let move): liftedRows[move] = liftRows(at: path, count: 1)
      }
    }

    enum Insertion {
      case section(Int), placeSection(Int, Int), row(TablePath), placeRow(TablePath, Int)
    }
    var insertions: [(key: TablePath, step: Insertion)] = []
    for section in insertedSections {
      insertions.append((TablePath(section: section, row: -1), .section(section)))
    }
    for (index, move) in changes.movedSections.enumerated() {
      insertions.append((TablePath(section: move.to, row: -1), .placeSection(move.to, index)))
    }
    for path in changes.insertedRows where !insertedSections.contains(path.section) {
      insertions.append((path, .row(path)))
    }
    for (index, move) in changes.movedRows.enumerated() {
      insertions.append((move.to, .placeRow(move.to, index)))
    }
    for (_, step) in insertions.sorted(by: { $0.key < $1.key }) {
      switch step {
      case .section(let section):
        insertSection(
          at: section, rowCount: insertedRowCount(section) - movedInto[section, default: 0])
      case .placeSection(let section, let move): placeSection(liftedSections[move]!, at: section)
      case .row(let path): insertRow(at: path)
      case .placeRow(let path, let move): placeRows(liftedRows[move]!, at: path)
      }
    }
    for reload in changes.reloadedSections {
      reloadSection(at: reload.to, rowCount: insertedRowCount(reload.to))
    }
  }
}
