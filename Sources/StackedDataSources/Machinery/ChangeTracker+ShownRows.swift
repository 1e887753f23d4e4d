extension ChangeTracker {
  /// Where a row the table shows is now, in the transaction's current coordinates.
  enum ShownRow: Equatable {
    /// The row is at this path now (it may have moved, or been reloaded in place).
    case now(TablePath)
    /// The transaction deleted the row, its section, or reloaded its section.
    case gone
  }

  /// Where old row `old` (a row of the table before the transaction: what its view shows) is
  /// now. `old` must be a row of the old table.
  ///
  /// A section the transaction did not touch kept its rows in place; a touched one is searched
  /// in its runs, and a row moved to another section in the runs of the others.
  ///
  /// - Complexity: O(*s* + *r*) for *s* sections, once sections changed (else O(1) to find the
  ///   section), and *r* runs in the touched sections.
  func currentPath(ofOld old: TablePath) -> ShownRow {
    if !isStructured, touched[old.section] == nil { return .now(old) }
    var home: Int?
    if isStructured {
      home = structure.firstIndex { $0.old == old.section }
      guard let home else { return .gone }
      if structure[home].reloaded { return .gone }
      if structure[home].rows == nil { return .now(TablePath(section: home, row: old.row)) }
    } else {
      home = old.section
      if touched[old.section]?.reloaded == true { return .gone }
    }
    // The row's own section first: rows seldom move to another one.
    if let home, let found = row(old, inSectionAt: home) { return .now(found) }
    let indexes = isStructured ? Array(structure.indices) : Array(touched.keys)
    for index in indexes where index != home {
      if let found = row(old, inSectionAt: index) { return .now(found) }
    }
    return .gone
  }

  /// The current path of old row `old` among the runs of current section `index`, if it is
  /// there.
  private func row(_ old: TablePath, inSectionAt index: Int) -> TablePath? {
    let section = isStructured ? structure[index] : touched[index]
    guard let section, !section.reloaded else { return nil }
    // A section touched by an edit of no rows (a group without rows pinned there) still has
    // its old rows, in order.
    guard let rows = section.rows else {
      return section.old == old.section ? TablePath(section: index, row: old.row) : nil
    }
    var position = 0
    for run in rows.runs {
      if run.section == old.section, (run.start..<run.start + run.length).contains(old.row) {
        return TablePath(section: index, row: position + old.row - run.start)
      }
      position += run.length
    }
    return nil
  }

  /// The row of the table before the transaction that current row `path` was, or `nil` for a
  /// row the transaction inserted (or put in a reloaded section). Reads without touching a
  /// section.
  ///
  /// - Complexity: O(log *r*) for *r* runs in the section.
  func oldPath(ofCurrent path: TablePath) -> TablePath? {
    let section = isStructured ? structure[path.section] : touched[path.section]
    guard let section else { return path }
    guard section.old >= 0, !section.reloaded else { return nil }
    guard let rows = section.rows else { return TablePath(section: section.old, row: path.row) }
    let row = rows.row(at: path.row)
    return row.isInserted ? nil : TablePath(section: row.section, row: row.start)
  }
}
