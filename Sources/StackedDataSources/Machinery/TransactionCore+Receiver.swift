/// The root records the edits of its whole tree in its tracker, in the table's coordinates.
///
/// Without a sink there is nothing to record (the edits still reach the root, so that every
/// stack's layout follows its groups).
extension TransactionCore: EditReceiver {
  private var records: Bool { tracker.isTracking }

  func insertRows(at path: TablePath, count: Int) {
    guard records else { return }
    tracker.insertRows(at: path, count: count)
  }

  func deleteRows(at path: TablePath, count: Int) {
    guard records else { return }
    tracker.deleteRows(at: path, count: count)
  }

  func liftRows(at path: TablePath, count: Int) -> LiftedRows {
    guard records else { return LiftedRows(count: count) }
    return LiftedRows(count: count, payload: tracker.liftRows(at: path, count: count))
  }

  func placeRows(_ rows: LiftedRows, at path: TablePath) {
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

  /// Notes the row for the settle, and tells the sink of it in the coordinates of the last
  /// batch it received (``UserInputFollower``), when the view shows `content` there.
  func userEnteredValue(at path: TablePath, shows content: RowContent) {
    guard records, let shown = tracker.markUserInput(at: path, shows: content) else { return }
    (sink as? any UserInputFollower)?.userChangedControl(at: shown)
  }

  func insertSection(at index: Int, rowCount: Int) {
    guard records else { return }
    tracker.insertSection(at: index, rowCount: rowCount)
  }

  func deleteSection(at index: Int) {
    guard records else { return }
    tracker.deleteSection(at: index)
  }

  func liftSection(at index: Int) -> LiftedSection {
    guard records else { return LiftedSection() }
    return LiftedSection(payload: tracker.liftSection(at: index))
  }

  func placeSection(_ section: LiftedSection, at index: Int) {
    guard records else { return }
    if let origin = section.payload as? ChangeTracker.LiftedSection {
      tracker.placeSection(origin, at: index)
    }
  }

  func reloadSection(at index: Int, rowCount: Int) {
    guard records else { return }
    tracker.reloadSection(at: index, rowCount: rowCount)
  }
}
