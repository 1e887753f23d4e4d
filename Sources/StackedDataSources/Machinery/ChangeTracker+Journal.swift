extension ChangeTracker {
  /// The transaction so far, for a sink's incremental content check (``ContentJournal``).
  ///
  /// - Complexity: O(1): the containers share their storage until either side changes.
  func journal(delivery: Int) -> ContentJournal {
    ContentJournal(
      delivery: delivery, oldSectionCount: oldSectionCount, oldCounts: oldCounts,
      structure: isStructured ? structure : nil, touched: isStructured ? [:] : touched)
  }
}
