/// What a batch does to one row, for the rows a ``ValidatingSink`` follows one by one (those
/// whose control the user is changing).
extension ResolvedBatch {
  /// Whether the batch replaces row `path` of the table before it: deletes it (or reloads it,
  /// which is a delete and an insert) and inserts a row between the rows that stood on either
  /// side of it, or does that to its section (a section reloaded or replaced), so that the cell the user is
  /// changing is a new one.
  ///
  /// - Complexity: O(*r* + *s* + *k*) for the *r* rows of the row's section, *s* sections and
  ///   the batch's *k* operations.
  func replaces(_ path: TablePath, sections: SectionMap, after counts: [Int]) -> Bool {
    if deletedSections.contains(path.section) {
      return replacesSection(path.section, sections: sections)
    }
    guard deletedRows.contains(path),
      let slots = stayingSlots(ofSection: path.section, sections: sections, after: counts)
    else { return false }
    let rank = slots.staying(before: path.row)
    let lower = rank > 0 ? slots.positions[rank - 1] : -1
    let upper = rank < slots.positions.count ? slots.positions[rank] : counts[slots.section]
    return insertedRows.contains {
      $0.section == slots.section && $0.row > lower && $0.row < upper
    }
  }

  /// Whether the batch deletes (or reloads) before-section `section` and inserts a section
  /// between the sections that stay on either side of it.
  private func replacesSection(_ section: Int, sections: SectionMap) -> Bool {
    guard !insertedSections.isEmpty else { return false }
    let moved = Set(movedSections.map(\.from))
    let staying = { (old: Int) in !deletedSections.contains(old) && !moved.contains(old) }
    let lower = (0..<section).last(where: staying).map { sections.oldToNew[$0] } ?? -1
    let upper =
      (section + 1..<sections.oldToNew.count).first(where: staying).map { sections.oldToNew[$0] }
      ?? sections.newToOld.count
    return insertedSections.contains { $0 > lower && $0 < upper }
  }

  /// The rows of before-section `section` that the batch keeps (neither deleted nor moved
  /// away), and the positions they take after it: those nothing was inserted or moved into, in
  /// their old order (<doc:UIKitBatchRules>, rule 1).
  private func stayingSlots(ofSection section: Int, sections: SectionMap, after counts: [Int])
    -> StayingSlots?
  {
    guard !deletedSections.contains(section), sections.oldToNew.indices.contains(section)
    else { return nil }
    let target = sections.oldToNew[section]
    guard counts.indices.contains(target) else { return nil }
    var leaving = Set(deletedRows.lazy.filter { $0.section == section }.map(\.row))
    var taken = Set(insertedRows.lazy.filter { $0.section == target }.map(\.row))
    for move in movedRows {
      if move.from.section == section { leaving.insert(move.from.row) }
      if move.to.section == target { taken.insert(move.to.row) }
    }
    let free = (0..<counts[target]).filter { !taken.contains($0) }
    return StayingSlots(section: target, leaving: leaving, positions: free)
  }
}

/// The positions, after a batch, of the rows of one section that it keeps.
private struct StayingSlots {
  /// The section after the batch.
  var section: Int
  /// The rows (before) that leave the section.
  var leaving: Set<Int>
  /// The positions the staying rows take, in their order.
  var positions: [Int]

  /// The number of staying rows before row `row` (before the batch).
  func staying(before row: Int) -> Int { row - leaving.lazy.filter { $0 < row }.count }
}
