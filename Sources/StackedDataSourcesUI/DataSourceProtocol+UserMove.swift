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
    /// A move of rows the data source does not have (a row past the end of its section, a
    /// section it does not have: an app's own call, as UIKit never sends one) is checked first,
    /// against the data source's rows: nobody hears of it, nothing is put back, and nothing
    /// changes, as the view moved nothing.
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
      let sections = numberOfSections
      for path in [source, destination] where !(0..<sections).contains(path.section) {
        throw .sectionOutOfRange(dataSource: name, section: path.section, sectionCount: sections)
      }
      let rows = numberOfRows(inSection: source.section)
      guard (0..<rows).contains(source.row) else {
        throw .rowOutOfRange(
          dataSource: name, row: source.row, section: source.section, rowCount: rows)
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
