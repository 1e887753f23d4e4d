import Foundation

/// The net change of one table since its transaction began, kept as the origin of every current
/// section and row (DESIGN §4).
///
/// Each current section is either an old section (by its index before the transaction) or
/// inserted; each current row of a touched section is either an old row (by its path before the
/// transaction) or inserted, with a reloaded flag. Edits, all in *current* coordinates, update
/// these origins in place, so any sequence of edits — insert then delete, move then reload — nets
/// out, and ``finish()`` reads one minimal batch off the origins.
///
/// The tracker is lazy so that a small change in a large table stays small: it reads a section's
/// old row count only when it first touches the section, keeps no per-row state for untouched
/// sections, and builds the list of all sections only at the first section-level edit.
struct ChangeTracker {
  struct RowOrigin: Equatable {
    /// Old section, or -1 for a row inserted during the transaction.
    var section: Int
    var row: Int
    var reloaded = false

    static let inserted = RowOrigin(section: -1, row: -1)
    var isInserted: Bool { section < 0 }
  }

  struct SectionOrigin {
    /// Old section index, or -1 for a section inserted during the transaction.
    var old: Int
    var reloaded = false
    var count: Int
    /// Origins of the rows, or `nil` while the section is untouched (its rows are the old ones).
    var rows: [RowOrigin]?
  }

  /// Rows taken out by ``liftRows(at:count:)``, to be put back by ``placeRows(_:at:)``.
  struct LiftedRows {
    fileprivate var origins: [RowOrigin]
    var count: Int { origins.count }
  }

  var readOldCount: (Int) -> Int = { _ in 0 }
  var oldSectionCount = 0
  var oldCounts: [Int: Int] = [:]
  /// All current sections, once a section-level edit has happened.
  var structure: [SectionOrigin]?
  /// Touched sections by index while ``structure`` is `nil` (current index == old index).
  var touched: [Int: SectionOrigin] = [:]
  /// Whether a transaction's changes are being collected.
  var isTracking = false

  /// Starts collecting.
  ///
  /// - Parameters:
  ///   - sectionCount: the number of sections the sink last saw.
  ///   - rowCount: reads the row count of a section the sink last saw; called for a section only
  ///     before the tracker's first edit of that section, when it still holds the old count.
  /// - Complexity: O(1).
  mutating func begin(sectionCount: Int, rowCount: @escaping (Int) -> Int) {
    readOldCount = rowCount
    oldSectionCount = sectionCount
    oldCounts = [:]
    structure = nil
    touched = [:]
    isTracking = true
  }

  /// Starts collecting with all row counts given up front.
  mutating func begin(counts: [Int]) {
    begin(sectionCount: counts.count, rowCount: { counts[$0] })
  }

  private mutating func oldCount(_ section: Int) -> Int {
    if let count = oldCounts[section] { return count }
    let count = readOldCount(section)
    oldCounts[section] = count
    return count
  }

  private mutating func withSection<R>(_ index: Int, _ body: (inout SectionOrigin) -> R) -> R {
    if structure != nil { return body(&structure![index]) }
    var section = touched[index] ?? SectionOrigin(old: index, count: oldCount(index))
    defer { touched[index] = section }
    return body(&section)
  }

  private mutating func materializeStructure() {
    guard structure == nil else { return }
    var all: [SectionOrigin] = []
    all.reserveCapacity(oldSectionCount)
    for index in 0..<oldSectionCount {
      all.append(touched[index] ?? SectionOrigin(old: index, count: oldCount(index)))
    }
    structure = all
    touched = [:]
  }

  /// Gives an untouched section explicit row origins.
  private static func materializeRows(_ section: inout SectionOrigin) {
    guard section.rows == nil, section.old >= 0 else { return }
    let old = section.old
    section.rows = (0..<section.count).map { RowOrigin(section: old, row: $0) }
  }
}

extension ChangeTracker {
  // MARK: Section edits, in current coordinates

  mutating func insertSection(at index: Int, rowCount: Int) {
    materializeStructure()
    // An inserted section keeps row origins too, so a row moved into it stays a move for a
    // stack (which replays moves into new sections) and its old row is not counted twice.
    structure!.insert(
      SectionOrigin(
        old: -1, count: rowCount, rows: Array(repeating: .inserted, count: rowCount)),
      at: index)
  }

  mutating func deleteSection(at index: Int) {
    materializeStructure()
    structure!.remove(at: index)
  }

  mutating func moveSection(from source: Int, to destination: Int) {
    materializeStructure()
    structure!.insert(structure!.remove(at: source), at: destination)
  }

  /// Marks a section reloaded; its rows are not compared, and its count becomes `rowCount`.
  mutating func reloadSection(at index: Int, rowCount: Int) {
    withSection(index) {
      $0.reloaded = true
      $0.count = rowCount
      $0.rows = nil
    }
  }

  /// The number of rows the tracker believes section `index` has now.
  mutating func rowCount(inSection index: Int) -> Int {
    withSection(index) { $0.count }
  }

  // MARK: Row edits, in current coordinates

  mutating func insertRows(at path: TablePath, count: Int = 1) {
    placeRows(LiftedRows(origins: Array(repeating: .inserted, count: count)), at: path)
  }

  mutating func deleteRows(at path: TablePath, count: Int = 1) {
    _ = liftRows(at: path, count: count)
  }

  mutating func insertRow(at path: TablePath) { insertRows(at: path) }

  mutating func deleteRow(at path: TablePath) { deleteRows(at: path) }

  mutating func moveRow(from source: TablePath, to destination: TablePath) {
    placeRows(liftRows(at: source, count: 1), at: destination)
  }

  mutating func reloadRow(at path: TablePath) {
    withSection(path.section) {
      guard $0.old >= 0, !$0.reloaded else { return }
      Self.materializeRows(&$0)
      $0.rows![path.row].reloaded = true
    }
  }

  /// Takes `count` consecutive rows out, keeping their origins so that ``placeRows(_:at:)`` can
  /// put them back elsewhere as moves.
  mutating func liftRows(at path: TablePath, count: Int) -> LiftedRows {
    withSection(path.section) { section in
      defer { section.count -= count }
      guard !section.reloaded else {
        return LiftedRows(origins: Array(repeating: .inserted, count: count))
      }
      Self.materializeRows(&section)
      let range = path.row..<path.row + count
      let origins = Array(section.rows![range])
      section.rows!.removeSubrange(range)
      return LiftedRows(origins: origins)
    }
  }

  /// Puts lifted rows back so that the first is at `path`.
  mutating func placeRows(_ rows: LiftedRows, at path: TablePath) {
    withSection(path.section) { section in
      defer { section.count += rows.count }
      guard !section.reloaded else { return }
      Self.materializeRows(&section)
      section.rows!.insert(contentsOf: rows.origins, at: path.row)
    }
  }
}

extension ChangeTracker {
  /// A section taken out by ``liftSection(at:)``, to be put back by ``placeSection(_:at:)``.
  struct LiftedSection {
    fileprivate var origin: SectionOrigin
  }

  /// Takes a section out, keeping its origin so that putting it back elsewhere is a move.
  mutating func liftSection(at index: Int) -> LiftedSection {
    materializeStructure()
    return LiftedSection(origin: structure!.remove(at: index))
  }

  /// Puts a lifted section back at `index`.
  mutating func placeSection(_ section: LiftedSection, at index: Int) {
    materializeStructure()
    structure!.insert(section.origin, at: index)
  }
}
