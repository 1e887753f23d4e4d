import Foundation

extension Changeset {
  /// The same change rewritten so that UIKit accepts it in one batch and animates it correctly.
  ///
  /// UIKit validates a batch by counts and then places every row; some combinations pass the
  /// count check yet crash or corrupt the view, and some that a model produces naturally fail the
  /// check (<doc:UIKitBatchRules>). This rewrite:
  ///
  /// 1. turns a moved section that also has row changes (rows deleted, inserted, moved in or out,
  ///    reloaded) into a delete plus an insert of that section, because row operations inside a
  ///    moved section corrupt `UITableView` (IGListKit does the same);
  /// 2. drops row operations inside deleted or inserted sections, and turns a row move out of a
  ///    deleted section into an insert and one into an inserted section into a delete
  ///    (`UICollectionView` raises "cannot move an item from a deleted section");
  /// 3. keeps a reload only where UIKit will put the reloaded row: UIKit computes a reload's new
  ///    position from the batch's deletes and inserts alone, ignoring moves, so a reload whose
  ///    real destination differs becomes a delete plus an insert (the same for section reloads);
  /// 4. drops the reconfigures of rows that the batch inserts or reloads.
  ///
  /// The result describes the same old → new change. Moves that survive are not added to.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations, times the (rarely more than one) rounds
  ///   needed when demoting a reload shifts another.
  public func normalizedForUIKit() -> Changeset {
    var out = self
    out.rebuildMovedSectionsWithRowChanges()
    out.dropRowOperationsInReplacedSections()
    out.demoteMisplacedReloads()
    out.dropRedundantReconfigures()
    return out
  }

  /// A reconfigure refreshes a cell the batch kept; a row the batch inserts or reloads gets a
  /// new cell anyway.
  private mutating func dropRedundantReconfigures() {
    guard !reconfiguredRows.isEmpty else { return }
    let fresh = Set(insertedRows).union(reloadedRows.map(\.to))
    let inserted = insertedSections
    let reloaded = Set(reloadedSections.map(\.to))
    reconfiguredRows.removeAll {
      fresh.contains($0) || inserted.contains($0.section) || reloaded.contains($0.section)
    }
  }

  private mutating func rebuildMovedSectionsWithRowChanges() {
    guard !movedSections.isEmpty else { return }
    var touchedBefore = Set<Int>()
    var touchedAfter = Set<Int>()
    for path in deletedRows { touchedBefore.insert(path.section) }
    for path in insertedRows { touchedAfter.insert(path.section) }
    for move in movedRows {
      touchedBefore.insert(move.from.section)
      touchedAfter.insert(move.to.section)
    }
    for reload in reloadedRows {
      touchedBefore.insert(reload.from.section)
      touchedAfter.insert(reload.to.section)
    }
    var kept: [SectionMove] = []
    for move in movedSections {
      if touchedBefore.contains(move.from) || touchedAfter.contains(move.to) {
        deletedSections.insert(move.from)
        insertedSections.insert(move.to)
      } else {
        kept.append(move)
      }
    }
    movedSections = kept
  }

  private mutating func dropRowOperationsInReplacedSections() {
    guard !deletedSections.isEmpty || !insertedSections.isEmpty else { return }
    let gone = deletedSections
    let new = insertedSections
    deletedRows.removeAll { gone.contains($0.section) }
    insertedRows.removeAll { new.contains($0.section) }
    reloadedRows.removeAll { gone.contains($0.from.section) || new.contains($0.to.section) }
    var keptMoves: [RowMove] = []
    for move in movedRows {
      switch (gone.contains(move.from.section), new.contains(move.to.section)) {
      case (false, false): keptMoves.append(move)
      case (true, false): insertedRows.append(move.to)
      case (false, true): deletedRows.append(move.from)
      case (true, true): break
      }
    }
    movedRows = keptMoves
  }

  private mutating func demoteMisplacedReloads() {
    while !reloadedSections.isEmpty || !reloadedRows.isEmpty {
      let placement = ReloadPlacement(self)
      let badSections = reloadedSections.filter {
        placement.destination(ofSection: $0.from) != $0.to
      }
      let badRows = reloadedRows.filter { placement.destination(ofRow: $0.from) != $0.to }
      if badSections.isEmpty && badRows.isEmpty { return }
      for reload in badSections {
        deletedSections.insert(reload.from)
        insertedSections.insert(reload.to)
      }
      for reload in badRows {
        deletedRows.append(reload.from)
        insertedRows.append(reload.to)
      }
      let badSectionSet = Set(badSections)
      let badRowSet = Set(badRows)
      reloadedSections.removeAll { badSectionSet.contains($0) }
      reloadedRows.removeAll { badRowSet.contains($0) }
      if !badSections.isEmpty { dropRowOperationsInReplacedSections() }
    }
  }
}
