/// New sections for a ``SectionedSource``, with the expansion and caps they take, and the rows
/// each shows.
struct Replacement<SectionID: Hashable, Item: Hashable> {
  var sections: [TableSection<SectionID, Item>]
  var policy: VisibilityPolicy<SectionID, Item>?
  /// The limit each new section shows under: `nil` for all its items.
  var limits: [Int?]
  var shownCounts: [Int]

  /// `sections` replacing those of `store`: kept identifiers keep their expansion, new ones
  /// take the state new sections start in.
  @MainActor init(
    _ sections: [TableSection<SectionID, Item>], replacing store: SectionStore<SectionID, Item>
  ) {
    self.sections = sections
    if var policy = store.policy {
      let oldIDs = Set(store.sections.map(\.id))
      policy.expandedIDs = Set(
        sections.lazy.map(\.id).filter {
          oldIDs.contains($0) ? policy.expandedIDs.contains($0) : policy.expandsNewSections
        })
      policy.caps = sections.map(policy.cap(for:))
      limits = sections.indices.map {
        policy.expandedIDs.contains(sections[$0].id) ? nil : policy.caps[$0]
      }
      self.policy = policy
    } else {
      limits = Array(repeating: nil, count: sections.count)
    }
    shownCounts = zip(sections, limits).map { VisibleRows.count($0.items.count, limit: $1) }
  }

  /// Whether an item of the new sections is hidden, past its section's collapsed row count.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  var hidesItems: Bool {
    zip(sections, shownCounts).contains { $0.items.count > $1 }
  }
}
