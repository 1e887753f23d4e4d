/// An immutable table model: sections of identified items, with O(1) lookups both ways.
///
/// A snapshot is the input of the diff (``Changeset/init(from:to:)``) and the model of a
/// ``SnapshotDataSource``. Each section has a unique `SectionID`; each item has a unique `ItemID`
/// across the whole snapshot (an item may move between sections and still be the same row) and
/// a content, compared with `==` (or a comparator you pass to the diff) to decide whether a row
/// that kept its identity needs a reload.
///
/// Snapshots are `Sendable` values, so a large one can be built and diffed off the main actor.
/// Building one hashes every identity once and keeps the hashes, so a diff against it hashes
/// nothing again; built `reusing:` the snapshot a table shows, with the same identities, it
/// hashes nothing at all (see ``init(items:section:identifiedBy:dataSource:reusing:)``);
/// duplicates fail with a ``DataSourceError`` that names every one, never a trap
/// (TLIndexPathTools dropped such rows silently and its counts drifted).
/// A snapshot holds fewer than 2³² − 1 items.
///
/// ```swift
/// struct Contact: Identifiable, Hashable, Sendable { var id: String; var name: String }
/// let snapshot = try Snapshot(
///   items: contacts, sectionedBy: { $0.name.prefix(1).uppercased() }, dataSource: "Contacts")
/// snapshot.path(ofItem: "ann")   // TablePath(section: 0, row: 0)
/// ```
///
/// Paths are in the snapshot's own coordinates: section index, then row within the section.
public struct Snapshot<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Item: Sendable
>: Sendable {
  /// Section identities in order.
  @usableFromInline let sectionIDs: ContiguousArray<SectionID>
  /// `sectionStarts[s]` is the flat index of the first item of section `s`; one extra trailing
  /// element holds the item count, so section `s` is `sectionStarts[s]..<sectionStarts[s + 1]`.
  @usableFromInline let sectionStarts: ContiguousArray<Int>
  /// Item identities in flat order (section by section).
  @usableFromInline let itemIDs: ContiguousArray<ItemID>
  /// Items in flat order, parallel to `itemIDs`.
  @usableFromInline let storage: ContiguousArray<Item>
  /// The section of each flat index; `Int32` halves its footprint at a million rows. Empty when
  /// there is at most one section (every item is in section 0), which spares a flat list a pass.
  @usableFromInline let sectionOfItem: ContiguousArray<Int32>
  /// The flat index of each item identity, with every identity's hash.
  @usableFromInline let itemIndex: IdentifierIndex
  /// The index of each section identity, with every identity's hash.
  @usableFromInline let sectionIndex: IdentifierIndex

  /// Creates a snapshot from validated parts: identities unique, `sectionStarts` one longer than
  /// `sectionIDs` and ending at the item count, the indexes built over `sectionIDs` and `itemIDs`,
  /// and `sectionOfItem`, when given, that of another snapshot with the same `sectionStarts`.
  @inlinable
  init(
    sectionIDs: ContiguousArray<SectionID>, sectionStarts: ContiguousArray<Int>,
    itemIDs: ContiguousArray<ItemID>, items: ContiguousArray<Item>,
    sectionIndex: IdentifierIndex, itemIndex: IdentifierIndex,
    sectionOfItem: ContiguousArray<Int32>? = nil
  ) {
    assert(sectionStarts.count == sectionIDs.count + 1 && itemIDs.count == items.count)
    assert(sectionStarts.last == itemIDs.count)
    assert(sectionIndex.hashes.count == sectionIDs.count && itemIndex.hashes.count == itemIDs.count)
    self.sectionIDs = sectionIDs
    self.sectionStarts = sectionStarts
    self.itemIDs = itemIDs
    self.storage = items
    self.sectionOfItem =
      sectionOfItem ?? (sectionIDs.count > 1 ? Self.sections(of: sectionStarts) : [])
    self.sectionIndex = sectionIndex
    self.itemIndex = itemIndex
  }

  /// The section of each flat index, from the sections' start indexes.
  @inlinable
  static func sections(of starts: ContiguousArray<Int>) -> ContiguousArray<Int32> {
    let count = starts[starts.count - 1]
    return ContiguousArray(unsafeUninitializedCapacity: count) { buffer, initialized in
      for section in 0..<(starts.count - 1) {
        let value = Int32(truncatingIfNeeded: section)
        for flat in starts[section]..<starts[section + 1] {
          buffer.initializeElement(at: flat, to: value)
        }
      }
      initialized = count
    }
  }

  /// Creates an empty snapshot: no sections, no items.
  ///
  /// - Complexity: O(1).
  public init() {
    sectionIDs = []
    sectionStarts = [0]
    itemIDs = []
    storage = []
    sectionOfItem = []
    itemIndex = IdentifierIndex()
    sectionIndex = IdentifierIndex()
  }

  /// The section of the item at flat index `flat`.
  @inlinable
  func section(ofFlat flat: Int) -> Int {
    sectionOfItem.isEmpty ? 0 : Int(sectionOfItem[flat])
  }

  /// The flat index of the item whose identity is `other`'s item at `flat`, found with the hash
  /// `other` stored for it, or `nil` when this snapshot has no such item.
  ///
  /// - Complexity: O(1) expected; nothing is hashed.
  @inlinable
  func flatIndex(ofItemAt flat: Int, in other: Self) -> Int? {
    let id = other.itemIDs[flat]
    return itemIndex.position(ofHash: other.itemIndex.hashes[flat]) { itemIDs[$0] == id }
  }

  /// The index of the section whose identity is `other`'s section at `index`, found with the
  /// hash `other` stored for it, or `nil`.
  ///
  /// - Complexity: O(1) expected; nothing is hashed.
  @inlinable
  func sectionIndex(ofSectionAt index: Int, in other: Self) -> Int? {
    let id = other.sectionIDs[index]
    return sectionIndex.position(ofHash: other.sectionIndex.hashes[index]) { sectionIDs[$0] == id }
  }
}

// MARK: - Lookups

extension Snapshot {
  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { sectionIDs.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  public var numberOfItems: Int { itemIDs.count }

  /// The number of items in `section`, or 0 when the section does not exist.
  ///
  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    guard sectionIDs.indices.contains(section) else { return 0 }
    return sectionStarts[section + 1] - sectionStarts[section]
  }

  /// The section identities, in order.
  ///
  /// - Complexity: O(1); the array shares the snapshot's storage.
  public var sectionIdentifiers: ContiguousArray<SectionID> { sectionIDs }

  /// All items, section by section.
  ///
  /// - Complexity: O(1); the array shares the snapshot's storage.
  public var items: ContiguousArray<Item> { storage }

  /// All item identities, section by section, parallel to ``items``.
  ///
  /// - Complexity: O(1); the array shares the snapshot's storage.
  public var itemIdentifiers: ContiguousArray<ItemID> { itemIDs }

  /// The items of `section`, or an empty slice when the section does not exist.
  ///
  /// - Complexity: O(1).
  public func items(inSection section: Int) -> ArraySlice<Item> {
    guard sectionIDs.indices.contains(section) else { return [] }
    return storage[sectionStarts[section]..<sectionStarts[section + 1]]
  }

  /// The identity of the section at `index`, or `nil` when it does not exist.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(at index: Int) -> SectionID? {
    sectionIDs.indices.contains(index) ? sectionIDs[index] : nil
  }

  /// The index of the section with identity `id`, or `nil` when there is none.
  ///
  /// - Complexity: O(1) expected (one hash).
  public func index(ofSection id: SectionID) -> Int? {
    sectionIndex.position(ofHash: id.hashValue) { sectionIDs[$0] == id }
  }

  /// The item at `path`, or `nil` when the path does not exist.
  ///
  /// - Complexity: O(1).
  public func item(at path: TablePath) -> Item? {
    flatIndex(of: path).map { storage[$0] }
  }

  /// The identity of the item at `path`, or `nil` when the path does not exist.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(at path: TablePath) -> ItemID? {
    flatIndex(of: path).map { itemIDs[$0] }
  }

  /// The path of the item with identity `id`, or `nil` when there is none.
  ///
  /// - Complexity: O(1) expected (one hash).
  public func path(ofItem id: ItemID) -> TablePath? {
    guard let flat = flatIndex(of: id) else { return nil }
    let section = section(ofFlat: flat)
    return TablePath(section: section, row: flat - sectionStarts[section])
  }

  /// The item with identity `id`, or `nil` when there is none.
  ///
  /// - Complexity: O(1) expected (one hash).
  public func item(withIdentifier id: ItemID) -> Item? {
    flatIndex(of: id).map { storage[$0] }
  }

  private func flatIndex(of id: ItemID) -> Int? {
    itemIndex.position(ofHash: id.hashValue) { itemIDs[$0] == id }
  }

  func flatIndex(of path: TablePath) -> Int? {
    guard sectionIDs.indices.contains(path.section), path.row >= 0 else { return nil }
    let start = sectionStarts[path.section]
    // The row is checked against the section's length before it is added: `start + row`
    // overflows for a row near `Int.max` in any section but the first.
    guard path.row < sectionStarts[path.section + 1] - start else { return nil }
    return start + path.row
  }
}

extension Snapshot: Equatable where Item: Equatable {
  /// Whether both snapshots have the same sections, in order, with the same items (identities
  /// and contents) in the same order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIDs == rhs.sectionIDs && lhs.sectionStarts == rhs.sectionStarts
      && lhs.itemIDs == rhs.itemIDs && lhs.storage == rhs.storage
  }
}
