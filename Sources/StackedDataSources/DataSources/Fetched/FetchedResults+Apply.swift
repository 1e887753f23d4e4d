import Foundation

extension FetchedResults {
  /// A matching object taken out of, or put into, the results.
  private struct Placed {
    var id: Object.ID
    var row: FetchedRow<Object>
    var name: FetchedSectionName?
    var path: TablePath
  }

  /// Applies a validated store change in place and returns the one batch that shows it.
  ///
  /// Old paths are found before anything moves and new paths after everything is placed, so
  /// deletes and move sources are in before-batch coordinates and inserts and destinations in
  /// after-batch ones. A surviving object stays put when its rank among the untouched rows of
  /// its section is unchanged and it is in a longest run of such objects whose old order is
  /// kept; otherwise it moves. An updated object keeps its identity, so its row is reconfigured
  /// where it ends up (moved or not). The batch is not normalised for UIKit: the root that sends
  /// it does that once for the whole table.
  ///
  /// - Parameters:
  ///   - change: Inserts of unknown identities, updates and deletes of known ones, each identity
  ///     once.
  ///   - updatesInPlace: Asked for each updated row with its after-batch path; `true` skips the
  ///     reconfigure.
  /// - Complexity: O(*k* log *n* + *k* log *k* + *k* *b*) for *k* changed objects among *n*,
  ///   chunks of *b* rows, plus O(*s*) when sections appear or disappear.
  mutating func apply(
    _ change: StoreChange<Object>, updatesInPlace: ((Object, TablePath) -> Bool)?
  ) -> Changeset {
    // 1. Where the leaving rows are, before anything changes.
    var removed: [Placed] = []
    var added: [Placed] = []
    var updatedIDs = Set<Object.ID>()
    func takeOut(_ id: Object.ID) {
      guard let entry = stored[id], entry.matches, let path = path(of: entry) else { return }
      removed.append(
        Placed(
          id: id, row: FetchedRow(object: entry.object, order: entry.order),
          name: sections[path.section].name, path: path))
    }
    for id in change.deleted { takeOut(id) }
    for object in change.updated {
      takeOut(object.id)
      updatedIDs.insert(object.id)
    }

    // 2. The store mirror.
    for id in change.deleted { stored[id] = nil }
    for object in change.updated {
      let matches = request.matches(object)
      stored[object.id]?.object = object
      stored[object.id]?.matches = matches
      if matches {
        guard let order = stored[object.id]?.order else {
          preconditionFailure("updated object \(object.id) is not stored (changes are validated)")
        }
        let row = FetchedRow(object: object, order: order)
        added.append(
          Placed(
            id: object.id, row: row, name: sectionName(of: object), path: .init(section: 0, row: 0))
        )
      }
    }
    for object in change.inserted {
      let matches = request.matches(object)
      stored[object.id] = Stored(object: object, order: nextOrder, matches: matches)
      if matches {
        let row = FetchedRow(object: object, order: nextOrder)
        added.append(
          Placed(
            id: object.id, row: row, name: sectionName(of: object), path: .init(section: 0, row: 0))
        )
      }
      nextOrder += 1
    }

    // 3. Take the rows out, last first so that earlier positions hold.
    for leaving in removed.sorted(by: { $0.path > $1.path }) {
      sections[leaving.path.section].rows.remove(at: leaving.path.row)
    }
    // 4. Put the rows in, creating sections for new keys.
    var createdNames = Set<FetchedSectionName?>()
    let areInIncreasingOrder = self.areInIncreasingOrder
    for entering in added {
      var (index, found) = sectionSearch(entering.name)
      if !found {
        sections.insert(
          FetchedResultSection(name: entering.name, rows: SortedChunks(sorted: [])), at: index)
        createdNames.insert(entering.name)
        found = true
      }
      sections[index].rows.insert(entering.row, by: areInIncreasingOrder)
    }
    // 5. Drop emptied sections (only with a section key: without one the section stays).
    var deletedSections = IndexSet()
    if request.sectionKey != nil {
      var emptied: [FetchedSectionName?: Int] = [:]
      for leaving in removed { emptied[leaving.name] = leaving.path.section }
      for (name, oldIndex) in emptied {
        let (index, found) = sectionSearch(name)
        guard found, sections[index].rows.isEmpty else { continue }
        sections.remove(at: index)
        deletedSections.insert(oldIndex)
      }
    }
    // 6. Where the entering rows are now.
    for index in added.indices {
      guard let entry = stored[added[index].id], let path = path(of: entry) else {
        preconditionFailure("object \(added[index].id) was placed but cannot be found")
      }
      added[index].path = path
    }
    var insertedSections = IndexSet()
    for name in createdNames {
      let (index, found) = sectionSearch(name)
      if found { insertedSections.insert(index) }
    }
    return changeset(
      removed: removed, added: added, updatedIDs: updatedIDs, deletedSections: deletedSections,
      insertedSections: insertedSections, updatesInPlace: updatesInPlace)
  }

  private func changeset(
    removed: [Placed], added: [Placed], updatedIDs: Set<Object.ID>, deletedSections: IndexSet,
    insertedSections: IndexSet, updatesInPlace: ((Object, TablePath) -> Bool)?
  ) -> Changeset {
    var changes = Changeset()
    changes.deletedSections = deletedSections
    changes.insertedSections = insertedSections
    var removedRows: [Int: [Int]] = [:]
    var addedRows: [Int: [Int]] = [:]
    var before: [Object.ID: Placed] = [:]
    for leaving in removed {
      removedRows[leaving.path.section, default: []].append(leaving.path.row)
      if updatedIDs.contains(leaving.id) { before[leaving.id] = leaving }
    }
    for entering in added {
      addedRows[entering.path.section, default: []].append(entering.path.row)
    }
    removedRows = removedRows.mapValues { $0.sorted() }
    addedRows = addedRows.mapValues { $0.sorted() }

    var stayed = Set<Object.ID>()
    var candidates: [Int: [(new: Int, old: Int, id: Object.ID)]] = [:]
    for entering in added {
      guard let old = before[entering.id] else {
        if !insertedSections.contains(entering.path.section) {
          changes.insertedRows.append(entering.path)
        }
        continue
      }
      guard old.name == entering.name else { continue }
      let oldRank = old.path.row - Self.countBelow(old.path.row, in: removedRows[old.path.section])
      let newRank =
        entering.path.row - Self.countBelow(entering.path.row, in: addedRows[entering.path.section])
      if oldRank == newRank {
        candidates[entering.path.section, default: []].append(
          (entering.path.row, old.path.row, entering.id))
      }
    }
    for (_, list) in candidates {
      let ordered = list.sorted { $0.new < $1.new }
      let members = longestIncreasingSubsequence(ordered.map(\.old))
      for (k, entry) in ordered.enumerated() where members[k] { stayed.insert(entry.id) }
    }
    var survived = Set<Object.ID>()
    for entering in added {
      guard let old = before[entering.id] else { continue }
      survived.insert(entering.id)
      let patched = updatesInPlace?(entering.row.object, entering.path) ?? false
      if !stayed.contains(entering.id) {
        changes.movedRows.append(RowMove(from: old.path, to: entering.path))
      }
      if !patched { changes.reconfiguredRows.append(entering.path) }
    }
    for leaving in removed
    where !survived.contains(leaving.id) && !deletedSections.contains(leaving.path.section) {
      changes.deletedRows.append(leaving.path)
    }
    return changes
  }

  /// The number of values in the sorted `rows` below `row`.
  private static func countBelow(_ row: Int, in rows: [Int]?) -> Int {
    guard let rows else { return 0 }
    var low = 0
    var high = rows.count
    while low < high {
      let mid = (low + high) / 2
      if rows[mid] < row { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
