import Foundation

/// The sink a ``SectionGroupStack`` hands each of its groups.
///
/// It collects the group's calls, in the group's local coordinates, until the group's batch ends,
/// then gives the whole batch to the stack, which replays it on the table's layout. It is also
/// the group's ``TransactionHost``: a transaction opened on the group opens the stack's.
@MainActor
final class ChildSink: TableSink, TransactionHost {
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
  /// The stack, kept after the group leaves it so that a transaction open at that moment still
  /// closes the stack's.
  private weak var stack: SectionGroupStack?
  private var depth = 0

  init(stack: SectionGroupStack) {
    self.stack = stack
  }
  private var batch = RawBatch()

  /// The stack, held strongly while a transaction of the group keeps the stack's open, so that a
  /// stack removed from its own parent meanwhile still lives to close the parent's transaction.
  private var openStack: SectionGroupStack?
  private var hostDepth = 0

  func hostBeginUpdates() {
    if hostDepth == 0 { openStack = stack }
    hostDepth += 1
    openStack?.beginUpdates()
  }

  func hostEndUpdates() {
    guard hostDepth > 0 else { return }
    hostDepth -= 1
    let closing = openStack
    if hostDepth == 0 { openStack = nil }
    try? closing?.endUpdates()
  }

  func beginUpdates() { depth += 1 }

  func endUpdates() {
    guard depth > 0 else { return }
    depth -= 1
    if depth == 0 { deliver() }
  }

  private func record(_ change: (inout RawBatch) -> Void) {
    change(&batch)
    if depth == 0 { deliver() }
  }

  private func deliver() {
    let delivered = batch
    batch = RawBatch()
    guard !delivered.isEmpty, let slot, let stack else { return }
    stack.absorb(delivered, from: slot)
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
  func reloadData() {
    record { $0.reloadsData = true }
  }
}

/// One batch of a group's calls as UIKit would receive them: deletes, reloads and move sources
/// before the batch, inserts and move destinations after it; duplicates collapse.
struct RawBatch {
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [SectionMove] = []
  var insertedRows = Set<TablePath>()
  var deletedRows = Set<TablePath>()
  var reloadedRows = Set<TablePath>()
  var movedRows: [RowMove] = []
  var reloadsData = false

  var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && insertedRows.isEmpty && deletedRows.isEmpty
      && reloadedRows.isEmpty && movedRows.isEmpty && !reloadsData
  }
}
