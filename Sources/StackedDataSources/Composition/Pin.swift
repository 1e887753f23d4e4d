/// A group pinned under a row of another group in a ``SectionGroupStack``.
@MainActor
final class Pin {
  let slot: GroupSlot
  unowned let parent: GroupSlot
  var section: Int
  var anchor: Int
  var isActive: Bool
  /// The pinned slot's ``GroupSlot/flattenedRowCount``, kept here by the slot so that a resolve
  /// passing the pin reads one object instead of two.
  var slotRows: Int

  init(slot: GroupSlot, parent: GroupSlot, section: Int, anchor: Int, isActive: Bool) {
    self.slot = slot
    self.slotRows = slot.flattenedRowCount
    self.parent = parent
    self.section = section
    self.anchor = anchor
    self.isActive = isActive
  }
}
