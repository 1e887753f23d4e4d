/// The root records the edits of its whole tree in its tracker, in the table's coordinates.
///
/// Without a sink there is nothing to record (the edits still reach the root, so that every
/// stack's layout follows its groups). While the table already shows the edits (``editShown``),
/// they only update the counts the sink has seen.
extension TransactionCore: EditReceiver {
  private var records: Bool { tracker.isTracking && !isSilent }

  func insertRows(at path: TablePath, count: Int) {
    if isSilent { seen?[path.section] += count }
    guard records else { return }
    tracker.insertRows(at: path, count: count)
  }

  func deleteRows(at path: TablePath, count: Int) {
    if isSilent { seen?[path.section] -= count }
    guard records else { return }
    tracker.deleteRows(at: path, count: count)
  }

  func liftRows(at path: TablePath, count: Int) -> LiftedRows {
    if isSilent { seen?[path.section] -= count }
    guard records else { return LiftedRows(count: count) }
    return LiftedRows(count: count, payload: tracker.liftRows(at: path, count: count))
  }

  func placeRows(_ rows: LiftedRows, at path: TablePath) {
    if isSilent { seen?[path.section] += rows.count }
    guard records else { return }
    if let origins = rows.payload as? ChangeTracker.LiftedRows {
      tracker.placeRows(origins, at: path)
    } else {
      // Rows that were hidden (under an inactive pin) when they were lifted.
      tracker.insertRows(at: path, count: rows.count)
    }
  }

  func reloadRow(at path: TablePath) {
    guard records else { return }
    tracker.reloadRow(at: path)
  }

  func reconfigureRow(at path: TablePath) {
    guard records else { return }
    tracker.reconfigureRow(at: path)
  }

  func insertSection(at index: Int, rowCount: Int) {
    if isSilent { seen?.insert(rowCount, at: index) }
    guard records else { return }
    tracker.insertSection(at: index, rowCount: rowCount)
  }

  func deleteSection(at index: Int) {
    if isSilent { seen?.remove(at: index) }
    guard records else { return }
    tracker.deleteSection(at: index)
  }

  func liftSection(at index: Int) -> LiftedSection {
    if isSilent, let count = seen?.remove(at: index) { return LiftedSection(payload: count) }
    guard records else { return LiftedSection() }
    return LiftedSection(payload: tracker.liftSection(at: index))
  }

  func placeSection(_ section: LiftedSection, at index: Int) {
    if isSilent, let count = section.payload as? Int { seen?.insert(count, at: index) }
    guard records else { return }
    if let origin = section.payload as? ChangeTracker.LiftedSection {
      tracker.placeSection(origin, at: index)
    }
  }

  func reloadSection(at index: Int, rowCount: Int) {
    if isSilent { seen?[index] = rowCount }
    guard records else { return }
    tracker.reloadSection(at: index, rowCount: rowCount)
  }
}
