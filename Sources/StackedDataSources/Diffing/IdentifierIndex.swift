/// A hash table from identifiers to their positions in an array kept by its owner, with the hash
/// of every identifier computed once and stored.
///
/// A ``Snapshot`` indexes its section and item identifiers with it rather than with a
/// `Dictionary` (issue 14, "Cost follows the change"):
///
/// - each identifier is hashed once, when the snapshot is built, and its hash is kept, so the diff
///   probes the old snapshot's table with the new snapshot's stored hashes instead of hashing
///   every new identifier again (DifferenceKit hashes each key twice);
/// - the table holds positions, not keys: 8 bytes a slot whatever the identifier type, and a
///   probe never copies or retains an identifier (a `String` identifier is compared in place);
/// - each slot keeps the upper half of its identifier's hash beside the position, so a probe that
///   meets another identifier's slot almost never reads that identifier.
///
/// Open addressing with linear probing in a power-of-two table at most half full. Positions must
/// be below `UInt32.max - 1`.
@usableFromInline
struct IdentifierIndex: Sendable {
  /// The hash of the identifier at each position.
  @usableFromInline let hashes: ContiguousArray<Int>
  /// A power-of-two number of slots: 0 for an empty slot, else the upper 32 bits of the hash
  /// over the position plus one in the lower 32 bits.
  @usableFromInline let slots: ContiguousArray<UInt64>

  /// The bits of a slot that hold the hash's upper half.
  @usableFromInline static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }

  /// The slot's tag for `hash`: its upper 32 bits, in place.
  @inlinable
  static func tag(_ hash: Int) -> UInt64 {
    UInt64(UInt(bitPattern: hash)) & tagMask
  }

  /// The number of slots for `count` positions: a power of two at least twice `count`.
  @inlinable
  static func slotCount(for count: Int) -> Int {
    count == 0 ? 1 : 1 &<< (Int.bitWidth &- (2 &* count &- 1).leadingZeroBitCount)
  }

  /// An index of no identifiers.
  ///
  /// - Complexity: O(1).
  @inlinable
  init() {
    hashes = []
    slots = [0]
  }

  /// Indexes `ids`, position `i` holding `ids[i]`, hashing each identifier once; an identifier
  /// equal to an earlier one is not indexed and its position is appended to `duplicates`.
  ///
  /// - Complexity: O(*n*) expected for *n* identifiers.
  @inlinable
  init<ID: Hashable>(indexing ids: ContiguousArray<ID>, duplicates: inout [Int]) {
    let count = ids.count
    precondition(count < Int(UInt32.max), "too many identifiers for one snapshot")
    let hashes = ContiguousArray<Int>(unsafeUninitializedCapacity: count) { hashes, initialized in
      ids.withUnsafeBufferPointer { ids in
        for position in 0..<count {
          hashes.initializeElement(at: position, to: ids[position].hashValue)
        }
      }
      initialized = count
    }
    var slots = ContiguousArray<UInt64>(repeating: 0, count: Self.slotCount(for: count))
    ids.withUnsafeBufferPointer { ids in
      Self.fill(&slots, hashes: hashes, duplicates: &duplicates) { ids[$0] == ids[$1] }
    }
    self.hashes = hashes
    self.slots = slots
  }

  /// Below this many positions the slots are filled in position order; from it on, partition by
  /// partition (see ``fill(_:hashes:duplicates:areEqual:)``).
  @usableFromInline static var partitionedFillThreshold: Int { 1 << 15 }

  /// Puts every position into `slots` by its hash; a position whose identifier `areEqual` to an
  /// earlier one's is appended to `duplicates` instead, in position order.
  ///
  /// A large table is filled in the order of its slots rather than of the positions: the
  /// positions are first distributed (a stable counting sort) by the top bits of their home slot,
  /// so each partition writes a few kilobytes of slots instead of missing the cache at a random
  /// slot for every position. At a million identifiers that is several times faster.
  ///
  /// - Complexity: O(*n*) expected.
  @usableFromInline
  static func fill(
    _ slots: inout ContiguousArray<UInt64>, hashes: ContiguousArray<Int>,
    duplicates: inout [Int], areEqual: (Int, Int) -> Bool
  ) {
    let count = hashes.count
    let firstDuplicate = duplicates.count
    slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count &- 1
      func insert(_ hash: Int, _ position: Int) {
        var bucket = hash & mask
        let tag = Self.tag(hash)
        while case let slot = slots[bucket], slot != 0 {
          if slot & tagMask == tag, areEqual(Self.position(in: slot), position) {
            duplicates.append(position)
            return
          }
          bucket = (bucket &+ 1) & mask
        }
        slots[bucket] = tag | UInt64(truncatingIfNeeded: position &+ 1)
      }
      hashes.withUnsafeBufferPointer { hashes in
        guard count >= partitionedFillThreshold else {
          for position in 0..<count { insert(hashes[position], position) }
          return
        }
        let bucketBits = slots.count.trailingZeroBitCount
        let partitionBits = min(11, bucketBits)
        let shift = bucketBits - partitionBits
        var starts = ContiguousArray<Int>(repeating: 0, count: (1 << partitionBits) + 1)
        for hash in hashes { starts[((hash & mask) >> shift) &+ 1] &+= 1 }
        for partition in 0..<(1 << partitionBits) { starts[partition + 1] &+= starts[partition] }
        let pairs = ContiguousArray<(hash: Int, position: Int)>(
          unsafeUninitializedCapacity: count
        ) { pairs, initialized in
          for position in 0..<count {
            let hash = hashes[position]
            let partition = (hash & mask) >> shift
            pairs.initializeElement(at: starts[partition], to: (hash, position))
            starts[partition] &+= 1
          }
          initialized = count
        }
        for pair in pairs { insert(pair.hash, pair.position) }
      }
    }
    // Partitions visit the positions out of order; equal identifiers share a partition, where
    // positions stay in order, so each duplicate is still a later occurrence.
    duplicates[firstDuplicate...].sort()
  }

  /// The position whose identifier has `hash` and that `isMatch` accepts, or `nil`.
  ///
  /// `isMatch` is called only for positions whose hash shares its upper half with `hash`; it
  /// compares the identifiers.
  ///
  /// - Complexity: O(1) expected.
  @inlinable
  func position(ofHash hash: Int, where isMatch: (Int) -> Bool) -> Int? {
    slots.withUnsafeBufferPointer { slots in
      let slot = slots[Self.bucket(in: slots, hash: hash, where: isMatch)]
      return slot == 0 ? nil : Self.position(in: slot)
    }
  }

  /// The position a non-empty slot holds.
  @inlinable
  static func position(in slot: UInt64) -> Int {
    Int(truncatingIfNeeded: slot & ~tagMask) &- 1
  }

  /// The slot of the position that `isMatch` accepts among those whose hash has `hash`'s tag, or
  /// the empty slot where the probe for it stopped.
  ///
  /// - Complexity: O(1) expected in a table at most half full.
  @inlinable
  static func bucket(
    in slots: UnsafeBufferPointer<UInt64>, hash: Int, where isMatch: (Int) -> Bool
  ) -> Int {
    let mask = slots.count &- 1
    let tag = Self.tag(hash)
    var bucket = hash & mask
    while case let slot = slots[bucket], slot != 0 {
      if slot & tagMask == tag, isMatch(position(in: slot)) { return bucket }
      bucket = (bucket &+ 1) & mask
    }
    return bucket
  }
}
