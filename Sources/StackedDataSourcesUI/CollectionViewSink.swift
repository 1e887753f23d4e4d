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
  /// layout. Reconfigured rows are `reconfigureItems(at:)`. Animations are ignored: the layout
  /// animates.
  ///
  /// ```swift
  /// stack.sink = CollectionViewSink(collectionView: collectionView)
  /// ```
  @MainActor
  public final class CollectionViewSink: TableUpdateSink {
    /// The collection view that receives the calls; held weakly.
    public weak var collectionView: UICollectionView?

    private var buffer = BatchBuffer()
    private var completions = AnimationCompletions()

    /// Creates a sink for `collectionView`.
    public init(collectionView: UICollectionView?) {
      self.collectionView = collectionView
    }

    /// Takes one call; see ``TableUpdateSink``.
    public func receive(_ update: TableUpdate) { flush(buffer.receive(update)) }

    /// Runs `completion` when the batches sent so far have finished animating.
    public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
      if !completions.keep(completion) { completion() }
    }

    private func flush(_ flush: BatchBuffer.Flush?) {
      guard let flush, let collectionView else { return }
      guard case .updates(let updates) = flush, collectionView.window != nil else {
        collectionView.reloadData()
        return
      }
      completions.started()
      collectionView.performBatchUpdates {
        for update in updates { Self.make(update, on: collectionView) }
      } completion: { [weak self] _ in
        self?.finishedAnimating()
      }
    }

    private func finishedAnimating() {
      for completion in completions.finished() { completion() }
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
