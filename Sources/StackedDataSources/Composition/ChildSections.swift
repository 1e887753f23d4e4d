/// The section counts of a stack's top-level children, with each child's resolve shortcut
/// (``GroupSlot/shortcutRows``) stored beside its count, and sums of blocks of 16 children over
/// them, so that finding the child that shows a top-level section, and the first section of a
/// child, never walks the children.
///
/// The entries are one contiguous array of (section count, shortcut rows) pairs, 8 bytes each:
/// a lookup finds the block of 16 entries that holds the section in the block sums (a
/// ``PrefixSums``, 6,250 blocks for 100,000 children), then scans that block, whose two cache
/// lines also hold the shortcut it returns. Resolving a row of a plain group therefore reads one
/// region of memory per level of the sums and nothing else of the stack — where a separate
/// array of shortcuts cost a cache miss of its own in a stack too large for the caches.
struct ChildSections {
  /// One child's section count and resolve shortcut, in 32 bits each so that a block of 16
  /// entries is two cache lines.
  struct Entry: Equatable {
    private var storedSections: Int32
    private var storedShortcutRows: Int32

    /// - Precondition: `sections` fits in 32 bits (a group of 2³¹ sections would need 16 GB
    ///   for its row counts alone).
    init(sections: Int, shortcutRows: Int) {
      storedSections = Self.narrow(sections)
      // A group too large for the entry resolves through its slot instead.
      storedShortcutRows = Int32(exactly: shortcutRows) ?? -1
    }

    var sections: Int {
      get { Int(storedSections) }
      set { storedSections = Self.narrow(newValue) }
    }

    /// The child's ``GroupSlot/shortcutRows``, or -1 when it does not fit in 32 bits.
    var shortcutRows: Int {
      get { Int(storedShortcutRows) }
      set { storedShortcutRows = Int32(exactly: newValue) ?? -1 }
    }

    private static func narrow(_ sections: Int) -> Int32 {
      guard let narrow = Int32(exactly: sections) else {
        preconditionFailure("a group of \(sections) sections")
      }
      return narrow
    }
  }

  private static let blockSize = 16
  private var entries: ContiguousArray<Entry>
  /// The sum of the section counts of each block of ``blockSize`` consecutive entries.
  private var blocks: PrefixSums

  /// Creates the sums of `entries`.
  ///
  /// - Complexity: O(*n*).
  init(_ entries: some Sequence<Entry> = []) {
    self.entries = ContiguousArray(entries)
    let all = self.entries
    blocks = PrefixSums(
      stride(from: 0, to: all.count, by: Self.blockSize).map { start in
        all[start..<min(start + Self.blockSize, all.count)].reduce(0) { $0 + $1.sections }
      })
  }

  /// Every child's entry, in order, for invariant checks.
  var allEntries: ContiguousArray<Entry> { entries }

  /// The number of children.
  var count: Int { entries.count }

  /// The sum of all section counts.
  var total: Int { blocks.total }

  /// The shortcut of child `index`.
  func shortcutRows(at index: Int) -> Int { entries[index].shortcutRows }

  /// Sets the shortcut of child `index`.
  ///
  /// - Complexity: O(1).
  mutating func setShortcutRows(_ rows: Int, at index: Int) {
    entries[index].shortcutRows = rows
  }

  /// The number of sections of the first `count` children.
  ///
  /// - Complexity: O(log *n*).
  func prefix(_ count: Int) -> Int {
    let block = count / Self.blockSize
    var sum = blocks.prefix(block)
    for index in block * Self.blockSize..<count { sum += entries[index].sections }
    return sum
  }

  /// Adds `delta` to the section count of child `index`.
  ///
  /// - Complexity: O(log *n*).
  mutating func addSections(_ delta: Int, at index: Int) {
    entries[index].sections += delta
    blocks.add(delta, at: index / Self.blockSize)
  }

  /// The child that shows section `position` (children without sections are skipped), and the
  /// section's offset inside it; `nil` past the end.
  ///
  /// - Complexity: O(log *n*): one block of 16 sums per level, then one block of 16 entries.
  func locate(_ position: Int) -> (index: Int, offset: Int)? {
    guard let (block, offset) = blocks.locate(position) else { return nil }
    var remaining = offset
    var index = block * Self.blockSize
    while remaining >= entries[index].sections {
      remaining -= entries[index].sections
      index += 1
    }
    return (index, remaining)
  }
}
