/// A data source whose rows have a nesting level for display: outline depth, or pin nesting in
/// a stack.
@MainActor
protocol IndentedRows {
  /// How many levels the row at `path` is nested.
  func indentation(at path: TablePath) -> Int
}
