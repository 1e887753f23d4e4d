extension SectionGroupStack {
  /// The data source that shows the row at `path` of the table, and the row's local path there;
  /// `nil` when the table has no such row.
  ///
  /// Resolution goes through nested stacks and pins to the deepest owner, for selection,
  /// editing and cell configuration:
  ///
  /// ```swift
  /// if let owner = stack.resolve(selectedPath), owner.dataSource === networks {
  ///   join(networks[owner.path.row])
  /// }
  /// ```
  ///
  /// The path is in the table's current layout (during an open transaction, the layout after
  /// the changes made so far).
  ///
  /// - Complexity: O(*d* · (log *g* + *s* · *p*)) for *d* levels of nesting and pins, *g*
  ///   groups per stack, *p* pins in the sections passed through and *s* sections of each pinned
  ///   group passed (usually 1).
  public func resolve(_ path: TablePath) -> ResolvedPath? {
    resolveCountingPins(path)?.resolved
  }

  /// ``resolve(_:)``, with the number of pins passed on the way (the row's nesting level).
  private func resolveCountingPins(_ path: TablePath) -> (resolved: ResolvedPath, pins: Int)? {
    guard let (child, local) = childSections.locate(path.section) else { return nil }
    let rows = childSections.shortcutRows(at: child)
    if rows >= 0 {
      // Neither the group nor its slot is read: the entry the lookup ended on says how many rows
      // the group has, and the result names the group by its place in the list of groups.
      guard path.row >= 0, path.row < rows else { return nil }
      return (
        ResolvedPath(
          group: child, of: topLevelGroups, path: TablePath(section: local, row: path.row)),
        0
      )
    }
    return resolve(in: children[child], section: local, displayedRow: path.row, pins: 0)
  }

  private func resolve(in slot: GroupSlot, section: Int, displayedRow row: Int, pins: Int)
    -> (resolved: ResolvedPath, pins: Int)?
  {
    switch slot.classify(displayedRow: row, inSection: section) {
    case .own(let own):
      let local = TablePath(section: section, row: own)
      if let inner = slot.nestedStack {
        return inner.resolveCountingPins(local).map { ($0.resolved, $0.pins + pins) }
      }
      return (ResolvedPath(slot: slot, path: local), pins)
    case .pinned(let pin, let offset):
      guard let (innerSection, innerRow) = pin.slot.locate(flattenedRow: offset) else {
        return nil
      }
      return resolve(in: pin.slot, section: innerSection, displayedRow: innerRow, pins: pins + 1)
    case nil:
      return nil
    }
  }

  /// The table path of row `path` of `group`, a group of this stack (top-level or pinned, or
  /// inside a nested stack); `nil` when the row does not exist or is hidden: under an inactive
  /// pin, or in a hidden group (``setHidden(_:for:)``).
  ///
  /// The path is in the table's current layout.
  ///
  /// The group is found from the bottom up: its proxy sink names the stack that owns it, whose
  /// proxy names the stack above, and so on up to this one, translating one level at a time. No
  /// other group is visited.
  ///
  /// - Complexity: O(*d* · (log *g* + *s* · *p*)) for *d* levels of nesting and pins, *g*
  ///   groups per stack, *p* pins in the sections passed through and *s* sections of each pinned
  ///   group passed (usually 1).
  public func topLevelPath(of path: TablePath, in group: any DataSourceProtocol) -> TablePath? {
    var path = path
    var group = group
    while true {
      guard let slot = (group.sink as? ChildSink)?.slot,
        slot.stack.slots[ObjectIdentifier(group)] === slot,
        let translated = slot.stack.pathInTable(ofOwnRow: path, of: slot)
      else { return nil }
      if slot.stack === self { return translated }
      path = translated
      group = slot.stack
    }
  }

  /// The path in this stack's table of own row `path` of `slot`, one of this stack's slots;
  /// `nil` when there is no such row or it is hidden (under an inactive pin, in a hidden group).
  ///
  /// - Complexity: O(*d* · (log *g* + *s* · *p*)) for *d* levels of pins.
  private func pathInTable(ofOwnRow path: TablePath, of slot: GroupSlot) -> TablePath? {
    guard slot.isVisible, slot.ownCounts.indices.contains(path.section),
      (0..<slot.ownCounts[path.section]).contains(path.row)
    else { return nil }
    return slot.topPath(ofOwnRow: path.row, inSection: path.section)
  }

  /// The table sections that top-level `group` occupies, or `nil` when it is not one or is
  /// hidden (``setHidden(_:for:)``).
  ///
  /// - Complexity: O(log *g*).
  public func sections(of group: any DataSourceProtocol) -> Range<Int>? {
    guard let slot = slots[ObjectIdentifier(group)], case .top(let index) = slot.placement,
      !slot.isHidden
    else { return nil }
    let start = sectionOffset(ofChild: index)
    return start..<start + slot.ownCounts.count
  }
}

extension SectionGroupStack: IndentedRows {
  /// The row's nesting level: one per pin it is shown under, plus its owner's own level (an
  /// outline's depth).
  func indentation(at path: TablePath) -> Int {
    guard let (resolved, pins) = resolveCountingPins(path) else { return 0 }
    return pins + ((resolved.dataSource as? any IndentedRows)?.indentation(at: resolved.path) ?? 0)
  }
}
