import Foundation

/// What a ``FetchedDataSource`` shows of a store: which objects (a filter), in which order (sort
/// comparators), grouped into which sections (a section key), and how many (a limit).
///
/// ```swift
/// let request = FetchRequest<Contact>(
///   filter: { $0.isFavourite },
///   sortedBy: [FetchSortComparator(\.lastName), FetchSortComparator(\.firstName)],
///   sectionedBy: FetchSectionKey { $0.lastName.prefix(1).uppercased() },
///   limit: nil)
/// ```
///
/// ## Order
///
/// Rows of a section follow the sort comparators in turn; objects that every comparator calls
/// equal keep the order in which they entered the store (the order
/// ``FetchedStore/fetchObjects()`` returns them in, then the order of insertion), so the order is
/// always total and a row's position is well defined.
///
/// Sections are ordered by their section *key* (`Comparable`), not by the objects in them, and
/// not by the key's text: a key of `Int` puts section 9 before section 10. Objects need not be
/// sorted by the section key.
///
/// The comparators should be strict weak orderings. One that is not (random answers, `<=`)
/// cannot corrupt the data source: its rows stay exactly the matching objects and every batch it
/// sends stays legal, but their order is whatever the binary searches made of the answers, and
/// finding a row may degrade to a linear scan.
public struct FetchRequest<Object> {
  /// The objects to show; `nil` shows every object.
  public var filter: ((Object) -> Bool)?
  /// The row order, most significant first.
  public var sortComparators: [FetchSortComparator<Object>] {
    didSet { comparisons = sortComparators.map { $0.comparison } }
  }
  /// The comparators' comparisons, in order: what the incremental path compares with, since
  /// copying each whole comparator would also retain its key sort on every comparison.
  @usableFromInline var comparisons: [(Object, Object) -> ComparisonResult]
  /// How objects are grouped into sections; `nil` shows one section.
  public var sectionKey: FetchSectionKey<Object>?
  /// The largest number of rows shown, counted over all sections in table order; `nil` for no
  /// limit. Must not be negative.
  public var limit: Int?
  /// The fetch's loops over every object, compiled where the request was made.
  @usableFromInline let kernel: FetchKernel<Object>

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - filter: The objects to show; `nil` shows every object.
  ///   - sortedBy: The row order, most significant comparator first.
  ///   - sectionedBy: How objects are grouped into sections; `nil` shows one section.
  ///   - limit: The largest number of rows shown; `nil` for no limit.
  ///
  /// `@inlinable`, so the request carries the fetch's loops over every object compiled for your
  /// object type.
  @inlinable
  public init(
    filter: ((Object) -> Bool)? = nil, sortedBy: [FetchSortComparator<Object>] = [],
    sectionedBy: FetchSectionKey<Object>? = nil, limit: Int? = nil
  ) {
    self.filter = filter
    self.sortComparators = sortedBy
    self.comparisons = sortedBy.map { $0.comparison }
    self.sectionKey = sectionedBy
    self.limit = limit
    self.kernel = FetchKernel()
  }

  /// Whether `object` is shown.
  func matches(_ object: Object) -> Bool { filter?(object) ?? true }
}

/// One criterion of a ``FetchRequest``'s row order: a comparison of two objects.
///
/// Foundation's `SortDescriptor` needs Objective-C key paths on Linux, so the package uses its
/// own key-path comparator.
///
/// ```swift
/// let byAge = FetchSortComparator(\Person.age, ascending: false)
/// let byName = FetchSortComparator<Person> { $0.name.localizedStandardCompare($1.name) }
/// ```
public struct FetchSortComparator<Object> {
  @usableFromInline let comparison: (Object, Object) -> ComparisonResult
  /// For a comparator made from a key: orders the tied runs of a fetch by the key, reading each
  /// object's key once, in code specialised where the comparator was made (its second argument
  /// says whether the comparator was reversed); `nil` for one made from a comparison.
  @usableFromInline let orderTies:
    ((_ objects: [Object], _ reversed: Bool, inout RowOrdering) -> Void)?
  /// Whether ``reversed`` made this comparator (an even number of times undoes it).
  @usableFromInline let isReversed: Bool

  /// Compares two objects: `.orderedAscending` when `lhs` comes first.
  public func compare(_ lhs: Object, _ rhs: Object) -> ComparisonResult {
    comparison(lhs, rhs)
  }

  @inlinable
  init(
    comparison: @escaping (Object, Object) -> ComparisonResult,
    orderTies: ((_ objects: [Object], _ reversed: Bool, inout RowOrdering) -> Void)?,
    isReversed: Bool
  ) {
    self.comparison = comparison
    self.orderTies = orderTies
    self.isReversed = isReversed
  }

  /// Creates a comparator from a comparison; it should be a strict weak ordering (see
  /// ``FetchRequest``).
  @inlinable
  public init(_ compare: @escaping (Object, Object) -> ComparisonResult) {
    self.init(comparison: compare, orderTies: nil, isReversed: false)
  }

  /// Creates a comparator that orders objects by the value at `keyPath`.
  ///
  /// - Parameters:
  ///   - keyPath: The value compared, such as `\.lastName`.
  ///   - ascending: `true` puts smaller values first; `true` by default.
  ///
  /// `@inlinable`, so the key path is read, and a fetch sorts, by code specialised for your
  /// types.
  @inlinable
  public init<Value: Comparable>(_ keyPath: KeyPath<Object, Value>, ascending: Bool = true) {
    self.init(ascending: ascending) { $0[keyPath: keyPath] }
  }

  /// Creates a comparator that orders objects by a value computed from each.
  ///
  /// A fetch computes the value once per object (not once per comparison) and sorts by it in
  /// code specialised for your types.
  ///
  /// - Parameters:
  ///   - ascending: `true` puts smaller values first.
  ///   - value: The value compared.
  @inlinable
  public init<Value: Comparable>(ascending: Bool = true, _ value: @escaping (Object) -> Value) {
    self.init(
      comparison: { lhs, rhs in
        let (a, b) = (value(lhs), value(rhs))
        if a == b { return .orderedSame }
        return (a < b) == ascending ? .orderedAscending : .orderedDescending
      },
      orderTies: { objects, reversed, ordering in
        ordering.refine(objects, by: value, ascending: ascending, reversed: reversed)
      },
      isReversed: false)
  }

  /// The same criterion in the opposite direction.
  public var reversed: FetchSortComparator {
    let comparison = self.comparison
    return FetchSortComparator(
      comparison: { comparison($1, $0) }, orderTies: orderTies, isReversed: !isReversed)
  }

  /// Orders the tied runs of `ordering`, whose positions index `objects`.
  ///
  /// - Complexity: O(*t* log *t*) for *t* tied positions.
  func orderTies(of ordering: inout RowOrdering, in objects: [Object]) {
    if let orderTies {
      orderTies(objects, isReversed, &ordering)
    } else {
      ordering.refine(objects, by: comparison)
    }
  }
}

/// How a ``FetchRequest`` groups objects into sections: a key per object, whose text is the
/// section's header title.
///
/// Sections are ordered by the key's `<`. The key's type is fixed when the section key is made,
/// so one request can never produce keys of two types.
///
/// ```swift
/// let byInitial = FetchSectionKey<Contact> { String($0.lastName.prefix(1)) }
/// let byYear = FetchSectionKey(\Event.year)     // Int: section 2009 before 2010
/// ```
public struct FetchSectionKey<Object> {
  let name: (Object) -> FetchedSectionName
  let areInIncreasingOrder: (FetchedSectionName, FetchedSectionName) -> Bool

  /// Creates a section key from a function of the object.
  public init<Key: Hashable & Comparable & CustomStringConvertible>(
    _ key: @escaping (Object) -> Key
  ) {
    self.name = { object in
      let value = key(object)
      return FetchedSectionName(value: AnyHashable(value), title: value.description)
    }
    self.areInIncreasingOrder = { lhs, rhs in
      guard let lhs = lhs.value.base as? Key, let rhs = rhs.value.base as? Key else {
        preconditionFailure("section names compared come from this key, so they are `Key`s")
      }
      return lhs < rhs
    }
  }

  /// Creates a section key from the value at `keyPath`.
  public init<Key: Hashable & Comparable & CustomStringConvertible>(
    _ keyPath: KeyPath<Object, Key>
  ) {
    self.init { $0[keyPath: keyPath] }
  }
}

/// The key of a fetched section: its value, and its text for the header.
struct FetchedSectionName: Hashable {
  var value: AnyHashable
  var title: String

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
