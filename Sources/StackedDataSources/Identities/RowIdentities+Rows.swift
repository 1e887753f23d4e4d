@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension RowIdentities {
  /// The row identities of a section as the table showed them when ``RowIdentities/sections``
  /// was read, produced on access rather than copied: what a SwiftUI `ForEach` diffs.
  ///
  /// Reading it costs O(1); later batches leave it as it was (they copy the O(log *n*) parts
  /// of the rows they change instead), so a view can keep the rows it last showed. Positions
  /// are the section's rows then, `0..<count`.
  ///
  /// - Complexity: Reading the row at a position costs O(log *n*) expected, and O(1) after
  ///   a read of a nearby one (the rows are kept in runs of up to 64 and the last run read is
  ///   remembered), so reading every row in order, by position or by iterating, costs O(*n*).
  ///   Equality and hashing read every row: O(*n*).
  public struct Rows: RandomAccessCollection, Hashable {
    let root: IdentityList.Node?
    /// The number of rows.
    public let count: Int
    /// The run read last: a read of a row in it needs no search.
    private let finger = Finger()

    init(root: IdentityList.Node?, count: Int) {
      self.root = root
      self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The identity of the row at `position`.
    ///
    /// - Precondition: `position` is in `0..<count`.
    /// - Complexity: O(1) within the run read last, else O(log *n*) expected.
    @inline(__always) public subscript(position: Int) -> RowIdentity {
      precondition(position >= 0 && position < count, "row \(position) out of range")
      let finger = finger
      let offset = position &- finger.start
      if offset >= 0 && offset < finger.run.count { return finger.run[offset] }
      return search(position)
    }

    /// The identity at `position`, searched from the root; its run becomes the one read last.
    /// Kept out of the subscript, whose read in the run read last (all but one read of a run's)
    /// then needs fewer registers saved.
    @inline(never) private func search(_ position: Int) -> RowIdentity {
      let (node, start) = IdentityList.run(containing: position, in: root)
      finger.start = start
      finger.run = node.values
      return node.values[position - start]
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.count == rhs.count && (lhs.root === rhs.root || lhs.elementsEqual(rhs))
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for identity in self { hasher.combine(identity) }
    }
  }
}

/// The run a ``RowIdentities/Rows`` read last, and where it starts.
///
/// Only the subscript touches it, never re-entrantly (it calls nothing that could), so its
/// accesses go unchecked: a `List` reads every row through it, and the dynamic exclusivity
/// check cost about as much as the read.
final class Finger {
  @exclusivity(unchecked) var start = 0
  @exclusivity(unchecked) var run: [RowIdentity] = []
}
