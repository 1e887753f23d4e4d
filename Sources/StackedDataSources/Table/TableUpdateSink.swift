import Foundation

/// A ``TableSink`` that takes every call as one ``TableUpdate`` value.
///
/// Conform and write ``receive(_:)``; the extension makes each ``TableSink`` call from the value
/// that describes it, so a sink that records or buffers calls is one method. The package's
/// ``RecordingSink`` and its UIKit and AppKit sinks are written this way. A sink that passes the
/// calls on to another one also passes on ``TableSink/afterUpdates(_:)``, as ``RecordingSink``
/// does: the default runs a completion at once, before the view behind has finished animating.
///
/// ```swift
/// final class LoggingSink: TableUpdateSink {
///   func receive(_ update: TableUpdate) { print(update) }
/// }
/// ```
///
/// Coordinate spaces are those of the ``TableSink`` call each value stands for.
@MainActor
public protocol TableUpdateSink: TableSink {
  /// Takes one call, as the value that describes it, in the order the calls arrive.
  func receive(_ update: TableUpdate)
}

extension TableUpdateSink {
  /// Receives ``TableUpdate/beginUpdates``.
  public func beginUpdates() { receive(.beginUpdates) }

  /// Receives ``TableUpdate/endUpdates``.
  public func endUpdates() { receive(.endUpdates) }

  /// Receives ``TableUpdate/insertSections(_:_:)``.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    receive(.insertSections(sections, animation))
  }

  /// Receives ``TableUpdate/deleteSections(_:_:)``.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    receive(.deleteSections(sections, animation))
  }

  /// Receives ``TableUpdate/reloadSections(_:_:)``.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    receive(.reloadSections(sections, animation))
  }

  /// Receives ``TableUpdate/moveSection(_:to:)``.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    receive(.moveSection(section, to: newSection))
  }

  /// Receives ``TableUpdate/insertRows(_:_:)``.
  public func insertRows(at paths: [TablePath], with animation: RowAnimation) {
    receive(.insertRows(paths, animation))
  }

  /// Receives ``TableUpdate/deleteRows(_:_:)``.
  public func deleteRows(at paths: [TablePath], with animation: RowAnimation) {
    receive(.deleteRows(paths, animation))
  }

  /// Receives ``TableUpdate/reloadRows(_:_:)``.
  public func reloadRows(at paths: [TablePath], with animation: RowAnimation) {
    receive(.reloadRows(paths, animation))
  }

  /// Receives ``TableUpdate/moveRow(_:to:)``.
  public func moveRow(at path: TablePath, to newPath: TablePath) {
    receive(.moveRow(path, to: newPath))
  }

  /// Receives ``TableUpdate/reconfigureRows(_:)``.
  public func reconfigureRows(at paths: [TablePath]) { receive(.reconfigureRows(paths)) }

  /// Receives ``TableUpdate/reloadData``.
  public func reloadData() { receive(.reloadData) }
}
