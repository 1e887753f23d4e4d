import Foundation

/// One fetched object in the results, with its place in the store's order (the last tie-break).
@usableFromInline
struct FetchedRow<Object> {
  @usableFromInline var object: Object
  @usableFromInline var order: Int

  @inlinable
  init(object: Object, order: Int) {
    self.object = object
    self.order = order
  }
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
  var stored = FetchedObjectTable<Object>()
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
    let matches = Self.matches(of: objects, request: request)
    stored = try FetchedObjectTable(objects, matches: matches, dataSource: dataSource)
    nextOrder = objects.count
    sections = Self.sections(
      of: objects, orders: nil, matches: request.filter == nil ? nil : matches, request: request)
  }

  /// Re-filters, re-sorts and re-sections every stored object with ``request``.
  ///
  /// - Complexity: O(*n* log *n*).
  mutating func rebuildSections() {
    var objects = Array(stored.objects)
    let matches = Self.matches(of: objects, request: request)
    stored.matches = matches
    var orders = stored.orders
    guard orders.indices.dropFirst().contains(where: { orders[$0 - 1] > orders[$0] }) else {
      sections = Self.sections(of: objects, orders: orders, matches: matches, request: request)
      return
    }
    // Into the store's order, which breaks the comparators' ties.
    let byOrder = orders.indices.sorted { orders[$0] < orders[$1] }
    objects = request.kernel.gatherObjects(objects, byOrder)
    orders = ContiguousArray(byOrder.lazy.map { orders[$0] })
    sections = Self.sections(
      of: objects, orders: orders, matches: ContiguousArray(byOrder.lazy.map { matches[$0] }),
      request: request)
  }

  /// Whether each of `objects` matches `request`'s filter.
  ///
  /// - Complexity: O(*n*) filter calls.
  static func matches(of objects: [Object], request: FetchRequest<Object>) -> ContiguousArray<Bool>
  {
    var matches = ContiguousArray(repeating: true, count: objects.count)
    guard let filter = request.filter else { return matches }
    objects.withUnsafeBufferPointer { objects in
      matches.withUnsafeMutableBufferPointer { matches in
        for position in objects.indices { matches[position] = filter(objects[position]) }
      }
    }
    return matches
  }

  /// The sections of the matching `objects`, sorted by `request`.
  ///
  /// - Parameters:
  ///   - objects: Every stored object, in the store's order.
  ///   - orders: The order of each object; `nil` when it is its position.
  ///   - matches: Whether each object matches the filter; `nil` when all do.
  /// - Complexity: O(*n* log *n*); each sort key is read once per object (for comparators made
  ///   from a key) and each section key computed once per matching object.
  static func sections(
    of objects: [Object], orders: ContiguousArray<Int>?, matches: ContiguousArray<Bool>?,
    request: FetchRequest<Object>
  ) -> [FetchedResultSection<Object>] {
    var ordering = RowOrdering(count: objects.count) { matches?[$0] ?? true }
    for comparator in request.sortComparators where !ordering.ties.isEmpty {
      comparator.orderTies(of: &ordering, in: objects)
    }
    guard let key = request.sectionKey else {
      let rows = Self.rows(of: objects, orders: orders, at: ordering.positions, request: request)
      return [FetchedResultSection(name: nil, rows: rows)]
    }
    // Distributing the sorted positions keeps each section's rows sorted.
    var indexOfName: [FetchedSectionName: Int] = [:]
    var names: [FetchedSectionName] = []
    var members: [ContiguousArray<Int32>] = []
    for position in ordering.positions {
      let name = key.name(objects[Int(position)])
      if let index = indexOfName[name] {
        members[index].append(position)
      } else {
        indexOfName[name] = names.count
        names.append(name)
        members.append([position])
      }
    }
    return names.indices.sorted { key.areInIncreasingOrder(names[$0], names[$1]) }.map {
      FetchedResultSection(
        name: names[$0],
        rows: Self.rows(of: objects, orders: orders, at: members[$0], request: request))
    }
  }

  /// The rows of `objects` at `positions`, in that order, in chunks, laid out by the request's
  /// ``FetchKernel``.
  ///
  /// - Complexity: O(*k*) for *k* positions.
  static func rows(
    of objects: [Object], orders: ContiguousArray<Int>?, at positions: ContiguousArray<Int32>,
    request: FetchRequest<Object>
  ) -> SortedChunks<FetchedRow<Object>> {
    let size = SortedChunks<FetchedRow<Object>>.chunkCapacity / 2
    return SortedChunks(chunks: request.kernel.gatherRows(objects, orders, positions, size))
  }

  /// The row order: the request's comparators, then the store's order, compiled for the object
  /// type by the request's ``FetchKernel``.
  ///
  /// The closure captures only the comparisons, never the results, so passing it to a mutation
  /// of ``sections`` does not make the sections' storage shared (and copied).
  var areInIncreasingOrder: (FetchedRow<Object>, FetchedRow<Object>) -> Bool {
    request.kernel.rowOrder(request.comparisons)
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
      // With a section key every section has a name.
      if let midName = sections[mid].name, key.areInIncreasingOrder(midName, name) {
        low = mid + 1
      } else {
        high = mid
      }
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
