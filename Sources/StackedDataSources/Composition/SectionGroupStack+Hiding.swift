/// Top-level groups hidden and shown again, as a pinned group is made inactive and active: the
/// groundwork of rules that show a section while a condition holds.
extension SectionGroupStack {
  /// Hides top-level `group`, or shows it again: its sections leave the table (section deletes,
  /// before-batch coordinates) or come back at the place the group has among the groups
  /// (section inserts, after-batch coordinates). Setting the current state sends nothing.
  ///
  /// A hidden group keeps its place in ``groups`` and its pins. Its own edits keep the stack's
  /// layout of it current and send nothing; the groups pinned under its rows are hidden with it.
  /// Nothing of it is reached from the table: ``resolve(_:)``, ``topLevelPath(of:in:)``,
  /// ``sections(of:)``, headers, section index titles, the user's actions and drags. It can be
  /// moved or removed while hidden (no batch), and it comes back with the rows it has then.
  ///
  /// Inside an open transaction the change joins the transaction's batch and nets with its other
  /// edits: a group hidden and shown again before the transaction ends sends nothing of itself.
  /// Groups that an enclosing stack pinned under the hidden rows (rows of a nested stack) leave
  /// the enclosing stack, as when their anchor row is deleted.
  ///
  /// ```swift
  /// try screen.setHidden(true, for: bluetooth)   // delete section 2
  /// try screen.setHidden(false, for: bluetooth)  // insert section 2
  /// ```
  ///
  /// - Parameters:
  ///   - isHidden: Whether the group's sections leave the table.
  ///   - group: A top-level group of this stack (not a pinned one: see
  ///     ``setPinActive(_:for:)``).
  /// - Throws: ``DataSourceError/groupNotInStack(stack:group:)`` when `group` is not a group of
  ///   this stack, ``DataSourceError/groupIsPinned(stack:group:)`` (code
  ///   ``DataSourceError/Code/groupNotInStack``) when it is pinned in it, or
  ///   ``DataSourceError/editDuringBatch(dataSource:)`` during a delivery; nothing changes.
  /// - Complexity: O(*d* · (log *g* + *p*) · *s*) for the group's *s* sections, *g* groups, *p*
  ///   pins in the sections passed and *d* levels of nesting above, plus what the root's
  ///   tracker pays for each section (O(*S*) for the table's *S* sections, as for
  ///   ``insert(_:at:)``).
  public func setHidden(_ isHidden: Bool, for group: any DataSourceProtocol)
    throws(DataSourceError)
  {
    guard let slot = slots[ObjectIdentifier(group)] else {
      throw .groupNotInStack(stack: name, group: group.name)
    }
    guard case .top(let index) = slot.placement else {
      throw .groupIsPinned(stack: name, group: group.name)
    }
    guard slot.isHidden != isHidden else { return }
    try record { receiver in
      if isHidden {
        hide(slot, at: index, upper: receiver)
      } else {
        show(slot, at: index, upper: receiver)
      }
    }
  }

  /// Whether top-level `group` is hidden (``setHidden(_:for:)``); `nil` when it is not a
  /// top-level group of this stack.
  ///
  /// - Complexity: O(1).
  public func isHidden(_ group: any DataSourceProtocol) -> Bool? {
    guard let slot = slots[ObjectIdentifier(group)], case .top = slot.placement else { return nil }
    return slot.isHidden
  }

  /// Takes child `index`'s sections out of the table: the receiver first, then the layout.
  ///
  /// The sections are lifted and held, so that showing the group in the same transaction puts
  /// them back; sections under whose rows a stack above pinned groups are deleted instead,
  /// which releases those groups (a held section would carry them out of their stack's layout).
  private func hide(_ slot: GroupSlot, at index: Int, upper: any EditReceiver) {
    let offset = sectionOffset(ofChild: index)
    let count = slot.ownCounts.count
    if (offset..<offset + count).contains(where: upper.anchorsPins(inSection:)) {
      for _ in 0..<count { upper.deleteSection(at: offset) }
    } else {
      let lifted = (0..<count).map { _ in upper.liftSection(at: offset) }
      slot.heldSections = HeldSections(root: core.root, sections: lifted)
    }
    slot.isHidden = true
    childSections.addSections(-count, at: index)
  }

  /// Puts child `index`'s sections back in the table: the held ones when they are still valid,
  /// else new sections of the rows the group shows now.
  private func show(_ slot: GroupSlot, at index: Int, upper: any EditReceiver) {
    let offset = sectionOffset(ofChild: index)
    if let held = slot.heldSections, held.isValid(in: core.root) {
      for (section, lifted) in held.sections.enumerated() {
        upper.placeSection(lifted, at: offset + section)
      }
    } else {
      for section in slot.ownCounts.indices {
        upper.insertSection(at: offset + section, rowCount: slot.displayedRowCount(section))
      }
    }
    slot.heldSections = nil
    slot.isHidden = false
    childSections.addSections(slot.ownCounts.count, at: index)
  }
}
