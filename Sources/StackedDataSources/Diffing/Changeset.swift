import Foundation

/// The net change between two versions of a table, as one batch of sink calls.
///
/// A data source's transaction, the ``SectionGroupStack`` and the diff engine all produce a
/// `Changeset`; ``emit(to:animation:)`` sends it to a ``TableSink`` as exactly one
/// `beginUpdates` … `endUpdates`, or sends nothing when it is empty.
///
/// Coordinate spaces follow UIKit: `deletedSections`, `deletedRows`, and the `from` of moves and
/// reloads are positions **before** the batch; `insertedSections`, `insertedRows`, and the `to`
/// of moves and reloads are positions **after** it. A reload keeps both positions so that
/// ``normalizedForUIKit()`` can tell whether UIKit will place it correctly.
public struct Changeset: Hashable, Sendable {
  /// A move of a section or a row: `from` in the table before the batch, `to` in the table
  /// after it.
  public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the batch.
    public var from: Index
    /// The position after the batch.
    public var to: Index

    /// Creates a move.
    public init(from: Index, to: Index) {
      self.from = from
      self.to = to
    }
  }

  /// A section move: an index before the batch to an index after it.
  public typealias SectionMove = Move<Int>
  /// A row move: a path before the batch to a path after it.
  public typealias RowMove = Move<TablePath>

  /// Sections deleted, before the batch.
  public var deletedSections = IndexSet()
  /// Sections inserted, after the batch.
  public var insertedSections = IndexSet()
  /// Sections moved.
  public var movedSections: [SectionMove] = []
  /// Sections reloaded: `from` before, `to` after.
  public var reloadedSections: [SectionMove] = []
  /// Rows deleted, before the batch.
  public var deletedRows: [TablePath] = []
  /// Rows inserted, after the batch.
  public var insertedRows: [TablePath] = []
  /// Rows moved.
  public var movedRows: [RowMove] = []
  /// Rows reloaded in place: `from` before, `to` after.
  public var reloadedRows: [RowMove] = []
  /// Rows whose content changed in place (same identity), after the batch; a row may also
  /// have moved.
  ///
  /// A table sends them **after** the batch, as one `reconfigureRows(at:)` in the table's new
  /// coordinates, so that the cell updates in place even when the row also moves (UIKit cannot
  /// reload a moving row within a batch).
  public var reconfiguredRows: [TablePath] = []

  /// Creates an empty changeset.
  public init() {}

  /// Whether the changeset has no change at all.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && movedRows.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty
  }

  /// The number of individual operations (each section, row, move, reload or reconfigure counts
  /// one).
  public var operationCount: Int {
    deletedSections.count + insertedSections.count + movedSections.count
      + reloadedSections.count + deletedRows.count + insertedRows.count + movedRows.count
      + reloadedRows.count + reconfiguredRows.count
  }
}

/// Internal shorthands for the nested move types.
typealias SectionMove = Changeset.SectionMove
typealias RowMove = Changeset.RowMove
