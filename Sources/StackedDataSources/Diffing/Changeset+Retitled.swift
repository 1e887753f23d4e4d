extension Changeset {
  /// Adds a reload of each section kept from `old` to `new` whose header or footer title
  /// changed, so the table shows the new titles.
  ///
  /// - Complexity: O(*s* + *t*) expected for the old and new sections.
  mutating func reloadRetitledSections<ID, Item>(
    from old: [TableSection<ID, Item>], to new: [TableSection<ID, Item>]
  ) {
    let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
    for (index, section) in new.enumerated() {
      guard let previous = oldIndex[section.id] else { continue }
      if old[previous].headerTitle != section.headerTitle
        || old[previous].footerTitle != section.footerTitle
      {
        reloadedSections.append(SectionMove(from: previous, to: index))
      }
    }
  }
}
