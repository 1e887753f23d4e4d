import Foundation

/// The loops of a fetch that touch every object, compiled for the object type where a
/// ``FetchRequest`` is made.
///
/// ``FetchedDataSource`` is a generic class whose methods a client cannot specialise, so a loop
/// over a million objects written there moves each object through the runtime's value witnesses
/// and looks up generic metadata; laying out the rows of a first fetch took a quarter of a second
/// that way (issue 14). A request is almost always made in the client's code, with its object
/// type known, and ``FetchRequest/init(filter:sortedBy:sectionedBy:limit:)`` is `@inlinable`: the
/// closures it stores here are compiled there, for that type.
@usableFromInline
struct FetchKernel<Object> {
  /// The rows of `objects` at `positions`, in that order, in chunks of `chunkSize`; a row's
  /// order is `orders[position]`, or its position when `orders` is `nil`.
  @usableFromInline let gatherRows:
    (
      _ objects: [Object], _ orders: ContiguousArray<Int>?, _ positions: ContiguousArray<Int32>,
      _ chunkSize: Int
    ) -> [[FetchedRow<Object>]]
  /// The objects at `positions`, in that order.
  @usableFromInline let gatherObjects: (_ objects: [Object], _ positions: [Int]) -> [Object]
  /// The order of rows under `comparisons`, then the store's order: called for every comparison
  /// of the incremental path's binary searches, where a closure made in generic code would look
  /// up the row type's metadata each time.
  @usableFromInline let rowOrder:
    (_ comparisons: [(Object, Object) -> ComparisonResult]) -> (
      FetchedRow<Object>, FetchedRow<Object>
    ) -> Bool

  /// The loops, compiled where this initialiser is inlined.
  @inlinable
  init() {
    gatherRows = { objects, orders, positions, chunkSize in
      Self.rows(of: objects, orders: orders, at: positions, chunkSize: chunkSize)
    }
    gatherObjects = { objects, positions in positions.map { objects[$0] } }
    rowOrder = { comparisons in
      { lhs, rhs in
        for comparison in comparisons {
          switch comparison(lhs.object, rhs.object) {
          case .orderedAscending: return true
          case .orderedDescending: return false
          case .orderedSame: continue
          }
        }
        return lhs.order < rhs.order
      }
    }
  }

  /// See ``gatherRows``.
  ///
  /// - Complexity: O(*k*) for *k* positions.
  @inlinable
  static func rows(
    of objects: [Object], orders: ContiguousArray<Int>?, at positions: ContiguousArray<Int32>,
    chunkSize: Int
  ) -> [[FetchedRow<Object>]] {
    var chunks: [[FetchedRow<Object>]] = []
    chunks.reserveCapacity((positions.count + chunkSize - 1) / chunkSize)
    objects.withUnsafeBufferPointer { objects in
      positions.withUnsafeBufferPointer { positions in
        var start = 0
        while start < positions.count {
          let end = min(start + chunkSize, positions.count)
          chunks.append(
            Array(unsafeUninitializedCapacity: end - start) { rows, initialized in
              for offset in 0..<(end - start) {
                let position = Int(positions[start + offset])
                rows.initializeElement(
                  at: offset,
                  to: FetchedRow(object: objects[position], order: orders?[position] ?? position))
              }
              initialized = end - start
            })
          start = end
        }
      }
    }
    return chunks
  }
}
