#if canImport(UIKit) && !os(watchOS)
  import StackedDataSources
  import UIKit

  /// A ``TableSink`` that drives a `UICollectionView`: sections are sections, rows are items.
  ///
  /// A collection view has no `beginUpdates()`/`endUpdates()`, only `performBatchUpdates(_:)`
  /// (rule 31 of the UIKit batch rules article in StackedDataSources), so the sink is a two-state machine:
  ///
  /// - **idle** (depth 0): a content call is a batch of its own, sent in one
  ///   `performBatchUpdates`; ``reloadData()`` calls the view's `reloadData()`;
  /// - **batching** (depth > 0, from the outermost ``beginUpdates()``): calls are buffered; the
  ///   outermost ``endUpdates()`` replays them, in order, inside ONE `performBatchUpdates`.
  ///   Coordinates need no translation: inside one batch a collection view reads deletes
  ///   before and inserts after the batch, like a table view. A ``reloadData()`` while
  ///   batching replaces the whole batch with one `reloadData()` at its end, since UIKit
  ///   discourages reloading inside a batch (rule 29).
  ///
  /// An unbalanced ``endUpdates()`` is ignored. Animations are ignored: the layout animates.
  ///
  /// ```swift
  /// stack.sink = CollectionViewSink(collectionView: collectionView)
  /// ```
  @MainActor
  public final class CollectionViewSink: TableSink {
    /// The collection view that receives the calls; held weakly.
    public weak var collectionView: UICollectionView?

    /// The nesting depth of the open batch; 0 when idle.
    private var depth = 0
    /// The content calls of the open batch, in order.
    private var pending: [TableUpdate] = []
    /// Whether ``reloadData()`` was called in the open batch.
    private var reloadsAtEnd = false

    /// Creates a sink for `collectionView`.
    public init(collectionView: UICollectionView?) {
      self.collectionView = collectionView
    }

    public func beginUpdates() { depth += 1 }

    public func endUpdates() {
      guard depth > 0 else { return }
      depth -= 1
      guard depth == 0 else { return }
      let updates = pending
      let reloads = reloadsAtEnd
      pending = []
      reloadsAtEnd = false
      if reloads {
        collectionView?.reloadData()
      } else if !updates.isEmpty {
        send(updates)
      }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      receive(.insertSections(sections, animation))
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      receive(.deleteSections(sections, animation))
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      receive(.reloadSections(sections, animation))
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
      receive(.moveSection(section, to: newSection))
    }

    public func insertRows(at paths: [TablePath], with animation: RowAnimation) {
      receive(.insertRows(paths, animation))
    }

    public func deleteRows(at paths: [TablePath], with animation: RowAnimation) {
      receive(.deleteRows(paths, animation))
    }

    public func reloadRows(at paths: [TablePath], with animation: RowAnimation) {
      receive(.reloadRows(paths, animation))
    }

    public func moveRow(at path: TablePath, to newPath: TablePath) {
      receive(.moveRow(path, to: newPath))
    }

    public func reloadData() {
      if depth > 0 { reloadsAtEnd = true } else { collectionView?.reloadData() }
    }

    /// Buffers a content call while batching; sends it as its own batch when idle.
    private func receive(_ update: TableUpdate) {
      if depth > 0 { pending.append(update) } else { send([update]) }
    }

    /// Makes `updates` inside one `performBatchUpdates`.
    private func send(_ updates: [TableUpdate]) {
      guard let collectionView else { return }
      collectionView.performBatchUpdates({
        for update in updates { Self.make(update, on: collectionView) }
      })
    }

    private static func make(_ update: TableUpdate, on view: UICollectionView) {
      switch update {
      case .beginUpdates, .endUpdates, .reloadData: break
      case .insertSections(let s, _): view.insertSections(s)
      case .deleteSections(let s, _): view.deleteSections(s)
      case .reloadSections(let s, _): view.reloadSections(s)
      case .moveSection(let from, let to): view.moveSection(from, toSection: to)
      case .insertRows(let p, _): view.insertItems(at: p.map { IndexPath($0) })
      case .deleteRows(let p, _): view.deleteItems(at: p.map { IndexPath($0) })
      case .reloadRows(let p, _): view.reloadItems(at: p.map { IndexPath($0) })
      case .moveRow(let from, let to): view.moveItem(at: IndexPath(from), to: IndexPath(to))
      }
    }
  }
#endif
