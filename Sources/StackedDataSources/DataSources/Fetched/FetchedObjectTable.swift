/// Every stored object of a fetch by identity, with its place in the store's order and whether it
/// matches the request: the `[Object.ID: Stored]` of ``FetchedResults``, laid out so that a
/// fetch of *n* objects builds it quickly from unspecialised generic code.
///
/// A fetched data source is a generic class whose methods the client cannot specialise, and a
/// `Dictionary` filled there spent most of its time in the runtime's generic machinery (issue 14:
/// a million objects took about half a second). Here the objects, orders and match flags are
/// parallel arrays (the objects array of a fetch is adopted without a copy), and the identities
/// are found through a table of positions like ``IdentifierIndex``'s (hash tag and position in
/// each slot, every identity's hash stored), which takes no generic code but the identity's own
/// `hashValue` and `==`. Positions are not stable: removing an object moves the last one into its
/// place.
struct FetchedObjectTable<Object: Identifiable & Hashable> {
  typealias Stored = FetchedResults<Object>.Stored

  /// The objects, at their positions.
  private(set) var objects: ContiguousArray<Object> = []
  /// Each object's place in the store's order.
  private(set) var orders: ContiguousArray<Int> = []
  /// Whether each object matches the request.
  var matches: ContiguousArray<Bool> = []
  /// Each object's identity.
  private var ids: ContiguousArray<Object.ID> = []
  /// Each identity's hash.
  private var hashes: ContiguousArray<Int> = []
  /// Open addressing with linear probing, at most half full: 0 for an empty slot, else the
  /// hash's upper half over the position plus one (``IdentifierIndex``'s layout).
  private var slots: ContiguousArray<UInt64> = [0]

  /// An empty table.
  init() {}

  /// A table of `objects` in the store's order (`orders` 0, 1, …).
  ///
  /// - Throws: ``DataSourceError/duplicateObjectIdentifier(dataSource:identifier:)`` naming the
  ///   first identity that occurs twice.
  /// - Complexity: O(*n*) expected; each identity is hashed once.
  init(_ objects: [Object], matches: ContiguousArray<Bool>, dataSource: String)
    throws(DataSourceError)
  {
    let count = objects.count
    let ids = ContiguousArray<Object.ID>(unsafeUninitializedCapacity: count) { ids, initialized in
      objects.withUnsafeBufferPointer { objects in
        for position in 0..<count {
          ids.initializeElement(at: position, to: objects[position].id)
          initialized = position + 1
        }
      }
    }
    var duplicates: [Int] = []
    let index = IdentifierIndex(indexing: ids, duplicates: &duplicates)
    if let first = duplicates.first {
      throw .duplicateObjectIdentifier(dataSource: dataSource, identifier: "\(ids[first])")
    }
    self.objects = ContiguousArray(objects)
    self.orders = ContiguousArray(0..<count)
    self.matches = matches
    self.ids = ids
    self.hashes = index.hashes
    self.slots = index.slots
  }

  /// The number of objects.
  var count: Int { ids.count }

  /// The stored object with identity `id`; setting `nil` removes it.
  ///
  /// - Complexity: O(1) expected.
  subscript(id: Object.ID) -> Stored? {
    get {
      position(of: id).map {
        Stored(object: objects[$0], order: orders[$0], matches: matches[$0])
      }
    }
    set {
      let hash = id.hashValue
      let bucket = slots.withUnsafeBufferPointer { slots in
        IdentifierIndex.bucket(in: slots, hash: hash) { ids[$0] == id }
      }
      switch (slots[bucket], newValue) {
      case (0, nil):
        return
      case (0, let entry?):
        if 2 * (count + 1) > slots.count {
          grow()
          self[id] = entry
          return
        }
        slots[bucket] = IdentifierIndex.tag(hash) | UInt64(truncatingIfNeeded: count &+ 1)
        ids.append(id)
        hashes.append(hash)
        objects.append(entry.object)
        orders.append(entry.order)
        matches.append(entry.matches)
      case (let slot, let entry?):
        let position = IdentifierIndex.position(in: slot)
        objects[position] = entry.object
        orders[position] = entry.order
        matches[position] = entry.matches
      case (let slot, nil):
        remove(at: IdentifierIndex.position(in: slot), bucket: bucket)
      }
    }
  }

  /// The position of identity `id`, or `nil`.
  private func position(of id: Object.ID) -> Int? {
    slots.withUnsafeBufferPointer { slots in
      let slot = slots[IdentifierIndex.bucket(in: slots, hash: id.hashValue) { ids[$0] == id }]
      return slot == 0 ? nil : IdentifierIndex.position(in: slot)
    }
  }

  /// Doubles the slots, placing every position again by its stored hash.
  private mutating func grow() {
    var slots = ContiguousArray<UInt64>(repeating: 0, count: self.slots.count * 2)
    hashes.withUnsafeBufferPointer { hashes in
      slots.withUnsafeMutableBufferPointer { slots in
        let mask = slots.count &- 1
        for position in hashes.indices {
          var bucket = hashes[position] & mask
          while slots[bucket] != 0 { bucket = (bucket &+ 1) & mask }
          slots[bucket] =
            IdentifierIndex.tag(hashes[position]) | UInt64(truncatingIfNeeded: position &+ 1)
        }
      }
    }
    self.slots = slots
  }

  /// Removes the object at `position`, whose slot is `bucket`: the slots after it shift back
  /// (so no tombstone is needed), and the last object moves into `position`.
  private mutating func remove(at position: Int, bucket: Int) {
    let mask = slots.count - 1
    var hole = bucket
    var next = (bucket + 1) & mask
    while slots[next] != 0 {
      let home = hashes[IdentifierIndex.position(in: slots[next])] & mask
      // The entry may fill the hole unless its home lies after the hole, up to `next`.
      if (next - home) & mask >= (next - hole) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = 0
    let last = count - 1
    if position != last {
      let lastHash = hashes[last]
      let lastBucket = slots.withUnsafeBufferPointer { slots in
        IdentifierIndex.bucket(in: slots, hash: lastHash) { $0 == last }
      }
      slots[lastBucket] = IdentifierIndex.tag(lastHash) | UInt64(truncatingIfNeeded: position + 1)
      ids[position] = ids[last]
      hashes[position] = lastHash
      objects[position] = objects[last]
      orders[position] = orders[last]
      matches[position] = matches[last]
    }
    ids.removeLast()
    hashes.removeLast()
    objects.removeLast()
    orders.removeLast()
    matches.removeLast()
  }
}
