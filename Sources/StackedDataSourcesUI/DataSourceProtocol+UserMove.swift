#if canImport(UIKit) || canImport(AppKit)
  import StackedDataSources

  extension DataSourceProtocol {
    /// Commits a drop the view already shows: tells the sink first (``UserMoveFollower``: a
    /// validating sink, row identities or an `NSTableViewSink` in front of the view keep their
    /// rows in step), then ``DataSourceProtocol/commitMove(from:to:)``. A move the owner refuses
    /// (``DataSourceError/Code/rowNotMovable``) is put back by the batch the data source sends;
    /// any other error changed nothing (an open transaction), so `putBack` moves the row back in
    /// the view and the sink hears of that too. `source` is in the coordinates before the drop,
    /// `destination` after it.
    ///
    /// A move of rows the view does not show (a row past the end of its section, a section it
    /// does not have: an app's own call, as UIKit never sends one) is checked first: nobody
    /// hears of it, nothing is put back, and nothing changes, as the view moved nothing. The
    /// source is checked against the rows the view shows
    /// (``DataSourceProtocol/currentPath(ofShownRow:)``); the destination against the data
    /// source's rows, unless the app's open transaction changed them (the commit is refused
    /// then, and the drop put back).
    ///
    /// - Throws: ``DataSourceError/Code/sectionOutOfRange`` or
    ///   ``DataSourceError/Code/rowOutOfRange`` for a move of rows the data source does not
    ///   have, naming the value passed; else the error of the commit, after the row is back
    ///   where the data source has it.
    /// - Complexity: That of the owner's move.
    @MainActor
    func commitUserMove(
      from source: TablePath, to destination: TablePath, putBack: () -> Void
    ) throws(DataSourceError) {
      try checkUserMove(from: source, to: destination)
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

    /// Throws unless the data source has a row at `source` and, once that row is moved, a place
    /// at `destination`.
    @MainActor
    private func checkUserMove(from source: TablePath, to destination: TablePath)
      throws(DataSourceError)
    {
      let current: TablePath
      do {
        current = try checkShownRow(source)
      } catch  where error.code == .shownRowDeleted {
        return  // a row the view shows: the commit refuses the drop, which is put back
      }
      // The app's open transaction moved the rows the view shows: the commit refuses the drop.
      guard current == source else { return }
      let sections = numberOfSections
      guard (0..<sections).contains(destination.section) else {
        throw .sectionOutOfRange(
          dataSource: name, section: destination.section, sectionCount: sections)
      }
      let places =
        numberOfRows(inSection: destination.section)
        + (source.section == destination.section ? 0 : 1)
      guard (0..<places).contains(destination.row) else {
        throw .rowOutOfRange(
          dataSource: name, row: destination.row, section: destination.section, rowCount: places)
      }
    }
  }
#endif
