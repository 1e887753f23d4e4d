import Foundation

/// The row order of a fetch being worked out one sort criterion at a time: positions of objects,
/// sorted by the criteria applied so far, and the runs of positions those criteria call equal.
///
/// A fetch must sort every matching object by the request's comparators, then by store order.
/// Comparing two objects through a chain of comparator closures, called from the data source's
/// unspecialised generic code, cost the first fetch of a million objects seconds (issue 14).
/// Instead, each criterion in turn orders only the runs still tied: a key comparator reads each
/// object's key once into a buffer and sorts (key, position) pairs in code specialised where the
/// comparator was made (its `@inlinable` initialiser captures that code). The first criterion
/// sorts everything; later ones sort the usually short runs of equal keys.
///
/// Positions index an array of objects in the store's order, so breaking the last ties by
/// position is breaking them by store order, and every criterion sorts with that tie-break.
@usableFromInline
struct RowOrdering {
  /// Positions of the objects (in an array in store order), in the order found so far.
  @usableFromInline var positions: ContiguousArray<Int32>
  /// Ranges of `positions`, each at least two long, that every criterion so far calls equal.
  @usableFromInline var ties: ContiguousArray<Range<Int>>

  /// The matching positions of `count` objects, in store order, all tied.
  ///
  /// - Complexity: O(*n*).
  init(count: Int, isIncluded: (Int) -> Bool) {
    precondition(count < Int(Int32.max), "too many objects for one fetch")
    positions = []
    positions.reserveCapacity(count)
    for position in 0..<count where isIncluded(position) {
      positions.append(Int32(truncatingIfNeeded: position))
    }
    ties = positions.count > 1 ? [0..<positions.count] : []
  }

  /// Orders every tied run by `key`, ascending or not, breaking ties by position; runs of equal
  /// keys stay tied.
  ///
  /// Equal keys (`==`) are tied; otherwise `<` decides, with the operands swapped when exactly
  /// one of `ascending` and `reversed` is false: the order ``FetchSortComparator`` gives two
  /// objects whenever the keys are totally ordered (for other keys, such as NaN, the comparator
  /// is not a strict weak ordering and any order is allowed).
  ///
  /// - Complexity: O(*t* log *t*) for *t* tied positions; each object's key is read once.
  @inlinable
  mutating func refine<Object, Value: Comparable>(
    _ objects: [Object], by key: (Object) -> Value, ascending: Bool, reversed: Bool
  ) {
    guard !ties.isEmpty else { return }
    let increasing = ascending != reversed
    var next = ContiguousArray<Range<Int>>()
    let tied = ties.reduce(0) { $0 + $1.count }
    var pairs = ContiguousArray<(key: Value, position: Int32)>()
    pairs.reserveCapacity(tied)
    objects.withUnsafeBufferPointer { objects in
      positions.withUnsafeMutableBufferPointer { positions in
        // Every key first, in one loop: after the first criterion the tied positions are
        // scattered, and independent reads overlap their cache misses.
        for run in ties {
          for index in run {
            let position = positions[index]
            pairs.append((key(objects[Int(position)]), position))
          }
        }
        pairs.withUnsafeMutableBufferPointer { pairs in
          var offset = 0
          for run in ties {
            var slice = UnsafeMutableBufferPointer(rebasing: pairs[offset..<(offset + run.count)])
            // A closure literal (not a function), so that the sort inlines it.
            slice.sort { lhs, rhs in
              if lhs.key == rhs.key { return lhs.position < rhs.position }
              return increasing ? lhs.key < rhs.key : rhs.key < lhs.key
            }
            var tieStart = run.lowerBound
            for index in run {
              let pair = slice[index - run.lowerBound]
              positions[index] = pair.position
              if index > run.lowerBound && pair.key != slice[index - run.lowerBound - 1].key {
                if index - tieStart > 1 { next.append(tieStart..<index) }
                tieStart = index
              }
            }
            if run.upperBound - tieStart > 1 { next.append(tieStart..<run.upperBound) }
            offset += run.count
          }
        }
      }
    }
    ties = next
  }

  /// Orders every tied run by `comparison`, breaking ties by position; runs it calls the same
  /// stay tied. For comparators made from a comparison rather than a key.
  ///
  /// - Complexity: O(*t* log *t*) comparisons for *t* tied positions.
  mutating func refine<Object>(
    _ objects: [Object], by comparison: (Object, Object) -> ComparisonResult
  ) {
    guard !ties.isEmpty else { return }
    var next = ContiguousArray<Range<Int>>()
    objects.withUnsafeBufferPointer { objects in
      positions.withUnsafeMutableBufferPointer { positions in
        for run in ties {
          var slice = UnsafeMutableBufferPointer(rebasing: positions[run])
          slice.sort { lhs, rhs in
            switch comparison(objects[Int(lhs)], objects[Int(rhs)]) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: lhs < rhs
            }
          }
          var tieStart = run.lowerBound
          for index in run.dropFirst()
          where comparison(objects[Int(positions[index - 1])], objects[Int(positions[index])])
            != .orderedSame
          {
            if index - tieStart > 1 { next.append(tieStart..<index) }
            tieStart = index
          }
          if run.upperBound - tieStart > 1 { next.append(tieStart..<run.upperBound) }
        }
      }
    }
    ties = next
  }
}
