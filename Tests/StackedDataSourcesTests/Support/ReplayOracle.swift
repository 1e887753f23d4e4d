import Foundation

@testable import StackedDataSources

/// A test-only sink that replays every batch on a mirror of the table and compares the result
/// with the data source, the way UIKit would (deletes before inserts, moves keep their row).
///
/// It reports, as strings in ``violations``, a batch that names rows or sections that do not
/// exist, names one twice, leaves a section with the wrong number of rows, or leaves a row whose
/// content differs from the data source without an insert or reload. It stands in for the
/// package's `ValidatingSink` until that is available on this branch.
@MainActor
final class ReplayOracle: TableSink {
  private unowned let source: any DataSourceProtocol
  private(set) var mirror: [[AnyHashable?]]
  private(set) var violations: [String] = []
  private(set) var batchCount = 0
  private var depth = 0
  private var pending: [TableUpdate] = []

  init(source: any DataSourceProtocol) {
    self.source = source
    mirror = Self.snapshot(of: source)
  }

  static func snapshot(of source: any DataSourceProtocol) -> [[AnyHashable?]] {
    (0..<source.numberOfSections).map { section in
      (0..<source.numberOfRows(inSection: section)).map {
        source.item(at: TablePath(section: section, row: $0))
      }
    }
  }

  /// Records a violation when the data source changed without sending a batch.
  func checkInSync(_ context: String) {
    if depth == 0, Self.snapshot(of: source) != mirror {
      violations.append("\(context): the data source changed but the table was not told")
      mirror = Self.snapshot(of: source)
    }
  }

  private func receive(_ update: TableUpdate) {
    if depth == 0 {
      replay([update])
    } else {
      pending.append(update)
    }
  }

  func beginUpdates() { depth += 1 }

  func endUpdates() {
    depth -= 1
    guard depth == 0 else { return }
    let batch = pending
    pending = []
    replay(batch)
  }

  func insertSections(_ s: IndexSet, with a: RowAnimation) { receive(.insertSections(s, a)) }
  func deleteSections(_ s: IndexSet, with a: RowAnimation) { receive(.deleteSections(s, a)) }
  func reloadSections(_ s: IndexSet, with a: RowAnimation) { receive(.reloadSections(s, a)) }
  func moveSection(_ s: Int, toSection t: Int) { receive(.moveSection(s, to: t)) }
  func insertRows(at p: [TablePath], with a: RowAnimation) { receive(.insertRows(p, a)) }
  func deleteRows(at p: [TablePath], with a: RowAnimation) { receive(.deleteRows(p, a)) }
  func reloadRows(at p: [TablePath], with a: RowAnimation) { receive(.reloadRows(p, a)) }
  func moveRow(at p: TablePath, to q: TablePath) { receive(.moveRow(p, to: q)) }
  func reloadData() { mirror = Self.snapshot(of: source) }

  private func replay(_ batch: [TableUpdate]) {
    batchCount += 1
    var replay = BatchReplay(old: mirror, source: source, batch: batch)
    let problems = replay.run()
    violations += problems.map { "batch \(batchCount) \(batch): \($0)" }
    mirror = Self.snapshot(of: source)
  }
}

/// One batch replayed on the rows the table showed before it.
@MainActor
private struct BatchReplay {
  let old: [[AnyHashable?]]
  let source: any DataSourceProtocol
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var sectionMoves: [(from: Int, to: Int)] = []
  var deletedRows: [TablePath] = []
  var insertedRows: [TablePath] = []
  var reloadedRows: [TablePath] = []
  var rowMoves: [(from: TablePath, to: TablePath)] = []
  var problems: [String] = []

  init(old: [[AnyHashable?]], source: any DataSourceProtocol, batch: [TableUpdate]) {
    self.old = old
    self.source = source
    for update in batch {
      switch update {
      case .deleteSections(let s, _): deletedSections.formUnion(s)
      case .insertSections(let s, _): insertedSections.formUnion(s)
      case .reloadSections(let s, _): reloadedSections.formUnion(s)
      case .moveSection(let f, let t): sectionMoves.append((f, t))
      case .deleteRows(let p, _): deletedRows += p
      case .insertRows(let p, _): insertedRows += p
      case .reloadRows(let p, _): reloadedRows += p
      case .moveRow(let f, let t): rowMoves.append((f, t))
      default: problems.append("unexpected \(update) inside a batch")
      }
    }
  }

  mutating func run() -> [String] {
    let newCount = source.numberOfSections
    guard let newToOld = sectionMap(newCount: newCount) else { return problems }
    checkRowTargets(newToOld: newToOld)
    guard problems.isEmpty else { return problems }
    for (section, oldSection) in newToOld.enumerated() {
      replaySection(section, from: oldSection)
    }
    return problems
  }

  /// The old section each new section continues, or `nil` for an inserted or reloaded one.
  private mutating func sectionMap(newCount: Int) -> [Int?]? {
    var sources = deletedSections.map { $0 } + reloadedSections.map { $0 }
    sources += sectionMoves.map(\.from)
    let targets = insertedSections.map { $0 } + sectionMoves.map(\.to)
    if Set(sources).count != sources.count { problems.append("a section is named twice") }
    if Set(targets).count != targets.count { problems.append("a section target is named twice") }
    if let bad = sources.first(where: { !old.indices.contains($0) }) {
      problems.append("section \(bad) does not exist before the batch")
    }
    if let bad = targets.first(where: { !(0..<newCount).contains($0) }) {
      problems.append("section \(bad) does not exist after the batch")
    }
    let expected = old.count - deletedSections.count + insertedSections.count
    if expected != newCount {
      problems.append("\(newCount) sections after the batch, expected \(expected)")
    }
    guard problems.isEmpty else { return nil }
    var map = [Int?](repeating: nil, count: newCount)
    var fixed = Set(insertedSections)
    for move in sectionMoves {
      map[move.to] = move.from
      fixed.insert(move.to)
    }
    let moved = Set(sectionMoves.map(\.from))
    var stayers = old.indices.filter { !deletedSections.contains($0) && !moved.contains($0) }[...]
    for index in 0..<newCount where !fixed.contains(index) {
      map[index] = stayers.popFirst()
    }
    return map.map { $0.flatMap { reloadedSections.contains($0) ? nil : $0 } }
  }

  private mutating func checkRowTargets(newToOld: [Int?]) {
    let liveOld = Set(newToOld.compactMap { $0 })
    let sources = deletedRows + reloadedRows + rowMoves.map(\.from)
    if Set(sources).count != sources.count { problems.append("a row is named twice") }
    for path in sources {
      guard liveOld.contains(path.section), old[path.section].indices.contains(path.row) else {
        problems.append("row \(path) is not a live row before the batch")
        continue
      }
    }
    let targets = insertedRows + rowMoves.map(\.to)
    if Set(targets).count != targets.count { problems.append("a row target is named twice") }
    for path in targets where !newToOld.indices.contains(path.section)
      || newToOld[path.section] == nil
    {
      problems.append("row \(path) targets a section that is new, reloaded or missing")
    }
  }

  private mutating func replaySection(_ section: Int, from oldSection: Int?) {
    let count = source.numberOfRows(inSection: section)
    guard let oldSection else { return }  // inserted or reloaded: read fresh from the source
    let gone = Set(
      (deletedRows + rowMoves.map(\.from)).filter { $0.section == oldSection }.map(\.row))
    let reloaded = Set(reloadedRows.filter { $0.section == oldSection }.map(\.row))
    var rows = [Slot?](repeating: nil, count: count)
    var placed = 0
    for path in insertedRows where path.section == section {
      guard path.row < count else {
        problems.append("inserted row \(path) is past the \(count) rows of the section")
        return
      }
      rows[path.row] = .fresh
      placed += 1
    }
    for move in rowMoves where move.to.section == section {
      guard move.to.row < count else {
        problems.append("move target \(move.to) is past the \(count) rows of the section")
        return
      }
      rows[move.to.row] = .kept(old[move.from.section][move.from.row])
      placed += 1
    }
    let survivors = old[oldSection].indices.filter { !gone.contains($0) }
    guard placed + survivors.count == count else {
      problems.append(
        "section \(section) has \(count) rows after the batch; the batch implies "
          + "\(placed + survivors.count)")
      return
    }
    var next = survivors[...]
    for row in 0..<count where rows[row] == nil {
      let oldRow = next.popFirst()!
      rows[row] = reloaded.contains(oldRow) ? .fresh : .kept(old[oldSection][oldRow])
    }
    for (row, slot) in rows.enumerated() {
      guard case .kept(let content) = slot else { continue }
      let actual = source.item(at: TablePath(section: section, row: row))
      if actual != content {
        problems.append(
          "row [\(section), \(row)] shows \(String(describing: content)) but the source has "
            + "\(String(describing: actual))")
      }
    }
  }

  private enum Slot: Equatable {
    case fresh
    case kept(AnyHashable?)
  }
}
