import Foundation

/// A data source of sections with identifiers, each holding items: ``SectionedDataSource``, and
/// ``ExpandingDataSource``, which is the same with a visibility rule — a collapsed section shows
/// only its first few items.
///
/// Sections, rows, resizing and pausing are implemented once, here, for both; an expanding
/// source adds its collapsed row counts and expansion. Every mutation validates its arguments
/// first, then updates ``sections`` and reports the change to the sink — as a batch of its own,
/// or as part of the open transaction, which sends the net change of all its edits as one batch.
///
/// ```swift
/// let settings = try SectionedDataSource(name: "General", sections: [
///   TableSection(id: "about", items: ["About", "Software Update"]),
///   TableSection(id: "storage", items: ["Storage"], footerTitle: "12 GB free"),
/// ])
/// try settings.insert("AirDrop", at: TablePath(section: 0, row: 2))
/// ```
///
/// ## Coordinate spaces
///
/// Mutations take *item* paths in ``sections`` as they are now. A sectioned source shows every
/// item, so an item's path is its row's. An expanding source shows only visible rows; because
/// they are a prefix of each section's items, the path of a visible item is still the path of
/// its row, and a mutation may name hidden items: the source works out which visible rows
/// appear, disappear or move. Inserting into a collapsed section that is full, for example,
/// inserts the new row and deletes the row it pushes past the cap; inserting past the cap sends
/// nothing.
@MainActor
public protocol SectionedSource: PausableDataSource where Item: Hashable {
  /// The type of the sections' identifiers.
  associatedtype SectionID: Hashable

  /// The sections and which of their items the table shows; an implementation detail of the
  /// package, not for use.
  var _store: SectionStore<SectionID, Item> { get }
}

extension SectionedSource {
  /// A section of this data source.
  public typealias Section = TableSection<SectionID, Item>

  /// The sections with all their items (in an expanding source, visible or not), in order.
  ///
  /// - Complexity: O(1) to read.
  public var sections: [Section] { _store.sections }

  /// The item at `path` (in an expanding source, visible or hidden), or `nil` when there is
  /// none; `path.row` is an index into the section's items.
  ///
  /// - Complexity: O(1).
  public subscript(path: TablePath) -> Item? {
    let sections = _store.sections
    guard sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.row)
    else { return nil }
    return sections[path.section].items[path.row]
  }

  /// The index of the first section with identifier `id`, or `nil`.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func index(ofSection id: SectionID) -> Int? {
    _store.sections.firstIndex { $0.id == id }
  }

  /// The section with identifier `id`, or `nil`.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func section(withID id: SectionID) -> Section? {
    index(ofSection: id).map { _store.sections[$0] }
  }

  // MARK: What the table reads

  /// The number of sections; while paused, of the sections the table was last told of.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { _store.shownSections.count }

  /// The title of the header of `section`, if any; while paused, of the sections the table was
  /// last told of.
  ///
  /// - Complexity: O(1).
  public func titleForHeader(inSection section: Int) -> String? {
    let shown = _store.shownSections
    return shown.indices.contains(section) ? shown[section].headerTitle : nil
  }

  /// The title of the footer of `section`, if any; while paused, of the sections the table was
  /// last told of.
  ///
  /// - Complexity: O(1).
  public func titleForFooter(inSection section: Int) -> String? {
    let shown = _store.shownSections
    return shown.indices.contains(section) ? shown[section].footerTitle : nil
  }

  /// The item the row at `path` shows, or `nil` (also for an item hidden in a collapsed
  /// section, or a placeholder row); while paused, of the sections the table was last told of
  /// (the subscript reads the model).
  ///
  /// - Complexity: O(1).
  public func rowItem(at path: TablePath) -> Item? { _store.shownItem(at: path) }

  /// Removes the row's item (or runs ``RowBehavior/onDelete``) when ``RowBehavior/canEdit``
  /// allows it.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path` or it may not be deleted.
  /// - Complexity: as ``remove(at:)``.
  public func commitDelete(at path: TablePath) throws(DataSourceError) {
    try commitDelete(at: path) { (path) throws(DataSourceError) in try remove(at: path) }
  }

  // MARK: Internal

  /// The check ``move(from:to:)`` makes, for a user's drag (``UserMovableSource``).
  func modelAcceptsMove(from source: TablePath, to target: TablePath) -> Bool {
    (try? checkMove(from: source, to: target)) != nil
  }

  func moveModel(from source: TablePath, to target: TablePath) throws(DataSourceError) {
    try move(from: source, to: target)
  }

  func edit(_ record: (any EditReceiver) -> Void, _ apply: () -> Void) throws(DataSourceError) {
    try core.edit(record: record, apply: apply)
    assert(_store.policy.map { $0.caps.count == _store.sections.count } ?? true)
  }

  /// Changes the items of section `index` with `change`: `record` gives the row edits under the
  /// section's current limit; in an expanding source the collapsed row count is then evaluated
  /// again for the new items, and any change recorded too.
  func editItems(
    of index: Int, _ change: (inout Section) -> Void,
    record: (any EditReceiver, Int?) -> Void
  ) throws(DataSourceError) {
    let store = _store
    guard let policy = store.policy else {
      // Everything shows: the items change in place.
      return try edit {
        record($0, nil)
      } _: {
        change(&store.sections[index])
      }
    }
    var updated = store.sections[index]
    change(&updated)
    let limit = store.limit(index)
    let newCap = policy.cap(for: updated)
    try edit { receiver in
      record(receiver, limit)
      if limit != nil {
        receiver.recordLimitChange(
          section: index, count: updated.items.count, from: limit, to: newCap)
      }
    } _: {
      store.sections[index] = updated
      store.policy?.caps[index] = newCap
    }
  }

  /// The index of the section with identifier `id`.
  func sectionIndex(withID id: SectionID) throws(DataSourceError) -> Int {
    guard let index = index(ofSection: id) else {
      throw .unknownSection(dataSource: name, identifier: String(describing: id))
    }
    return index
  }

  func checkSection(_ section: Int) throws(DataSourceError) {
    let count = _store.sections.count
    guard (0..<count).contains(section) else {
      throw .sectionOutOfRange(dataSource: name, section: section, sectionCount: count)
    }
  }

  func checkRow(_ path: TablePath) throws(DataSourceError) {
    try checkSection(path.section)
    let count = _store.sections[path.section].items.count
    guard (0..<count).contains(path.row) else {
      throw .rowOutOfRange(dataSource: name, row: path.row, section: path.section, rowCount: count)
    }
  }

  func checkUnique(_ ids: [SectionID], against existing: [Section] = [])
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
    let count = _store.sections[destination.section].items.count
    let limit = source.section == destination.section ? count - 1 : count
    guard (0...limit).contains(destination.row) else {
      throw .insertionOutOfRange(
        dataSource: name, index: destination.row, section: destination.section, count: count)
    }
  }
}
