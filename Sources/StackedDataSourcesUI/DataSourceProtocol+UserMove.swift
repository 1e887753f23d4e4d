#if canImport(UIKit) || canImport(AppKit)
  import StackedDataSources

  extension DataSourceProtocol {
    /// Commits a drop the view already shows: tells the sink first (``UserMoveFollower``: a
    /// validating sink, row identities or an `NSTableViewSink` in front of the view keep their
    /// rows in step), then ``DataSourceProtocol/commitMove(from:to:)``. A move the owner refuses
    /// (``DataSourceError/Code/rowNotMovable``) is put back by the batch the data source sends;
    /// any other error changed nothing (an open transaction, rows the data source does not have),
    /// so `putBack` moves the row back in the view and the sink hears of that too. `source` is
    /// in the coordinates before the drop, `destination` after it.
    ///
    /// - Throws: The error of the commit, after the row is back where the data source has it.
    /// - Complexity: That of the owner's move.
    @MainActor
    func commitUserMove(
      from source: TablePath, to destination: TablePath, putBack: () -> Void
    ) throws(DataSourceError) {
      (sink as? any UserMoveFollower)?.userMovedRow(from: source, to: destination)
      do {
        try commitMove(from: source, to: destination)
      } catch {
        if error.code != .rowNotMovable {
          putBack()
          (sink as? any UserMoveFollower)?.userMovedRow(from: destination, to: source)
        }
        throw error
      }
    }
  }
#endif
