extension ValidatingSink {
  /// Where a stretch of consecutive rows after a batch comes from, by the batch's account or by
  /// the transaction's.
  struct RowSource: Equatable {
    enum Kind: Equatable {
      /// Rows that show whatever the data source has: inserted, reloaded or reconfigured by
      /// the batch; inserted, or in a reloaded section, by the transaction.
      case fresh
      /// Consecutive old rows, from `row` on, of old section `section`.
      case old(section: Int, row: Int)
    }
    var kind: Kind
    var length: Int
    /// By the transaction's account: the rows' content changed (reload or reconfigure).
    var changed = false

    /// The same rows, `offset` rows in.
    func dropping(_ offset: Int) -> RowSource {
      guard case .old(let section, let row) = kind else {
        return RowSource(kind: kind, length: length - offset, changed: changed)
      }
      return RowSource(
        kind: .old(section: section, row: row + offset), length: length - offset,
        changed: changed)
    }
  }

  /// What a batch does to the rows of the sections it touches.
  private struct RowPlan {
    /// Old rows that leave, by old section: deleted, or the sources of moves.
    var leaving: [Int: [Int]] = [:]
    /// Rows placed at their after-batch index, by new section: `nil` for an inserted or
    /// reloaded row (or a reconfigured one that moved), else the old row that moved there.
    var arriving: [Int: [(row: Int, from: TablePath?)]] = [:]
    /// Old rows the batch reconfigures in place, by old section.
    var refreshed: [Int: [Int]] = [:]
  }

  /// The incremental content check (``ContentCheck/incremental``): replays a valid batch on
  /// `mirror` in place and compares with the data source only the rows the batch placed or
  /// refreshed, the rows `journal` says changed, and the rows where the batch and the journal
  /// disagree about which old row sits there. Returns the rows that differ, after the batch, or
  /// `nil` (leaving `mirror` alone) when the batch and the journal do not describe one table.
  ///
  /// A row both accounts agree is old row *r* of old section *s*, unchanged, shows the mirror's
  /// old content, which was the data source's content before the transaction: it is not read.
  /// Every row compared takes the data source's content in the mirror, so the mirror matches
  /// the data source again, as after a full check.
  ///
  /// - Complexity: O(*s* + *k* log *k* + *j* + *c*) for *s* sections, *k* operations, *j* runs
  ///   in the journal's touched sections and *c* rows compared, plus the shifting of the
  ///   mirror's rows in each section the batch inserts into or deletes from (O(*n*) per
  ///   operation in a section of *n* rows, or one O(*n*) rebuild past 32 operations).
  func incrementalStaleRows(
    _ mirror: inout [[AnyHashable?]], before: [Int], after: [Int], batch: ResolvedBatch,
    refreshed: Set<TablePath>, journal: ContentJournal
  ) -> [StaleRow]? {
    guard let dataSource, mirror.count == before.count else { return nil }
    let map = SectionMap(
      oldCount: before.count, newCount: after.count, deleted: batch.deletedSections,
      inserted: batch.insertedSections, moves: batch.movedSections)
    var plan = RowPlan()
    var touched = Set<Int>()
    for path in batch.deletedRows {
      plan.leaving[path.section, default: []].append(path.row)
      touched.insert(map.oldToNew[path.section])
    }
    for path in batch.insertedRows {
      plan.arriving[path.section, default: []].append((path.row, nil))
      touched.insert(path.section)
    }
    var moved: [TablePath: AnyHashable?] = [:]
    for move in batch.movedRows {
      plan.leaving[move.from.section, default: []].append(move.from.row)
      let isRefreshed = refreshed.contains(move.from)
      plan.arriving[move.to.section, default: []].append(
        (move.to.row, isRefreshed ? nil : move.from))
      if !isRefreshed { moved[move.from] = mirror[move.from.section][move.from.row] }
      touched.formUnion([map.oldToNew[move.from.section], move.to.section])
    }
    // A reconfigure of a row the table does not have is reported on its own; it refreshes
    // nothing.
    for path in refreshed where before.indices.contains(path.section) {
      plan.refreshed[path.section, default: []].append(path.row)
      touched.insert(map.oldToNew[path.section])
    }
    // Sections the transaction reloaded: their old rows may show anything now.
    let listed = journal.structure ?? Array(journal.touched.values)
    let reloadedOld = Set(listed.filter { $0.reloaded && $0.old >= 0 }.map(\.old))

    // First what to do with each section, so that a batch the journal does not describe leaves
    // the mirror alone.
    enum Step {
      case read
      case keep(Int)
      case replay(Int, [RowSource])
    }
    var steps: [Step] = []
    steps.reserveCapacity(after.count)
    for section in 0..<after.count {
      let origin = map.newToOld[section]
      guard mirror.indices.contains(origin) else {
        // Inserted or reloaded by the batch: its rows show whatever the data source has.
        steps.append(.read)
        continue
      }
      let model = journal.section(section)
      if !touched.contains(section), !reloadedOld.contains(origin),
        model == nil || (model?.rows == nil && model?.reloaded == false && model?.old == origin)
      {
        // Neither the batch nor the transaction touched its rows.
        steps.append(.keep(origin))
        continue
      }
      guard
        let table = tableSources(
          section: section, origin: origin, before: before[origin], after: after[section],
          plan: plan)
      else { return nil }
      steps.append(.replay(origin, table))
    }

    var old: [[AnyHashable?]] = []
    swap(&old, &mirror)
    var result: [[AnyHashable?]] = []
    result.reserveCapacity(after.count)
    var stale: [StaleRow] = []
    for (section, step) in steps.enumerated() {
      var rows: [AnyHashable?] = []
      switch step {
      case .read:
        rows = (0..<after[section]).map {
          Self.shown(by: dataSource, at: TablePath(section: section, row: $0))
        }
      case .keep(let origin):
        swap(&rows, &old[origin])
      case .replay(let origin, let table):
        swap(&rows, &old[origin])
        shift(&rows, section: section, origin: origin, plan: plan, moved: moved)
        let model = modelSources(
          section: section, model: journal.section(section), count: after[section],
          reloadedOld: reloadedOld)
        compare(&rows, section: section, table: table, model: model, into: &stale)
      }
      result.append(rows)
    }
    mirror = result
    return stale
  }

  /// The batch's account of the rows of `section` (from old section `origin`), as runs.
  ///
  /// - Complexity: O(*k* log *k*) for the *k* operations on the section.
  private func tableSources(
    section: Int, origin: Int, before: Int, after: Int, plan: RowPlan
  ) -> [RowSource]? {
    let leaving = Set(plan.leaving[origin] ?? []).sorted()
    let arriving = (plan.arriving[section] ?? []).sorted { $0.row < $1.row }
    let refreshed = Set(plan.refreshed[origin] ?? []).subtracting(leaving).sorted()
    var sources: [RowSource] = []
    var position = 0
    var next = 0  // the next old row that may survive
    var leave = 0
    var refresh = 0
    var arrive = 0
    while position < after {
      if arrive < arriving.count, arriving[arrive].row == position {
        let from = arriving[arrive].from
        sources.append(
          RowSource(
            kind: from.map { .old(section: $0.section, row: $0.row) } ?? .fresh, length: 1))
        arrive += 1
        position += 1
        continue
      }
      while leave < leaving.count, leaving[leave] == next {
        leave += 1
        next += 1
      }
      if refresh < refreshed.count, refreshed[refresh] == next {
        sources.append(RowSource(kind: .fresh, length: 1))
        refresh += 1
        next += 1
        position += 1
        continue
      }
      let limit = min(
        (arrive < arriving.count ? arriving[arrive].row : after) - position,
        (leave < leaving.count ? leaving[leave] : before) - next,
        (refresh < refreshed.count ? refreshed[refresh] : before) - next)
      guard limit > 0 else { return nil }
      sources.append(RowSource(kind: .old(section: origin, row: next), length: limit))
      next += limit
      position += limit
    }
    return sources
  }

  /// The transaction's account of the rows of `section`, as runs.
  ///
  /// - Complexity: O(*j*) for the *j* runs of the section in the journal.
  private func modelSources(
    section: Int, model: ChangeTracker.SectionOrigin?, count: Int, reloadedOld: Set<Int>
  ) -> [RowSource] {
    guard let model else {
      return [RowSource(kind: .old(section: section, row: 0), length: count)]
    }
    guard model.old >= 0, !model.reloaded else { return [RowSource(kind: .fresh, length: count)] }
    guard let rows = model.rows else {
      return [
        RowSource(
          kind: .old(section: model.old, row: 0), length: count,
          changed: reloadedOld.contains(model.old))
      ]
    }
    return rows.runs.map { run in
      run.isInserted
        ? RowSource(kind: .fresh, length: run.length)
        : RowSource(
          kind: .old(section: run.section, row: run.start), length: run.length,
          changed: !run.flags.isDisjoint(with: [.reloaded, .reconfigured])
            || reloadedOld.contains(run.section))
    }
  }

  /// Applies the batch's deletes, moves and inserts to the rows of old section `origin`, now
  /// `section`: the rows the batch places hold the moved row's old content, or `nil` until
  /// ``compare(_:section:table:model:into:)`` reads them.
  ///
  /// - Complexity: O(*n*) per operation for *n* rows, or one O(*n*) rebuild past 32.
  private func shift(
    _ rows: inout [AnyHashable?], section: Int, origin: Int, plan: RowPlan,
    moved: [TablePath: AnyHashable?]
  ) {
    let leaving = Set(plan.leaving[origin] ?? []).sorted()
    let arriving = (plan.arriving[section] ?? []).sorted { $0.row < $1.row }
    let value: ((row: Int, from: TablePath?)) -> AnyHashable? = { arrival in
      guard let from = arrival.from, let shown = moved[from] else { return nil }
      return shown
    }
    // The batch was valid, so every leaving row exists and every arriving row lands within the
    // rows present when it is placed, in ascending order.
    if leaving.count + arriving.count <= 32 {
      for row in leaving.reversed() { rows.remove(at: row) }
      for arrival in arriving { rows.insert(value(arrival), at: arrival.row) }
      return
    }
    var leaves = Set(leaving)
    var rebuilt: [AnyHashable?] = []
    rebuilt.reserveCapacity(rows.count - leaving.count + arriving.count)
    var arrive = 0
    func placeArrivals() {
      while arrive < arriving.count, arriving[arrive].row == rebuilt.count {
        rebuilt.append(value(arriving[arrive]))
        arrive += 1
      }
    }
    for (row, shown) in rows.enumerated() where leaves.remove(row) == nil {
      placeArrivals()
      rebuilt.append(shown)
    }
    placeArrivals()
    rows = rebuilt
  }

  /// Reads the data source wherever the two accounts of a section's rows call for it: rows the
  /// batch placed fresh take the data source's content; rows it kept or moved are compared when
  /// the transaction changed them or has another row there. What differs is a stale row.
  ///
  /// - Complexity: O(*a* + *b* + *c*) for *a* and *b* runs and *c* rows read.
  private func compare(
    _ rows: inout [AnyHashable?], section: Int, table: [RowSource], model: [RowSource],
    into stale: inout [StaleRow]
  ) {
    guard let dataSource else { return }
    var position = 0
    var tableIndex = 0
    var modelIndex = 0
    var tableRun = table.first
    var modelRun = model.first
    while let shown = tableRun, let expected = modelRun {
      let length = min(shown.length, expected.length)
      let checks: Bool
      switch shown.kind {
      case .fresh: checks = false
      case .old: checks = expected.changed || expected.kind != shown.kind
      }
      if shown.kind == .fresh || checks {
        for row in position..<position + length {
          let path = TablePath(section: section, row: row)
          let actual = Self.shown(by: dataSource, at: path)
          if checks, actual != rows[row] {
            stale.append(StaleRow(path: path, shown: rows[row], actual: actual))
          }
          rows[row] = actual
        }
      }
      position += length
      if shown.length > length {
        tableRun = shown.dropping(length)
      } else {
        tableIndex += 1
        tableRun = tableIndex < table.count ? table[tableIndex] : nil
      }
      if expected.length > length {
        modelRun = expected.dropping(length)
      } else {
        modelIndex += 1
        modelRun = modelIndex < model.count ? model[modelIndex] : nil
      }
    }
  }
}
