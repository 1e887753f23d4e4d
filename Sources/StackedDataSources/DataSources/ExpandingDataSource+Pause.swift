extension ExpandingDataSource {
  /// What the table's queries read: the sections, their collapsed row counts and which are
  /// expanded.
  struct Displayed {
    var sections: [Section]
    var caps: [Int]
    var expandedIDs: Set<SectionID>

    /// The rows section `index` shows; 0 when there is no such section.
    func rowCount(inSection index: Int) -> Int {
      guard sections.indices.contains(index) else { return 0 }
      let section = sections[index]
      let limit = expandedIDs.contains(section.id) ? nil : caps[index]
      return VisibleRows.count(section.items.count, limit: limit)
    }

    /// The item of the row at `path`, or `nil` when there is no such row.
    func item(at path: TablePath) -> Item? {
      guard path.row >= 0, path.row < rowCount(inSection: path.section) else { return nil }
      return sections[path.section].items[path.row]
    }
  }

  /// What the table was last told of: the model, or the frozen copy while paused.
  var displayed: Displayed {
    pausedDisplay ?? Displayed(sections: sections, caps: caps, expandedIDs: expandedIDs)
  }

  func freezeDisplayed() {
    pausedDisplay = Displayed(sections: sections, caps: caps, expandedIDs: expandedIDs)
  }

  func thawDisplayed() { pausedDisplay = nil }
}
