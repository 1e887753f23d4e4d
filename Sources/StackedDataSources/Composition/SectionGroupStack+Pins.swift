extension SectionGroupStack {
  /// Pins `group` under row `anchor` of `parent`, a group of this stack (top-level or itself
  /// pinned).
  ///
  /// When active, all of `group`'s sections are shown as rows directly after the anchor row, in
  /// the anchor's section; `group`'s own headers and footers are not shown. Pins follow their
  /// anchor row when rows above it are inserted, deleted or moved, and a pin whose anchor row is
  /// deleted leaves the stack with it. Section operations inside the pinned group become row
  /// operations of the parent's section.
  ///
  /// ```swift
  /// try stack.pin(networks, under: TablePath(section: 0, row: 0), of: wifi, isActive: true)
  /// ```
  ///
  /// - Parameters:
  ///   - group: The group to pin; it must not belong to a stack yet.
  ///   - anchor: The row to pin under, in `parent`'s own coordinates.
  ///   - parent: A group of this stack, top-level or itself pinned.
  ///   - isActive: whether to show the rows at once (inserting them, after-batch coordinates).
  /// - Throws: ``DataSourceError/groupNotInStack(stack:group:)`` for an unknown parent,
  ///   ``DataSourceError/pinAnchorOutOfRange(stack:parent:anchor:rowCount:)``,
  ///   ``DataSourceError/groupAlreadyInStack(stack:group:)`` or
  ///   ``DataSourceError/compositionCycle(stack:group:)``; nothing changes.
  /// - Complexity: O(*p* + *r*) for *p* pins in the section and the group's *r* rows.
  public func pin(
    _ group: any DataSourceProtocol, under anchor: TablePath, of parent: any DataSourceProtocol,
    isActive: Bool = false
  ) throws(DataSourceError) {
    guard let parentSlot = slots[ObjectIdentifier(parent)] else {
      throw .groupNotInStack(stack: name, group: parent.name)
    }
    guard parentSlot.ownCounts.indices.contains(anchor.section) else {
      throw .pinAnchorOutOfRange(stack: name, parent: parent.name, anchor: anchor, rowCount: nil)
    }
    let rowCount = parentSlot.ownCounts[anchor.section]
    guard (0..<rowCount).contains(anchor.row) else {
      throw .pinAnchorOutOfRange(
        stack: name, parent: parent.name, anchor: anchor,
        rowCount: rowCount)
    }
    try checkAdoptable(group)
    try record { receiver in
      let pin = Pin(
        slot: adopt(group, placement: .top(index: -1)), parent: parentSlot,
        section: anchor.section, anchor: anchor.row, isActive: false)
      pin.slot.placement = .pinned(pin)
      var list = parentSlot.pins[anchor.section] ?? []
      list.insert(pin, at: list.firstIndex { $0.anchor > anchor.row } ?? list.count)
      parentSlot.pins[anchor.section] = list
      if isActive { setActive(pin, true, upper: receiver) }
    }
  }

  /// Shows or hides the rows of pinned `group`; setting the current state sends nothing.
  ///
  /// - Throws: ``DataSourceError/notPinned(stack:group:)``; nothing changes.
  /// - Complexity: O(*d* · (log *g* + *p*) + *r*) for the group's *r* rows.
  public func setPinActive(_ isActive: Bool, for group: any DataSourceProtocol)
    throws(DataSourceError)
  {
    let pin = try pin(of: group)
    guard pin.isActive != isActive else { return }
    try record { receiver in setActive(pin, isActive, upper: receiver) }
  }

  /// Shows the rows of pinned `group`.
  ///
  /// - Throws: ``DataSourceError/notPinned(stack:group:)``; nothing changes.
  public func activatePin(_ group: any DataSourceProtocol) throws(DataSourceError) {
    try setPinActive(true, for: group)
  }

  /// Hides the rows of pinned `group`.
  ///
  /// - Throws: ``DataSourceError/notPinned(stack:group:)``; nothing changes.
  public func deactivatePin(_ group: any DataSourceProtocol) throws(DataSourceError) {
    try setPinActive(false, for: group)
  }

  /// Shows the rows of pinned `group` when hidden, hides them when shown.
  ///
  /// - Returns: Whether the pin is active now.
  /// - Throws: ``DataSourceError/notPinned(stack:group:)``; nothing changes.
  @discardableResult
  public func togglePin(_ group: any DataSourceProtocol) throws(DataSourceError) -> Bool {
    let active = try !pin(of: group).isActive
    try setPinActive(active, for: group)
    return active
  }

  /// Removes the pin of `group` (deleting its rows when shown); the group leaves the stack with
  /// the groups pinned under it.
  ///
  /// - Throws: ``DataSourceError/notPinned(stack:group:)``; nothing changes.
  public func unpin(_ group: any DataSourceProtocol) throws(DataSourceError) {
    let pin = try pin(of: group)
    try record { receiver in
      setActive(pin, false, upper: receiver)
      pin.parent.pins[pin.section]?.removeAll { $0 === pin }
      if pin.parent.pins[pin.section]?.isEmpty == true { pin.parent.pins[pin.section] = nil }
      release(pin.slot)
    }
  }

  /// Whether pinned `group`'s rows are shown; `nil` when `group` is not pinned in this stack.
  public func isPinActive(_ group: any DataSourceProtocol) -> Bool? {
    try? pin(of: group).isActive
  }

  /// The groups pinned under rows of `parent`, by section and anchor row.
  ///
  /// - Complexity: O(*p* log *p*) for *p* pins of `parent`.
  public func pins(of parent: any DataSourceProtocol) -> [PinInfo] {
    guard let slot = slots[ObjectIdentifier(parent)] else { return [] }
    return slot.pins.keys.sorted().flatMap { section in
      (slot.pins[section] ?? []).map {
        PinInfo(
          group: $0.slot.dataSource, anchor: TablePath(section: $0.section, row: $0.anchor),
          isActive: $0.isActive)
      }
    }
  }

  private func pin(of group: any DataSourceProtocol) throws(DataSourceError) -> Pin {
    guard let slot = slots[ObjectIdentifier(group)], case .pinned(let pin) = slot.placement else {
      throw .notPinned(stack: name, group: group.name)
    }
    return pin
  }

  /// Shows or hides `pin`'s rows: the receiver first, then the layout.
  private func setActive(_ pin: Pin, _ active: Bool, upper: any EditReceiver) {
    guard pin.isActive != active else { return }
    let parent = pin.parent
    if parent.isVisible {
      let at = parent.topPath(section: pin.section, displayedRow: parent.displayedStart(of: pin))
      let count = pin.slot.flattenedRowCount
      if active {
        upper.insertRows(at: at, count: count)
      } else {
        upper.deleteRows(at: at, count: count)
      }
    } else {
      parent.noteHiddenEdit()
    }
    pin.isActive = active
    parent.addToFlattenedRows(active ? pin.slot.flattenedRowCount : -pin.slot.flattenedRowCount)
  }
}
