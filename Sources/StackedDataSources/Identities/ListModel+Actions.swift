import Foundation

/// The user's actions on a `List`'s rows, routed to the data source that owns each row through
/// the same entry points the UIKit bridges use.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ListModel {
  /// The user tapped `row`: ``DataSourceProtocol/selectRow(at:)`` of its owner.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when no row has that identity any more.
  /// - Complexity: O(log *n*) expected when the row is still at ``Row/path``, O(*n*) to find
  ///   it elsewhere, plus the owner's action.
  public func select(_ row: Row) throws(DataSourceError) {
    try dataSource.selectRow(at: path(of: row))
  }

  /// The user tapped `row`'s detail button: ``DataSourceProtocol/tapAccessory(at:)`` of its
  /// owner.
  public func tapAccessory(of row: Row) throws(DataSourceError) {
    try dataSource.tapAccessory(at: path(of: row))
  }

  /// The user flipped `row`'s switch: ``DataSourceProtocol/setToggle(_:at:)`` of its owner
  /// (which tells the sinks, ``UserInputFollower``).
  public func setToggle(_ isOn: Bool, for row: Row) throws(DataSourceError) {
    try dataSource.setToggle(isOn, at: path(of: row))
  }

  /// The user flipped the switch of the row with `token` (``RowIdentities/token(for:)``):
  /// ``DataSourceProtocol/setToggle(_:at:)``. A token is `Sendable`, as the closures of a
  /// SwiftUI `Binding` must be; a row's identity need not be.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when the row is gone.
  public func setToggle(_ isOn: Bool, for token: RowToken) throws(DataSourceError) {
    try dataSource.setToggle(isOn, at: path(of: token))
  }

  /// The user entered `value` into `row`'s control:
  /// ``DataSourceProtocol/setControlValue(_:at:)`` of its owner.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when no row has that identity any more;
  ///   else what the owner throws.
  public func setControlValue(_ value: ControlValue, for row: Row) throws(DataSourceError) {
    try dataSource.setControlValue(value, at: path(of: row))
  }

  /// The user entered `value` into the control of the row with `token`, from a SwiftUI
  /// `Binding`: ``DataSourceProtocol/setControlValue(_:at:)``.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when the row is gone; else what the owner
  ///   throws.
  public func setControlValue(_ value: ControlValue, for token: RowToken) throws(DataSourceError) {
    try dataSource.setControlValue(value, at: path(of: token))
  }

  /// Where the row with `token` is now.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when the row is gone.
  func path(of token: RowToken) throws(DataSourceError) -> TablePath {
    guard let identity = identities.identity(for: token) else { throw gone() }
    return try path(of: identity)
  }

  /// The user finished editing the text field of the row with `token` (a `TextField`'s
  /// `onSubmit`): ``DataSourceProtocol/endEditing(at:)``.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when the row is gone; else what the owner
  ///   throws.
  public func endEditing(for token: RowToken) throws(DataSourceError) {
    try dataSource.endEditing(at: path(of: token))
  }

  /// The swipe actions of `row` on `edge`; none for a row that is gone.
  public func swipeActions(for row: Row, edge: RowAction.Edge) -> [RowAction] {
    guard let path = try? path(of: row) else { return [] }
    return dataSource.swipeActions(at: path, edge: edge)
  }

  /// ``delete(at:in:)`` in the section at index `section`.
  func delete(at offsets: IndexSet, inSection section: Int) throws(DataSourceError) {
    for offset in offsets.reversed() {
      try dataSource.commitDelete(at: TablePath(section: section, row: offset))
    }
  }

  /// A `List`'s `onDelete` in the section with identity `section`, wherever it is now: each row
  /// at `offsets` is deleted by its owner (``DataSourceProtocol/commitDelete(at:)``), last first.
  ///
  /// - Throws: ``DataSourceError/Code/sectionOutOfRange`` when no section has that identity;
  ///   else the first refusal, the rows after it in `offsets` kept.
  /// - Complexity: O(*s*) to find the section, plus the owners' deletes.
  public func delete(at offsets: IndexSet, in section: SectionIdentity) throws(DataSourceError) {
    try delete(at: offsets, inSection: index(of: section))
  }

  /// A `List`'s `onMove` in the section with identity `section`, wherever it is now: the rows
  /// at `offsets` go before the row at `destination` (both in the section as it was before the
  /// move). The list already shows them there, so each is told to the identities and committed
  /// (``DataSourceProtocol/commitMove(from:to:)``): a move the owner takes sends nothing, a
  /// refused one is put back by its batch.
  ///
  /// The offsets are checked first, against the section as it is: a drag the table cannot
  /// have made (a section, row or destination it does not have) throws before any sink hears
  /// of it, and the error names the values passed.
  ///
  /// - Throws: ``DataSourceError/Code/sectionOutOfRange`` when no section has that identity;
  ///   ``DataSourceError/Code/rowOutOfRange`` for an offset outside `0..<rows` or a destination
  ///   outside `0...rows`, changing nothing; else the first refusal, the moves after it not made.
  /// - Complexity: O(*s*) to find the section, plus the owners' moves.
  public func move(from offsets: IndexSet, to destination: Int, in section: SectionIdentity)
    throws(DataSourceError)
  {
    try move(from: offsets, to: destination, inSection: index(of: section))
  }

  /// ``move(from:to:in:)`` in the section at index `section`.
  func move(from offsets: IndexSet, to destination: Int, inSection section: Int)
    throws(DataSourceError)
  {
    try checkMove(from: offsets, to: destination, inSection: section)
    // One row at a time, as a user's drag: each source offset shifted by the moves before it.
    var target = destination
    var moved = 0
    for offset in offsets {
      let source = offset < target ? offset - moved : offset
      let final = source < target ? target - 1 : target
      let from = TablePath(section: section, row: source)
      let to = TablePath(section: section, row: final)
      if from != to {
        identities.userMovedRow(from: from, to: to)
        try dataSource.commitMove(from: from, to: to)
      }
      if offset < destination { moved += 1 } else { target += 1 }
    }
  }

  /// Throws unless section `section` has every row at `offsets` and `destination` is a place
  /// in it (`0...rows`), naming the value at fault as passed.
  private func checkMove(from offsets: IndexSet, to destination: Int, inSection section: Int)
    throws(DataSourceError)
  {
    let sectionCount = dataSource.numberOfSections
    guard (0..<sectionCount).contains(section) else {
      throw .sectionOutOfRange(
        dataSource: dataSource.name, section: section, sectionCount: sectionCount)
    }
    let rows = dataSource.numberOfRows(inSection: section)
    if let last = offsets.last, last >= rows {
      throw .rowOutOfRange(dataSource: dataSource.name, row: last, section: section, rowCount: rows)
    }
    guard (0...rows).contains(destination) else {
      throw .rowOutOfRange(
        dataSource: dataSource.name, row: destination, section: section, rowCount: rows)
    }
  }
}
