import Observation
import StackedDataSources

/// One section of a settings page on screen: its rows' items, kept up to date row by row.
///
/// Each row's content (and whether it is shown) is read under its own observation, so a change
/// of one key marks the rows that read it, and only those: the section's follow — which reads
/// ``generation`` — then recomputes the marked rows and sets them in a ``TrackedArray``, whose
/// edits the source replays as one batch (or in the open transaction's). A change costs O(1)
/// per row showing the key, not a diff of the page.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class BoundSection {
  /// Bumped when the first row of a clean section is marked; what the follow reads.
  private(set) var generation = 0
  @ObservationIgnored let declaration: SettingsSection
  @ObservationIgnored let source: ArrayDataSource<SettingsItem>
  /// The shown rows' items.
  @ObservationIgnored private var items = TrackedArray<SettingsItem>()
  /// Whether each declared row is shown.
  @ObservationIgnored private var isShown: [Bool]
  /// The declared rows marked since the last refresh.
  @ObservationIgnored private var marked: Set<Int> = []
  /// Reads what a row shows (the screen's values and localizer), or `nil` when it is hidden.
  @ObservationIgnored private let evaluate: @MainActor (SettingsRow) -> SettingsItem?
  /// Resolves the collapsing row's title.
  @ObservationIgnored private let resolve: @MainActor (LocalizedText) -> String
  /// Whether a collapsed section shows all its rows.
  @ObservationIgnored private(set) var isExpanded = false

  init(
    _ declaration: SettingsSection, source: ArrayDataSource<SettingsItem>,
    evaluate: @escaping @MainActor (SettingsRow) -> SettingsItem?,
    resolve: @escaping @MainActor (LocalizedText) -> String
  ) {
    self.declaration = declaration
    self.source = source
    self.evaluate = evaluate
    self.resolve = resolve
    isShown = Array(repeating: false, count: declaration.rows.count)
    var shown: [SettingsItem] = []
    for index in declaration.rows.indices {
      if let item = track(index) {
        isShown[index] = true
        shown.append(item)
      }
    }
    items = TrackedArray(shown)
  }

  /// The items now, the marked rows read again (called by the follow, which observes
  /// ``generation``).
  ///
  /// - Complexity: O(*m* · *r*) for *m* marked rows of *r* (O(*m*) when their visibility stays).
  func refreshed() -> TrackedArray<SettingsItem> {
    _ = generation
    guard !marked.isEmpty else { return items }
    let rows = marked.sorted()
    marked.removeAll()
    for index in rows {
      let item = track(index)
      let position = isShown[..<index].lazy.filter { $0 }.count
      switch (isShown[index], item) {
      case (true, let item?):
        if items[position] != item { items[position] = item }
      case (true, nil):
        items.remove(at: position)
      case (false, let item?):
        items.insert(item, at: position)
      case (false, nil):
        break
      }
      isShown[index] = item != nil
    }
    return items
  }

  /// The items a collapsed section shows (called by its follow, which observes
  /// ``generation``): while collapsed, the first rows and the row that expands it; expanded,
  /// every row and the row that collapses it; either row only when there are more rows than
  /// the section shows collapsed.
  ///
  /// - Complexity: as ``refreshed()``, plus O(*r*) to copy the rows shown.
  func collapsibleItems() -> [SettingsItem] {
    let all = refreshed().elements
    guard let collapse = declaration.collapse, all.count > collapse.count else { return all }
    var toggle = RowContent(resolve(isExpanded ? collapse.less : collapse.more))
    toggle.style = .button
    let item = SettingsItem(id: Self.toggleID(of: declaration.id), content: toggle)
    return (isExpanded ? all : Array(all.prefix(collapse.count))) + [item]
  }

  /// Expands or collapses the section; its follow shows it when the turn ends, or in the open
  /// transaction's batch.
  func setExpanded(_ expanded: Bool) {
    guard isExpanded != expanded else { return }
    isExpanded = expanded
    generation &+= 1
  }

  /// The id of the row that expands and collapses the section `section` (no key or row id
  /// starts with a NUL character).
  static func toggleID(of section: String) -> String { "\u{0}collapse " + section }

  /// The section whose expanding row has the id `id`, if it is one.
  static func section(ofToggle id: String) -> String? {
    id.hasPrefix("\u{0}collapse ") ? String(id.dropFirst("\u{0}collapse ".count)) : nil
  }

  /// Marks every row, to be read again by the follow (a change of language).
  func markAll() {
    let wasClean = marked.isEmpty
    marked.formUnion(declaration.rows.indices)
    if wasClean && !marked.isEmpty { generation &+= 1 }
  }

  /// Reads row `index` under observation: its first change marks it.
  private func track(_ index: Int) -> SettingsItem? {
    let row = declaration.rows[index]
    return withObservationTracking {
      evaluate(row)
    } onChange: { [weak self] in
      // Values, boxes and the localizer change on the main actor.
      MainActor.assumeIsolated { self?.mark(index) }
    }
  }

  private func mark(_ index: Int) {
    guard marked.insert(index).inserted, marked.count == 1 else { return }
    generation &+= 1
  }
}
