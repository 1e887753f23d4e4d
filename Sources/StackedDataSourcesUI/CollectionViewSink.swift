#if canImport(UIKit) && !os(watchOS)
  import StackedDataSources
  import UIKit

  /// A ``TableSink`` that drives a `UICollectionView`: sections are sections, rows are items.
  ///
  /// A collection view has no `beginUpdates()`/`endUpdates()`, only
  /// `performBatchUpdates(_:completion:)`, so the sink collects each batch and makes it in one
  /// `performBatchUpdates`; coordinates need no translation (inside one batch a collection view
  /// reads deletes before and inserts after the batch, like a table view). As ``TableViewSink``
  /// does, it reloads instead of animating for a `reloadData()` inside a batch and for a view
  /// that is not in a window — a known crash of collection views updated before their first
  /// layout. Animations are ignored: the layout animates.
  ///
  /// ```swift
  /// stack.sink = CollectionViewSink(collectionView: collectionView)
  /// ```
  @MainActor
  public final class CollectionViewSink: TableSink {
    /// The collection view that receives the calls; held weakly.
    public weak var collectionView: UICollectionView?

    private var buffer = BatchBuffer()
    private var animating = 0
    private var waiting: [@MainActor () -> Void] = []

    /// Creates a sink for `collectionView`.
    public init(collectionView: UICollectionView?) {
      self.collectionView = collectionView
    }

    public func beginUpdates() { buffer.begin() }

    public func endUpdates() { flush(buffer.end()) }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      flush(buffer.receive(.insertSections(sections, animation)))
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      flush(buffer.receive(.deleteSections(sections, animation)))
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      flush(buffer.receive(.reloadSections(sections, animation)))
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
      flush(buffer.receive(.moveSection(section, to: newSection)))
    }

    public func insertRows(at paths: [TablePath], with animation: RowAnimation) {
      flush(buffer.receive(.insertRows(paths, animation)))
    }

    public func deleteRows(at paths: [TablePath], with animation: RowAnimation) {
      flush(buffer.receive(.deleteRows(paths, animation)))
    }

    public func reloadRows(at paths: [TablePath], with animation: RowAnimation) {
      flush(buffer.receive(.reloadRows(paths, animation)))
    }

    public func moveRow(at path: TablePath, to newPath: TablePath) {
      flush(buffer.receive(.moveRow(path, to: newPath)))
    }

    /// Refreshes the items' cells in place (`reconfigureItems(at:)`).
    public func reconfigureRows(at paths: [TablePath]) {
      flush(buffer.receive(.reconfigureRows(paths)))
    }

    public func reloadData() { flush(buffer.reloadData()) }

    /// Runs `completion` when the batches sent so far have finished animating.
    public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
      if animating == 0 { completion() } else { waiting.append(completion) }
    }

    private func flush(_ flush: BatchBuffer.Flush?) {
      guard let flush, let collectionView else { return }
      guard case .updates(let updates) = flush, collectionView.window != nil else {
        collectionView.reloadData()
        return
      }
      animating += 1
      collectionView.performBatchUpdates {
        for update in updates { Self.make(update, on: collectionView) }
      } completion: { [weak self] _ in
        self?.finishedAnimating()
      }
    }

    private func finishedAnimating() {
      animating -= 1
      guard animating == 0 else { return }
      let done = waiting
      waiting = []
      for completion in done { completion() }
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
      case .reconfigureRows(let p): view.reconfigureItems(at: p.map { IndexPath($0) })
      }
    }
  }
#endif
