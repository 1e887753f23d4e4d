extension SectionGroupStack {
  /// The nesting depth of the open transaction, for tests.
  package var transactionDepth: Int { core.root.depth }

  /// Checks that the layout the stack keeps matches its groups, for tests and the soak run; call
  /// it only when no transaction is open anywhere in the tree.
  ///
  /// - Returns: A description of the first mismatch, or `nil`.
  /// - Complexity: O(*s*) for all sections of all groups.
  package func layoutMismatch() -> String? {
    if core.isInTransaction {
      return "\(name): a transaction is still open (depth \(core.root.depth))"
    }
    return invariantViolation()
  }

  /// The layout checked against the groups, at any moment between two edits (inside a
  /// transaction too: every edit reaches the layout as it is made); nested stacks included.
  ///
  /// - Complexity: O(*s*) for all sections of all groups.
  func invariantViolation() -> String? {
    for slot in slots.values {
      if let nested = slot.nestedStack, let violation = nested.invariantViolation() {
        return violation
      }
      let counts = slot.dataSource.rowCounts
      if counts != slot.ownCounts {
        return
          "\(name): \(slot.dataSource.name) has rows \(counts), the layout says \(slot.ownCounts)"
      }
      if slot.flattenedRowCount != slot.recomputedFlattenedRowCount {
        return "\(name): \(slot.dataSource.name) caches \(slot.flattenedRowCount) flattened rows, "
          + "has \(slot.recomputedFlattenedRowCount)"
      }
      if let violation = hidingViolation(of: slot) { return violation }
      for (section, pins) in slot.pins {
        for pin in pins where pin.anchor >= slot.ownCounts[section] {
          return "\(name): a pin of \(slot.dataSource.name) is anchored past its section's rows"
        }
        for pin in pins where pin.slotRows != pin.slot.flattenedRowCount {
          return "\(name): a pin of \(slot.dataSource.name) caches \(pin.slotRows) rows, "
            + "its group has \(pin.slot.flattenedRowCount)"
        }
      }
    }
    // A hidden group counts no sections, so that no lookup of a table section lands on it.
    let entries = children.map {
      ChildSections.Entry(sections: $0.shownSectionCount, shortcutRows: $0.shortcutRows)
    }
    if Array(childSections.allEntries) != entries {
      return "\(name): section counts or resolve shortcuts out of date"
    }
    if childSections.total != entries.reduce(0, { $0 + $1.sections }) {
      return "\(name): section sums out of date"
    }
    if !topLevelGroups.elementsEqual(children.map(\.dataSource), by: ===) {
      return "\(name): the list of top-level groups is out of date"
    }
    return nil
  }

  /// The first way `slot`'s hidden state disagrees with its place: only a top-level group is
  /// hidden, only a hidden group holds sections, and it holds one per section it has.
  private func hidingViolation(of slot: GroupSlot) -> String? {
    let group = slot.dataSource.name
    if case .pinned = slot.placement, slot.isHidden {
      return "\(name): pinned group \(group) is marked hidden"
    }
    guard let held = slot.heldSections else { return nil }
    if !slot.isHidden { return "\(name): \(group) is shown but holds hidden sections" }
    if held.sections.count != slot.ownCounts.count {
      return "\(name): hidden \(group) holds \(held.sections.count) sections, has "
        + "\(slot.ownCounts.count)"
    }
    return nil
  }
}
