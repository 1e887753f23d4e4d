#if canImport(UIKit) && !os(watchOS)
  import StackedDataSources
  import UIKit

  /// A ``TableSink`` that drives a `UITableView`.
  ///
  /// `UITableView`'s batch API is the model of ``TableSink``, so there is little to translate
  /// but types: ``TablePath`` becomes `IndexPath` and ``RowAnimation`` becomes
  /// `UITableView.RowAnimation`. Coordinate spaces are UIKit's own (deletes, reloads and move
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
  public final class TableViewSink: TableSink {
    /// The table that receives the calls; held weakly, so the sink never keeps it alive.
    public weak var tableView: UITableView?

    private var buffer = BatchBuffer()
    private var animating = 0
    private var waiting: [@MainActor () -> Void] = []

    /// Creates a sink for `tableView`.
    public init(tableView: UITableView?) {
      self.tableView = tableView
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

    /// Refreshes the rows' cells in place (`reconfigureRows(at:)`).
    public func reconfigureRows(at paths: [TablePath]) {
      flush(buffer.receive(.reconfigureRows(paths)))
    }

    public func reloadData() { flush(buffer.reloadData()) }

    /// Runs `completion` when the batches sent so far have finished animating.
    public func afterUpdates(_ completion: @escaping @MainActor () -> Void) {
      if animating == 0 { completion() } else { waiting.append(completion) }
    }

    private func flush(_ flush: BatchBuffer.Flush?) {
      guard let flush, let tableView else { return }
      guard case .updates(let updates) = flush, tableView.window != nil else {
        tableView.reloadData()
        return
      }
      animating += 1
      tableView.performBatchUpdates {
        for update in updates { Self.make(update, on: tableView) }
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
