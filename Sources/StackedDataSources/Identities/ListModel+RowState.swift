/// A source whose row content and permissions are those ``ItemDataSource`` and
/// ``PausableDataSource`` give (the package's pausable sources; none declares its own), so that
/// ``ListModel/state(of:)`` asks all three with one read of the row's item and behaviour instead
/// of three: each read of a generic source, through its protocol, pays for its generic
/// metadata again.
@MainActor
protocol ListRowStateSource: DataSourceProtocol {
  /// What ``ListModel/RowState`` holds for the row, as ``DataSourceProtocol/rowContent(at:)``,
  /// ``DataSourceProtocol/canEditRow(at:)`` and ``DataSourceProtocol/canMoveRow(at:)`` answer
  /// (each closure called as often as they call it); `nil` when the row has no item (a
  /// placeholder, or no such row) or its source no ``ItemDataSource/content``: the caller asks
  /// the three then.
  func listRowState(at path: TablePath) -> (content: RowContent, canDelete: Bool, canMove: Bool)?
}

extension ListRowStateSource where Self: PausableDataSource {
  func listRowState(at path: TablePath) -> (content: RowContent, canDelete: Bool, canMove: Bool)? {
    guard let item = rowItem(at: path) else { return nil }
    let behavior = rowBehavior
    guard let content = behavior.content else { return nil }
    let isPaused = isPaused
    return (
      content(item), !isPaused && behavior.canEdit(item), !isPaused && behavior.canMove(item)
    )
  }
}

extension ArrayDataSource: ListRowStateSource {
  /// As a pausable source's, with the three closures read from the behaviour it keeps rather
  /// than from a copy of the whole behaviour.
  func listRowState(at path: TablePath) -> (content: RowContent, canDelete: Bool, canMove: Bool)? {
    guard let item = rowItem(at: path), let content = behavior.content else { return nil }
    let isPaused = isPaused
    return (
      content(item), !isPaused && behavior.canEdit(item), !isPaused && behavior.canMove(item)
    )
  }
}

extension SectionedDataSource: ListRowStateSource {}

extension ExpandingDataSource: ListRowStateSource {}

extension OutlineDataSource: ListRowStateSource {}
