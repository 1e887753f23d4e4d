/// The model of a ``SectionedSource``: its sections, and which of their items the table shows.
///
/// Public only because ``SectionedSource`` hands it over (`_store`); nothing of it is.
@_documentation(visibility: internal)
@MainActor
public final class SectionStore<SectionID: Hashable, Item: Hashable> {
  typealias Section = TableSection<SectionID, Item>

  /// The sections with all their items, visible or not, in order.
  var sections: [Section]
  /// Which items of each section the table shows: `nil` for all of them (a sectioned source),
  /// a collapsed row count per section (an expanding source).
  var policy: VisibilityPolicy<SectionID, Item>?
  /// Whether a removal that leaves a section empty removes the section too.
  var removesEmptySections = false
  /// What the table was last told of, frozen while the source is paused.
  var paused: Shown?

  /// A store of `sections` shown under `policy`, which takes a collapsed row count for each and
  /// starts them in the state it gives new sections.
  init(sections: [Section], policy: VisibilityPolicy<SectionID, Item>?) {
    self.sections = sections
    guard var policy else { return }
    policy.caps = sections.map(policy.cap(for:))
    if policy.expandsNewSections { policy.expandedIDs = Set(sections.map(\.id)) }
    self.policy = policy
  }

  /// How many rows section `index` may show: `nil` for all of them.
  func limit(_ index: Int) -> Int? {
    guard let policy, !policy.expandedIDs.contains(sections[index].id) else { return nil }
    return policy.caps[index]
  }

  /// The rows section `index` shows in the model.
  func visibleCount(_ index: Int) -> Int {
    VisibleRows.count(sections[index].items.count, limit: limit(index))
  }

  /// The limit a new section starts with: `nil` when it starts expanded or everything shows.
  func newLimit(cap: Int?) -> Int? {
    policy?.expandsNewSections == false ? cap : nil
  }

  // MARK: What the table reads

  /// The sections the table reads: the model, or the frozen copy while paused.
  var shownSections: [Section] { paused?.sections ?? sections }

  /// The rows the table shows in section `index`; 0 when there is no such section.
  func shownRowCount(inSection index: Int) -> Int {
    if let paused { return paused.rowCount(inSection: index) }
    guard sections.indices.contains(index) else { return 0 }
    return visibleCount(index)
  }

  /// The item of the table's row at `path`, or `nil` when there is no such row.
  func shownItem(at path: TablePath) -> Item? {
    guard path.row >= 0, path.row < shownRowCount(inSection: path.section) else { return nil }
    return shownSections[path.section].items[path.row]
  }

  /// What the table was last told of.
  struct Shown {
    var sections: [Section]
    var caps: [Int]?
    var expandedIDs: Set<SectionID>

    func rowCount(inSection index: Int) -> Int {
      guard sections.indices.contains(index) else { return 0 }
      let section = sections[index]
      let limit = caps.flatMap { expandedIDs.contains(section.id) ? nil : $0[index] }
      return VisibleRows.count(section.items.count, limit: limit)
    }
  }

  func freeze() {
    paused = Shown(sections: sections, caps: policy?.caps, expandedIDs: policy?.expandedIDs ?? [])
  }

  func thaw() { paused = nil }

  // MARK: Sections and their state

  /// Inserts `section` at `index` with collapsed row count `cap` (ignored when everything
  /// shows), in the state new sections start in.
  func insert(_ section: Section, at index: Int, cap: Int?) {
    sections.insert(section, at: index)
    guard policy != nil else { return }
    policy?.caps.insert(cap ?? 0, at: index)
    if policy?.expandsNewSections == true { policy?.expandedIDs.insert(section.id) }
  }

  /// Removes the section at `index` and forgets its state.
  func removeSection(at index: Int) {
    let removed = sections.remove(at: index)
    guard policy != nil else { return }
    policy?.caps.remove(at: index)
    policy?.expandedIDs.remove(removed.id)
  }

  func moveSection(from source: Int, to destination: Int) {
    sections.insert(sections.remove(at: source), at: destination)
    guard let cap = policy?.caps.remove(at: source) else { return }
    policy?.caps.insert(cap, at: destination)
  }
}

/// The visibility rule of an ``ExpandingDataSource``: an expanded section shows every item, a
/// collapsed one its first *cap* items (see ``VisibleRows``).
struct VisibilityPolicy<SectionID: Hashable, Item: Hashable> {
  /// The closure giving each section's collapsed row count.
  var collapsedRowCount: (TableSection<SectionID, Item>) -> Int
  /// Whether sections added later start expanded.
  var expandsNewSections: Bool
  /// The collapsed row count of each section, clamped to be non-negative, as the table last
  /// saw it (or will see it at the end of the open transaction).
  var caps: [Int] = []
  /// The identifiers of the expanded sections.
  var expandedIDs: Set<SectionID> = []

  /// The collapsed row count of `section`, clamped to be non-negative.
  func cap(for section: TableSection<SectionID, Item>) -> Int {
    max(0, collapsedRowCount(section))
  }
}
