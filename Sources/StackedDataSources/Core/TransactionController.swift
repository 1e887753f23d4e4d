/// A sink that owns transactions for the data sources reporting to it — the proxy a
/// ``SectionGroupStack`` hands a child.
///
/// A data source tells its host when its own transaction opens and closes, so that a transaction
/// begun on any node of a tree opens the root's, and the changes of every node inside it reach the
/// table as one batch.
@MainActor
protocol TransactionHost: AnyObject {
  /// A transaction opened on a data source reporting to this host.
  func hostBeginUpdates()
  /// That transaction closed; its net change, if any, has already been sent as one batch.
  func hostEndUpdates()
}

/// The transaction machinery every built-in data source shares: a nesting counter, the
/// ``ChangeTracker`` of the open transaction, and the batch it sends at the outermost end.
@MainActor
final class TransactionController {
  private(set) var depth = 0
  private var tracker = ChangeTracker()
  private var host: (any TransactionHost)?
  /// The animation of the batches this controller sends.
  var animation: RowAnimation = .automatic

  /// Whether a transaction is open.
  var isOpen: Bool { depth > 0 }

  /// Opens a level; the outermost one tells the host.
  func begin(sink: (any TableSink)?) {
    depth += 1
    if depth == 1 {
      host = sink as? any TransactionHost
      host?.hostBeginUpdates()
    }
  }

  /// Closes a level; the outermost one sends the net change to `sink` and tells the host.
  func end(sink: (any TableSink)?, dataSource name: String) throws(DataSourceError) {
    guard depth > 0 else { throw .unbalancedEndUpdates(dataSource: name) }
    depth -= 1
    guard depth == 0 else { return }
    if tracker.isTracking {
      let changes = tracker.finish(forUIKit: !(sink is any TransactionHost))
      if let sink { changes.emit(to: sink, animation: animation) }
    }
    let closing = host
    host = nil
    closing?.hostEndUpdates()
  }

  /// Records one validated edit and applies it to the model, inside the open transaction or as
  /// a transaction of its own.
  ///
  /// The tracker reads the source's row counts lazily, one section at a time and only for the
  /// sections the transaction touches, so a small edit of a large source stays small; `record`
  /// runs before `apply`, so every count it reads is still the one before the edit.
  ///
  /// - Parameters:
  ///   - record: the edit in the tracker, in current coordinates.
  ///   - apply: the same edit on the model.
  func edit(
    of source: some DataSourceProtocol,
    record: (inout ChangeTracker) -> Void,
    apply: () -> Void
  ) {
    self.record(
      of: source, sectionCount: { source.numberOfSections },
      rowCount: { [unowned source] in source.numberOfRows(inSection: $0) }
    ) { tracker in
      record(&tracker)
      apply()
    }
  }

  /// Records edits for a source whose row counts are read lazily, one section at a time, so that
  /// a small change in a large table stays small.
  ///
  /// - Parameters:
  ///   - sectionCount: the number of sections before the edit.
  ///   - rowCount: reads a section's row count; called only for sections the edit has not yet
  ///     changed, so it sees the count before the transaction.
  ///   - record: the edits in the tracker, in current coordinates, each made before the model
  ///     changes for it.
  func record(
    of source: some DataSourceProtocol,
    sectionCount: () -> Int,
    rowCount: @escaping (Int) -> Int,
    _ record: (inout ChangeTracker) -> Void
  ) {
    begin(sink: source.sink)
    if !tracker.isTracking { tracker.begin(sectionCount: sectionCount(), rowCount: rowCount) }
    record(&tracker)
    try? end(sink: source.sink, dataSource: source.name)
  }
}
