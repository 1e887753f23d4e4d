/// Stands in front of a source's receiver while the source has a placeholder row: every section
/// with no items shows one placeholder row, so the first item that arrives in a section replaces
/// the placeholder, and the last one that leaves brings it back.
///
/// The source records its edits in item coordinates; this receiver keeps each section's item
/// count and hands the receiver behind it the rows the table shows.
@MainActor
final class PlaceholderReceiver: EditReceiver {
  private let upper: any EditReceiver
  /// The number of items of each section, as the edits so far left it.
  private var items: [Int]
  /// The item counts of the sections lifted and not yet placed.
  private var liftedItems: [ObjectIdentifier: Int] = [:]

  /// A receiver in front of `upper` for a source whose sections hold `items` items each.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  init(_ upper: any EditReceiver, items: [Int]) {
    self.upper = upper
    self.items = items
  }

  /// Removes the placeholder of `section` before its first item arrives.
  private func willFill(_ section: Int) {
    if items[section] == 0 { upper.deleteRows(at: TablePath(section: section, row: 0), count: 1) }
  }

  /// Shows the placeholder of `section` once its last item left.
  private func didEmpty(_ section: Int) {
    if items[section] == 0 { upper.insertRows(at: TablePath(section: section, row: 0), count: 1) }
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

  func insertSection(at index: Int, rowCount: Int) {
    upper.insertSection(at: index, rowCount: max(rowCount, 1))
    items.insert(rowCount, at: index)
  }

  func deleteSection(at index: Int) {
    upper.deleteSection(at: index)
    items.remove(at: index)
  }

  func liftSection(at index: Int) -> LiftedSection {
    let section = upper.liftSection(at: index)
    liftedItems[ObjectIdentifier(section)] = items.remove(at: index)
    return section
  }

  func placeSection(_ section: LiftedSection, at index: Int) {
    upper.placeSection(section, at: index)
    items.insert(liftedItems.removeValue(forKey: ObjectIdentifier(section)) ?? 0, at: index)
  }

  func reloadSection(at index: Int, rowCount: Int) {
    upper.reloadSection(at: index, rowCount: max(rowCount, 1))
    items[index] = rowCount
  }
}
