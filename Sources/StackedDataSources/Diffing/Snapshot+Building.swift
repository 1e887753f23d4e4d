extension Snapshot {
  /// Creates a snapshot from explicit sections, in order; a section may be empty.
  ///
  /// ```swift
  /// let snapshot = try Snapshot(
  ///   sections: [(id: "Favourites", items: favourites), (id: "All", items: others)],
  ///   identifiedBy: \.email, dataSource: "Contacts")
  /// ```
  ///
  /// - Parameters:
  ///   - sections: Each section's identity and its items, in table order.
  ///   - identifiedBy: The identity of an item (a key path works); unique across all sections.
  ///   - dataSource: The name reported in errors, such as `"Contacts"`.
  ///   - previous: A snapshot, usually the one the table shows, whose identities this one
  ///     probably repeats; see ``init(items:section:identifiedBy:dataSource:reusing:)``.
  /// - Throws: ``DataSourceError`` naming every duplicate section identity, else every duplicate
  ///   item identity.
  /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections; each identity is hashed
  ///   once, or not at all when the identities are `previous`'s.
  @inlinable
  public init(
    sections: [(id: SectionID, items: [Item])], identifiedBy: (Item) -> ItemID,
    dataSource: String? = nil, reusing previous: Snapshot? = nil
  ) throws(DataSourceError) {
    var sectionIDs = ContiguousArray<SectionID>()
    sectionIDs.reserveCapacity(sections.count)
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sections.count + 1)
    var total = 0
    for section in sections {
      sectionIDs.append(section.id)
      starts.append(total)
      total += section.items.count
    }
    starts.append(total)
    let items: ContiguousArray<Item>
    if sections.count == 1 {
      // One section: the snapshot shares the caller's array instead of copying it.
      items = ContiguousArray(sections[0].items)
    } else {
      var flat = ContiguousArray<Item>()
      flat.reserveCapacity(total)
      for section in sections { flat.append(contentsOf: section.items) }
      items = flat
    }
    try self.init(
      sectionIDs: sectionIDs, sectionStarts: starts, items: items, identifiedBy: identifiedBy,
      dataSource: dataSource, reusing: previous)
  }

  /// Creates a snapshot of one section holding `items` in order.
  ///
  /// Most new snapshots repeat the identities of the one the table shows (a model touched but
  /// equal, a refresh that returns the same page). Pass that snapshot as `previous`: when this
  /// one's section identities, item identities or section bounds equal its, position by
  /// position, this snapshot shares its arrays and its index instead of hashing every identity
  /// again. That is exact: identities equal to a validated snapshot's are unique, and the index
  /// depends on nothing else. A diff between the two then compares the shared identities in
  /// O(1) (``Changeset/init(from:to:)`` returns an empty changeset when the contents are equal
  /// too). When the identities differ, the snapshot is built and checked as without `previous`,
  /// at the cost of a comparison that stops at the first difference.
  ///
  /// ```swift
  /// contacts.setSnapshot(
  ///   try Snapshot(items: page, section: "All", identifiedBy: \.id, reusing: contacts.snapshot))
  /// ```
  ///
  /// - Parameters:
  ///   - items: The rows, in order.
  ///   - section: The identity of the only section.
  ///   - identifiedBy: The identity of an item (a key path works).
  ///   - dataSource: The name reported in errors.
  ///   - previous: A snapshot whose identities this one probably repeats, or `nil`.
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items; each identity is hashed once, or not at all
  ///   when the identities are `previous`'s.
  @inlinable
  public init(
    items: some Sequence<Item>, section: SectionID, identifiedBy: (Item) -> ItemID,
    dataSource: String? = nil, reusing previous: Snapshot? = nil
  ) throws(DataSourceError) {
    // An `Array` is shared, not copied.
    let items = ContiguousArray(items)
    try self.init(
      sectionIDs: [section], sectionStarts: [0, items.count], items: items,
      identifiedBy: identifiedBy, dataSource: dataSource, reusing: previous)
  }

  /// Creates a snapshot by grouping `items` into sections by a key, sections in order of first
  /// appearance and items in input order within each section; the input need not be sorted.
  ///
  /// ```swift
  /// let byInitial = try Snapshot(
  ///   items: contacts, sectionedBy: { $0.name.prefix(1).uppercased() }, identifiedBy: \.email)
  /// ```
  ///
  /// - Parameters:
  ///   - items: The rows in any order.
  ///   - sectionedBy: The identity of the section an item belongs to (a key path works).
  ///   - identifiedBy: The identity of an item.
  ///   - dataSource: The name reported in errors.
  ///   - previous: A snapshot whose identities this one probably repeats; see
  ///     ``init(items:section:identifiedBy:dataSource:reusing:)``.
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items; each section key is hashed, and each identity
  ///   once, or not at all when the identities are `previous`'s.
  @inlinable
  public init(
    items: some Sequence<Item>, sectionedBy: (Item) -> SectionID,
    identifiedBy: (Item) -> ItemID, dataSource: String? = nil, reusing previous: Snapshot? = nil
  ) throws(DataSourceError) {
    let input = ContiguousArray(items)
    var bucketOfSection: [SectionID: Int32] = [:]
    var sectionIDs = ContiguousArray<SectionID>()
    var bucketOfItem = ContiguousArray<Int32>()
    bucketOfItem.reserveCapacity(input.count)
    var counts = ContiguousArray<Int>()
    for item in input {
      let key = sectionedBy(item)
      let bucket = bucketOfSection[key] ?? Int32(truncatingIfNeeded: sectionIDs.count)
      if bucket == sectionIDs.count {
        bucketOfSection[key] = bucket
        sectionIDs.append(key)
        counts.append(0)
      }
      bucketOfItem.append(bucket)
      counts[Int(bucket)] += 1
    }
    // A stable counting sort: each section's items keep their input order.
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sectionIDs.count + 1)
    var next = counts
    var total = 0
    for section in counts.indices {
      starts.append(total)
      next[section] = total
      total += counts[section]
    }
    starts.append(total)
    let flat: ContiguousArray<Item>
    if sectionIDs.count <= 1 {
      flat = input
    } else {
      // Every slot is written exactly once: `next` starts at each section's first slot and
      // `counts` are exact.
      flat = ContiguousArray(unsafeUninitializedCapacity: total) { buffer, initialized in
        for index in input.indices {
          let bucket = Int(bucketOfItem[index])
          buffer.initializeElement(at: next[bucket], to: input[index])
          next[bucket] += 1
        }
        initialized = total
      }
    }
    try self.init(
      sectionIDs: sectionIDs, sectionStarts: starts, items: flat, identifiedBy: identifiedBy,
      dataSource: dataSource, reusing: previous)
  }

  /// Creates a snapshot of `items` laid out in sections, identifying and indexing them.
  ///
  /// Section identities are checked first, so duplicate sections are reported even when items
  /// repeat too.
  ///
  /// Each part equal, position by position, to `previous`'s is taken from `previous`: its
  /// section or item identities with their index (identities equal to a validated snapshot's are
  /// unique, and an index is a function of its identities alone, `==` implying equal hashes), its
  /// section bounds with the section of each item. A part that differs is built and checked.
  @inlinable
  init(
    sectionIDs: ContiguousArray<SectionID>, sectionStarts: ContiguousArray<Int>,
    items: ContiguousArray<Item>, identifiedBy: (Item) -> ItemID, dataSource: String?,
    reusing previous: Self?
  ) throws(DataSourceError) {
    var duplicates: [Int] = []
    var sectionIDs = sectionIDs
    let sectionIndex: IdentifierIndex
    if let previous, previous.sectionIDs == sectionIDs {
      sectionIDs = previous.sectionIDs
      sectionIndex = previous.sectionIndex
    } else {
      sectionIndex = IdentifierIndex(indexing: sectionIDs, duplicates: &duplicates)
      guard duplicates.isEmpty else {
        throw .duplicateSectionIdentifiers(
          dataSource: dataSource, identifiers: Self.names(of: sectionIDs, at: duplicates))
      }
    }
    var sectionStarts = sectionStarts
    var sectionOfItem: ContiguousArray<Int32>?
    if let previous, previous.sectionStarts == sectionStarts {
      sectionStarts = previous.sectionStarts
      sectionOfItem = previous.sectionOfItem
    }
    let ids: ContiguousArray<ItemID>
    let itemIndex: IdentifierIndex
    if let previous, Self.identities(of: items, identifiedBy: identifiedBy, equal: previous.itemIDs)
    {
      // Read in place, not copied: equal identities cost no array, and sharing `previous`'s
      // lets a diff against it compare them in O(1).
      ids = previous.itemIDs
      itemIndex = previous.itemIndex
    } else {
      let count = items.count
      ids = ContiguousArray<ItemID>(unsafeUninitializedCapacity: count) { ids, initialized in
        items.withUnsafeBufferPointer { items in
          for index in 0..<count {
            ids.initializeElement(at: index, to: identifiedBy(items[index]))
            initialized = index + 1
          }
        }
      }
      itemIndex = IdentifierIndex(indexing: ids, duplicates: &duplicates)
      guard duplicates.isEmpty else {
        throw .duplicateItemIdentifiers(
          dataSource: dataSource, identifiers: Self.names(of: ids, at: duplicates))
      }
    }
    self.init(
      sectionIDs: sectionIDs, sectionStarts: sectionStarts, itemIDs: ids, items: items,
      sectionIndex: sectionIndex, itemIndex: itemIndex, sectionOfItem: sectionOfItem)
  }

  /// Whether the identity of each of `items` equals the one at its position in `ids`.
  ///
  /// - Complexity: O(*n*), stopping at the first difference.
  @inlinable
  static func identities(
    of items: ContiguousArray<Item>, identifiedBy: (Item) -> ItemID,
    equal ids: ContiguousArray<ItemID>
  ) -> Bool {
    guard items.count == ids.count else { return false }
    return items.withUnsafeBufferPointer { items in
      ids.withUnsafeBufferPointer { ids in
        for index in 0..<items.count where identifiedBy(items[index]) != ids[index] {
          return false
        }
        return true
      }
    }
  }

  /// The text of the identities at `positions`, each once, in order of position.
  @usableFromInline
  static func names<ID>(of ids: ContiguousArray<ID>, at positions: [Int]) -> [String] {
    var seen = Set<String>()
    return positions.map { String(describing: ids[$0]) }.filter { seen.insert($0).inserted }
  }
}

extension Snapshot where Item: Identifiable, ItemID == Item.ID {
  /// Creates a snapshot from explicit sections of `Identifiable` items.
  ///
  /// - Throws: ``DataSourceError`` naming the duplicate identities.
  /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections; no identity is hashed
  ///   when they are `previous`'s.
  @inlinable
  public init(
    sections: [(id: SectionID, items: [Item])], dataSource: String? = nil,
    reusing previous: Snapshot? = nil
  ) throws(DataSourceError) {
    try self.init(
      sections: sections, identifiedBy: { $0.id }, dataSource: dataSource, reusing: previous)
  }

  /// Creates a snapshot of one section of `Identifiable` items.
  ///
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items; no identity is hashed when they are
  ///   `previous`'s.
  @inlinable
  public init(
    items: some Sequence<Item>, section: SectionID, dataSource: String? = nil,
    reusing previous: Snapshot? = nil
  ) throws(DataSourceError) {
    try self.init(
      items: items, section: section, identifiedBy: { $0.id }, dataSource: dataSource,
      reusing: previous)
  }

  /// Creates a snapshot by grouping `Identifiable` items into sections by a key, sections in
  /// order of first appearance.
  ///
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items; no identity is hashed when they are
  ///   `previous`'s.
  @inlinable
  public init(
    items: some Sequence<Item>, sectionedBy: (Item) -> SectionID, dataSource: String? = nil,
    reusing previous: Snapshot? = nil
  ) throws(DataSourceError) {
    try self.init(
      items: items, sectionedBy: sectionedBy, identifiedBy: { $0.id }, dataSource: dataSource,
      reusing: previous)
  }
}
