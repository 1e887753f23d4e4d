/// A sorted list kept as a sequence of short sorted chunks with O(log *c*) prefix sums of their
/// lengths, so that finding, inserting and removing an element cost O(log *n* + *b*) for chunks
/// of at most *b* elements, not the O(*n*) of one array.
///
/// The order is given by the caller at each call (`areInIncreasingOrder`), which must be the
/// order the list was built with. Positions are flat indexes over all chunks.
struct SortedChunks<Element> {
  /// Chunks never exceed this many elements; a full chunk splits in half.
  static var chunkCapacity: Int { 512 }

  private(set) var chunks: [[Element]] = []
  private var sums = PrefixSums()

  /// Creates a list of elements already in order.
  ///
  /// - Complexity: O(*n*).
  init(sorted elements: [Element]) {
    let half = Self.chunkCapacity / 2
    var start = 0
    while start < elements.count {
      let end = min(start + half, elements.count)
      chunks.append(Array(elements[start..<end]))
      start = end
    }
    sums = PrefixSums(chunks.map(\.count))
  }

  /// Creates a list from chunks whose concatenation is in order, none empty or over
  /// ``chunkCapacity``.
  ///
  /// - Complexity: O(*c*) for *c* chunks.
  init(chunks: [[Element]]) {
    assert(chunks.allSatisfy { !$0.isEmpty && $0.count <= Self.chunkCapacity })
    self.chunks = chunks
    sums = PrefixSums(chunks.map(\.count))
  }

  /// The number of elements.
  ///
  /// - Complexity: O(log *c*).
  var count: Int { sums.total }

  var isEmpty: Bool { chunks.isEmpty }

  /// Every element, in order.
  ///
  /// - Complexity: O(*n*).
  var elements: [Element] { chunks.flatMap { $0 } }

  /// The element at `position`.
  ///
  /// - Complexity: O(log *c*).
  subscript(position: Int) -> Element {
    guard let (chunk, offset) = sums.locate(position) else {
      preconditionFailure("position \(position) is outside 0..<\(count)")
    }
    return chunks[chunk][offset]
  }

  /// The chunk and offset of the first element not ordered before `element`.
  ///
  /// - Complexity: O(log *n*) comparisons.
  private func lowerBound(
    _ element: Element, by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> (chunk: Int, offset: Int) {
    guard !chunks.isEmpty else { return (0, 0) }
    var low = 0
    var high = chunks.count
    while low < high {
      let mid = (low + high) / 2
      if areInIncreasingOrder(chunks[mid][chunks[mid].count - 1], element) {
        low = mid + 1
      } else {
        high = mid
      }
    }
    guard low < chunks.count else { return (chunks.count - 1, chunks[chunks.count - 1].count) }
    let rows = chunks[low]
    var first = 0
    var last = rows.count
    while first < last {
      let mid = (first + last) / 2
      if areInIncreasingOrder(rows[mid], element) { first = mid + 1 } else { last = mid }
    }
    return (low, first)
  }

  /// Inserts `element` at its place in the order and returns its position.
  ///
  /// - Complexity: O(log *n* + *b*), plus O(*c*) when a chunk splits.
  @discardableResult
  mutating func insert(
    _ element: Element, by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> Int {
    guard !chunks.isEmpty else {
      chunks = [[element]]
      sums = PrefixSums([1])
      return 0
    }
    let (chunk, offset) = lowerBound(element, by: areInIncreasingOrder)
    let position = sums.prefix(chunk) + offset
    chunks[chunk].insert(element, at: offset)
    if chunks[chunk].count > Self.chunkCapacity {
      let upper = Array(chunks[chunk][(Self.chunkCapacity / 2)...])
      chunks[chunk].removeSubrange((Self.chunkCapacity / 2)...)
      chunks.insert(upper, at: chunk + 1)
      sums = PrefixSums(chunks.map(\.count))
    } else {
      sums.add(1, at: chunk)
    }
    return position
  }

  /// The position of the element equal to `element` that `isSame` accepts, found by binary
  /// search; when the order is not a strict weak ordering and the search misses, by a scan.
  ///
  /// - Complexity: O(log *n*) for a consistent order; O(*n*) when the scan runs.
  func position(
    of element: Element, by areInIncreasingOrder: (Element, Element) -> Bool,
    isSame: (Element) -> Bool
  ) -> Int? {
    let (chunk, offset) = lowerBound(element, by: areInIncreasingOrder)
    if chunk < chunks.count, offset < chunks[chunk].count, isSame(chunks[chunk][offset]) {
      return sums.prefix(chunk) + offset
    }
    var start = 0
    for rows in chunks {
      if let index = rows.firstIndex(where: isSame) { return start + index }
      start += rows.count
    }
    return nil
  }

  /// Removes and returns the element at `position`.
  ///
  /// - Complexity: O(log *c* + *b*), plus O(*c*) when a chunk empties.
  @discardableResult
  mutating func remove(at position: Int) -> Element {
    guard let (chunk, offset) = sums.locate(position) else {
      preconditionFailure("position \(position) is outside 0..<\(count)")
    }
    let element = chunks[chunk].remove(at: offset)
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      sums = PrefixSums(chunks.map(\.count))
    } else {
      sums.add(-1, at: chunk)
    }
    return element
  }
}
