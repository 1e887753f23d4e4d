import Foundation

extension ChangeTracker {
  /// The row counts of the table after a transaction, as far as it changed them.
  enum FinalCounts {
    /// Every section's count: the sections themselves changed.
    case all([Int])
    /// The counts of the touched sections, by index; the others kept theirs.
    case touched([Int: Int])
  }

  /// A row the user entered a value into during the transaction, where it is once the batch is
  /// applied (``markUserInput(at:shows:)``).
  struct UserInputRow {
    /// The row's path after the batch.
    var path: TablePath
    /// What the view shows there: the content the row had, with the user's value; `nil` for a
    /// value the source refused because the transaction had taken the row out
    /// (``userTyped``), which no content shows.
    var shown: RowContent?
    /// Whether an edit of the transaction reconfigured the row.
    var isReconfigured: Bool
  }

  /// Ends the transaction and returns its net change, ready for a table, and the counts the
  /// table has once it applies it.
  ///
  /// Deletes are the old sections and rows that no longer exist; inserts are the current ones
  /// that are new; moves are the survivors outside a heaviest increasing subsequence of old
  /// positions, so they are minimal, and among minimal answers the rows and sections the edits
  /// moved are the ones that move. Reloads are flagged rows that did not move (one that moved
  /// becomes a delete plus an insert); reconfigures are the current paths of flagged rows that
  /// survived, moved or not. A row that left a deleted or reloaded section is an insert, one that
  /// entered an inserted section is a delete, and the result is
  /// ``Changeset/normalizedForUIKit()``. The rows the user entered values into come apart
  /// (``UserInputRow``), for the root to settle against their content — also the rows put back
  /// after an input they refused (``userTyped`` without content).
  ///
  /// - Complexity: O(*r* log *r*) for the runs of the touched sections, plus O(*s*) for *s*
  ///   sections when sections were inserted, deleted or moved, plus the size of the result,
  ///   plus O(*u*) for the *u* rows the user typed into, and O(*s* + *r* + log *f*) for each of
  ///   the *f* that refused the input.
  mutating func finish() -> (changes: Changeset, counts: FinalCounts, userInput: [UserInputRow]) {
    defer { reset() }
    var changes = Changeset()
    var userInput: [UserInputRow] = []
    let current: [(index: Int, section: SectionOrigin)]
    var oldToNew: [Int: Int] = [:]
    let counts: FinalCounts
    if isStructured {
      current = structure.enumerated().map { ($0.offset, $0.element) }
      counts = .all(structure.map(\.count))
      var survivors: [Int] = []
      for (index, section) in structure.enumerated() {
        if section.old < 0 {
          changes.insertedSections.insert(index)
        } else {
          oldToNew[section.old] = index
          survivors.append(index)
        }
      }
      for old in 0..<oldSectionCount where oldToNew[old] == nil {
        changes.deletedSections.insert(old)
      }
      // Each section weighs the same; a section an edit moved weighs a little less, so that it
      // is the one that moves when several answers are equally small.
      let staying = heaviestIncreasingSubsequence(
        keys: survivors.map { structure[$0].old },
        weights: survivors.map { structure[$0].moved ? 2 : 3 })
      for (k, index) in survivors.enumerated() where !structure[index].reloaded && !staying[k] {
        changes.movedSections.append(SectionMove(from: structure[index].old, to: index))
      }
    } else {
      current = touched.map { ($0.key, $0.value) }
      counts = .touched(touched.mapValues(\.count))
      for index in touched.keys { oldToNew[index] = index }
    }
    var replaced = Set<Int>()
    for (index, section) in current where section.old >= 0 && section.reloaded {
      replaced.insert(section.old)
      changes.reloadedSections.append(SectionMove(from: section.old, to: index))
    }
    collectRowChanges(
      into: &changes, userInput: &userInput, sections: current,
      isLive: { old in oldToNew[old] != nil && !replaced.contains(old) })
    // In order, so that the batch does not depend on the dictionary's.
    for old in userTyped.compactMap({ $0.value == nil ? $0.key : nil }).sorted() {
      guard case .now(let path) = currentPath(ofOld: old) else { continue }
      userInput.append(UserInputRow(path: path, shown: nil, isReconfigured: false))
    }
    return (changes.normalizedForUIKit(), counts, userInput)
  }

  private mutating func collectRowChanges(
    into changes: inout Changeset, userInput: inout [UserInputRow],
    sections: [(index: Int, section: SectionOrigin)], isLive: (Int) -> Bool
  ) {
    // The old rows still present, as (start, length) intervals per old section.
    var present: [Int: [(start: Int, length: Int)]] = [:]
    for (index, section) in sections {
      // An inserted section arrives with its rows (one moved in is deleted at its source); a
      // reloaded one is replaced whole; an untouched one kept all its rows in place.
      guard section.old >= 0, !section.reloaded, let rows = section.rows else { continue }
      // Listed even when none of its rows is left, so that its deletes are found.
      if present[section.old] == nil { present[section.old] = [] }
      var position = 0
      var sameSection: [(position: Int, run: RowRuns.Run)] = []
      for run in rows.runs {
        defer { position += run.length }
        guard !run.isInserted, isLive(run.section) else {
          for row in position..<position + run.length {
            changes.insertedRows.append(TablePath(section: index, row: row))
          }
          continue
        }
        present[run.section, default: []].append((run.start, run.length))
        if run.section == section.old {
          sameSection.append((position, run))
        } else {
          addMoves(of: run, to: TablePath(section: index, row: position), into: &changes)
        }
        if run.flags.contains(.userInput) {
          noteUserInput(of: run, at: TablePath(section: index, row: position), into: &userInput)
        }
      }
      let staying = heaviestIncreasingSubsequence(
        keys: sameSection.map(\.run.start),
        weights: sameSection.map { ($0.run.length << 32) | ($0.run.flags.contains(.moved) ? 0 : 1) }
      )
      for (k, entry) in sameSection.enumerated() {
        let to = TablePath(section: index, row: entry.position)
        if staying[k] {
          addUpdates(of: entry.run, at: to, into: &changes)
        } else {
          addMoves(of: entry.run, to: to, into: &changes)
        }
      }
    }
    for (old, intervals) in present {
      var next = 0
      for interval in intervals.sorted(by: { $0.start < $1.start }) {
        for row in next..<interval.start {
          changes.deletedRows.append(TablePath(section: old, row: row))
        }
        next = interval.start + interval.length
      }
      for row in next..<oldCount(old) {
        changes.deletedRows.append(TablePath(section: old, row: row))
      }
    }
  }

  /// The rows of a surviving run the user entered values into, at `to` now.
  private func noteUserInput(
    of run: RowRuns.Run, at to: TablePath, into rows: inout [UserInputRow]
  ) {
    guard !run.flags.contains(.reloaded) else { return }
    for offset in 0..<run.length {
      guard let shown = userShown[TablePath(section: run.section, row: run.start + offset)]
      else { continue }
      rows.append(
        UserInputRow(
          path: TablePath(section: to.section, row: to.row + offset), shown: shown,
          isReconfigured: run.flags.contains(.reconfigured)))
    }
  }

  /// The reloads and reconfigures of a run that stayed in place.
  private func addUpdates(of run: RowRuns.Run, at to: TablePath, into changes: inout Changeset) {
    guard !run.flags.isDisjoint(with: [.reloaded, .reconfigured]) else { return }
    for offset in 0..<run.length {
      let from = TablePath(section: run.section, row: run.start + offset)
      let path = TablePath(section: to.section, row: to.row + offset)
      if run.flags.contains(.reloaded) {
        changes.reloadedRows.append(RowMove(from: from, to: path))
      } else {
        changes.reconfiguredRows.append(path)
      }
    }
  }

  /// The moves of a run that moved: a reloaded row becomes a delete and an insert, since UIKit
  /// cannot reload a moving row; a reconfigured one moves and is reconfigured where it lands.
  private func addMoves(of run: RowRuns.Run, to: TablePath, into changes: inout Changeset) {
    for offset in 0..<run.length {
      let from = TablePath(section: run.section, row: run.start + offset)
      let path = TablePath(section: to.section, row: to.row + offset)
      if run.flags.contains(.reloaded) {
        changes.deletedRows.append(from)
        changes.insertedRows.append(path)
      } else {
        changes.movedRows.append(RowMove(from: from, to: path))
        if run.flags.contains(.reconfigured) { changes.reconfiguredRows.append(path) }
      }
    }
  }
}
