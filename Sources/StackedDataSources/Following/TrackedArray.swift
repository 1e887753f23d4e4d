/// An array that remembers its recent edits, so that a source following it applies each change
/// in the time of the change rather than diffing the whole array.
///
/// Keep it in an `@Observable` model where you would keep an `Array`, and edit it the same
/// way; a source following it (`follow(_:_:)` on ``ArrayDataSource``) reads the edits made
/// since the value it applied last and makes them its own, as one batch per main-actor turn.
///
/// ```swift
/// @Observable final class Inbox {
///   var messages: TrackedArray<Message> = []
/// }
/// messagesSource.follow(inbox, \.messages)
/// inbox.messages.append(message)   // the follow inserts one row: O(1), not O(n)
/// ```
///
/// Every edit goes through `replaceSubrange(_:with:)`, `removeAll(where:)`, the element
/// subscript or ``move(from:to:)``, so all of `RangeReplaceableCollection` and
/// `MutableCollection` work and are remembered. A follow shows each edit as what it says: an
/// element set through the subscript is a changed row, so an in-place `sort()` or `swapAt(_:_:)`
/// changes rows where they stand; to animate a reorder as moves, use ``move(from:to:)`` or
/// assign the reordered array (which is diffed). The value is what its elements are: two
/// arrays with equal elements are equal whatever their histories.
///
/// ## When the whole array is diffed instead
///
/// The history belongs to one value. Assigning a new array to the model's property, editing a
/// copy of the array that another variable still shares (the copy starts a history of its
/// own), or running more than 4,096 edits between two applies makes the follow diff the whole
/// array once, as it does for an `Array`: O(*n*) expected.
///
/// - Complexity: Reading is that of `Array`. Each edit costs what it costs on `Array` plus
///   O(*k*) to remember the *k* elements it removes and inserts. The history keeps at most
///   8,192 edits.
public struct TrackedArray<Element> {
  /// The elements, in order.
  public private(set) var elements: [Element]
  /// The recent edits; replaced by a fresh log before an edit while another copy shares it.
  private(set) var log: EditLog<Element>

  /// Creates an array of `elements`, with no history.
  ///
  /// - Complexity: O(*n*).
  public init(_ elements: some Sequence<Element>) {
    self.elements = Array(elements)
    log = EditLog()
  }

  /// Moves the element at `source` so that its index becomes `destination`; a source that
  /// follows the array moves the row, keeping its identity.
  ///
  /// - Precondition: Both indexes are valid.
  /// - Complexity: O(*n*).
  public mutating func move(from source: Int, to destination: Int) {
    precondition(elements.indices.contains(source), "move from \(source) out of range")
    precondition(elements.indices.contains(destination), "move to \(destination) out of range")
    guard source != destination else { return }
    record(.move(from: source, to: destination))
    elements.insert(elements.remove(at: source), at: destination)
  }

  /// Records `edit` in this value's own log.
  private mutating func record(_ edit: EditLog<Element>.Edit) {
    if !isKnownUniquelyReferenced(&log) { log = EditLog() }
    log.record(edit)
  }
}

extension TrackedArray: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  /// The element at `position`; setting it replaces it (the row is reconfigured).
  ///
  /// - Complexity: O(1) to read; O(1) to write, plus remembering the edit.
  public subscript(position: Int) -> Element {
    get { elements[position] }
    set {
      record(.replace(position..<position + 1, removed: [elements[position]], inserted: [newValue]))
      elements[position] = newValue
    }
  }
}

extension TrackedArray: RangeReplaceableCollection {
  public init() { self.init([]) }

  /// Replaces the elements in `subrange` with `newElements`, remembering the edit.
  ///
  /// - Complexity: O(*n* + *k*) as for `Array`; O(*k*) at the end.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    let inserted = Array(newElements)
    guard !subrange.isEmpty || !inserted.isEmpty else { return }
    record(.replace(subrange, removed: Array(elements[subrange]), inserted: inserted))
    elements.replaceSubrange(subrange, with: inserted)
  }

  /// Removes the elements that `shouldBeRemoved` picks, remembering each run of them as one
  /// removal (a follow deletes those rows; the standard library's version would shift the
  /// kept elements by setting them one by one, which a follow shows as changed rows).
  ///
  /// - Complexity: O(*n*), plus O(*k*) to remember the *k* removed elements.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let removed = try elements.map(shouldBeRemoved)
    var runs: [Range<Int>] = []
    var index = 0
    while let start = removed[index...].firstIndex(of: true) {
      let end = removed[start...].firstIndex(of: false) ?? removed.endIndex
      runs.append(start..<end)
      index = end
    }
    guard !runs.isEmpty else { return }
    // From the last run back, so that each is in the coordinates of the array just before it.
    for run in runs.reversed() {
      record(.replace(run, removed: Array(elements[run]), inserted: []))
    }
    elements = zip(elements, removed).compactMap { $1 ? nil : $0 }
  }

  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    elements.reserveCapacity(minimumCapacity)
  }
}

extension TrackedArray: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension TrackedArray: Equatable where Element: Equatable {
  /// Whether the elements are equal; the histories do not count.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension TrackedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension TrackedArray: CustomStringConvertible {
  public var description: String { elements.description }
}

/// A log is only edited through the one value that holds it (an edit forks it first when
/// another copy shares it), like an `Array`'s buffer.
extension TrackedArray: @unchecked Sendable where Element: Sendable {}
