/// What a root's transaction did to its table, by the change tracker's own account, handed to a
/// ``ValidatingSink`` while the root delivers the batch, so that the incremental content check
/// reads only the rows the transaction could have changed (issue 21).
///
/// It is the tracker's state just before it nets the transaction into a batch: for every section
/// of the table after the transaction, where it came from (an old section, or inserted; reloaded
/// or not) and, for a touched section, the origin of every row as runs of old rows or inserted
/// rows with their reload and reconfigure flags. Sections the transaction did not touch are
/// absent: they are the old section of the same index, every row in place and unchanged. The
/// journal is recorded as each edit is made, before netting, move selection, normalisation and
/// delivery, so a batch that those steps got wrong disagrees with it. An item a data source
/// changes without telling its tracker is outside it; only ``ValidatingSink/ContentCheck/full``
/// sees that.
///
/// Taking it copies the tracker's containers, which share their storage: O(1).
struct ContentJournal {
  /// Which of the root's deliveries that sent a batch this is
  /// (``TransactionCore/emittedDeliveries``), so that a sink can tell it missed one.
  var delivery: Int
  /// The number of sections the table had before the transaction.
  var oldSectionCount: Int
  /// The old row counts the tracker read, by old section.
  var oldCounts: [Int: Int]
  /// Every section after the transaction, when sections changed; else `nil`.
  var structure: [ChangeTracker.SectionOrigin]?
  /// The touched sections by index, when sections did not change.
  var touched: [Int: ChangeTracker.SectionOrigin]

  /// A journal of a delivery whose model did not change since the sink's last batch: the
  /// reconfigure a root sends after its batch.
  static func unchanged(delivery: Int, sectionCount: Int) -> ContentJournal {
    ContentJournal(
      delivery: delivery, oldSectionCount: sectionCount, oldCounts: [:], structure: nil,
      touched: [:])
  }

  /// The number of sections after the transaction.
  var sectionCount: Int { structure?.count ?? oldSectionCount }

  /// Where section `index` (after the transaction) came from, or `nil` when it is the untouched
  /// old section of the same index.
  ///
  /// - Complexity: O(1) expected.
  func section(_ index: Int) -> ChangeTracker.SectionOrigin? {
    if let structure { return structure[index] }
    return touched[index]
  }

  /// Whether the journal describes a change from a table of `before` counts to one of `after`
  /// counts; a sink checks a batch against it only then.
  ///
  /// - Complexity: O(*t*) for the *t* sections the journal lists.
  func describes(before: [Int], after: [Int]) -> Bool {
    guard oldSectionCount == before.count, sectionCount == after.count else { return false }
    for (section, count) in oldCounts
    where !before.indices.contains(section) || before[section] != count {
      return false
    }
    if let structure {
      return structure.indices.allSatisfy { structure[$0].count == after[$0] }
    }
    return touched.allSatisfy { after.indices.contains($0.key) && after[$0.key] == $0.value.count }
  }
}
