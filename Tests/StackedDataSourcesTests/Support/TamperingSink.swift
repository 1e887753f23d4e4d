import Foundation

@testable import StackedDataSources

/// A sink in front of another that rewrites what a data source sends it, to plant the bug a
/// content check must catch: each batch (or loose call) is collected as ``TableUpdate`` values,
/// passed through `tamper`, and sent on.
@MainActor
final class TamperingSink: TableSink {
  let downstream: any TableSink
  let tamper: ([TableUpdate]) -> [TableUpdate]
  private var depth = 0
  private var batch: [TableUpdate] = []

  init(downstream: any TableSink, tamper: @escaping ([TableUpdate]) -> [TableUpdate]) {
    self.downstream = downstream
    self.tamper = tamper
  }

  private func collect(_ update: TableUpdate) {
    batch.append(update)
    guard depth == 0 else { return }
    let updates = tamper(batch)
    batch = []
    for update in updates { downstream.apply(update) }
  }

  func beginUpdates() {
    depth += 1
    batch.append(.beginUpdates)
  }
  func endUpdates() {
    depth -= 1
    collect(.endUpdates)
  }
  func insertSections(_ s: IndexSet, with a: RowAnimation) { collect(.insertSections(s, a)) }
  func deleteSections(_ s: IndexSet, with a: RowAnimation) { collect(.deleteSections(s, a)) }
  func reloadSections(_ s: IndexSet, with a: RowAnimation) { collect(.reloadSections(s, a)) }
  func moveSection(_ s: Int, toSection t: Int) { collect(.moveSection(s, to: t)) }
  func insertRows(at p: [TablePath], with a: RowAnimation) { collect(.insertRows(p, a)) }
  func deleteRows(at p: [TablePath], with a: RowAnimation) { collect(.deleteRows(p, a)) }
  func reloadRows(at p: [TablePath], with a: RowAnimation) { collect(.reloadRows(p, a)) }
  func moveRow(at p: TablePath, to q: TablePath) { collect(.moveRow(p, to: q)) }
  func reconfigureRows(at p: [TablePath]) { collect(.reconfigureRows(p)) }
  func reloadData() { collect(.reloadData) }
}
