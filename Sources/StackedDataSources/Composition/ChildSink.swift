import Foundation

/// The sink a ``SectionGroupStack`` hands each of its groups.
///
/// A built-in group hands it each edit as it makes it, in the group's current coordinates
/// (``EditReceiver``): the proxy translates it through the group's slot — its place in the
/// stack, its pins — to the stack's coordinates, hands it on to the stack's own receiver, and
/// updates the slot's layout. A hand-written group calls it as a ``TableSink``: the proxy
/// collects the batch, in the group's before/after coordinates, and at the batch's end replays
/// it with ``BatchSteps`` after checking that it fits the group's rows.
@MainActor
final class ChildSink: TableSink, EditHost {
  /// The group's slot; `nil` once the group has left the stack, or the stack is gone.
  ///
  /// The slot is held `unowned(unsafe)` rather than `weak`: a weak reference gives the slot a
  /// side table, which every retain and release of the slot — the stack's hottest paths — then
  /// goes through (an extra cache miss per slot in a large stack). It cannot dangle: a stack owns
  /// each of its slots (in `slots`) for as long as it lives, ``SectionGroupStack/release(_:)``
  /// clears this reference whenever a slot leaves `slots`, and the reference is read only while
  /// the stack, held weakly, is still alive.
  var slot: GroupSlot? {
    get { stack == nil ? nil : storedSlot }
    set { storedSlot = newValue }
  }
  private unowned(unsafe) var storedSlot: GroupSlot?
  private weak var stack: SectionGroupStack?

  init(stack: SectionGroupStack) {
    self.stack = stack
  }

  /// The stack, while the group belongs to it.
  var parent: (any TransactionNode)? { slot == nil ? nil : stack }

  /// The slot and where the stack's own edits go; the group must still belong to the stack.
  private var route: (slot: GroupSlot, upper: any EditReceiver) {
    guard let slot, let stack else {
      preconditionFailure("an edit reached the proxy of a group that left its stack")
    }
    return (slot, stack.core.receiver)
  }

  // MARK: Edits of a built-in group

  func insertRows(at path: TablePath, count: Int) {
    let (slot, upper) = route
    slot.insertOwnRows(path.row, count: count, inSection: path.section, upper: upper)
  }

  func deleteRows(at path: TablePath, count: Int) {
    let (slot, upper) = route
    let removed = slot.removeOwnRows(
      path.row, count: count, inSection: path.section, lifting: false, upper: upper)
    slot.stack.release(Array(removed.pins.joined()))
  }

  func liftRows(at path: TablePath, count: Int) -> LiftedRows {
    let (slot, upper) = route
    return LiftedRows(
      count: count,
      payload: slot.removeOwnRows(path.row, count: count, inSection: path.section, upper: upper))
  }

  func placeRows(_ rows: LiftedRows, at path: TablePath) {
    let (slot, upper) = route
    slot.insertOwnRows(
      path.row, count: rows.count, inSection: path.section,
      lifted: rows.payload as? GroupSlot.LiftedRows, upper: upper)
  }

  func anchorsPins(inSection index: Int) -> Bool {
    let (slot, upper) = route
    if slot.pins[index]?.isEmpty == false { return true }
    guard slot.isVisible else { return false }
    // Without pins of its own, the section shows just its own rows.
    switch slot.placement {
    case .top:
      return upper.anchorsPins(inSection: slot.topSection(index))
    case .pinned:
      return upper.anchorsPins(
        inRows: slot.topPath(section: index, displayedRow: 0), count: slot.ownCounts[index])
    }
  }

  func anchorsPins(inRows path: TablePath, count: Int) -> Bool {
    let (slot, upper) = route
    let rows = path.row..<path.row + count
    if slot.pins[path.section]?.contains(where: { rows.contains($0.anchor) }) == true {
      return true
    }
    guard slot.isVisible, count > 0 else { return false }
    // Without pins anchored among them, the rows are shown as one stretch of `count` rows.
    return upper.anchorsPins(
      inRows: slot.topPath(ofOwnRow: path.row, inSection: path.section), count: count)
  }

  func reloadRow(at path: TablePath) {
    let (slot, upper) = route
    slot.updateOwnRow(path.row, inSection: path.section, upper: upper) { $0.reloadRow(at: $1) }
  }

  func reconfigureRow(at path: TablePath) {
    let (slot, upper) = route
    slot.updateOwnRow(path.row, inSection: path.section, upper: upper) {
      $0.reconfigureRow(at: $1)
    }
  }

  func userEnteredValue(at path: TablePath, shows content: RowContent) {
    let (slot, upper) = route
    slot.updateOwnRow(path.row, inSection: path.section, upper: upper) {
      $0.userEnteredValue(at: $1, shows: content)
    }
  }

  func insertSection(at index: Int, rowCount: Int) {
    let (slot, upper) = route
    slot.insertOwnSection(index, rowCount: rowCount, lifted: nil, upper: upper)
  }

  func deleteSection(at index: Int) {
    let (slot, upper) = route
    slot.stack.release(slot.removeOwnSection(index, lifting: false, upper: upper).pins)
  }

  func liftSection(at index: Int) -> LiftedSection {
    let (slot, upper) = route
    return LiftedSection(payload: slot.removeOwnSection(index, upper: upper))
  }

  func placeSection(_ section: LiftedSection, at index: Int) {
    let (slot, upper) = route
    slot.insertOwnSection(
      index, rowCount: 0, lifted: section.payload as? GroupSlot.LiftedSection, upper: upper)
  }

  func reloadSection(at index: Int, rowCount: Int) {
    let (slot, upper) = route
    slot.reloadOwnSection(index, rowCount: rowCount, upper: upper)
  }

  // MARK: Batches of a hand-written group

  private var depth = 0
  /// The open batch; made by its first call, so that a built-in group — which never calls the
  /// proxy as a table sink — costs no empty batch (its index sets are objects on Linux).
  private var batch: RawBatch?
  /// The root whose transaction the open batch holds open.
  private var openRoot: (any TransactionNode)?

  func beginUpdates() {
    if depth == 0, let stack {
      openRoot = stack.core.root.owner
      openRoot?.core.openLevel()
    }
    depth += 1
  }

  func endUpdates() {
    guard depth > 0 else { return }
    depth -= 1
    guard depth == 0 else { return }
    deliver()
    let root = openRoot
    openRoot = nil
    root?.core.closeLevel()
  }

  private func record(_ change: (inout RawBatch) -> Void) {
    let loose = depth == 0
    if loose { beginUpdates() }
    // Taken out while it changes, so that its sets stay uniquely referenced and change in place.
    var current = batch ?? RawBatch()
    batch = nil
    change(&current)
    batch = current
    if loose { endUpdates() }
  }

  private func deliver() {
    let delivered = batch
    batch = nil
    guard let delivered, !delivered.isEmpty, let slot, let stack else { return }
    stack.replay(delivered, from: slot, on: self)
  }

  func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections.formUnion(sections) }
  }
  func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections.formUnion(sections) }
  }
  func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections.formUnion(sections) }
  }
  func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append(SectionMove(from: section, to: newSection)) }
  }
  func insertRows(at paths: [TablePath], with animation: RowAnimation) {
    record { $0.insertedRows.formUnion(paths) }
  }
  func deleteRows(at paths: [TablePath], with animation: RowAnimation) {
    record { $0.deletedRows.formUnion(paths) }
  }
  func reloadRows(at paths: [TablePath], with animation: RowAnimation) {
    record { $0.reloadedRows.formUnion(paths) }
  }
  func moveRow(at path: TablePath, to newPath: TablePath) {
    record { $0.movedRows.append(RowMove(from: path, to: newPath)) }
  }
  func reconfigureRows(at paths: [TablePath]) {
    record { $0.reconfiguredRows.formUnion(paths) }
  }
  func reloadData() {
    record { $0.reloadsData = true }
  }
}
