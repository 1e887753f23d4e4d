import Foundation

/// One fetched object in the results, with its place in the store's order (the last tie-break).
struct FetchedRow<Object> {
  var object: Object
  var order: Int
}

/// One section of the results: its key (`nil` without a section key) and its sorted rows.
struct FetchedResultSection<Object> {
  var name: FetchedSectionName?
  var rows: SortedChunks<FetchedRow<Object>>
}

/// The model behind a ``FetchedDataSource``: every store object by identity (so that a change
/// naming an unknown object is caught, and a new request needs no re-fetch), and the matching
/// ones sorted into sections.
///
/// Without a section key there is always exactly one section, possibly empty; with one, there
/// is one section per key that has matching objects, ordered by key.
struct FetchedResults<Object: Identifiable & Hashable> {
  struct Stored {
    var object: Object
    var order: Int
    var matches: Bool
  }

  var request: FetchRequest<Object>
  var stored: [Object.ID: Stored] = [:]
  var nextOrder = 0
  var sections: [FetchedResultSection<Object>] = []

  /// Empty results for `request`.
  init(request: FetchRequest<Object>) {
    self.request = request
    rebuildSections()
  }

  /// The results of `request` over `objects`, given in the store's order.
  ///
  /// - Throws: ``DataSourceError/duplicateObjectIdentifier(dataSource:identifier:)``.
  /// - Complexity: O(*n* log *n*).
  init(objects: [Object], request: FetchRequest<Object>, dataSource: String)
    throws(DataSourceError)
  {
    self.request = request
    stored.reserveCapacity(objects.count)
    for object in objects {
      guard stored[object.id] == nil else {
        throw .duplicateObjectIdentifier(dataSource: dataSource, identifier: "\(object.id)")
      }
      stored[object.id] = Stored(object: object, order: nextOrder, matches: false)
      nextOrder += 1
    }
    rebuildSections()
  }

  /// Re-filters, re-sorts and re-sections every stored object with ``request``.
  ///
  /// - Complexity: O(*n* log *n*).
  mutating func rebuildSections() {
    var matching: [FetchedRow<Object>] = []
    for (id, entry) in stored {
      let matches = request.matches(entry.object)
      stored[id]!.matches = matches
      if matches { matching.append(FetchedRow(object: entry.object, order: entry.order)) }
    }
    guard let key = request.sectionKey else {
      matching.sort(by: areInIncreasingOrder)
      sections = [FetchedResultSection(name: nil, rows: SortedChunks(sorted: matching))]
      return
    }
    var groups: [FetchedSectionName: [FetchedRow<Object>]] = [:]
    for row in matching { groups[key.name(row.object), default: []].append(row) }
    sections = groups.keys.sorted(by: key.areInIncreasingOrder).map { name in
      FetchedResultSection(
        name: name, rows: SortedChunks(sorted: groups[name]!.sorted(by: areInIncreasingOrder)))
    }
  }

  /// The row order: the request's comparators, then the store's order.
  ///
  /// The closure captures only the request, never the results, so passing it to a mutation of
  /// ``sections`` does not make the sections' storage shared (and copied).
  var areInIncreasingOrder: (FetchedRow<Object>, FetchedRow<Object>) -> Bool {
    let request = self.request
    return { lhs, rhs in
      switch request.compare(lhs.object, rhs.object) {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: lhs.order < rhs.order
      }
    }
  }

  /// The section key of `object`, or `nil` without a section key.
  func sectionName(of object: Object) -> FetchedSectionName? {
    request.sectionKey?.name(object)
  }

  /// The number of matching objects.
  ///
  /// - Complexity: O(*s* log *c*) for *s* sections.
  var matchCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// The index of the section named `name`, or where it would go, and whether it exists.
  ///
  /// - Complexity: O(log *s*).
  func sectionSearch(_ name: FetchedSectionName?) -> (index: Int, found: Bool) {
    guard let key = request.sectionKey, let name else { return (0, !sections.isEmpty) }
    var low = 0
    var high = sections.count
    while low < high {
      let mid = (low + high) / 2
      if key.areInIncreasingOrder(sections[mid].name!, name) { low = mid + 1 } else { high = mid }
    }
    return (low, low < sections.count && sections[low].name == name)
  }

  /// The current path of a stored, matching object.
  ///
  /// - Complexity: O(log *n*), or O(*n*) when the comparators are not a strict weak ordering
  ///   and the binary search misses.
  func path(of entry: Stored) -> TablePath? {
    let row = FetchedRow(object: entry.object, order: entry.order)
    let (index, found) = sectionSearch(sectionName(of: entry.object))
    if found,
      let position = sections[index].rows.position(
        of: row, by: areInIncreasingOrder, isSame: { $0.order == entry.order })
    {
      return TablePath(section: index, row: position)
    }
    for (section, candidate) in sections.enumerated() where section != index || !found {
      if let position = candidate.rows.position(
        of: row, by: { _, _ in false }, isSame: { $0.order == entry.order })
      {
        return TablePath(section: section, row: position)
      }
    }
    return nil
  }

  /// The current path of the object with identity `id`, or `nil` when it is not shown.
  func path(of id: Object.ID) -> TablePath? {
    guard let entry = stored[id], entry.matches else { return nil }
    return path(of: entry)
  }
}
