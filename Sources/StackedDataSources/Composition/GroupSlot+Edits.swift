/// One-at-a-time edits of a slot's layout, each sent to the table's tracker (in the table's
/// current coordinates) *before* the layout changes for it, so that the tracker reads every
/// section's old row count while it is still the old one.
extension GroupSlot {
  /// An own row taken out with the pins anchored at it, to be put back by a move.
  struct LiftedRow {
    var rows: ChangeTracker.LiftedRows?
    var pins: [Pin]
  }

  /// An own section taken out with its pins, to be put back by a move.
  struct LiftedSection {
    var rowCount: Int
    var pins: [Pin]
    var section: ChangeTracker.LiftedSection?
    var rows: ChangeTracker.LiftedRows?
  }

  // MARK: Rows

  /// Removes own row `row` of `section` and the rows of the pins anchored at it.
  func removeOwnRow(_ row: Int, inSection section: Int, tracker: inout ChangeTracker) -> LiftedRow {
    var lifted = LiftedRow(rows: nil, pins: [])
    let length = displayedRunLength(ofOwnRow: row, inSection: section)
    if isVisible {
      lifted.rows = tracker.liftRows(at: topPath(ofOwnRow: row, inSection: section), count: length)
    }
    var kept: [Pin] = []
    for pin in pins[section] ?? [] {
      if pin.anchor == row {
        lifted.pins.append(pin)
      } else {
        if pin.anchor > row { pin.anchor -= 1 }
        kept.append(pin)
      }
    }
    pins[section] = kept.isEmpty ? nil : kept
    ownCounts[section] -= 1
    addToFlattenedRows(-length)
    return lifted
  }

  /// Inserts own row `row` of `section`: a new row, or one lifted by ``removeOwnRow``.
  func insertOwnRow(
    _ row: Int, inSection section: Int, lifted: LiftedRow?,
    tracker: inout ChangeTracker
  ) {
    if isVisible {
      let path = topPath(ofOwnRow: row, inSection: section)
      if let rows = lifted?.rows {
        tracker.placeRows(rows, at: path)
      } else {
        tracker.insertRows(at: path, count: 1)
      }
    }
    var list = pins[section] ?? []
    for pin in list where pin.anchor >= row { pin.anchor += 1 }
    if let lifted, !lifted.pins.isEmpty {
      for pin in lifted.pins {
        pin.section = section
        pin.anchor = row
      }
      let at = list.firstIndex { $0.anchor > row } ?? list.count
      list.insert(contentsOf: lifted.pins, at: at)
    }
    pins[section] = list.isEmpty ? nil : list
    ownCounts[section] += 1
    addToFlattenedRows(1 + Self.activeRows(lifted?.pins ?? []))
  }

  /// Marks own row `row` of `section` reloaded.
  func reloadOwnRow(_ row: Int, inSection section: Int, tracker: inout ChangeTracker) {
    guard isVisible else { return }
    tracker.reloadRow(at: topPath(ofOwnRow: row, inSection: section))
  }

  // MARK: Sections

  /// Removes own section `section` with its rows and pins.
  func removeOwnSection(_ section: Int, tracker: inout ChangeTracker) -> LiftedSection {
    var lifted = LiftedSection(rowCount: ownCounts[section], pins: pins[section] ?? [])
    let displayed = displayedRowCount(section)
    if case .top = placement {
      lifted.section = tracker.liftSection(at: topSection(section))
    } else if isVisible {
      lifted.rows = tracker.liftRows(
        at: topPath(section: section, displayedRow: 0), count: displayed)
    }
    shiftPinSections(from: section + 1, by: -1, dropping: section)
    ownCounts.remove(at: section)
    addToFlattenedRows(-displayed)
    if case .top(let index) = placement { stack.sectionCounts.add(-1, at: index) }
    return lifted
  }

  /// Inserts own section `section`: a new one of `rowCount` rows, or one lifted by
  /// ``removeOwnSection``.
  func insertOwnSection(
    _ section: Int, rowCount: Int, lifted: LiftedSection?,
    tracker: inout ChangeTracker
  ) {
    let count = lifted?.rowCount ?? rowCount
    if case .top = placement {
      let at = topSection(section)
      if let moved = lifted?.section {
        tracker.placeSection(moved, at: at)
      } else {
        tracker.insertSection(at: at, rowCount: count)
      }
    } else if isVisible {
      let at = topPath(section: section, displayedRow: 0)
      if let rows = lifted?.rows {
        tracker.placeRows(rows, at: at)
      } else {
        tracker.insertRows(at: at, count: count)
      }
    }
    shiftPinSections(from: section, by: 1, dropping: nil)
    ownCounts.insert(count, at: section)
    if let lifted, !lifted.pins.isEmpty {
      for pin in lifted.pins { pin.section = section }
      pins[section] = lifted.pins
    }
    addToFlattenedRows(count + Self.activeRows(lifted?.pins ?? []))
    if case .top(let index) = placement { stack.sectionCounts.add(1, at: index) }
  }

  /// The rows the active ones of `pins` show.
  private static func activeRows(_ pins: [Pin]) -> Int {
    pins.reduce(0) { $0 + ($1.isActive ? $1.slot.flattenedRowCount : 0) }
  }

  private func shiftPinSections(from start: Int, by delta: Int, dropping dropped: Int?) {
    guard !pins.isEmpty else { return }
    var shifted: [Int: [Pin]] = [:]
    for (section, list) in pins where section != dropped {
      let target = section >= start ? section + delta : section
      for pin in list { pin.section = target }
      shifted[target] = list
    }
    pins = shifted
  }
}
