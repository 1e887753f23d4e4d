import Foundation

/// The net change of one data source since its transaction began, kept as the origin of every
/// current section and row (DESIGN §4).
///
/// Each current section is either an old section (by its index before the transaction) or
/// inserted; each current row of a touched section is either an old row (by its path before the
/// transaction) or inserted, with a reloaded flag. Edits update these origins in place, so any
/// sequence of edits — insert then delete, move then reload — nets out, and ``finish()`` reads the
/// batch off the origins. Untouched sections keep no per-row state.
struct ChangeTracker {
  private struct RowOrigin: Equatable {
    /// Old section, or -1 for a row inserted during the transaction.
    var section: Int
    var row: Int
    var reloaded = false

    static func inserted() -> RowOrigin { RowOrigin(section: -1, row: -1) }
    var isInserted: Bool { section < 0 }
  }

  private struct SectionOrigin {
    /// Old section index, or -1 for a section inserted during the transaction.
    var old: Int
    var reloaded = false
    var count: Int
    /// Origins of the rows, or `nil` while the section is untouched (rows are the old ones).
    var rows: [RowOrigin]?
  }

  private var oldCounts: [Int] = []
  private var sections: [SectionOrigin] = []
  /// Whether a transaction's changes are being collected.
  private(set) var isTracking = false

  /// Starts collecting, with the row counts the sink last saw.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func begin(counts: [Int]) {
    oldCounts = counts
    sections = counts.enumerated().map { SectionOrigin(old: $0.offset, count: $0.element) }
    isTracking = true
  }

  // MARK: Edits, each in current coordinates

  mutating func insertSection(at index: Int, rowCount: Int) {
    sections.insert(SectionOrigin(old: -1, count: rowCount, rows: nil), at: index)
  }

  mutating func deleteSection(at index: Int) {
    sections.remove(at: index)
  }

  mutating func moveSection(from source: Int, to destination: Int) {
    let section = sections.remove(at: source)
    sections.insert(section, at: destination)
  }

  mutating func reloadSection(at index: Int) {
    sections[index].reloaded = true
  }

  mutating func insertRow(at path: TablePath) {
    insert(.inserted(), at: path)
  }

  mutating func deleteRow(at path: TablePath) {
    _ = remove(at: path)
  }

  mutating func moveRow(from source: TablePath, to destination: TablePath) {
    let origin = remove(at: source)
    insert(origin, at: destination)
  }

  mutating func reloadRow(at path: TablePath) {
    guard sections[path.section].old >= 0 else { return }
    materialize(path.section)
    sections[path.section].rows![path.row].reloaded = true
  }

  private mutating func insert(_ origin: RowOrigin, at path: TablePath) {
    sections[path.section].count += 1
    guard sections[path.section].old >= 0 else { return }
    materialize(path.section, adding: -1)
    sections[path.section].rows!.insert(origin, at: path.row)
  }

  private mutating func remove(at path: TablePath) -> RowOrigin {
    sections[path.section].count -= 1
    guard sections[path.section].old >= 0 else { return .inserted() }
    materialize(path.section, adding: 1)
    return sections[path.section].rows!.remove(at: path.row)
  }

  /// Gives an untouched section explicit row origins. `adding` undoes a count change already
  /// made by the caller.
  private mutating func materialize(_ section: Int, adding correction: Int = 0) {
    guard sections[section].rows == nil else { return }
    let old = sections[section].old
    sections[section].rows = (0..<oldCounts[old]).map { RowOrigin(section: old, row: $0) }
    assert(oldCounts[old] == sections[section].count + correction)
  }
}

extension ChangeTracker {
  /// Ends the transaction and returns its net change, normalised for UIKit.
  ///
  /// Deletes are the old sections and rows that no longer exist; inserts are the current ones
  /// that are new; moves are the survivors outside a longest increasing subsequence of old
  /// positions (so they are minimal); reloads are flagged rows that did not move, and a reloaded
  /// row that moved becomes a delete plus an insert.
  ///
  /// - Complexity: O(*s* log *s* + *r* log *r*), *s* sections and *r* rows in touched sections.
  mutating func finish() -> Changeset {
    defer {
      isTracking = false
      sections = []
      oldCounts = []
    }
    var changes = Changeset()
    var oldToNew = [Int](repeating: -1, count: oldCounts.count)
    var survivors: [Int] = []
    for (index, section) in sections.enumerated() {
      if section.old < 0 {
        changes.insertedSections.insert(index)
      } else {
        oldToNew[section.old] = index
        survivors.append(index)
      }
    }
    for (old, new) in oldToNew.enumerated() where new < 0 {
      changes.deletedSections.insert(old)
    }
    let staying = Set(longestIncreasingSubsequence(survivors.map { sections[$0].old }).map {
      survivors[$0]
    })
    // A reloaded section is rebuilt: its rows are not matched with rows anywhere else.
    var replaced = [Bool](repeating: false, count: oldCounts.count)
    for index in survivors {
      let section = sections[index]
      if section.reloaded {
        replaced[section.old] = true
        changes.reloadedSections.append(SectionMove(from: section.old, to: index))
      } else if !staying.contains(index) {
        changes.movedSections.append(SectionMove(from: section.old, to: index))
      }
    }
    collectRowChanges(into: &changes, oldToNew: oldToNew, replaced: replaced)
    return changes.normalizedForUIKit()
  }

  private func collectRowChanges(into changes: inout Changeset, oldToNew: [Int], replaced: [Bool]) {
    func isLive(_ origin: RowOrigin) -> Bool {
      !origin.isInserted && oldToNew[origin.section] >= 0 && !replaced[origin.section]
    }
    // Old rows still present, per touched old section.
    var present: [Int: [Bool]] = [:]
    for (index, section) in sections.enumerated() {
      guard let rows = section.rows, section.old >= 0, !replaced[section.old] else { continue }
      if present[section.old] == nil {
        present[section.old] = [Bool](repeating: false, count: oldCounts[section.old])
      }
      var sameSection: [(position: Int, oldRow: Int)] = []
      for (row, origin) in rows.enumerated() {
        let path = TablePath(section: index, row: row)
        guard isLive(origin) else {
          changes.insertedRows.append(path)
          continue
        }
        present[origin.section, default: [Bool](repeating: false, count: oldCounts[origin.section])][
          origin.row] = true
        let from = TablePath(section: origin.section, row: origin.row)
        if origin.section == section.old {
          sameSection.append((row, origin.row))
        } else if origin.reloaded {
          changes.deletedRows.append(from)
          changes.insertedRows.append(path)
        } else {
          changes.movedRows.append(RowMove(from: from, to: path))
        }
      }
      let keep = Set(longestIncreasingSubsequence(sameSection.map(\.oldRow)))
      for (k, entry) in sameSection.enumerated() {
        let from = TablePath(section: section.old, row: entry.oldRow)
        let to = TablePath(section: index, row: entry.position)
        let reloaded = rows[entry.position].reloaded
        switch (keep.contains(k), reloaded) {
        case (true, true): changes.reloadedRows.append(RowMove(from: from, to: to))
        case (true, false): break
        case (false, true):
          changes.deletedRows.append(from)
          changes.insertedRows.append(to)
        case (false, false): changes.movedRows.append(RowMove(from: from, to: to))
        }
      }
    }
    for (old, flags) in present {
      for (row, isPresent) in flags.enumerated() where !isPresent {
        changes.deletedRows.append(TablePath(section: old, row: row))
      }
    }
  }
}

/// The positions in `values` of one longest strictly increasing subsequence (patience sorting).
///
/// - Complexity: O(*n* log *n*).
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  guard !values.isEmpty else { return [] }
  var tails: [Int] = []  // positions in `values` of the smallest tail of each length
  var previous = [Int](repeating: -1, count: values.count)
  for (position, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var result = [Int](repeating: 0, count: tails.count)
  var cursor = tails[tails.count - 1]
  for k in stride(from: tails.count - 1, through: 0, by: -1) {
    result[k] = cursor
    cursor = previous[cursor]
  }
  return result
}
