import Foundation

/// One call made to a ``TableSink``, as a value.
///
/// A ``RecordingSink`` stores the calls it receives as `TableUpdate`s so that a test can compare
/// them with an expected list. The coordinate space of each case is the one of the matching
/// ``TableSink`` method: deletes, reloads and move sources are in the table *before* the batch;
/// inserts and move destinations are in the table *after* it.
///
/// ```swift
/// #expect(recorder.updates == [
///   .beginUpdates,
///   .insertRows([TablePath(section: 0, row: 2)], .automatic),
///   .endUpdates,
/// ])
/// ```
public enum TableUpdate: Hashable, Sendable {
  /// Opens a batch (`beginUpdates`).
  case beginUpdates
  /// Closes a batch (`endUpdates`).
  case endUpdates
  /// Sections inserted, in after-batch coordinates.
  case insertSections(IndexSet, RowAnimation)
  /// Sections deleted, in before-batch coordinates.
  case deleteSections(IndexSet, RowAnimation)
  /// Sections reloaded, in before-batch coordinates.
  case reloadSections(IndexSet, RowAnimation)
  /// A section moved: `from` before the batch, `to` after it.
  case moveSection(Int, to: Int)
  /// Rows inserted, in after-batch coordinates.
  case insertRows([TablePath], RowAnimation)
  /// Rows deleted, in before-batch coordinates.
  case deleteRows([TablePath], RowAnimation)
  /// Rows reloaded, in before-batch coordinates.
  case reloadRows([TablePath], RowAnimation)
  /// A row moved: `from` before the batch, `to` after it.
  case moveRow(TablePath, to: TablePath)
  /// Rows whose cells show new content in place; the package sends it outside any batch, in
  /// the table's current coordinates.
  case reconfigureRows([TablePath])
  /// The whole table reloaded (`reloadData`).
  case reloadData
}

extension TableUpdate: CustomStringConvertible {
  /// A short line such as `insert rows [0, 2] [0, 3] (automatic)` or `move row [0, 1] → [0, 4]`.
  public var description: String {
    switch self {
    case .beginUpdates: "begin updates"
    case .endUpdates: "end updates"
    case .insertSections(let s, let a): "insert sections \(Self.list(s)) (\(a))"
    case .deleteSections(let s, let a): "delete sections \(Self.list(s)) (\(a))"
    case .reloadSections(let s, let a): "reload sections \(Self.list(s)) (\(a))"
    case .moveSection(let from, let to): "move section \(from) → \(to)"
    case .insertRows(let p, let a): "insert rows \(Self.list(p)) (\(a))"
    case .deleteRows(let p, let a): "delete rows \(Self.list(p)) (\(a))"
    case .reloadRows(let p, let a): "reload rows \(Self.list(p)) (\(a))"
    case .moveRow(let from, let to): "move row \(from) → \(to)"
    case .reconfigureRows(let p): "reconfigure rows \(Self.list(p))"
    case .reloadData: "reload data"
    }
  }

  private static func list(_ sections: IndexSet) -> String {
    sections.map(String.init).joined(separator: " ")
  }

  private static func list(_ paths: [TablePath]) -> String {
    paths.map(\.description).joined(separator: " ")
  }
}
