import Foundation

extension Changeset {
  /// The one UIKit-legal batch that turns `old` into `new`, comparing contents with `==`.
  ///
  /// Sections and items are matched by identity:
  ///
  /// - a section only in `old` is deleted, one only in `new` inserted; the surviving sections
  ///   that leave a longest run in their old order in place are kept, the rest moved;
  /// - an item only in `old` is deleted, one only in `new` inserted; an item whose section
  ///   identity changed is moved (whatever its index path: TLIndexPathTools #20); within a section
  ///   the items outside a longest increasing run of old positions are moved, so the number of
  ///   moves is the minimum;
  /// - an item that kept its identity but whose content changed is **reconfigured** at its new
  ///   path (``reconfiguredRows``): its cell stays, slides with the row if it moved, and shows
  ///   the new content after the batch. UIKit cannot reload and move one row in a batch ("two
  ///   animations for cell"), so a reload would have turned every moved-and-changed row into a
  ///   delete plus an insert that fades instead of sliding.
  ///
  /// The result is then passed through ``normalizedForUIKit()``, so moved sections with row
  /// changes become section deletes plus inserts. Deletes and move sources are in `old`'s
  /// coordinates, inserts, move destinations and reconfigures in `new`'s.
  ///
  /// ```swift
  /// let changes = Changeset(from: shown, to: latest)
  /// changes.emit(to: tableSink)
  /// ```
  ///
  /// When nothing changed (the most common diff an app makes: a model touched but equal, a
  /// refresh that returns the same page), the diff finds it by comparing the two snapshots'
  /// section identities, section bounds, item identities and contents in order, as `==` on
  /// arrays does, and returns an empty changeset without probing an index. That answer is
  /// exact: with equal, unique identities at every position each item matches itself, so the
  /// full diff would find no insert, delete or move, and no reconfigure since every content is
  /// equal. Any difference, however small, takes the full diff.
  ///
  /// This is a pure function of two `Sendable` values and may run on any thread. It is
  /// `@inlinable`, so it is specialised for your identity and item types in your module.
  ///
  /// - Complexity: O(*n* + *m* + *s* log *s* + *r* log *r*) expected for *n* and *m* items,
  ///   *s* surviving sections and *r* rows that stayed in their section; no identity is hashed,
  ///   since each snapshot stored its identities' hashes when it was built. O(*n*) with no
  ///   probe when nothing changed, O(*s*) plus the contents when the snapshots share their
  ///   identities (see ``Snapshot/init(items:section:identifiedBy:dataSource:reusing:)``).
  @inlinable
  public init<SectionID, ItemID, Item: Equatable>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>
  ) {
    self = Changeset.rawDiff(from: old, to: new).normalizedForUIKit()
  }

  /// The one UIKit-legal batch that turns `old` into `new`, comparing contents with
  /// `contentEquals`; see ``init(from:to:)``.
  ///
  /// - Parameters:
  ///   - old: The snapshot the table shows.
  ///   - new: The snapshot to show.
  ///   - contentEquals: Whether an old and a new version of one item look the same; `false`
  ///     reconfigures the row.
  /// - Complexity: As ``init(from:to:)``, plus one `contentEquals` call per surviving item, or
  ///   two for the items before the first changed content when the identities are all equal.
  @inlinable
  public init<SectionID, ItemID, Item>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>,
    contentEquals: (Item, Item) -> Bool
  ) {
    self = Changeset.rawDiff(from: old, to: new, contentEquals: contentEquals).normalizedForUIKit()
  }
}

extension Changeset {
  /// The diff's hot path, before UIKit normalisation, comparing contents with `==`; see
  /// ``init(from:to:)``.
  ///
  /// The same as passing `contentEquals: ==`, with the no-change check's comparisons written
  /// in place, where the compiler inlines them, rather than called through a closure.
  @inlinable
  static func rawDiff<SectionID, ItemID, Item: Equatable>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>
  ) -> Changeset {
    guard !isUnchanged(from: old, to: new) else { return Changeset() }
    return fullDiff(from: old, to: new, contentEquals: ==)
  }

  /// The diff's hot path, before UIKit normalisation; see ``init(from:to:contentEquals:)``.
  @inlinable
  static func rawDiff<SectionID, ItemID, Item>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>,
    contentEquals: (Item, Item) -> Bool
  ) -> Changeset {
    guard !isUnchanged(from: old, to: new, contentEquals: contentEquals) else {
      return Changeset()
    }
    return fullDiff(from: old, to: new, contentEquals: contentEquals)
  }

  /// The diff without the no-change check: what ``rawDiff(from:to:contentEquals:)`` returns
  /// whenever that check fails, and, the check being exact, whenever it passes too.
  @inlinable
  static func fullDiff<SectionID, ItemID, Item>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>,
    contentEquals: (Item, Item) -> Bool
  ) -> Changeset {
    var changes = Changeset()
    let oldSectionOfNew = diffSections(from: old, to: new, into: &changes)
    var isMatched = ContiguousArray<Bool>(repeating: false, count: old.itemIDs.count)
    var largestSection = 0
    for section in 0..<new.sectionIDs.count {
      largestSection = max(
        largestSection, new.sectionStarts[section + 1] - new.sectionStarts[section])
    }
    var run = LongestIncreasingSubsequence(capacity: largestSection)
    var changed = ContiguousArray<Bool>()
    changed.reserveCapacity(largestSection)
    let oldStarts = old.sectionStarts
    for section in 0..<new.sectionIDs.count {
      let start = new.sectionStarts[section]
      let end = new.sectionStarts[section + 1]
      let source = oldSectionOfNew[section]
      run.removeAll()
      changed.removeAll(keepingCapacity: true)
      for flat in start..<end {
        guard let oldFlat = old.flatIndex(ofItemAt: flat, in: new) else {
          changes.insertedRows.append(TablePath(section: section, row: flat - start))
          continue
        }
        isMatched[oldFlat] = true
        let isChanged = !contentEquals(old.storage[oldFlat], new.storage[flat])
        let oldSection = old.section(ofFlat: oldFlat)
        if oldSection == source {
          run.append(oldFlat, tag: flat)
          changed.append(isChanged)
          continue
        }
        // Its section identity changed: a necessary move.
        let from = TablePath(section: oldSection, row: oldFlat - oldStarts[oldSection])
        let to = TablePath(section: section, row: flat - start)
        changes.movedRows.append(RowMove(from: from, to: to))
        if isChanged { changes.reconfiguredRows.append(to) }
      }
      guard source >= 0, !run.values.isEmpty else { continue }
      run.solve()
      let oldStart = oldStarts[source]
      for index in 0..<run.values.count {
        let isStable = run.isMember[index]
        let isChanged = changed[index]
        guard !isStable || isChanged else { continue }
        let to = TablePath(section: section, row: Int(run.tags[index]) - start)
        if !isStable {
          let from = TablePath(section: source, row: Int(run.values[index]) - oldStart)
          changes.movedRows.append(RowMove(from: from, to: to))
        }
        if isChanged { changes.reconfiguredRows.append(to) }
      }
    }
    for section in 0..<old.sectionIDs.count {
      let start = oldStarts[section]
      for flat in start..<oldStarts[section + 1] where !isMatched[flat] {
        changes.deletedRows.append(TablePath(section: section, row: flat - start))
      }
    }
    return changes
  }

  /// Whether `old` and `new` have equal section identities, section bounds and item identities,
  /// position by position, and `contentEquals` accepts every item's two contents, in which case
  /// the diff is empty: each identity, unique in both, matches the one at its own position.
  ///
  /// Contents are compared even where the snapshots share their storage: `contentEquals` need
  /// not be reflexive (`Double.nan`), and the full diff would call it.
  ///
  /// - Complexity: O(*n*), stopping at the first difference; O(1) for the identities when the
  ///   snapshots share them (`==` on arrays compares their buffers first).
  @inlinable
  static func isUnchanged<SectionID, ItemID, Item>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>,
    contentEquals: (Item, Item) -> Bool
  ) -> Bool {
    guard old.sectionStarts == new.sectionStarts, old.sectionIDs == new.sectionIDs,
      old.itemIDs == new.itemIDs
    else { return false }
    return old.storage.withUnsafeBufferPointer { oldItems in
      new.storage.withUnsafeBufferPointer { newItems in
        for flat in 0..<oldItems.count where !contentEquals(oldItems[flat], newItems[flat]) {
          return false
        }
        return true
      }
    }
  }

  /// Whether `old` and `new` have equal section identities, section bounds, item identities and
  /// contents (`==`), position by position; see ``isUnchanged(from:to:contentEquals:)``.
  ///
  /// - Complexity: O(*n*), stopping at the first difference.
  @inlinable
  static func isUnchanged<SectionID, ItemID, Item: Equatable>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>
  ) -> Bool {
    // Not `old.storage == new.storage`: that is `true` at once for a shared buffer, where the
    // full diff would still reconfigure an item unequal to itself (`Double.nan`).
    isUnchanged(from: old, to: new, contentEquals: ==)
  }

  /// Records section deletes, inserts and minimal moves; returns the old index of each new
  /// section, or -1 for an inserted one.
  @inlinable
  static func diffSections<SectionID, ItemID, Item>(
    from old: Snapshot<SectionID, ItemID, Item>, to new: Snapshot<SectionID, ItemID, Item>,
    into changes: inout Changeset
  ) -> ContiguousArray<Int> {
    var oldOfNew = ContiguousArray<Int>(repeating: -1, count: new.sectionIDs.count)
    var survives = ContiguousArray<Bool>(repeating: false, count: old.sectionIDs.count)
    var run = LongestIncreasingSubsequence(capacity: new.sectionIDs.count)
    for section in 0..<new.sectionIDs.count {
      if let oldIndex = old.sectionIndex(ofSectionAt: section, in: new) {
        oldOfNew[section] = oldIndex
        survives[oldIndex] = true
        run.append(oldIndex, tag: section)
      } else {
        changes.insertedSections.insert(section)
      }
    }
    for section in 0..<old.sectionIDs.count where !survives[section] {
      changes.deletedSections.insert(section)
    }
    run.solve()
    for index in 0..<run.values.count where !run.isMember[index] {
      changes.movedSections.append(
        SectionMove(from: Int(run.values[index]), to: Int(run.tags[index])))
    }
    return oldOfNew
  }
}
