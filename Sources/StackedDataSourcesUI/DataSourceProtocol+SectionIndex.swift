#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources

  /// The section index as UIKit's table and collection views ask for it.
  extension DataSourceProtocol {
    /// The index's titles, or `nil` for none (the view then shows no index).
    ///
    /// - Complexity: That of ``DataSourceProtocol/sectionIndexTitles``.
    var indexTitleStrings: [String]? {
      let titles = sectionIndexTitles
      return titles.isEmpty ? nil : titles.map(\.title)
    }

    /// The section index entry `index` jumps to; 0 (the top) for an entry the data source no
    /// longer has (the view asks only for entries it was given, but they may have changed).
    ///
    /// - Complexity: That of ``DataSourceProtocol/sectionIndexTitles``.
    func section(forIndexEntry index: Int) -> Int {
      let titles = sectionIndexTitles
      return titles.indices.contains(index) ? titles[index].section : 0
    }
  }
#endif
