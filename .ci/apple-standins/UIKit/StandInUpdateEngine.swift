// Stand-in internals (not SDK API): how the stand-in table and collection views keep their counts
// the way UIKit does. See README.md and /work/shared/reference/uikit-batch-rules.md (rules 22-29).

/// The calls of one batch, exact duplicates removed (UIKit de-duplicates them, rule 9).
struct StandInBatch {
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var sectionMoves: [(from: Int, to: Int)] = []
  var insertedRows: Set<IndexPath> = []
  var deletedRows: Set<IndexPath> = []
  var reloadedRows: Set<IndexPath> = []
  var rowMoves: [(from: IndexPath, to: IndexPath)] = []

  /// Whether the batch changes no row or section: reconfigures alone (which the stand-in applies
  /// at once) keep every cell on screen, as UIKit keeps them.
  var changesNoRow: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
      && sectionMoves.isEmpty && insertedRows.isEmpty && deletedRows.isEmpty
      && reloadedRows.isEmpty && rowMoves.isEmpty
  }

  /// A coarse count check, written independently of the core's `ValidatingSink`: the number of
  /// sections, and the total number of rows. It returns why the batch cannot be right, or `nil`.
  ///
  /// The row total is skipped when a section is reloaded or a row moves out of a deleted (into an
  /// inserted) section, where the arithmetic needs UIKit's full section maps.
  func inconsistency(before: [Int], after: [Int], noun: String) -> String? {
    let sections = before.count + insertedSections.count - deletedSections.count
    if after.count != sections {
      return "invalid number of sections: \(after.count) after the update, expected"
        + " \(before.count) before + \(insertedSections.count) inserted"
        + " - \(deletedSections.count) deleted"
    }
    let crossesSectionChanges = rowMoves.contains {
      deletedSections.contains($0.from.section) || insertedSections.contains($0.to.section)
    }
    guard reloadedSections.isEmpty, !crossesSectionChanges else { return nil }
    let removed =
      deletedSections.reduce(0) { $0 + ($1 < before.count ? before[$1] : 0) }
      + deletedRows.filter { !deletedSections.contains($0.section) }.count
    let added =
      insertedSections.reduce(0) { $0 + ($1 < after.count ? after[$1] : 0) }
      + insertedRows.filter { !insertedSections.contains($0.section) }.count
    let expected = before.reduce(0, +) - removed + added
    let total = after.reduce(0, +)
    guard total != expected else { return nil }
    return "invalid number of \(noun)s: \(total) after the update, expected"
      + " \(before.reduce(0, +)) before - \(removed) deleted + \(added) inserted"
  }
}

extension StandInBatch {
  /// Where each row the view showed before the batch is after it, for the rows the batch keeps:
  /// UIKit keeps their cells on screen and moves them (it asks its data source only for the
  /// rows inserted or reloaded). A row deleted or reloaded, or in a section deleted or reloaded,
  /// is not kept (its cell goes back for reuse); a moved row goes where the move says; the
  /// other rows of a kept section, reloaded ones among them, fill in order the places of its
  /// section after the batch that no insertion or move took. `nil` when the batch does not add
  /// up that way.
  ///
  /// Sections are placed the same way: moved ones where the move says, the others in order
  /// into the places no insertion or move took.
  func keptRows(before: [Int], after: [Int]) -> [IndexPath: IndexPath]? {
    var sectionMap: [Int: Int] = [:]
    for move in sectionMoves { sectionMap[move.from] = move.to }
    let takenSections = insertedSections.union(IndexSet(sectionMoves.map(\.to)))
    let keptSections = before.indices.filter {
      !deletedSections.contains($0) && sectionMap[$0] == nil
    }
    let freeSections = after.indices.filter { !takenSections.contains($0) }
    guard keptSections.count == freeSections.count else { return nil }
    for (old, new) in zip(keptSections, freeSections) { sectionMap[old] = new }
    var kept: [IndexPath: IndexPath] = [:]
    for move in rowMoves { kept[move.from] = move.to }
    for (old, new) in sectionMap
    where !deletedSections.contains(old) && !reloadedSections.contains(old) {
      guard before.indices.contains(old), after.indices.contains(new) else { return nil }
      // A reloaded row keeps its place among the others (UIKit deletes and inserts it there)
      // but not its cell.
      let rows = (0..<before[old]).map { IndexPath(indexes: [old, $0]) }.filter {
        !deletedRows.contains($0) && kept[$0] == nil
      }
      let taken = Set(
        (Array(insertedRows) + rowMoves.map(\.to)).filter { $0[0] == new }.map { $0[1] })
      let places = (0..<after[new]).filter { !taken.contains($0) }
      guard rows.count == places.count else { return nil }
      for (path, row) in zip(rows, places) where !reloadedRows.contains(path) {
        kept[path] = IndexPath(indexes: [new, row])
      }
    }
    return kept
  }
}

/// The counts a view caches and the batch it is in, shared by the stand-in table and collection
/// views.
@MainActor
final class StandInUpdateEngine {
  /// "row" or "item", for messages.
  let noun: String
  /// Reads the data source: `numberOfSections`, then the rows of every section (rule 27).
  var readCounts: () -> [Int] = { [] }
  /// Called after every batch that changes rows and every reload: with where each row the view
  /// showed went (`StandInBatch.keptRows(before:after:)`), whose cells the view keeps and
  /// moves, or `nil` to give every cell shown back for reuse (a reload).
  var didUpdate: (_ keptRows: [IndexPath: IndexPath]?) -> Void = { _ in }

  /// The counts the view shows; `nil` until the data source is read (after `reloadData`).
  private(set) var cachedCounts: [Int]?
  private(set) var depth = 0
  private var batch = StandInBatch()
  private var reloadDuringBatch = false
  private var batchCompletions: [(Bool) -> Void] = []
  /// Completions of finished batches, waiting for their animations to end.
  var animationCompletions: [(Bool) -> Void] = []
  /// What UIKit would have refused or warned about.
  var failures: [String] = []
  /// Batches that reached their outermost end (loose calls count as one each).
  private(set) var finishedBatchCount = 0
  /// The rows (items) the view was scrolled to, in order, and whether each scroll animated.
  var scrolls: [(indexPath: IndexPath, animated: Bool)] = []
  /// The row an unanimated scroll brought on screen, whose cell the next layout makes.
  var scrolledOnScreen: IndexPath?

  init(noun: String) {
    self.noun = noun
  }

  /// The counts the view shows, reading the data source if they are not valid (as UIKit's
  /// `numberOfSections` and layout do).
  func counts() -> [Int] {
    if let cachedCounts { return cachedCounts }
    let counts = readCounts()
    cachedCounts = counts
    return counts
  }

  /// Forgets the counts; the next query or batch reads the data source.
  func invalidate() {
    cachedCounts = nil
    didUpdate(nil)
  }

  /// Opens a batch; the outermost one makes sure the "before" counts exist (rule 26).
  func begin(completion: ((Bool) -> Void)? = nil) {
    if depth == 0 {
      _ = counts()
      batch = StandInBatch()
      reloadDuringBatch = false
    }
    depth += 1
    if let completion { batchCompletions.append(completion) }
  }

  /// Closes a batch; the outermost one reads the "after" counts and checks them.
  func end() {
    guard depth > 0 else {
      failures.append("endUpdates without a matching beginUpdates")
      return
    }
    depth -= 1
    guard depth == 0 else { return }
    let before = cachedCounts ?? []
    let after = readCounts()
    finishedBatchCount += 1
    let problem = batch.inconsistency(before: before, after: after, noun: noun)
    if let problem { failures.append(problem) }
    cachedCounts = reloadDuringBatch ? nil : after
    animationCompletions += batchCompletions
    batchCompletions = []
    if reloadDuringBatch {
      didUpdate(nil)
    } else if !batch.changesNoRow {
      didUpdate(problem == nil ? batch.keptRows(before: before, after: after) : nil)
    }
  }

  /// Records a content call; outside a batch it is a batch of its own (rule 24).
  func record(_ change: (inout StandInBatch) -> Void) {
    let loose = depth == 0
    if loose { begin() }
    change(&batch)
    if loose { end() }
  }

  /// `reloadData()`: inside a batch UIKit defers it to the batch's end (rule 29).
  func reloadData() {
    if depth > 0 {
      reloadDuringBatch = true
    } else {
      invalidate()
    }
  }

  /// A user's drag the view already shows: the counts follow without a batch.
  func userMovedRow(from: IndexPath, to: IndexPath) {
    var counts = counts()
    counts[from.section] -= 1
    counts[to.section] += 1
    cachedCounts = counts
  }

  /// A scroll to `indexPath`: recorded, and its cell made by the next layout when the scroll
  /// does not animate (an animated one reaches the row over frames the stand-in does not run);
  /// `false` (and a failure, as UIKit raises) when the view shows no such row.
  func scroll(to indexPath: IndexPath, animated: Bool, call: String) -> Bool {
    guard shows(indexPath) else {
      failures.append("\(call)(at: \(indexPath)): no such \(noun)")
      return false
    }
    scrolls.append((indexPath, animated))
    if !animated { scrolledOnScreen = indexPath }
    return true
  }

  /// Whether `indexPath` is a row (item) of the counts the view shows.
  func shows(_ indexPath: IndexPath) -> Bool {
    let counts = counts()
    guard indexPath.count == 2, counts.indices.contains(indexPath[0]) else { return false }
    return (0..<counts[indexPath[0]]).contains(indexPath[1])
  }
}

/// Cells by reuse identifier, as a table or collection view keeps them.
@MainActor
struct StandInReusePool<Cell: UIView> {
  private var idle: [String: [Cell]] = [:]
  /// The cells handed out since the last update, by index path.
  var visible: [IndexPath: (identifier: String, cell: Cell)] = [:]

  /// Takes an idle cell with `identifier`, if any.
  mutating func dequeue(_ identifier: String) -> Cell? {
    idle[identifier]?.popLast()
  }

  /// A drag the view shows: the dragged row's cell goes with it and the cells after it, and after
  /// its destination, shift by one, as UIKit keeps them on screen.
  mutating func moveVisible(from source: IndexPath, to destination: IndexPath) {
    visible = Dictionary(
      uniqueKeysWithValues: visible.map { path, shown in
        guard path != source else { return (destination, shown) }
        var moved = path
        if moved[0] == source[0], moved[1] > source[1] { moved[1] -= 1 }
        if moved[0] == destination[0], moved[1] >= destination[1] { moved[1] += 1 }
        return (moved, shown)
      })
  }

  /// After an update: the cells of the rows `keptRows` names go with their rows, as UIKit keeps
  /// them on screen; every other visible cell (all of them when `keptRows` is `nil`, a reload)
  /// returns to the idle cells.
  mutating func update(keeping keptRows: [IndexPath: IndexPath]?) {
    var kept: [IndexPath: (identifier: String, cell: Cell)] = [:]
    for (path, shown) in visible {
      if let destination = keptRows?[path] {
        kept[destination] = shown
      } else {
        idle[shown.identifier, default: []].append(shown.cell)
      }
    }
    visible = kept
  }
}
