import Foundation
import StackedDataSources

/// The fuzz test's root sink: passes every call on to the validators, and now and then, from
/// inside a batch's `beginUpdates()`, edits a random data source of the tree — what UIKit
/// forbids and a table delegate sometimes does. Edits that can fail must be refused with
/// ``DataSourceError/Code/editDuringBatch`` and change nothing; edits that cannot fail are
/// applied after the batch. The validators then check that the batch and the table stayed legal.
@MainActor
final class FuzzMeddler: TableSink {
  let downstream: any TableSink
  weak var fuzzer: StackFuzzer?
  private var depth = 0

  init(downstream: any TableSink) {
    self.downstream = downstream
  }

  func beginUpdates() {
    downstream.beginUpdates()
    depth += 1
    if depth == 1, let fuzzer, fuzzer.random.chance(fuzzer.meddleChance) { fuzzer.meddle() }
  }
  func endUpdates() {
    depth -= 1
    downstream.endUpdates()
  }
  func insertSections(_ s: IndexSet, with a: RowAnimation) { downstream.insertSections(s, with: a) }
  func deleteSections(_ s: IndexSet, with a: RowAnimation) { downstream.deleteSections(s, with: a) }
  func reloadSections(_ s: IndexSet, with a: RowAnimation) { downstream.reloadSections(s, with: a) }
  func moveSection(_ s: Int, toSection t: Int) { downstream.moveSection(s, toSection: t) }
  func insertRows(at p: [TablePath], with a: RowAnimation) { downstream.insertRows(at: p, with: a) }
  func deleteRows(at p: [TablePath], with a: RowAnimation) { downstream.deleteRows(at: p, with: a) }
  func reloadRows(at p: [TablePath], with a: RowAnimation) { downstream.reloadRows(at: p, with: a) }
  func moveRow(at p: TablePath, to q: TablePath) { downstream.moveRow(at: p, to: q) }
  func reconfigureRows(at p: [TablePath]) { downstream.reconfigureRows(at: p) }
  func reloadData() { downstream.reloadData() }
}

extension StackFuzzer {
  /// One edit from inside a batch: refused if it can fail, applied after the batch if not.
  func meddle() {
    // The edit being delivered may have removed an anchor row, and the groups pinned under it
    // with it: they are on their own now, and may change freely.
    FuzzModel.prune(root)
    let node = FuzzModel.nodes(under: root)[random.int(0..<FuzzModel.nodes(under: root).count)]
    trace?("  meddle with \(node.dataSource.name) from inside a batch")
    cover { $0.meddles += 1 }
    func expectRefusal(_ what: String, _ edit: () throws -> Void) {
      let before = FuzzModel.table(of: node.dataSource)
      do {
        try edit()
        // Right only if the node has just left the tree (the edit being delivered unpinned or
        // removed it, and the model has not caught up yet): checked after the step.
        acceptedMeddles.append((node, what))
      } catch let error as DataSourceError where error.code == .editDuringBatch {
        if FuzzModel.table(of: node.dataSource) != before {
          meddleFailure = "\(what), refused, changed \(node.dataSource.name)"
        }
      } catch {
        meddleFailure = "\(what) from inside a batch threw \(error)"
      }
    }
    switch node.kind {
    case .array(let source):
      if random.chance(0.5) || source.count == 0 {
        source.append(item())
      } else {
        expectRefusal("a removal") { try source.remove(at: 0) }
      }
    case .stack(let stack):
      expectRefusal("adding a group") { try stack.append(ArrayDataSource(["m"], name: "meddled")) }
    case .snapshot(let source):
      source.setSnapshot(rewritten(source))
    case .sectioned(let source) where !source.sections.isEmpty:
      expectRefusal("an insertion") {
        try source.insert(item(), at: TablePath(section: 0, row: 0))
      }
    case .sectioned, .expanding, .outline, .fetched:
      break
    }
  }
}
