/// Stands in front of a source's receiver while the source has a placeholder row: every section
/// with no items shows one placeholder row, so the first item that arrives in a section replaces
/// the placeholder, and the last one that leaves brings it back.
///
/// The source records its edits in item coordinates; this receiver keeps each section's item
/// count and hands the receiver behind it the rows the table shows.
///
/// A placeholder that leaves is lifted rather than deleted and held (``HeldRows``) until the
/// transaction ends: if the section empties again before then, the same row is put back, so a
/// transaction whose edits cancel out — append an item, remove it — sends nothing, as it does
/// without a placeholder. A held row that does not come back leaves the table as a deleted row.
@MainActor
final class PlaceholderReceiver: EditReceiver {
  private let upper: any EditReceiver
  /// The number of items of each section, as the edits so far left it.
  private var items: [Int]
  /// The item counts of the sections lifted and not yet placed.
  private var liftedItems: [ObjectIdentifier: Int] = [:]
  /// The placeholder rows the open transaction took out, by section (shared by every edit of
  /// the transaction).
  private let held: HeldRows
  /// The held placeholders of the sections lifted and not yet placed.
  private var liftedHeld: [ObjectIdentifier: LiftedRows] = [:]

  /// A receiver in front of `upper` for a source whose sections hold `items` items each, and
  /// whose open transaction took out the placeholder rows in `held`.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  init(_ upper: any EditReceiver, items: [Int], held: HeldRows) {
    self.upper = upper
    self.items = items
    self.held = held
  }

  /// Takes the placeholder of `section` out before its first item arrives.
  private func willFill(_ section: Int) {
    guard items[section] == 0 else { return }
    let path = TablePath(section: section, row: 0)
    // Pinned under at any level above: a stack nesting the source's stack lifts its pins too.
    if upper.anchorsPins(inRows: path, count: 1) {
      upper.deleteRows(at: path, count: 1)
    } else {
      held.sections[section] = upper.liftRows(at: path, count: 1)
    }
  }

  /// Shows the placeholder of `section` once its last item left: the one that left in this
  /// transaction, or a new row.
  private func didEmpty(_ section: Int) {
    guard items[section] == 0 else { return }
    let path = TablePath(section: section, row: 0)
    if let row = held.sections[section] {
      held.sections[section] = nil
      upper.placeRows(row, at: path)
    } else {
      upper.insertRows(at: path, count: 1)
    }
  }

  func insertRows(at path: TablePath, count: Int) {
    guard count > 0 else { return }
    willFill(path.section)
    upper.insertRows(at: path, count: count)
    items[path.section] += count
  }

  func deleteRows(at path: TablePath, count: Int) {
    guard count > 0 else { return }
    upper.deleteRows(at: path, count: count)
    items[path.section] -= count
    didEmpty(path.section)
  }

  func liftRows(at path: TablePath, count: Int) -> LiftedRows {
    let rows = upper.liftRows(at: path, count: count)
    items[path.section] -= count
    if count > 0 { didEmpty(path.section) }
    return rows
  }

  func placeRows(_ rows: LiftedRows, at path: TablePath) {
    if rows.count > 0 { willFill(path.section) }
    upper.placeRows(rows, at: path)
    items[path.section] += rows.count
  }

  func reloadRow(at path: TablePath) { upper.reloadRow(at: path) }

  func reconfigureRow(at path: TablePath) { upper.reconfigureRow(at: path) }

  func userEnteredValue(at path: TablePath, shows content: RowContent) {
    upper.userEnteredValue(at: path, shows: content)
  }

  func insertSection(at index: Int, rowCount: Int) {
    upper.insertSection(at: index, rowCount: max(rowCount, 1))
    items.insert(rowCount, at: index)
    held.sections.insert(nil, at: index)
  }

  func deleteSection(at index: Int) {
    upper.deleteSection(at: index)
    items.remove(at: index)
    held.sections.remove(at: index)
  }

  func liftSection(at index: Int) -> LiftedSection {
    let section = upper.liftSection(at: index)
    liftedItems[ObjectIdentifier(section)] = items.remove(at: index)
    if let row = held.sections.remove(at: index) { liftedHeld[ObjectIdentifier(section)] = row }
    return section
  }

  func placeSection(_ section: LiftedSection, at index: Int) {
    upper.placeSection(section, at: index)
    items.insert(liftedItems.removeValue(forKey: ObjectIdentifier(section)) ?? 0, at: index)
    held.sections.insert(liftedHeld.removeValue(forKey: ObjectIdentifier(section)), at: index)
  }

  func reloadSection(at index: Int, rowCount: Int) {
    upper.reloadSection(at: index, rowCount: max(rowCount, 1))
    items[index] = rowCount
    held.sections[index] = nil
  }

  func anchorsPins(inRows path: TablePath, count: Int) -> Bool {
    upper.anchorsPins(inRows: path, count: count)
  }
}
