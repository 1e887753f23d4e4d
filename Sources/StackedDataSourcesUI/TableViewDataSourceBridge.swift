#if canImport(UIKit) && !os(watchOS)
  import StackedDataSources
  import UIKit

  /// A `UITableViewDataSource` that serves any ``DataSourceProtocol``, typically a
  /// ``SectionGroupStack``.
  ///
  /// Counts, titles and the edit and move permissions are read straight from ``dataSource``.
  /// A cell is dequeued with the row's ``DataSourceProtocol/reuseIdentifier(at:)`` and handed to
  /// ``configure`` with the data source that **owns** the row and the row's **local** path
  /// there (``SectionGroupStack/resolve(_:)``), so each child configures cells in its own
  /// coordinates. A data source that is not a stack owns all its rows.
  ///
  /// ```swift
  /// let bridge = TableViewDataSourceBridge(dataSource: stack) { cell, owner, path, item in
  ///   cell.textLabel?.text = "\(item)"
  /// }
  /// tableView.dataSource = bridge  // a weak reference: keep `bridge` alive
  /// stack.sink = TableViewSink(tableView: tableView)
  /// ```
  @MainActor
  public final class TableViewDataSourceBridge: NSObject, UITableViewDataSource {
    /// The data source that owns a row and the row's path there: what
    /// ``SectionGroupStack/resolve(_:)`` answers, or the data source itself and the table path
    /// when it is not a stack. (A tuple, because ``ResolvedPath`` has no public initializer.)
    public typealias RowOwner = (dataSource: any DataSourceProtocol, path: TablePath)

    /// Configures a dequeued cell: the cell, the row's owner, its local path and its item.
    public typealias Configure =
      @MainActor (
        _ cell: UITableViewCell, _ owner: any DataSourceProtocol, _ path: TablePath,
        _ item: AnyHashable
      ) -> Void

    /// The data source served.
    public let dataSource: any DataSourceProtocol
    /// Configures every cell the table asks for.
    public var configure: Configure
    /// Called when the user deletes or inserts a row, with the row's owner and local path.
    ///
    /// The table has not changed yet: update the owner, which tells the sink.
    public var commitEditing:
      (@MainActor (UITableViewCell.EditingStyle, any DataSourceProtocol, TablePath) -> Void)?
    /// Called when the user has moved a row: the source's owner and local path, then the
    /// destination's, resolved in the current layout (`nil` past the end of the table).
    ///
    /// The table already shows the move: update the data without reporting it to the table.
    public var moveRow: (@MainActor (RowOwner, RowOwner?) -> Void)?

    /// Creates a bridge that serves `dataSource` and configures cells with `configure`.
    public init(dataSource: any DataSourceProtocol, configure: @escaping Configure) {
      self.dataSource = dataSource
      self.configure = configure
    }

    /// The owner of the row at table path `path` and the row's local path there.
    ///
    /// - Complexity: That of ``SectionGroupStack/resolve(_:)`` for a stack, else O(1).
    public func owner(of path: TablePath) -> RowOwner? {
      guard let stack = dataSource as? SectionGroupStack else { return (dataSource, path) }
      return stack.resolve(path).map { ($0.dataSource, $0.path) }
    }

    public func numberOfSections(in tableView: UITableView) -> Int {
      dataSource.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let path = TablePath(indexPath) ?? TablePath(section: 0, row: 0)
      let cell = tableView.dequeueReusableCell(
        withIdentifier: dataSource.reuseIdentifier(at: path), for: indexPath)
      if let owner = owner(of: path), let item = dataSource.item(at: path) {
        configure(cell, owner.dataSource, owner.path, item)
      }
      return cell
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      dataSource.titleForHeader(inSection: section)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      dataSource.titleForFooter(inSection: section)
    }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      TablePath(indexPath).map { dataSource.canEditRow(at: $0) } ?? false
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      TablePath(indexPath).map { dataSource.canMoveRow(at: $0) } ?? false
    }

    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard let path = TablePath(indexPath), let owner = owner(of: path) else { return }
      commitEditing?(editingStyle, owner.dataSource, owner.path)
    }

    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let source = TablePath(sourceIndexPath).flatMap({ owner(of: $0) }),
        let destination = TablePath(destinationIndexPath)
      else { return }
      moveRow?(source, owner(of: destination))
    }
  }
#endif
