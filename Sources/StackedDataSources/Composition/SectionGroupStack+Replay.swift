import Foundation

extension SectionGroupStack {
  /// Replays one batch of `slot`'s group on the table's layout, into the open transaction or as a
  /// transaction of its own.
  ///
  /// UIKit's order: reloads (before-coordinates) are marked first; then deletes and move sources
  /// are taken out in descending before-coordinates; then inserts and move destinations are put in
  /// in ascending after-coordinates. Row operations inside deleted or inserted sections are
  /// ignored, as UIKit ignores them; a section reload is a delete plus an insert where UIKit puts
  /// it (rule 6). `reloadData` from a group replaces all of the group's sections.
  ///
  /// A batch that does not fit the group's rows (checked first, on row counts alone) is not
  /// replayed: the group's sections are replaced and the mistake kept in ``invalidBatches``.
  ///
  /// - Complexity: O(*k* log *k* + *s*) for *k* operations and the group's *s* sections, each
  ///   operation translated in O(*d* · (log *g* + *s′* · *p*)).
  func absorb(_ batch: RawBatch, from slot: GroupSlot) {
    guard slots[ObjectIdentifier(slot.dataSource)] === slot else { return }
    record { tracker in
      if batch.reloadsData {
        replaceAllSections(of: slot, tracker: &tracker)
      } else {
        replay(batch, on: slot, tracker: &tracker)
      }
    }
  }

  private enum Step {
    case deleteSection(Int)
    case liftSection(Int, move: Int)
    case deleteRow(TablePath)
    case liftRow(TablePath, move: Int)
    case insertSection(Int)
    case placeSection(Int, move: Int)
    case insertRow(TablePath)
    case placeRow(TablePath, move: Int)

    /// Sort key: a section sorts before its rows, so it is taken out after them (descending)
    /// and put in before them (ascending).
    var key: TablePath {
      switch self {
      case .deleteSection(let s), .liftSection(let s, _), .insertSection(let s),
        .placeSection(let s, _):
        TablePath(section: s, row: -1)
      case .deleteRow(let p), .liftRow(let p, _), .insertRow(let p), .placeRow(let p, _): p
      }
    }
  }

  private func replay(_ batch: RawBatch, on slot: GroupSlot, tracker: inout ChangeTracker) {
    var deletedSections = batch.deletedSections
    var insertedSections = batch.insertedSections
    if !batch.reloadedSections.isEmpty {
      var changes = Changeset()
      changes.deletedSections = batch.deletedSections
      changes.insertedSections = batch.insertedSections
      changes.deletedRows = Array(batch.deletedRows)
      changes.insertedRows = Array(batch.insertedRows)
      let placement = ReloadPlacement(changes)
      for section in batch.reloadedSections {
        deletedSections.insert(section)
        insertedSections.insert(placement.destination(ofSection: section))
      }
    }
    // Rows of deleted sections are marked too: one may be moving out, and keeps its reload.
    for path in batch.reloadedRows
    where slot.ownCounts.indices.contains(path.section) && path.row < slot.ownCounts[path.section] {
      slot.reloadOwnRow(path.row, inSection: path.section, tracker: &tracker)
    }

    var removals: [Step] = deletedSections.map { .deleteSection($0) }
    var insertions: [Step] = insertedSections.map { .insertSection($0) }
    for (index, move) in batch.movedSections.enumerated() {
      removals.append(.liftSection(move.from, move: index))
      insertions.append(.placeSection(move.to, move: index))
    }
    removals += batch.deletedRows.filter { !deletedSections.contains($0.section) }.map {
      .deleteRow($0)
    }
    insertions += batch.insertedRows.filter { !insertedSections.contains($0.section) }.map {
      .insertRow($0)
    }
    // A row moved out of a deleted section or into an inserted one still moves: UIKit cannot
    // animate that, but the stack's own tracker turns it into what UIKit can take, and groups
    // pinned under the row follow it.
    for (index, move) in batch.movedRows.enumerated() {
      removals.append(.liftRow(move.from, move: index))
      insertions.append(.placeRow(move.to, move: index))
    }

    // An inserted section arrives with its rows, except those that move into it.
    var movedInto: [Int: Int] = [:]
    for move in batch.movedRows where insertedSections.contains(move.to.section) {
      movedInto[move.to.section, default: 0] += 1
    }
    removals.sort { $0.key > $1.key }
    insertions.sort { $0.key < $1.key }
    guard fits(removals, insertions, movedInto: movedInto, slot: slot) else {
      // A batch that does not match the group's rows (a hand-written data source's mistake)
      // would corrupt the layout: show what the group has now instead, and say so.
      invalidBatches.append(.invalidGroupBatch(stack: name, group: slot.dataSource.name))
      replaceAllSections(of: slot, tracker: &tracker)
      return
    }
    var liftedSections: [Int: GroupSlot.LiftedSection] = [:]
    var liftedRows: [Int: GroupSlot.LiftedRow] = [:]
    for step in removals {
      switch step {
      case .deleteSection(let section):
        release(slot.removeOwnSection(section, tracker: &tracker).pins)
      case .liftSection(let section, let move):
        liftedSections[move] = slot.removeOwnSection(section, tracker: &tracker)
      case .deleteRow(let path):
        release(slot.removeOwnRow(path.row, inSection: path.section, tracker: &tracker).pins)
      case .liftRow(let path, let move):
        liftedRows[move] = slot.removeOwnRow(path.row, inSection: path.section, tracker: &tracker)
      default:
        preconditionFailure("insertion among removals")
      }
    }
    for step in insertions {
      switch step {
      case .insertSection(let section):
        let rows = slot.dataSource.numberOfRows(inSection: section) - movedInto[section, default: 0]
        slot.insertOwnSection(section, rowCount: rows, lifted: nil, tracker: &tracker)
      case .placeSection(let section, let move):
        slot.insertOwnSection(section, rowCount: 0, lifted: liftedSections[move], tracker: &tracker)
      case .insertRow(let path):
        slot.insertOwnRow(path.row, inSection: path.section, lifted: nil, tracker: &tracker)
      case .placeRow(let path, let move):
        slot.insertOwnRow(
          path.row, inSection: path.section, lifted: liftedRows[move],
          tracker: &tracker)
      default:
        preconditionFailure("removal among insertions")
      }
    }
  }

  /// Whether the steps fit the group's rows: replayed on the row counts alone, every index is in
  /// range when its step comes, and the counts end as the group's counts now.
  ///
  /// - Complexity: O(*k* + *s*) for *k* steps and the group's *s* sections.
  private func fits(
    _ removals: [Step], _ insertions: [Step], movedInto: [Int: Int], slot: GroupSlot
  ) -> Bool {
    let source = slot.dataSource
    var counts = slot.ownCounts
    var liftedCounts: [Int: Int] = [:]
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
      default:
        return false
      }
    }
    for step in insertions {
      switch step {
      case .insertSection(let section):
        guard (0...counts.count).contains(section), section < source.numberOfSections else {
          return false
        }
        let rows = source.numberOfRows(inSection: section) - movedInto[section, default: 0]
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
      default:
        return false
      }
    }
    return counts == source.rowCounts
  }

  /// Replaces every section of `slot` with the sections its group has now; pins under it go.
  func replaceAllSections(of slot: GroupSlot, tracker: inout ChangeTracker) {
    for section in slot.ownCounts.indices.reversed() {
      release(slot.removeOwnSection(section, tracker: &tracker).pins)
    }
    for section in 0..<slot.dataSource.numberOfSections {
      slot.insertOwnSection(
        section, rowCount: slot.dataSource.numberOfRows(inSection: section), lifted: nil,
        tracker: &tracker)
    }
  }

  /// Releases the groups of pins whose anchor went away.
  func release(_ pins: [Pin]) {
    for pin in pins { release(pin.slot) }
  }
}
