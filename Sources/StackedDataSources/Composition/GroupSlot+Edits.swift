/// Edits of a slot's layout, each handed to the stack's receiver (in the stack's current
/// coordinates) *before* the layout changes for it, since the translation reads the layout.
extension GroupSlot {
  /// Own rows taken out with the pins anchored at them, to be put back by a move.
  struct LiftedRows {
    /// The stack receiver's token for the displayed rows; `nil` when they were hidden.
    var upper: StackedDataSources.LiftedRows?
    /// For each own row, in order, the pins anchored at it.
    var pins: [[Pin]]
  }

  /// An own section taken out with its pins, to be put back by a move.
  struct LiftedSection {
    var rowCount: Int
    var pins: [Pin]
    /// The stack receiver's token, for a top-level group's section.
    var section: StackedDataSources.LiftedSection?
    /// The stack receiver's token, for a visible pinned group's section (shown as rows).
    var rows: StackedDataSources.LiftedRows?
  }

  // MARK: Rows

  /// Removes own rows `row..<row + count` of `section` with the rows of the pins anchored at
  /// them; `lifting` keeps them for a move, else they are deleted.
  ///
  /// The rows and their pinned rows are consecutive displayed rows, so they leave the table as
  /// one stretch.
  ///
  /// - Complexity: O(*p*) for *p* pins in the section, plus one translation.
  func removeOwnRows(
    _ row: Int, count: Int, inSection section: Int, lifting: Bool = true,
    upper: any EditReceiver
  ) -> LiftedRows {
    var lifted = LiftedRows(upper: nil, pins: Array(repeating: [], count: count))
    var length = count
    var kept: [Pin] = []
    for pin in pins[section] ?? [] {
      if pin.anchor >= row && pin.anchor < row + count {
        lifted.pins[pin.anchor - row].append(pin)
        if pin.isActive { length += pin.slot.flattenedRowCount }
      } else {
        kept.append(pin)
      }
    }
    if isVisible {
      let at = topPath(ofOwnRow: row, inSection: section)
      if lifting {
        lifted.upper = upper.liftRows(at: at, count: length)
      } else {
        upper.deleteRows(at: at, count: length)
      }
    } else {
      noteHiddenEdit()
    }
    for pin in kept where pin.anchor >= row + count { pin.anchor -= count }
    if pins[section] != nil { pins[section] = kept.isEmpty ? nil : kept }
    ownCounts[section] -= count
    addToFlattenedRows(-length)
    return lifted
  }

  /// Inserts own rows `row..<row + count` of `section`: new rows, or rows lifted by
  /// ``removeOwnRows(_:count:inSection:lifting:upper:)`` with their pins.
  ///
  /// - Complexity: O(*p*) for *p* pins in the section, plus one translation.
  func insertOwnRows(
    _ row: Int, count: Int, inSection section: Int, lifted: LiftedRows? = nil,
    upper: any EditReceiver
  ) {
    let arriving: [Pin] = lifted.map { Array($0.pins.joined()) } ?? []
    let pinnedRows = Self.activeRows(arriving)
    if isVisible {
      let at = topPath(ofOwnRow: row, inSection: section)
      if let token = lifted?.upper {
        upper.placeRows(token, at: at)
      } else {
        upper.insertRows(at: at, count: count + pinnedRows)
      }
    } else {
      noteHiddenEdit()
    }
    if var list = pins[section] {
      for pin in list where pin.anchor >= row { pin.anchor += count }
      insert(lifted, at: row, into: &list, section: section)
      pins[section] = list.isEmpty ? nil : list
    } else if !arriving.isEmpty {
      var list: [Pin] = []
      insert(lifted, at: row, into: &list, section: section)
      pins[section] = list
    }
    ownCounts[section] += count
    addToFlattenedRows(count + pinnedRows)
  }

  /// Re-anchors lifted pins at their rows' new positions, in anchor order.
  private func insert(_ lifted: LiftedRows?, at row: Int, into list: inout [Pin], section: Int) {
    guard let lifted else { return }
    for (offset, arriving) in lifted.pins.enumerated() where !arriving.isEmpty {
      let anchor = row + offset
      for pin in arriving {
        pin.section = section
        pin.anchor = anchor
      }
      let at = list.firstIndex { $0.anchor > anchor } ?? list.count
      list.insert(contentsOf: arriving, at: at)
    }
  }

  /// Hands own row `row` of `section`, translated, to `update` (a reload or a reconfigure).
  func updateOwnRow(
    _ row: Int, inSection section: Int, upper: any EditReceiver,
    _ update: (any EditReceiver, TablePath) -> Void
  ) {
    guard isVisible else { return noteHiddenEdit() }
    update(upper, topPath(ofOwnRow: row, inSection: section))
  }

  // MARK: Sections

  /// Removes own section `section` with its rows and pins; `lifting` keeps it for a move, else
  /// it is deleted.
  func removeOwnSection(_ section: Int, lifting: Bool = true, upper: any EditReceiver)
    -> LiftedSection
  {
    var lifted = LiftedSection(rowCount: ownCounts[section], pins: pins[section] ?? [])
    let displayed = displayedRowCount(section)
    if !isVisible {
      noteHiddenEdit()
    } else if case .top = placement {
      let at = topSection(section)
      if lifting {
        lifted.section = upper.liftSection(at: at)
      } else {
        upper.deleteSection(at: at)
      }
    } else {
      let at = topPath(section: section, displayedRow: 0)
      if lifting {
        lifted.rows = upper.liftRows(at: at, count: displayed)
      } else {
        upper.deleteRows(at: at, count: displayed)
      }
    }
    shiftPinSections(from: section + 1, by: -1, dropping: section)
    ownCounts.remove(at: section)
    addToFlattenedRows(-displayed)
    if case .top(let index) = placement, !isHidden {
      stack.childSections.addSections(-1, at: index)
    }
    return lifted
  }

  /// Inserts own section `section`: a new one of `rowCount` rows, or one lifted by
  /// ``removeOwnSection(_:lifting:upper:)``.
  func insertOwnSection(
    _ section: Int, rowCount: Int, lifted: LiftedSection?, upper: any EditReceiver
  ) {
    let count = lifted?.rowCount ?? rowCount
    let pinnedRows = Self.activeRows(lifted?.pins ?? [])
    if !isVisible {
      noteHiddenEdit()
    } else if case .top = placement {
      let at = topSection(section)
      if let moved = lifted?.section {
        upper.placeSection(moved, at: at)
      } else {
        upper.insertSection(at: at, rowCount: count + pinnedRows)
      }
    } else {
      let at = topPath(section: section, displayedRow: 0)
      if let rows = lifted?.rows {
        upper.placeRows(rows, at: at)
      } else {
        upper.insertRows(at: at, count: count + pinnedRows)
      }
    }
    shiftPinSections(from: section, by: 1, dropping: nil)
    ownCounts.insert(count, at: section)
    if let lifted, !lifted.pins.isEmpty {
      for pin in lifted.pins { pin.section = section }
      pins[section] = lifted.pins
    }
    addToFlattenedRows(count + pinnedRows)
    if case .top(let index) = placement, !isHidden {
      stack.childSections.addSections(1, at: index)
    }
  }

  /// Replaces every row of own section `section` with `rowCount` new rows; the groups pinned
  /// under the old rows leave the stack.
  func reloadOwnSection(_ section: Int, rowCount: Int, upper: any EditReceiver) {
    let displayed = displayedRowCount(section)
    if !isVisible {
      noteHiddenEdit()
    } else if case .top = placement {
      upper.reloadSection(at: topSection(section), rowCount: rowCount)
    } else {
      let at = topPath(section: section, displayedRow: 0)
      upper.deleteRows(at: at, count: displayed)
      upper.insertRows(at: at, count: rowCount)
    }
    let released = pins[section] ?? []
    if !released.isEmpty { pins[section] = nil }
    stack.release(released)
    ownCounts[section] = rowCount
    addToFlattenedRows(rowCount - displayed)
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
