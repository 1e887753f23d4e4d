/// A data source's place in a ``SectionGroupStack``: the row counts the table has seen for it,
/// the groups pinned under its rows, and where it sits (a top-level child, or under a pin).
///
/// The slot's *displayed* rows in one of its sections are its own rows with the rows of every
/// active pin of that section flattened in directly after the pin's anchor row.
///
/// A top-level slot may be *hidden* (``SectionGroupStack/setHidden(_:for:)``): it keeps its
/// place among the children and its layout follows its group's edits, but it counts no sections
/// in the stack's ``ChildSections``, and nothing of it (nor of the groups pinned under it)
/// reaches the stack's receiver.
@MainActor
final class GroupSlot {
  enum Placement {
    case top(index: Int)
    case pinned(Pin)
  }

  let dataSource: any DataSourceProtocol
  /// The group as a stack, when it is one (resolution continues inside it).
  let nestedStack: SectionGroupStack?
  unowned let stack: SectionGroupStack
  var placement: Placement
  /// Own row counts per section, as the table has seen them.
  var ownCounts: [Int] {
    didSet { refreshShortcut() }
  }
  /// Pins per own section, ordered by anchor row (pins at one row keep their pinning order).
  var pins: [Int: [Pin]] = [:] {
    didSet { refreshShortcut() }
  }
  let proxy: ChildSink
  /// Whether this top-level group is hidden; never set for a pinned group.
  var isHidden = false
  /// The sections the root's open transaction took out of the table when it hid this group, to
  /// put back if it is shown again before the transaction ends; `nil` once the group's rows
  /// changed while hidden (the table would not get those changes).
  var heldSections: HeldSections?

  init(dataSource: any DataSourceProtocol, stack: SectionGroupStack, placement: Placement) {
    self.dataSource = dataSource
    self.nestedStack = dataSource as? SectionGroupStack
    self.stack = stack
    self.placement = placement
    self.ownCounts = dataSource.rowCounts
    self.flattenedRowCount = ownCounts.reduce(0, +)
    self.proxy = ChildSink(stack: stack)
    proxy.slot = self
  }

  /// Whether the slot's rows are in the table: a top-level child that is not hidden, or pinned
  /// under an active pin whose parent is visible.
  var isVisible: Bool {
    switch placement {
    case .top: !isHidden
    case .pinned(let pin): pin.isActive && pin.parent.isVisible
    }
  }

  /// The number of sections this top-level slot shows in the stack: none while hidden.
  var shownSectionCount: Int { isHidden ? 0 : ownCounts.count }

  /// Notes an edit of this slot's rows that the table did not get because the slot is not
  /// visible: when its rows are shown in a hidden top-level group (every pin on the way up is
  /// active), that group can no longer put back the sections it holds.
  ///
  /// - Complexity: O(*d*) for *d* levels of pins above the slot.
  func noteHiddenEdit() {
    var slot = self
    while case .pinned(let pin) = slot.placement {
      guard pin.isActive else { return }
      slot = pin.parent
    }
    slot.heldSections = nil
  }

  // MARK: Layout

  /// The row count a resolve may use without touching this slot again: the count of the only
  /// section of a top-level group that has no pins and is not a stack; -1 otherwise.
  var shortcutRows: Int {
    ownCounts.count == 1 && pins.isEmpty && nestedStack == nil ? ownCounts[0] : -1
  }

  /// Tells the stack this top-level slot's ``shortcutRows`` may have changed.
  private func refreshShortcut() {
    guard case .top(let index) = placement, index >= 0, index < stack.childSections.count else {
      return
    }
    stack.childSections.setShortcutRows(shortcutRows, at: index)
  }

  /// The number of rows shown for own section `section`, pinned rows included.
  ///
  /// - Complexity: O(*p*) for *p* pins in the section.
  func displayedRowCount(_ section: Int) -> Int {
    var count = ownCounts[section]
    for pin in pins[section] ?? [] where pin.isActive { count += pin.slot.flattenedRowCount }
    return count
  }

  /// The number of rows this slot shows when flattened under a pin: its own rows and those of
  /// its active pins. Kept up to date by every edit (``addToFlattenedRows(_:)``), so reading it
  /// is O(1) however large the pinned group is.
  private(set) var flattenedRowCount: Int {
    didSet {
      if case .pinned(let pin) = placement { pin.slotRows = flattenedRowCount }
    }
  }

  /// The same count, recomputed from the layout, for invariant checks.
  var recomputedFlattenedRowCount: Int {
    ownCounts.indices.reduce(0) { total, section in
      total + ownCounts[section]
        + (pins[section] ?? []).filter(\.isActive).reduce(0) {
          $0 + $1.slot.recomputedFlattenedRowCount
        }
    }
  }

  /// Adds `delta` to ``flattenedRowCount``, and to the counts of the slots this one is shown
  /// in through active pins.
  ///
  /// - Complexity: O(*d*) for *d* levels of pins above the slot.
  func addToFlattenedRows(_ delta: Int) {
    guard delta != 0 else { return }
    flattenedRowCount += delta
    if case .pinned(let pin) = placement, pin.isActive { pin.parent.addToFlattenedRows(delta) }
  }

  /// The displayed row of own row `row` of `section`.
  func displayedRow(ofOwnRow row: Int, inSection section: Int) -> Int {
    var displayed = row
    for pin in pins[section] ?? [] where pin.isActive && pin.anchor < row {
      displayed += pin.slot.flattenedRowCount
    }
    return displayed
  }

  /// The displayed row where `pin`'s rows start (whether or not it is active).
  func displayedStart(of pin: Pin) -> Int {
    var start = pin.anchor + 1
    for other in pins[pin.section] ?? [] {
      if other === pin { break }
      if other.isActive { start += other.slot.flattenedRowCount }
    }
    return start
  }

  /// The number of displayed rows that own row `row` of `section` brings: itself and the rows of
  /// the active pins anchored at it.
  func displayedRunLength(ofOwnRow row: Int, inSection section: Int) -> Int {
    var count = 1
    for pin in pins[section] ?? [] where pin.isActive && pin.anchor == row {
      count += pin.slot.flattenedRowCount
    }
    return count
  }

  /// The flattened row where own section `section` starts, for a slot under a pin.
  func flattenedStart(ofSection section: Int) -> Int {
    (0..<section).reduce(0) { $0 + displayedRowCount($1) }
  }

  // MARK: Translation to the top level

  /// The top-level section of own section `section`, for a top-level slot.
  func topSection(_ section: Int) -> Int {
    guard case .top(let index) = placement else { preconditionFailure("not a top-level group") }
    return stack.sectionOffset(ofChild: index) + section
  }

  /// The top-level path of displayed row `row` of own section `section`; the slot must be
  /// visible.
  ///
  /// - Complexity: O(*d* · (log *g* + *s* · *p*)) for *d* levels of pins, *g* children, *p*
  ///   pins per section and *s* sections of each pinned group passed (usually 1).
  func topPath(section: Int, displayedRow row: Int) -> TablePath {
    switch placement {
    case .top:
      return TablePath(section: topSection(section), row: row)
    case .pinned(let pin):
      let parent = pin.parent
      return parent.topPath(
        section: pin.section,
        displayedRow: parent.displayedStart(of: pin) + flattenedStart(ofSection: section) + row)
    }
  }

  /// The top-level path of own row `row` of own section `section`.
  func topPath(ofOwnRow row: Int, inSection section: Int) -> TablePath {
    topPath(section: section, displayedRow: displayedRow(ofOwnRow: row, inSection: section))
  }

  // MARK: Resolution

  /// What displayed row `row` of own section `section` shows: an own row, or a row of a pinned
  /// group (resolved further by the caller).
  enum DisplayedRow {
    case own(Int)
    case pinned(Pin, offset: Int)
  }

  /// - Complexity: O(*p*) for *p* pins in the section.
  func classify(displayedRow row: Int, inSection section: Int) -> DisplayedRow? {
    guard row >= 0 else { return nil }
    if pins.isEmpty { return row < ownCounts[section] ? .own(row) : nil }
    var before = 0
    for pin in pins[section] ?? [] where pin.isActive {
      let start = pin.anchor + 1 + before
      if row < start { break }
      let length = pin.slotRows
      if row < start + length { return .pinned(pin, offset: row - start) }
      before += length
    }
    let own = row - before
    return own < ownCounts[section] ? .own(own) : nil
  }

  /// The own section and displayed row of flattened row `offset`, for a slot under a pin.
  func locate(flattenedRow offset: Int) -> (section: Int, row: Int)? {
    var remaining = offset
    for section in ownCounts.indices {
      let count = displayedRowCount(section)
      if remaining < count { return (section, remaining) }
      remaining -= count
    }
    return nil
  }
}
