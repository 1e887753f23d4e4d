#if canImport(UIKit) && !os(watchOS)
  import StackedDataSources
  import UIKit

  /// A ``TableSink`` that passes every call on to a `UITableView`, one to one.
  ///
  /// `UITableView`'s batch API is the model of ``TableSink``, so there is nothing to translate
  /// but types: ``TablePath`` becomes `IndexPath` and ``RowAnimation`` becomes
  /// `UITableView.RowAnimation`. Coordinate spaces are UIKit's own (deletes, reloads and move
  /// sources before the batch; inserts and move destinations after it).
  ///
  /// ```swift
  /// let sink = TableViewSink(tableView: tableView)
  /// stack.sink = sink
  /// ```
  @MainActor
  public final class TableViewSink: TableSink {
    /// The table that receives the calls; held weakly, so the sink never keeps it alive.
    public weak var tableView: UITableView?

    /// Creates a sink for `tableView`.
    public init(tableView: UITableView?) {
      self.tableView = tableView
    }

    public func beginUpdates() { tableView?.beginUpdates() }

    public func endUpdates() { tableView?.endUpdates() }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      tableView?.insertSections(sections, with: UITableView.RowAnimation(animation))
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      tableView?.deleteSections(sections, with: UITableView.RowAnimation(animation))
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      tableView?.reloadSections(sections, with: UITableView.RowAnimation(animation))
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
      tableView?.moveSection(section, toSection: newSection)
    }

    public func insertRows(at paths: [TablePath], with animation: RowAnimation) {
      tableView?.insertRows(
        at: paths.map { IndexPath($0) }, with: UITableView.RowAnimation(animation))
    }

    public func deleteRows(at paths: [TablePath], with animation: RowAnimation) {
      tableView?.deleteRows(
        at: paths.map { IndexPath($0) }, with: UITableView.RowAnimation(animation))
    }

    public func reloadRows(at paths: [TablePath], with animation: RowAnimation) {
      tableView?.reloadRows(
        at: paths.map { IndexPath($0) }, with: UITableView.RowAnimation(animation))
    }

    public func moveRow(at path: TablePath, to newPath: TablePath) {
      tableView?.moveRow(at: IndexPath(path), to: IndexPath(newPath))
    }

    public func reloadData() { tableView?.reloadData() }
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
