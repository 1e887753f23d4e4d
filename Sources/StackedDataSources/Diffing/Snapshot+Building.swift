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
  /// - Throws: ``SnapshotError`` naming every duplicate section identity, else every duplicate
  ///   item identity.
  /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections; each identity is hashed
  ///   once.
  public init(
    sections: [(id: SectionID, items: [Item])], identifiedBy: (Item) -> ItemID,
    dataSource: String? = nil
  ) throws(SnapshotError) {
    let total = sections.reduce(0) { $0 + $1.items.count }
    var sectionIDs = ContiguousArray<SectionID>()
    sectionIDs.reserveCapacity(sections.count)
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(sections.count + 1)
    var ids = ContiguousArray<ItemID>()
    ids.reserveCapacity(total)
    var items = ContiguousArray<Item>()
    items.reserveCapacity(total)
    for section in sections {
      sectionIDs.append(section.id)
      starts.append(items.count)
      for item in section.items {
        ids.append(identifiedBy(item))
        items.append(item)
      }
    }
    starts.append(items.count)
    try self.init(
      sectionIDs: sectionIDs, sectionStarts: starts, itemIDs: ids, items: items,
      dataSource: dataSource)
  }

  /// Creates a snapshot of one section holding `items` in order.
  ///
  /// - Parameters:
  ///   - items: The rows, in order.
  ///   - section: The identity of the only section.
  ///   - identifiedBy: The identity of an item (a key path works).
  ///   - dataSource: The name reported in errors.
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items.
  public init(
    items: some Sequence<Item>, section: SectionID, identifiedBy: (Item) -> ItemID,
    dataSource: String? = nil
  ) throws(SnapshotError) {
    let items = ContiguousArray(items)
    var ids = ContiguousArray<ItemID>()
    ids.reserveCapacity(items.count)
    for item in items { ids.append(identifiedBy(item)) }
    try self.init(
      sectionIDs: [section], sectionStarts: [0, items.count], itemIDs: ids, items: items,
      dataSource: dataSource)
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
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items.
  public init(
    items: some Sequence<Item>, sectionedBy: (Item) -> SectionID,
    identifiedBy: (Item) -> ItemID, dataSource: String? = nil
  ) throws(SnapshotError) {
    var bucketOfSection: [SectionID: Int] = [:]
    var sectionIDs = ContiguousArray<SectionID>()
    var buckets: [ContiguousArray<Item>] = []
    for item in items {
      let key = sectionedBy(item)
      if let bucket = bucketOfSection[key] {
        buckets[bucket].append(item)
      } else {
        bucketOfSection[key] = buckets.count
        sectionIDs.append(key)
        buckets.append([item])
      }
    }
    let total = buckets.reduce(0) { $0 + $1.count }
    var starts = ContiguousArray<Int>()
    starts.reserveCapacity(buckets.count + 1)
    var ids = ContiguousArray<ItemID>()
    ids.reserveCapacity(total)
    var flat = ContiguousArray<Item>()
    flat.reserveCapacity(total)
    for bucket in buckets {
      starts.append(flat.count)
      for item in bucket {
        ids.append(identifiedBy(item))
        flat.append(item)
      }
    }
    starts.append(flat.count)
    try self.init(
      sectionIDs: sectionIDs, sectionStarts: starts, itemIDs: ids, items: flat,
      dataSource: dataSource)
  }
}

extension Snapshot where Item: Identifiable, ItemID == Item.ID {
  /// Creates a snapshot from explicit sections of `Identifiable` items.
  ///
  /// - Throws: ``SnapshotError`` naming the duplicate identities.
  /// - Complexity: O(*n* + *s*) expected for *n* items in *s* sections.
  public init(sections: [(id: SectionID, items: [Item])], dataSource: String? = nil)
    throws(SnapshotError)
  {
    try self.init(sections: sections, identifiedBy: { $0.id }, dataSource: dataSource)
  }

  /// Creates a snapshot of one section of `Identifiable` items.
  ///
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items.
  public init(items: some Sequence<Item>, section: SectionID, dataSource: String? = nil)
    throws(SnapshotError)
  {
    try self.init(items: items, section: section, identifiedBy: { $0.id }, dataSource: dataSource)
  }

  /// Creates a snapshot by grouping `Identifiable` items into sections by a key, sections in
  /// order of first appearance.
  ///
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``.
  /// - Complexity: O(*n*) expected for *n* items.
  public init(
    items: some Sequence<Item>, sectionedBy: (Item) -> SectionID, dataSource: String? = nil
  ) throws(SnapshotError) {
    try self.init(
      items: items, sectionedBy: sectionedBy, identifiedBy: { $0.id }, dataSource: dataSource)
  }
}
