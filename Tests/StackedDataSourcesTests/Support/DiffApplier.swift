import Foundation

@testable import StackedDataSources

/// A test-only model of what a table does with one batch, used as the oracle for the diff.
///
/// It applies a `Changeset` to the old snapshot with UIKit's semantics, independently of the
/// library's normalisation: deletes (and move and reload sources) in old coordinates first, then
/// inserts, move destinations and reload destinations in new coordinates; rows and sections that
/// do not move keep their relative order; a reload is a delete at its old path plus an insert at
/// the path UIKit derives from the batch's deletes and inserts alone (rule 6 of
/// `uikit-batch-rules.md`), and takes the new content there; an inserted row or section takes the
/// new snapshot's content, as a table asks its data source; a reconfigure, after the batch, gives
/// the row at its new path the new content. It also enforces the checks UIKit
/// makes (per-section counts, no duplicate positions, no row operations inside moved sections,
/// no move out of a deleted or into an inserted section, no reload of a moved row) and reports
/// the first violation.
struct DiffApplier<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Item: Equatable & Sendable
> {
  typealias Model = Snapshot<SectionID, ItemID, Item>

  struct Row: Equatable {
    var id: ItemID
    var item: Item
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The sections and rows the table shows after `changes`, or the first rule it breaks.
  static func apply(_ changes: Changeset, to old: Model, new: Model) throws(Failure) -> [(
    id: SectionID, rows: [Row]
  )] {
    func fail(_ message: String) -> Failure { Failure(description: message) }
    let oldSections = (0..<old.numberOfSections).map { section in
      (
        id: old.sectionIdentifier(at: section)!,
        rows: (0..<old.numberOfItems(inSection: section)).map { row in
          let path = TablePath(section: section, row: row)
          return Row(id: old.itemIdentifier(at: path)!, item: old.item(at: path)!)
        }
      )
    }
    func newRow(_ path: TablePath) throws(Failure) -> Row {
      guard let id = new.itemIdentifier(at: path), let item = new.item(at: path) else {
        throw fail("insert at \(path) is outside the new snapshot")
      }
      return Row(id: id, item: item)
    }

    // Validation of positions.
    let deletedSections = Set(changes.deletedSections)
    let insertedSections = Set(changes.insertedSections)
    let movedFrom = Set(changes.movedSections.map(\.from))
    let movedTo = Set(changes.movedSections.map(\.to))
    guard movedFrom.count == changes.movedSections.count, movedTo.count == movedFrom.count else {
      throw fail("a section moved twice")
    }
    guard changes.reloadedSections.isEmpty else { throw fail("unexpected section reload") }
    for section in deletedSections.union(movedFrom)
    where !(0..<old.numberOfSections).contains(section) {
      throw fail("section \(section) does not exist before the batch")
    }
    guard deletedSections.isDisjoint(with: movedFrom), insertedSections.isDisjoint(with: movedTo)
    else { throw fail("a section is both moved and deleted or inserted") }

    let rowSourcesList =
      changes.deletedRows + changes.movedRows.map(\.from) + changes.reloadedRows.map(\.from)
    let rowTargetsList =
      changes.insertedRows + changes.movedRows.map(\.to) + changes.reloadedRows.map(\.to)
    guard Set(rowSourcesList).count == rowSourcesList.count else {
      throw fail("a row is deleted, moved or reloaded twice: \(changes)")
    }
    guard
      Set(changes.insertedRows + changes.movedRows.map(\.to)).count
        == changes.insertedRows.count + changes.movedRows.count
    else { throw fail("two rows land on one path") }
    for path in rowSourcesList {
      if movedFrom.contains(path.section) { throw fail("row operation \(path) in moved section") }
      if deletedSections.contains(path.section) { throw fail("row \(path) in deleted section") }
    }
    for path in rowTargetsList {
      if movedTo.contains(path.section) { throw fail("row operation \(path) in moved section") }
      if insertedSections.contains(path.section) { throw fail("row \(path) in inserted section") }
    }

    // Rule 6: where UIKit puts each reload, from deletes and inserts alone.
    var reloadTargets: [TablePath] = []
    for reload in changes.reloadedRows {
      var section = reload.from.section
      var row = reload.from.row
      for deleted in changes.deletedSections.reversed() where deleted <= section { section -= 1 }
      for deleted in changes.deletedRows.sorted(by: >)
      where deleted.section == reload.from.section && deleted.row <= row {
        row -= 1
      }
      for inserted in changes.insertedSections where inserted <= section { section += 1 }
      for inserted in changes.insertedRows.sorted()
      where inserted.section == section && inserted.row <= row {
        row += 1
      }
      reloadTargets.append(TablePath(section: section, row: row))
    }

    // Phase 1, old coordinates: remove deleted rows, move sources, reload sources.
    var removedRows = Set(changes.deletedRows)
    removedRows.formUnion(changes.reloadedRows.map(\.from))
    var carriedRows: [TablePath: Row] = [:]
    for move in changes.movedRows {
      guard let row = oldSections[safe: move.from.section]?.rows[safe: move.from.row] else {
        throw fail("moved row \(move.from) does not exist before the batch")
      }
      carriedRows[move.to] = row
      removedRows.insert(move.from)
    }
    var survivors: [Int: (id: SectionID, rows: [Row])] = [:]
    for (section, content) in oldSections.enumerated() where !deletedSections.contains(section) {
      var kept: [Row] = []
      for (row, value) in content.rows.enumerated() {
        if removedRows.remove(TablePath(section: section, row: row)) == nil { kept.append(value) }
      }
      survivors[section] = (content.id, kept)
    }
    guard removedRows.isEmpty else {
      throw fail("rows \(removedRows) do not exist before the batch")
    }

    // Phase 2, new coordinates: place sections, then rows.
    let unmoved = (0..<old.numberOfSections).filter {
      !deletedSections.contains($0) && !movedFrom.contains($0)
    }
    let sectionCount = unmoved.count + insertedSections.count + movedTo.count
    guard sectionCount == new.numberOfSections else {
      throw fail(
        "invalid number of sections: \(sectionCount) after the batch, data source has \(new.numberOfSections)"
      )
    }
    var result: [(id: SectionID, rows: [Row])] = []
    var nextUnmoved = unmoved.makeIterator()
    let moveOfTarget = Dictionary(
      uniqueKeysWithValues: changes.movedSections.map { ($0.to, $0.from) })
    for section in 0..<sectionCount {
      if insertedSections.contains(section) {
        let id = new.sectionIdentifier(at: section)!
        var rows: [Row] = []
        for row in 0..<new.numberOfItems(inSection: section) {
          rows.append(try newRow(TablePath(section: section, row: row)))
        }
        result.append((id, rows))
        continue
      }
      let source = moveOfTarget[section] ?? nextUnmoved.next()!
      let before = survivors[source]!
      var placed: [Int: Row] = [:]
      for path in changes.insertedRows where path.section == section {
        placed[path.row] = try newRow(path)
      }
      for (path, row) in carriedRows where path.section == section { placed[path.row] = row }
      for path in reloadTargets where path.section == section {
        guard placed[path.row] == nil else { throw fail("reload lands on an insert at \(path)") }
        placed[path.row] = try newRow(path)
      }
      let count = before.rows.count + placed.count
      guard count == new.numberOfItems(inSection: section) else {
        throw fail(
          "invalid number of rows in section \(section): \(count) after the batch, data source has \(new.numberOfItems(inSection: section))"
        )
      }
      var rows: [Row] = []
      var nextKept = before.rows.makeIterator()
      for row in 0..<count {
        if let value = placed[row] { rows.append(value) } else { rows.append(nextKept.next()!) }
      }
      guard placed.keys.allSatisfy({ $0 < count }) else { throw fail("insert beyond section end") }
      result.append((before.id, rows))
    }

    // After the batch, new coordinates: a reconfigure gives a row the batch kept (in place or
    // moved) its new content, in the same cell.
    for path in changes.reconfiguredRows {
      guard result.indices.contains(path.section),
        result[path.section].rows.indices.contains(path.row)
      else { throw fail("reconfigure of \(path), which the table does not have") }
      let fresh = try newRow(path)
      guard result[path.section].rows[path.row].id == fresh.id else {
        throw fail("reconfigure at \(path) names another item than the one there")
      }
      result[path.section].rows[path.row].item = fresh.item
    }
    return result
  }

  /// Whether `sections` shows exactly `snapshot`: section ids, item ids and contents.
  static func matches(_ sections: [(id: SectionID, rows: [Row])], _ snapshot: Model) -> Bool {
    guard sections.count == snapshot.numberOfSections else { return false }
    for (index, section) in sections.enumerated() {
      guard section.id == snapshot.sectionIdentifier(at: index) else { return false }
      let expected = snapshot.items(inSection: index)
      guard section.rows.map(\.item) == Array(expected) else { return false }
      for (row, value) in section.rows.enumerated()
      where snapshot.itemIdentifier(at: TablePath(section: index, row: row)) != value.id {
        return false
      }
    }
    return true
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
