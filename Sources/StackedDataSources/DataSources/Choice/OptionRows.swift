/// The rows of each option of a ``ChoiceList``, so that a tap finds the rows it changes without
/// reading the others.
///
/// A tap changes two rows, the one that loses the checkmark and the one that gains it; scanning
/// the options for them (and hashing every option to check the tapped one) made a tap cost
/// time in proportion to the options (issue 35). The index is built from the options as they
/// are and kept until they change: ``update(_:)`` compares them with the options it indexed,
/// which is O(1) while they are the same array (`Array`'s `==` stops at a shared buffer, and a
/// tap leaves the data source's items untouched) and O(*n*) after the options changed, when the
/// index is built again anyway. Whether the index is current never depends on that shortcut:
/// options equal element by element have the same rows.
///
/// Options are meant to be distinct, but the rows of a repeated option carry its checkmark
/// together, so an option maps to all of its rows: its first, then a chain through the later
/// ones, kept only when some option is repeated.
struct OptionRows<Option: Hashable> {
  /// The options indexed, in order: a copy of the data source's items, which shares their
  /// storage until they change.
  private var options: [Option] = []
  /// The first row of each option.
  private var firstRows: [Option: Int] = [:]
  /// For each row, the next row of the same option, or -1; empty when no option is repeated.
  private var nextRows: [Int] = []

  /// Indexes `options`, unless they are the options indexed already.
  ///
  /// - Complexity: O(1) when `options` shares its storage with the options indexed, else O(*n*)
  ///   expected for *n* options.
  mutating func update(_ options: [Option]) {
    guard options != self.options else {
      // Equal, but maybe another array: keep this one, so that the next check is O(1).
      self.options = options
      return
    }
    self.options = options
    firstRows = [:]
    firstRows.reserveCapacity(options.count)
    nextRows = []
    var lastRows: [Option: Int] = [:]
    for (row, option) in options.enumerated() {
      // One hash for the common case: the access inserts `row` when the option is new.
      let first = Self.read(&firstRows[option, default: row])
      guard first != row else { continue }
      if nextRows.isEmpty { nextRows = Array(repeating: -1, count: options.count) }
      nextRows[lastRows[option] ?? first] = row
      lastRows[option] = row
    }
  }

  /// `value`, read through an `inout` access (see ``update(_:)``).
  private static func read(_ value: inout Int) -> Int { value }

  /// Whether `option` is one of the options.
  ///
  /// - Complexity: O(1) expected.
  func contains(_ option: Option) -> Bool {
    firstRows[option] != nil
  }

  /// The first row of `option`, or `nil` when it is not one of the options.
  ///
  /// - Complexity: O(1) expected.
  func firstRow(of option: Option) -> Int? {
    firstRows[option]
  }

  /// Appends the rows of `option` to `rows`, in order; none when it is not one of the options.
  ///
  /// - Complexity: O(1) expected, plus O(*r*) for its *r* rows.
  func appendRows(of option: Option, to rows: inout [Int]) {
    guard var row = firstRows[option] else { return }
    rows.append(row)
    guard !nextRows.isEmpty else { return }
    while nextRows[row] >= 0 {
      row = nextRows[row]
      rows.append(row)
    }
  }
}
