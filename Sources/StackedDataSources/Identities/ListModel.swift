import Foundation
import Observation

/// A screen as a SwiftUI `List` reads it: sections and rows by identity, each row's content,
/// and the user's actions routed to the source that owns the row through the same entry points
/// the UIKit bridges use. Platform-free: a `List` view renders ``sections`` and calls the
/// actions; this model is what it needs, checked here without SwiftUI.
///
/// It becomes the data source's sink (through its ``RowIdentities``), so each batch changes
/// ``sections``, which is observable. Making a second model for the same data source (as a
/// SwiftUI view's initializer does on every update of its parent) reuses the identities the
/// first one put there, so the rows keep their identities.
///
/// **What a render costs.** ``sections`` costs O(*s*): each section's ``Rows`` produce their
/// identities on access (O(1) each in order) rather than copying them, and a row's content is
/// asked (``state(of:)``) by the view that draws it. So a `List`, which reads every row's id
/// and builds the rows on screen, pays for the ids and those rows, as over a plain array.
///
/// ```swift
/// let model = ListModel(dataSource: screen)
/// // List { ForEach(model.sections) { section in
/// //   Section { ForEach(section.rows) { row in Text(model.state(of: row).content.title) } } } }
/// try model.select(row)
/// try model.move(from: IndexSet(integer: 3), to: 0, in: section.id)   // a List's onMove
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class ListModel {
  /// A section: its identity, its rows, and its header and footer when asked.
  public struct Section: Identifiable {
    public let id: SectionIdentity
    /// Where the section was when ``ListModel/sections`` was read.
    public let index: Int
    /// Its rows' identities and positions, produced on access.
    public let rows: Rows
    let dataSource: any DataSourceProtocol

    /// The header (``DataSourceProtocol/headerContent(inSection:)``), asked when read.
    @MainActor public var header: HeaderFooterContent? {
      dataSource.headerContent(inSection: index)
    }

    /// The footer (``DataSourceProtocol/footerContent(inSection:)``), asked when read.
    @MainActor public var footer: HeaderFooterContent? {
      dataSource.footerContent(inSection: index)
    }
  }

  /// A section's rows as the table showed them when ``ListModel/sections`` was read: each
  /// ``Row`` is made when read, from the section's ``RowIdentities/Rows``.
  ///
  /// - Complexity: O(1) a row in order (a `ForEach` reading every row's id costs O(*n*));
  ///   O(log *n*) expected a row at random.
  public struct Rows: RandomAccessCollection {
    /// The rows' identities, read for each ``Row``.
    let identities: RowIdentities.Rows
    let section: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { identities.count }

    public subscript(position: Int) -> Row {
      Row(id: identities[position], path: TablePath(section: section, row: position))
    }
  }

  /// A row: its identity (stable while it lives, as `ForEach` needs) and where it was. What it
  /// shows is asked of the model when the row is drawn: ``ListModel/state(of:)``.
  public struct Row: Identifiable {
    public let id: RowIdentity
    /// Where the row was when ``ListModel/sections`` was read (the table's coordinates then);
    /// the model finds the row by ``id``, wherever it is when asked.
    public let path: TablePath
  }

  /// The screen.
  public let dataSource: any DataSourceProtocol
  /// The identities of its sections and rows.
  public let identities: RowIdentities
  /// ``dataSource`` when it is a stack, whose rows' owners ``state(of:)`` resolves: cast once.
  private let stack: SectionGroupStack?

  /// Shows `dataSource`: its ``RowIdentities`` become its sink, in front of `downstream` (a
  /// UIKit table's sink, say) or, without one, in front of the sink it had.
  ///
  /// When the data source's sink already is a ``RowIdentities`` of this data source, the model
  /// reuses it (and gives it `downstream`, when not `nil`): a SwiftUI view can make its model in
  /// its initializer.
  ///
  /// - Complexity: O(1) when reusing identities, else O(*n*) for the rows.
  public init(dataSource: any DataSourceProtocol, downstream: (any TableSink)? = nil) {
    self.dataSource = dataSource
    stack = dataSource as? SectionGroupStack
    if let existing = dataSource.sink as? RowIdentities, existing.dataSource === dataSource {
      identities = existing
      if let downstream { existing.downstream = downstream }
      return
    }
    identities = RowIdentities(dataSource: dataSource, downstream: downstream ?? dataSource.sink)
    dataSource.sink = identities
  }

  /// The sections as the table shows them now; observing it observes ``identities``. Rows,
  /// headers and footers are read when asked, so a `List` that builds only the rows on screen
  /// pays for those (and reads every row's id, O(1) each in order).
  ///
  /// - Complexity: O(*s*) for the sections.
  public var sections: [Section] {
    identities.sections.enumerated().map { index, section in
      Section(
        id: section.id, index: index, rows: Rows(identities: section.rows, section: index),
        dataSource: dataSource)
    }
  }

  /// What a row shows and what the user may do with it, as its owner answers them.
  public struct RowState: Equatable {
    /// The row's ``DataSourceProtocol/rowContent(at:)``, or for a row without one, its item's
    /// description as the title.
    public let content: RowContent
    /// Whether the user can delete the row (``DataSourceProtocol/canEditRow(at:)``).
    public let canDelete: Bool
    /// Whether the user can drag the row (``DataSourceProtocol/canMoveRow(at:)``).
    public let canMove: Bool
  }

  /// What `row` shows and whether it can be deleted or moved, asked of the data source that
  /// owns it (through a stack's nesting and pins, found once for all three); an empty title
  /// that cannot be deleted or moved for a row no longer in the table, or one the app's open
  /// transaction deleted (``DataSourceProtocol/currentPath(ofShownRow:)``).
  ///
  /// - Complexity: O(log *n*) expected to check that the row is still at ``Row/path`` (as in
  ///   the render that read it; O(1) after a nearby row's, until the next batch), plus the
  ///   stack's resolve and the owner's answers; O(*n*) to find a row that moved.
  public func state(of row: Row) -> RowState {
    answers(for: row, swipeActions: false).state
  }

  /// What a `StackedList` row reads when SwiftUI builds it: its ``RowState`` and its swipe
  /// actions on both edges (``swipeActions(for:edge:)``), the row and its owner found once for
  /// all of them.
  package struct RowRender {
    package let state: RowState
    package let leadingActions: [RowAction]
    package let trailingActions: [RowAction]
  }

  /// ``state(of:)`` and the swipe actions of `row` on the leading and trailing edges, as
  /// ``swipeActions(for:edge:)`` gives them, in one lookup of the row and its owner.
  ///
  /// - Complexity: As ``state(of:)``, plus the owner's swipe actions.
  package func render(of row: Row) -> RowRender {
    answers(for: row, swipeActions: true)
  }

  /// The owner's answers for `row`: its state, and its swipe actions when asked.
  private func answers(for row: Row, swipeActions: Bool) -> RowRender {
    // The row is where the list shows it, the layout of the last batch; while the app's
    // transaction is open the data source's layout holds changes the list has not been sent.
    guard let shown = try? path(of: row), let path = dataSource.currentPath(ofShownRow: shown)
    else {
      return RowRender(
        state: RowState(content: RowContent(""), canDelete: false, canMove: false),
        leadingActions: [], trailingActions: [])
    }
    let (owner, local) = owner(of: path)
    if let source = owner as? any ListRowStateSource,
      let answers = source.listRowAnswers(at: local, swipeActions: swipeActions)
    {
      return RowRender(
        state: RowState(
          content: answers.content, canDelete: answers.canDelete, canMove: answers.canMove),
        leadingActions: answers.leadingActions, trailingActions: answers.trailingActions)
    }
    let content =
      owner.rowContent(at: local)
      ?? RowContent(owner.item(at: local).map { String(describing: $0.base) } ?? "")
    let state = RowState(
      content: content, canDelete: owner.canEditRow(at: local),
      canMove: owner.canMoveRow(at: local))
    guard swipeActions else {
      return RowRender(state: state, leadingActions: [], trailingActions: [])
    }
    return RowRender(
      state: state, leadingActions: owner.swipeActions(at: local, edge: .leading),
      trailingActions: owner.swipeActions(at: local, edge: .trailing))
  }

  /// Where the section with identity `section` is now.
  func index(of section: SectionIdentity) throws(DataSourceError) -> Int {
    guard let index = identities.sections.firstIndex(where: { $0.id == section }) else {
      throw .sectionOutOfRange(
        dataSource: dataSource.name, section: -1, sectionCount: dataSource.numberOfSections)
    }
    return index
  }

  /// The data source that owns the row at `path`, through a stack's nesting and pins, and the
  /// row's path there; ``dataSource`` and `path` when it is not a stack, or has no such row
  /// (its answers are then its own).
  private func owner(of path: TablePath) -> (dataSource: any DataSourceProtocol, path: TablePath) {
    if let stack, let resolved = stack.resolve(path) { return (resolved.dataSource, resolved.path) }
    return (dataSource, path)
  }

  /// Where `row` is now: where it was, as it usually still is, or where its identity went.
  func path(of row: Row) throws(DataSourceError) -> TablePath {
    if identities.identity(at: row.path) == row.id { return row.path }
    return try path(of: row.id)
  }

  /// Where the row with `identity` is now.
  func path(of identity: RowIdentity) throws(DataSourceError) -> TablePath {
    for (index, section) in identities.sections.enumerated() {
      if let position = section.rows.firstIndex(of: identity) {
        return TablePath(section: index, row: position)
      }
    }
    throw gone()
  }

  /// The error for a row that is no longer in the table.
  func gone() -> DataSourceError {
    .rowOutOfRange(dataSource: dataSource.name, row: -1, section: -1, rowCount: 0)
  }
}
