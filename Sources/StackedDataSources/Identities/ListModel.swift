import Foundation
import Observation

/// A screen as a SwiftUI `List` reads it: sections and rows by identity, each row's content,
/// and the user's actions routed to the source that owns the row through the same entry points
/// the UIKit bridges use. Platform-free: a `List` view renders ``sections`` and calls the
/// actions; this model is what it needs, checked here without SwiftUI.
///
/// It becomes the data source's sink (through its ``RowIdentities``), so each batch changes
/// ``sections``, which is observable.
///
/// ```swift
/// let model = ListModel(dataSource: screen)
/// // List { ForEach(model.sections) { section in Section { ForEach(section.rows) { … } } } }
/// try model.select(row)
/// try model.move(from: IndexSet(integer: 3), to: 0, inSection: 2)   // a List's onMove
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class ListModel {
  /// A section: its identity, header and footer, and rows.
  public struct Section: Identifiable {
    public let id: SectionIdentity
    public let header: HeaderFooterContent?
    public let footer: HeaderFooterContent?
    public let rows: [Row]
  }

  /// A row: its identity (stable while it lives, as `ForEach` needs) and what it shows.
  public struct Row: Identifiable {
    public let id: RowIdentity
    public let content: RowContent?
  }

  /// The screen.
  public let dataSource: any DataSourceProtocol
  /// The identities of its sections and rows.
  public let identities: RowIdentities

  /// Shows `dataSource`: becomes its sink (a view sink of a UIKit table can follow as
  /// `downstream`).
  public init(dataSource: any DataSourceProtocol, downstream: (any TableSink)? = nil) {
    self.dataSource = dataSource
    identities = RowIdentities(dataSource: dataSource, downstream: downstream)
    dataSource.sink = identities
  }

  /// The sections as the table shows them now; observing it observes ``identities``.
  ///
  /// - Complexity: O(*n*) queries of the data source.
  public var sections: [Section] {
    identities.sections.enumerated().map { index, section in
      Section(
        id: section.id, header: dataSource.headerContent(inSection: index),
        footer: dataSource.footerContent(inSection: index),
        rows: section.rows.enumerated().map { row, identity in
          Row(id: identity, content: dataSource.rowContent(at: TablePath(section: index, row: row)))
        })
    }
  }

  /// The user tapped `row`: ``DataSourceProtocol/selectRow(at:)`` of its owner.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when no row has that identity any more.
  /// - Complexity: O(*n*) to find the row, plus the owner's action.
  public func select(_ row: Row) throws(DataSourceError) {
    try dataSource.selectRow(at: path(of: row))
  }

  /// The user flipped `row`'s switch: ``DataSourceProtocol/setToggle(_:at:)``.
  public func setToggle(_ isOn: Bool, for row: Row) throws(DataSourceError) {
    try dataSource.setToggle(isOn, at: path(of: row))
  }

  /// The swipe actions of `row` on `edge`; none for a row that is gone.
  public func swipeActions(for row: Row, edge: RowAction.Edge) -> [RowAction] {
    guard let path = try? path(of: row) else { return [] }
    return dataSource.swipeActions(at: path, edge: edge)
  }

  /// A `List`'s `onDelete` in section `section`: each row at `offsets` is deleted by its owner
  /// (``DataSourceProtocol/commitDelete(at:)``), last first.
  ///
  /// - Throws: The first refusal; the rows after it in `offsets` are kept.
  public func delete(at offsets: IndexSet, inSection section: Int) throws(DataSourceError) {
    for offset in offsets.reversed() {
      try dataSource.commitDelete(at: TablePath(section: section, row: offset))
    }
  }

  /// A `List`'s `onMove` in section `section`: the rows at `offsets` go before the row at
  /// `destination` (both in the section as it was before the move). The list already shows
  /// them there, so each is told to the identities and committed
  /// (``DataSourceProtocol/commitMove(from:to:)``): a move the owner takes sends nothing, a
  /// refused one is put back by its batch.
  ///
  /// - Throws: The first refusal; the moves after it are not made.
  public func move(from offsets: IndexSet, to destination: Int, inSection section: Int)
    throws(DataSourceError)
  {
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

  /// Where `row` is now.
  private func path(of row: Row) throws(DataSourceError) -> TablePath {
    for (index, section) in identities.sections.enumerated() {
      if let position = section.rows.firstIndex(of: row.id) {
        return TablePath(section: index, row: position)
      }
    }
    throw .rowOutOfRange(dataSource: dataSource.name, row: -1, section: -1, rowCount: 0)
  }
}
