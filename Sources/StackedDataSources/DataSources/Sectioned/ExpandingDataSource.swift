import Foundation

/// A data source of sections that each collapse to their first few rows, and expand to show all
/// of them.
///
/// It is a ``SectionedSource`` — the sections, rows, resizing and pausing of a
/// ``SectionedDataSource`` — with a visibility rule. An expanded section shows
/// every item; a collapsed one shows at most its *collapsed row count* — the first rows, so the
/// visible rows are always a prefix of the items. A collapsed row count of 0 leaves an empty
/// section that keeps its header, ready to be tapped open.
///
/// ```swift
/// let recent = try ExpandingDataSource(
///   name: "Recent",
///   sections: [
///     TableSection(id: "calls", items: calls, headerTitle: "Calls"),
///     TableSection(id: "mail", items: messages, headerTitle: "Mail"),
///   ],
///   collapsedRowCount: 3)
/// recent.sink = tableSink
/// try recent.toggle(sectionWithID: "mail")   // inserts rows 3... of the Mail section
/// ```
///
/// ## Coordinate spaces
///
/// The table sees only visible rows. Because they are a prefix of the items, the path of a
/// visible item is the path of its row, so every mutation takes *item* paths (which may name
/// hidden items) and the data source works out which visible rows appear, disappear or move.
/// Inserting into a collapsed section that is full, for example, inserts the new row and deletes
/// the row it pushes past the cap; inserting past the cap sends nothing.
///
/// ## Collapsed row counts
///
/// The count of a section comes from ``collapsedRowCount`` and is evaluated when the section is
/// added, whenever its items change, and on ``reloadCollapsedRowCounts()``. A negative result is
/// treated as 0 (so a buggy closure can never produce a negative row count), and a result larger
/// than the section simply shows every item.
///
/// ## Expansion state
///
/// Expansion is remembered by section identifier, so it survives `replaceAll(with:)` and
/// ``replaceSection(at:with:)`` for sections whose identifier stays. New sections start in the
/// state ``expandsNewSections`` gives. With ``expandsExclusively`` set, expanding one section
/// collapses the others in the same batch.
@MainActor
public final class ExpandingDataSource<SectionID: Hashable, Item: Hashable>: SectionedSource,
  TransactionNode
{
  /// Whether sections added later (by insertion or replacement) start expanded; `false` by
  /// default. Changing it does not change sections already present.
  public var expandsNewSections: Bool {
    get { policy.expandsNewSections }
    set { policy.expandsNewSections = newValue }
  }
  /// Whether at most one section is expanded by the expansion methods: expanding one collapses
  /// every other in the same batch. `false` by default; setting it collapses nothing by itself.
  public var expandsExclusively = false
  /// Called after a section expanded (by ``expand(section:)``, ``toggle(section:)``,
  /// ``expandAll()`` or ``setExpanded(_:section:)``), with the section.
  public var didExpand: ((Section) -> Void)?
  /// Called after a section collapsed, by a call or by an exclusive expansion of another.
  public var didCollapse: ((Section) -> Void)?
  /// The closure giving each section's collapsed row count; change it with
  /// `setCollapsedRowCount(_:)`, which updates the table.
  public internal(set) var collapsedRowCount: (Section) -> Int {
    get { policy.collapsedRowCount }
    set { policy.collapsedRowCount = newValue }
  }
  /// How the rows look and answer the user; see ``ItemDataSource``.
  public var rowBehavior = RowBehavior<Item>()

  /// The identifiers of the expanded sections (only sections present), as
  /// ``OutlineDataSource/expandedIDs`` are the expanded nodes'.
  ///
  /// - Complexity: O(1) to read.
  public internal(set) var expandedIDs: Set<SectionID> {
    get { policy.expandedIDs }
    set { policy.expandedIDs = newValue }
  }

  public let _store: SectionStore<SectionID, Item>
  public lazy var _core = TransactionCore(owner: self)

  /// Creates a data source whose collapsed sections each show `collapsedRowCount(section)` rows.
  ///
  /// ```swift
  /// // Show two rows of short sections collapsed, none of long ones.
  /// let source = try ExpandingDataSource(sections: sections) { $0.items.count > 20 ? 0 : 2 }
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name for messages and errors.
  ///   - sections: The sections; each starts in the state `expandsNewSections` gives.
  ///   - expandsNewSections: Whether sections start expanded.
  ///   - collapsedRowCount: The number of rows a collapsed section shows; negative means 0.
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)`` when two
  ///   sections share an identifier.
  /// - Complexity: O(*s*) for *s* sections, plus one call of `collapsedRowCount` per section.
  public init(
    name: String = "ExpandingDataSource", sections: [Section] = [],
    expandsNewSections: Bool = false, collapsedRowCount: @escaping (Section) -> Int
  ) throws(DataSourceError) {
    let policy = VisibilityPolicy<SectionID, Item>(
      collapsedRowCount: collapsedRowCount, expandsNewSections: expandsNewSections)
    _store = SectionStore(sections: [], policy: policy)
    _core.name = name
    try checkUnique(sections.map(\.id))
    _store.sections = sections
    caps = sections.map(policy.cap(for:))
    if expandsNewSections { expandedIDs = Set(sections.map(\.id)) }
  }

  /// Creates a data source whose collapsed sections each show the same number of rows.
  ///
  /// - Parameters:
  ///   - name: A name for messages and errors.
  ///   - sections: The sections; each starts in the state `expandsNewSections` gives.
  ///   - collapsedRowCount: The number of rows a collapsed section shows; 0 (the default, and
  ///     the value used for a negative count) collapses to an empty section with its header.
  ///   - expandsNewSections: Whether sections start expanded.
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)`` when two
  ///   sections share an identifier.
  /// - Complexity: O(*s*) for *s* sections.
  public convenience init(
    name: String = "ExpandingDataSource", sections: [Section] = [], collapsedRowCount: Int = 0,
    expandsNewSections: Bool = false
  ) throws(DataSourceError) {
    try self.init(
      name: name, sections: sections, expandsNewSections: expandsNewSections,
      collapsedRowCount: { _ in collapsedRowCount })
  }

  /// Creates a data source of the sections listed in a builder block, each collapsed to
  /// `collapsedRowCount` rows: a static screen needs no `try`.
  ///
  /// ```swift
  /// let bluetooth = ExpandingDataSource(name: "Bluetooth", collapsedRowCount: 2) {
  ///   TableSection(id: "devices", items: ["AirPods", "Car stereo", "Keyboard"])
  /// }
  /// ```
  ///
  /// Two sections with one identifier in a literal are a programming error, and stop the
  /// program with the error's description; the initialisers that take an array throw instead.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public convenience init(
    name: String = "ExpandingDataSource", collapsedRowCount: Int = 0,
    expandsNewSections: Bool = false,
    @ArrayBuilder<Section> sections: () -> [Section]
  ) {
    let sections = sections()
    do {
      try self.init(
        name: name, sections: sections, collapsedRowCount: collapsedRowCount,
        expandsNewSections: expandsNewSections)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// The number of items in `section`, visible or hidden; 0 when the section does not exist.
  ///
  /// Compare ``numberOfRows(inSection:)``, which counts the visible rows only.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  // MARK: DataSourceProtocol

  /// The number of **visible** rows in `section`: all its items when it is expanded, at most its
  /// collapsed row count when it is collapsed; 0 when the section does not exist. While paused,
  /// of the sections the table was last told of.
  public func numberOfRows(inSection section: Int) -> Int {
    _store.shownRowCount(inSection: section)
  }

  // MARK: Internal

  /// The visibility rule: the collapsed row counts and the expansion state.
  var policy: VisibilityPolicy<SectionID, Item> {
    get {
      guard let policy = _store.policy else { preconditionFailure("\(name): no visibility policy") }
      return policy
    }
    set { _store.policy = newValue }
  }

  /// The collapsed row count of each section, clamped to be non-negative, as the table last saw
  /// it (or will see it at the end of the open transaction).
  var caps: [Int] {
    get { policy.caps }
    set { policy.caps = newValue }
  }

  /// The collapsed row count of `section`, clamped to be non-negative.
  func cap(for section: Section) -> Int { policy.cap(for: section) }

  func freezeDisplayed() { _store.freeze() }

  func thawDisplayed() { _store.thaw() }
}

extension ExpandingDataSource: UserMovableSource {}
