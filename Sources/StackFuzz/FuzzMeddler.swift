import Foundation
import StackedDataSources

/// The fuzz test's root sink: passes every call on to the validators, and now and then, from
/// inside a batch's calls, edits a random data source of the tree — what UIKit forbids and a
/// table delegate sometimes does — or opens a transaction on a random node at any depth and edits
/// inside it. Edits that can fail must be refused with ``DataSourceError/Code/editDuringBatch``
/// and change nothing; edits that cannot fail are applied after the batch, as a batch of their
/// own. The validators then check that the batch and the table stayed legal.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FuzzMeddler: TableSink {
  let downstream: any TableSink
  weak var fuzzer: StackFuzzer?
  private var depth = 0
  /// The rows the batch being delivered has deleted so far (in the table's coordinates before
  /// it), for the user to act on from inside it.
  private(set) var deletedRows: [TablePath] = []

  init(downstream: any TableSink) {
    self.downstream = downstream
  }

  /// Meddles, now and then: most often as the batch opens, sometimes from a later call.
  private func maybeMeddle(atBegin: Bool) {
    guard let fuzzer else { return }
    let chance = atBegin ? fuzzer.meddleChance : fuzzer.meddleChance / 4
    if fuzzer.random.chance(chance) { fuzzer.meddle() }
  }

  func beginUpdates() {
    downstream.beginUpdates()
    if depth == 0 { deletedRows = [] }
    depth += 1
    if depth == 1 { maybeMeddle(atBegin: true) }
  }
  func endUpdates() {
    depth -= 1
    downstream.endUpdates()
  }
  func insertSections(_ s: IndexSet, with a: RowAnimation) {
    downstream.insertSections(s, with: a)
    maybeMeddle(atBegin: false)
  }
  func deleteSections(_ s: IndexSet, with a: RowAnimation) { downstream.deleteSections(s, with: a) }
  func reloadSections(_ s: IndexSet, with a: RowAnimation) { downstream.reloadSections(s, with: a) }
  func moveSection(_ s: Int, toSection t: Int) { downstream.moveSection(s, toSection: t) }
  func insertRows(at p: [TablePath], with a: RowAnimation) {
    downstream.insertRows(at: p, with: a)
    maybeMeddle(atBegin: false)
  }
  func deleteRows(at p: [TablePath], with a: RowAnimation) {
    downstream.deleteRows(at: p, with: a)
    deletedRows += p
    // UIKit ends the editing of a field whose row the batch deletes, from inside the batch.
    if let fuzzer, fuzzer.random.chance(fuzzer.meddleChance / 2) { fuzzer.inputDuringDelivery() }
    maybeMeddle(atBegin: false)
  }
  func reloadRows(at p: [TablePath], with a: RowAnimation) { downstream.reloadRows(at: p, with: a) }
  func moveRow(at p: TablePath, to q: TablePath) {
    downstream.moveRow(at: p, to: q)
    maybeMeddle(atBegin: false)
  }
  func reconfigureRows(at p: [TablePath]) {
    downstream.reconfigureRows(at: p)
    // Sent after the batch's end, still inside the delivery.
    maybeMeddle(atBegin: false)
  }
  func reloadData() { downstream.reloadData() }
}

/// The root's news of the user's input goes on to the validators, as every sink of a chain
/// passes it on.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension FuzzMeddler: UserInputFollower {
  func userChangedControl(at path: TablePath) {
    (downstream as? any UserInputFollower)?.userChangedControl(at: path)
  }

  func userInputSettled(at paths: [TablePath]) {
    (downstream as? any UserInputFollower)?.userInputSettled(at: paths)
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// From inside a batch: one edit, or a transaction opened on a random node (any depth) with
  /// one to three edits inside it. Edits that can fail are refused; the others are applied after
  /// the batch, and the transaction's completion runs after their batch.
  func meddle() {
    // The edit being delivered may have removed an anchor row, and the groups pinned under it
    // with it: they are on their own now, and may change freely.
    FuzzModel.prune(root)
    cover { $0.meddles += 1 }
    if random.chance(0.1) { return inputDuringDelivery() }
    guard random.chance(0.5) else { return meddleEdit() }
    let host = pickHost()
    trace?("  transaction on \(host.dataSource.name) from inside a batch")
    cover {
      $0.transactionsFromSinkCalls += 1
      $0.callbackTransactionDepths.insert(host.depth)
    }
    openTransaction(on: host) {
      for _ in 0..<random.int(1...3) { meddleEdit() }
    }
  }

  /// One edit from inside a batch: refused if it can fail, applied after the batch if not.
  private func meddleEdit() {
    let node = pickNode()
    trace?("  meddle with \(node.dataSource.name) from inside a batch")
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
    if random.chance(0.15), changePlaceholder(of: node) { return }
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
    case .fetched(_, let store):
      try? store.insert(newObject())
    case .sectioned(let source) where !source.sections.isEmpty:
      expectRefusal("an insertion") {
        try source.insert(item(), at: TablePath(section: 0, row: 0))
      }
    case .followed(let follow):
      // The model changes while the table applies a batch; the follow applies it later.
      cover { $0.followedEditsFromSinkCalls += 1 }
      editModel(of: follow)
      if random.chance(0.3) { follow.following.flush() }
    case .sectioned, .expanding, .outline:
      break
    }
  }

  /// Runs `body` inside a transaction opened on `node`: `performBatchUpdates` with a completion
  /// that must run (checked after the step), or `beginUpdates` and `endUpdates`.
  func openTransaction(on node: FuzzNode, _ body: () -> Void) {
    let source = node.dataSource
    if random.chance(0.5) {
      pendingCompletions += 1
      source.performBatchUpdates(body) { [unowned self] in pendingCompletions -= 1 }
    } else {
      source.beginUpdates()
      body()
      do { try source.endUpdates() } catch {
        callbackFailure = "endUpdates on \(source.name) threw \(error)"
      }
    }
  }
}
