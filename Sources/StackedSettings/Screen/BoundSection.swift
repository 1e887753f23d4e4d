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

  init(
    _ declaration: SettingsSection, source: ArrayDataSource<SettingsItem>,
    evaluate: @escaping @MainActor (SettingsRow) -> SettingsItem?
  ) {
    self.declaration = declaration
    self.source = source
    self.evaluate = evaluate
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
