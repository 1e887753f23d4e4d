import Foundation

/// What ``SectionedDataSource`` and ``ExpandingDataSource`` share: sections of items with
/// identifiers, looked up and validated the same way, with the same typed errors.
@MainActor
protocol SectionedItems: AnyObject {
  associatedtype SectionID: Hashable
  associatedtype Item: Hashable

  var name: String { get }
  var sections: [TableSection<SectionID, Item>] { get }
}

extension SectionedItems {
  /// The item at `path` (an index into the section's items), or `nil`.
  func storedItem(at path: TablePath) -> Item? {
    guard sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.row)
    else { return nil }
    return sections[path.section].items[path.row]
  }

  /// The index of the first section with identifier `id`, or `nil`.
  func firstIndex(ofSection id: SectionID) -> Int? {
    sections.firstIndex { $0.id == id }
  }

  /// The index of the section with identifier `id`.
  func sectionIndex(withID id: SectionID) throws(DataSourceError) -> Int {
    guard let index = firstIndex(ofSection: id) else {
      throw .unknownSection(dataSource: name, identifier: String(describing: id))
    }
    return index
  }

  func checkSection(_ section: Int) throws(DataSourceError) {
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(dataSource: name, section: section, sectionCount: sections.count)
    }
  }

  func checkRow(_ path: TablePath) throws(DataSourceError) {
    try checkSection(path.section)
    let count = sections[path.section].items.count
    guard (0..<count).contains(path.row) else {
      throw .rowOutOfRange(dataSource: name, row: path.row, section: path.section, rowCount: count)
    }
  }

  func checkUnique(_ ids: [SectionID], against existing: [TableSection<SectionID, Item>] = [])
    throws(DataSourceError)
  {
    var seen = Set(existing.map(\.id))
    for id in ids where !seen.insert(id).inserted {
      throw .duplicateSectionIdentifier(dataSource: name, identifier: String(describing: id))
    }
  }

  /// Checks an insertion of `count` elements at `indexes` (positions after the insertion) into a
  /// collection of `existing` elements: rows of `section`, or sections when `section` is `nil`.
  func checkInsertion(at indexes: IndexSet, count: Int, into existing: Int, section: Int?)
    throws(DataSourceError)
  {
    guard indexes.count == count else {
      throw .countMismatch(dataSource: name, indexes: indexes.count, items: count)
    }
    if let last = indexes.last, last >= existing + count {
      throw .insertionOutOfRange(dataSource: name, index: last, section: section, count: existing)
    }
    if let first = indexes.first, first < 0 {
      throw .insertionOutOfRange(dataSource: name, index: first, section: section, count: existing)
    }
  }

  /// Checks an insertion at `index` into a collection of `existing` elements: rows of
  /// `section`, or sections when `section` is `nil`.
  func checkInsertion(at index: Int, into existing: Int, section: Int?) throws(DataSourceError) {
    guard (0...existing).contains(index) else {
      throw .insertionOutOfRange(dataSource: name, index: index, section: section, count: existing)
    }
  }

  /// Checks a move of the item at `source` to its final position `destination`, within a
  /// section or across sections.
  func checkMove(from source: TablePath, to destination: TablePath) throws(DataSourceError) {
    try checkRow(source)
    try checkSection(destination.section)
    let count = sections[destination.section].items.count
    let limit = source.section == destination.section ? count - 1 : count
    guard (0...limit).contains(destination.row) else {
      throw .insertionOutOfRange(
        dataSource: name, index: destination.row, section: destination.section, count: count)
    }
  }
}
