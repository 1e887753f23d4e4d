#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import StackedDataSources

  extension FlatRowMapping {
    /// The flat rows an `NSTableView` shows for `dataSource`: its sections laid end to end, each
    /// section that has header content (``DataSourceProtocol/headerContent(inSection:)``)
    /// taking a header row before its rows when `showsHeaders` is `true`.
    ///
    /// ``NSTableViewBridge`` and ``NSTableViewSink`` both lay rows out this way, so that they
    /// agree as long as they agree on `showsHeaders`.
    ///
    /// - Complexity: O(*s*) for *s* sections, plus *s* header lookups when `showsHeaders`.
    @MainActor
    package init(showing dataSource: any DataSourceProtocol, showsHeaders: Bool) {
      let counts = dataSource.rowCounts
      self.init(
        rowCounts: counts,
        headerRows: showsHeaders
          ? counts.indices.map { dataSource.headerContent(inSection: $0) != nil } : [])
    }
  }
#endif
