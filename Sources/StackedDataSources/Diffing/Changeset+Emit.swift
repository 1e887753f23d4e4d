import Foundation

extension Changeset {
  /// The sink calls that send this changeset as one batch, boundaries included, followed by one
  /// `reconfigureRows` outside the batch when rows changed in place; empty when the changeset is
  /// empty.
  ///
  /// Deletes come first (sections, then rows), then inserts, moves and reloads, each sorted
  /// ascending. UIKit re-sorts everything itself; the fixed order makes recordings predictable.
  /// The reconfigure follows the batch because its paths are the table's new ones and UIKit
  /// cannot refresh a moving row inside the batch that moves it.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  public func updates(animation: RowAnimation = .automatic) -> [TableUpdate] {
    var out: [TableUpdate] = []
    let followUp: [TableUpdate] =
      reconfiguredRows.isEmpty ? [] : [.reconfigureRows(reconfiguredRows.sorted())]
    guard operationCount > reconfiguredRows.count else { return followUp }
    out.append(.beginUpdates)
    if !deletedSections.isEmpty { out.append(.deleteSections(deletedSections, animation)) }
    if !insertedSections.isEmpty { out.append(.insertSections(insertedSections, animation)) }
    for move in movedSections.sorted(by: { $0.from < $1.from }) {
      out.append(.moveSection(move.from, to: move.to))
    }
    if !reloadedSections.isEmpty {
      out.append(.reloadSections(IndexSet(reloadedSections.map(\.from)), animation))
    }
    if !deletedRows.isEmpty { out.append(.deleteRows(deletedRows.sorted(), animation)) }
    if !insertedRows.isEmpty { out.append(.insertRows(insertedRows.sorted(), animation)) }
    for move in movedRows.sorted(by: { $0.from < $1.from }) {
      out.append(.moveRow(move.from, to: move.to))
    }
    if !reloadedRows.isEmpty {
      out.append(.reloadRows(reloadedRows.map(\.from).sorted(), animation))
    }
    out.append(.endUpdates)
    return out + followUp
  }

  /// Sends the changeset to `sink` as one batch (and a reconfigure after it), or does nothing
  /// when it is empty.
  ///
  /// - Complexity: O(*k* log *k*) for *k* operations.
  @MainActor
  public func emit(to sink: any TableSink, animation: RowAnimation = .automatic) {
    for update in updates(animation: animation) { sink.apply(update) }
  }
}
