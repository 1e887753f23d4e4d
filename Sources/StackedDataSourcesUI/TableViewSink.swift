#if canImport(UIKit) && !os(watchOS)
  import StackedDataSources
  import UIKit

  /// A ``TableSink`` that drives a `UITableView`.
  ///
  /// `UITableView`'s batch API is the model of ``TableSink``, so there is little to translate
  /// but types: ``TablePath`` becomes `IndexPath` and ``RowAnimation`` becomes
  /// `UITableView.RowAnimation`; a reconfigure is `reconfigureRows(at:)`. Coordinate spaces are UIKit's own (deletes, reloads and move
  /// sources before the batch; inserts and move destinations after it).
  ///
  /// The sink collects each batch and makes it in one `performBatchUpdates(_:completion:)`, so
  /// that ``afterUpdates(_:)`` can run a data source's completion when the animations end. Two
  /// cases reload the table instead of animating (`BatchBuffer` in the core): a `reloadData()`
  /// inside a batch (UIKit would defer it and not animate the batch), and a table that is not in
  /// a window, whose row counts UIKit would read only when the batch begins, after the model
  /// changed (the UIKit batch rules article in StackedDataSources, rules 26 and 30).
  ///
  /// ```swift
  /// stack.sink = TableViewSink(tableView: tableView)
  /// ```
  @MainActor
  public final class TableViewSink: TableUpdateSink {
    /// The table that receives the calls; held weakly, so the sink never keeps it alive.
    public weak var tableView: UITableView?

    private var buffer = BatchBuffer()
    private var completions = AnimationCompletions()

    /// Creates a sink for `tableView`.
    public init(tableView: UITableView?) {
      self.tableView = tableView
    }

    /// Takes one call; see ``TableUpdateSink``.
    public func receive(_ update: TableUpdate) { flush(buffer.receive(update)) }

    /// Runs `completion` when the batches sent so far have finished animating.
    public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
      if !completions.keep(completion) { completion() }
    }

    private func flush(_ flush: BatchBuffer.Flush?) {
      guard let flush, let tableView else { return }
      guard case .updates(let updates) = flush, tableView.window != nil else {
        tableView.reloadData()
        return
      }
      completions.started()
      tableView.performBatchUpdates {
        for update in updates { Self.make(update, on: tableView) }
      } completion: { [weak self] _ in
        self?.finishedAnimating()
      }
    }

    private func finishedAnimating() {
      for completion in completions.finished() { completion() }
    }

    private static func make(_ update: TableUpdate, on view: UITableView) {
      switch update {
      case .beginUpdates, .endUpdates, .reloadData: break
      case .insertSections(let s, let a): view.insertSections(s, with: UITableView.RowAnimation(a))
      case .deleteSections(let s, let a): view.deleteSections(s, with: UITableView.RowAnimation(a))
      case .reloadSections(let s, let a): view.reloadSections(s, with: UITableView.RowAnimation(a))
      case .moveSection(let from, let to): view.moveSection(from, toSection: to)
      case .insertRows(let p, let a):
        view.insertRows(at: p.map { IndexPath($0) }, with: UITableView.RowAnimation(a))
      case .deleteRows(let p, let a):
        view.deleteRows(at: p.map { IndexPath($0) }, with: UITableView.RowAnimation(a))
      case .reloadRows(let p, let a):
        view.reloadRows(at: p.map { IndexPath($0) }, with: UITableView.RowAnimation(a))
      case .moveRow(let from, let to): view.moveRow(at: IndexPath(from), to: IndexPath(to))
      case .reconfigureRows(let p): view.reconfigureRows(at: p.map { IndexPath($0) })
      }
    }
  }

  extension UITableView.RowAnimation {
    /// The `UITableView` animation of the same name.
    public init(_ animation: RowAnimation) {
      switch animation {
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .none: self = .none
      case .middle: self = .middle
      case .automatic: self = .automatic
      }
    }
  }
#endif
