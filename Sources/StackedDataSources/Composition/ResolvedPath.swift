/// The data source that owns a row of a table, and the row's path in that data source.
@MainActor
public struct ResolvedPath {
  /// The deepest data source showing the row: through nested stacks and pins.
  public let dataSource: any DataSourceProtocol
  /// The row's path in ``dataSource``'s own coordinates.
  public let path: TablePath
}
