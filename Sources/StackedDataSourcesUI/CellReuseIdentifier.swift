#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  /// The reuse identifiers the bridges register cells under, so that no identifier of the app's
  /// is ever taken.
  @MainActor
  enum CellReuseIdentifier {
    /// The default cells, which show a row's ``RowContent``.
    static let rowContent = "StackedDataSources.RowContent"
    /// The default header and footer views, which show a ``HeaderFooterContent``.
    static let headerFooter = "StackedDataSources.HeaderFooter"

    private static var issued = 0

    /// A new identifier for the typed cells of `dataSource` of class `cellClass`: every call to
    /// `tableCells` gets its own, so a configuration never dequeues another's cell.
    static func typed(for dataSource: String, cellClass: AnyClass) -> String {
      issued += 1
      return "StackedDataSources.\(dataSource).\(cellClass).\(issued)"
    }
  }
#endif
