import Foundation

/// The net change of one table since its transaction began, kept as the origin of every current
/// section and row (DESIGN §4).
///
/// Each current section is either an old section (by its index before the transaction) or
/// inserted; the rows of a touched section are runs of consecutive old rows or inserted rows
/// (``RowRuns``), with reload, reconfigure and moved flags. Edits, all in *current* coordinates,
/// update these origins in place, so any sequence of edits — insert then delete, move then
/// reload — nets out, and ``finish()`` reads one minimal batch off the origins.
///
/// Only the root of a tree of data sources owns a tracker: every edit anywhere in the tree is
/// translated to the root's coordinates as it happens and recorded here.
///
/// ## Cost
///
/// The tracker is lazy so that a small change in a large table stays small: it reads a section's
/// old row count only when it first touches the section, keeps no per-row state for untouched
/// sections, keeps a touched section as runs (an edit is O(log *r*) for *r* runs, whatever the
/// number of rows), and builds the list of all sections only at the first section-level edit
/// (O(*s*) once). ``finish()`` costs O(*r* log *r*) in the runs of the touched sections plus the
/// size of the batch it returns.
struct ChangeTracker {
  struct SectionOrigin {
    /// Old section index, or -1 for a section inserted during the transaction.
    var old: Int
    var reloaded = false
    /// Whether an edit moved the section (preferred as the mover among equal answers).
    var moved = false
    var count: Int
    /// The origins of the rows, or `nil` while the section is untouched (its rows are the old
    /// ones, in order).
    var rows: RowRuns?
  }

  /// Rows taken out by ``liftRows(at:count:)``, to be put back by ``placeRows(_:at:)``.
  struct LiftedRows {
    fileprivate var runs: [RowRuns.Run]
    let count: Int
  }

  /// A section taken out by ``liftSection(at:)``, to be put back by ``placeSection(_:at:)``.
  struct LiftedSection {
    fileprivate var origin: SectionOrigin
  }

  var readOldCount: (Int) -> Int = { _ in 0 }
  var oldSectionCount = 0
  var oldCounts: [Int: Int] = [:]
  /// All current sections, once a section-level edit has happened (``isStructured``).
  var structure: [SectionOrigin] = []
  /// Whether ``structure`` lists every section.
  var isStructured = false
  /// Touched sections by index until ``isStructured`` (current index == old index).
  var touched: [Int: SectionOrigin] = [:]
  /// Whether a transaction's changes are being collected.
  private(set) var isTracking = false
  /// What the view shows in the rows the user entered a value into during the transaction
  /// (``markUserInput(at:shows:)``), by old path.
  var userShown: [TablePath: RowContent] = [:]
  /// What the view shows in every row the user entered a value into during the transaction,
  /// by old path — also those the transaction changed before (whose content the settle
  /// refreshes, so they are not in ``userShown``): the text a field shows until the close.
  ///
  /// `nil` for a row whose control the user changed after the transaction had taken it out of
  /// the table (the input was refused, ``DataSourceError/Code/shownRowDeleted``): the view still
  /// shows the value there, so one put back before the close (its group hidden and shown again)
  /// is reconfigured. (Kept here rather than in a field of its own: every source has a tracker.)
  var userTyped: [TablePath: RowContent?] = [:]

  /// Starts collecting.
  ///
  /// - Parameters:
  ///   - sectionCount: the number of sections the sink last saw.
  ///   - rowCount: reads the row count of a section the sink last saw.
  /// - Complexity: O(1).
  mutating func begin(sectionCount: Int, rowCount: @escaping (Int) -> Int) {
    readOldCount = rowCount
    oldSectionCount = sectionCount
    oldCounts = [:]
    structure = []
    isStructured = false
    touched = [:]
    isTracking = true
  }

  /// Stops collecting and forgets everything collected.
  mutating func reset() {
    isTracking = false
    structure = []
    isStructured = false
    touched = [:]
    oldCounts = [:]
    userShown = [:]
    userTyped = [:]
  }

  /// The old row count of old section `section`.
  mutating func oldCount(_ section: Int) -> Int {
    if let count = oldCounts[section] { return count }
    let count = readOldCount(section)
    oldCounts[section] = count
    return count
  }

  /// The number of sections now.
  var sectionCount: Int { isStructured ? structure.count : oldSectionCount }

  /// The row counts now of the sections the transaction touched (all of them once sections
  /// changed), by current index.
  var currentCounts: [(section: Int, count: Int)] {
    if isStructured { return structure.enumerated().map { ($0.offset, $0.element.count) } }
    return touched.map { ($0.key, $0.value.count) }
  }

  /// Runs `body` on current section `index`, in place.
  mutating func withSection<R>(_ index: Int, _ body: (inout SectionOrigin) -> R) -> R {
    precondition(index >= 0 && index < sectionCount, "section \(index) of \(sectionCount)")
    if isStructured { return body(&structure[index]) }
    if touched[index] == nil {
      touched[index] = SectionOrigin(old: index, count: oldCount(index))
    }
    // The default is never used: the entry was just made.
    return body(&touched[index, default: SectionOrigin(old: index, count: 0)])
  }

  mutating func materializeStructure() {
    guard !isStructured else { return }
    var all: [SectionOrigin] = []
    all.reserveCapacity(oldSectionCount)
    for index in 0..<oldSectionCount {
      all.append(touched[index] ?? SectionOrigin(old: index, count: oldCount(index)))
    }
    structure = all
    isStructured = true
    touched = [:]
  }
}

extension ChangeTracker.SectionOrigin {
  /// Runs `body` on the section's row origins, giving an untouched section explicit ones first
  /// (one run of its old rows).
  mutating func withRows<R>(_ body: (inout RowRuns) -> R) -> R {
    var runs =
      rows ?? (old >= 0 ? RowRuns(oldSection: old, count: count) : RowRuns(insertedCount: count))
    // Moved out while `body` edits them, so that the edit does not copy them.
    rows = nil
    defer { rows = runs }
    return body(&runs)
  }
}

extension ChangeTracker {
  // MARK: Row edits, in current coordinates

  /// Inserts `count` new rows so that the first is at `path`.
  ///
  /// - Complexity: O(log *r*) for *r* runs in the section.
  mutating func insertRows(at path: TablePath, count: Int = 1) {
    placeRows(LiftedRows(runs: [.inserted(count)], count: count), at: path, marksMoved: false)
  }

  /// Deletes `count` rows starting at `path`.
  ///
  /// - Complexity: O(log *r* + *m*) for the *m* runs deleted.
  mutating func deleteRows(at path: TablePath, count: Int = 1) {
    _ = liftRows(at: path, count: count)
  }

  /// Moves the row at `source` so that it ends up at `destination` (both current: `destination`
  /// is its index after the move).
  mutating func moveRow(from source: TablePath, to destination: TablePath) {
    placeRows(liftRows(at: source, count: 1), at: destination)
  }

  /// Marks the row at `path` for a new cell (`reloadRows`).
  mutating func reloadRow(at path: TablePath) { mark(.reloaded, at: path) }

  /// Marks the row at `path` as showing new content in its cell (`reconfigureRows`).
  mutating func reconfigureRow(at path: TablePath) { mark(.reconfigured, at: path) }

  /// Notes that the user entered a value into the control of the row at `path` (current), so
  /// that the view shows `content` there: at ``finish()`` the row gets no reconfigure when its
  /// content is `content` by then, and one when it is not (``UserInputRow``). Returns the row's
  /// old path, or `nil` — nothing noted — for a row the table does not show yet (inserted in
  /// this transaction), will replace (reloaded), or shows with content an earlier edit of the
  /// transaction changed (reconfigured, other than by the user's input): the view shows that
  /// row as it was, not `content`, so it is refreshed like any other. Every row the table
  /// shows has `content` noted in ``userTyped``, for the end of editing.
  ///
  /// - Complexity: O(log *r*) for *r* runs in the section.
  mutating func markUserInput(at path: TablePath, shows content: RowContent) -> TablePath? {
    var typed: TablePath?
    let old: TablePath? = withSection(path.section) {
      guard !$0.reloaded else { return nil }
      let row = $0.withRows { $0.row(at: path.row) }
      if !row.isInserted { typed = TablePath(section: row.section, row: row.start) }
      guard !row.isInserted, !row.flags.contains(.reloaded),
        !row.flags.contains(.reconfigured) || row.flags.contains(.userInput)
      else { return nil }
      _ = $0.withRows { $0.mark(.userInput, at: path.row) }
      return TablePath(section: row.section, row: row.start)
    }
    // A row the user entered a value into earlier in the transaction still shows what it showed
    // then — the stepper's text, the title — with the new value in its control: the content
    // the new value was entered into is the model's, which the owner's answer or a later edit
    // may have changed since (a stepper's text that follows the value, a renamed row).
    if let old { userShown[old] = userShown[old].map { content.control(shownOver: $0) } ?? content }
    if let typed { userTyped[typed] = content }
    return old
  }

  private mutating func mark(_ flags: RowRuns.Flags, at path: TablePath) {
    withSection(path.section) {
      guard !$0.reloaded else { return }
      _ = $0.withRows { $0.mark(flags, at: path.row) }
    }
  }

  /// Takes `count` consecutive rows out, keeping their origins so that ``placeRows(_:at:)`` can
  /// put them back elsewhere as moves.
  ///
  /// - Complexity: O(log *r* + *m*) for the *m* runs taken.
  mutating func liftRows(at path: TablePath, count: Int) -> LiftedRows {
    withSection(path.section) { section in
      precondition(
        path.row >= 0 && path.row + count <= section.count,
        "rows \(path.row)..<\(path.row + count) of section \(path.section) (\(section.count) rows)")
      defer { section.count -= count }
      guard !section.reloaded else { return LiftedRows(runs: [.inserted(count)], count: count) }
      return LiftedRows(
        runs: section.withRows { $0.remove(at: path.row, count: count) }, count: count)
    }
  }

  /// Puts lifted rows back so that the first is at `path`; they count as moved.
  ///
  /// - Complexity: O(log *r* + *m* log *m*) for the *m* runs put back.
  mutating func placeRows(_ rows: LiftedRows, at path: TablePath) {
    placeRows(rows, at: path, marksMoved: true)
  }

  private mutating func placeRows(_ rows: LiftedRows, at path: TablePath, marksMoved: Bool) {
    withSection(path.section) { section in
      precondition(
        path.row >= 0 && path.row <= section.count,
        "insertion at row \(path.row) of section \(path.section) (\(section.count) rows)")
      defer { section.count += rows.count }
      guard !section.reloaded, rows.count > 0 else { return }
      var runs = rows.runs
      if marksMoved {
        for index in runs.indices where !runs[index].isInserted {
          runs[index].flags.insert(.moved)
        }
      }
      section.withRows { $0.insert(runs, at: path.row) }
    }
  }

  /// The number of rows the tracker believes section `index` has now.
  mutating func rowCount(inSection index: Int) -> Int {
    withSection(index) { $0.count }
  }

  // MARK: Section edits, in current coordinates

  /// Inserts a new section of `rowCount` rows at `index`.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func insertSection(at index: Int, rowCount: Int) {
    materializeStructure()
    structure.insert(
      SectionOrigin(old: -1, count: rowCount, rows: RowRuns(insertedCount: rowCount)), at: index)
  }

  /// Deletes the section at `index`.
  ///
  /// - Complexity: O(*s*).
  mutating func deleteSection(at index: Int) {
    materializeStructure()
    structure.remove(at: index)
  }

  /// Moves the section at `source` so that it ends up at `destination`.
  ///
  /// - Complexity: O(*s*).
  mutating func moveSection(from source: Int, to destination: Int) {
    placeSection(liftSection(at: source), at: destination)
  }

  /// Marks a section reloaded; its rows are not compared, and its count becomes `rowCount`.
  mutating func reloadSection(at index: Int, rowCount: Int) {
    withSection(index) {
      $0.reloaded = true
      $0.count = rowCount
      $0.rows = nil
    }
  }

  /// Takes a section out, keeping its origin so that putting it back elsewhere is a move.
  mutating func liftSection(at index: Int) -> LiftedSection {
    materializeStructure()
    return LiftedSection(origin: structure.remove(at: index))
  }

  /// Puts a lifted section back at `index`; it counts as moved.
  mutating func placeSection(_ section: LiftedSection, at index: Int) {
    materializeStructure()
    var origin = section.origin
    origin.moved = true
    structure.insert(origin, at: index)
  }
}
