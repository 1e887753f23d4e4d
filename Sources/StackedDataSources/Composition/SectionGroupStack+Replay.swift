import Foundation

extension SectionGroupStack {
  /// Replays one batch of a hand-written group, collected by its proxy, on the table's layout.
  ///
  /// The batch becomes the single edits UIKit makes of it (``BatchSteps``), which the proxy
  /// translates one at a time, each with the layout of its moment: deletes, reloads and move
  /// sources in the group's before-coordinates, inserts and move destinations in its
  /// after-coordinates. `reloadData` from a group replaces all of the group's sections.
  ///
  /// A batch that does not fit the group's rows (checked first, on row counts alone) is not
  /// replayed: the group's sections are replaced and the mistake kept in ``invalidBatches``.
  ///
  /// - Complexity: O(*k* log *k* + *s*) for *k* operations and the group's *s* sections, each
  ///   operation translated in O(*d* · (log *g* + *s′* · *p*)).
  func replay(_ batch: RawBatch, from slot: GroupSlot, on proxy: ChildSink) {
    guard slots[ObjectIdentifier(slot.dataSource)] === slot else { return }
    if batch.reloadsData {
      replaceAllSections(of: slot)
      return
    }
    let after = slot.dataSource.rowCounts
    // Sections are checked before the batch becomes steps, whose arithmetic assumes them sane.
    let steps =
      batch.namesExistingSections(before: slot.ownCounts.count, after: after.count)
      ? BatchSteps(batch.changes) : nil
    guard let steps, steps.fits(before: slot.ownCounts, after: after) else {
      // A batch that does not match the group's rows (a hand-written data source's mistake)
      // would corrupt the layout: show what the group has now instead, and say so.
      invalidBatches.append(.invalidGroupBatch(stack: name, group: slot.dataSource.name))
      replaceAllSections(of: slot)
      return
    }
    steps.apply(to: proxy, rowCount: { after[$0] })
  }

  /// Replaces every section of `slot` with the sections its group has now; pins under it go.
  func replaceAllSections(of slot: GroupSlot) {
    let upper = core.receiver
    for section in slot.ownCounts.indices.reversed() {
      release(slot.removeOwnSection(section, lifting: false, upper: upper).pins)
    }
    for section in 0..<slot.dataSource.numberOfSections {
      slot.insertOwnSection(
        section, rowCount: slot.dataSource.numberOfRows(inSection: section), lifted: nil,
        upper: upper)
    }
  }

  /// Releases the groups of pins whose anchor went away.
  func release(_ pins: [Pin]) {
    for pin in pins { release(pin.slot) }
  }
}
