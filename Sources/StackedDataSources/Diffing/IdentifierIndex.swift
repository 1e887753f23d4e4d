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
    var slots = ContiguousArray<UInt64>(repeating: 0, count: Self.slotCount(for: count))
    hashes = ContiguousArray(unsafeUninitializedCapacity: count) { hashes, initialized in
      ids.withUnsafeBufferPointer { ids in
        slots.withUnsafeMutableBufferPointer { slots in
          let mask = slots.count &- 1
          for position in 0..<count {
            let hash = ids[position].hashValue
            hashes.initializeElement(at: position, to: hash)
            let tag = Self.tag(hash)
            var bucket = hash & mask
            var isDuplicate = false
            while case let slot = slots[bucket], slot != 0 {
              if slot & Self.tagMask == tag,
                ids[Int(truncatingIfNeeded: slot & ~Self.tagMask) &- 1] == ids[position]
              {
                isDuplicate = true
                break
              }
              bucket = (bucket &+ 1) & mask
            }
            if isDuplicate {
              duplicates.append(position)
            } else {
              slots[bucket] = tag | UInt64(truncatingIfNeeded: position &+ 1)
            }
          }
        }
      }
      initialized = count
    }
    self.slots = slots
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
      let mask = slots.count &- 1
      let tag = Self.tag(hash)
      var bucket = hash & mask
      while case let slot = slots[bucket], slot != 0 {
        if slot & Self.tagMask == tag {
          let position = Int(truncatingIfNeeded: slot & ~Self.tagMask) &- 1
          if isMatch(position) { return position }
        }
        bucket = (bucket &+ 1) & mask
      }
      return nil
    }
  }
}
