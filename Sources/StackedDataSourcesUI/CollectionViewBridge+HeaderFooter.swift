#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// Section headers, footers and the section index of a list.
  extension CollectionViewBridge {
    /// Makes a list layout show the data source's section headers and footers as supplementary
    /// views, which the bridge provides (a title and a detail line, in the look of the list's
    /// appearance). A content's ``HeaderFooterContent/viewIdentifier`` (a table's custom
    /// header view) is not used: a list's supplementary views come from registrations, and the
    /// bridge's show the title and the detail.
    ///
    /// ```swift
    /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    /// bridge.addHeadersAndFooters(to: &list)
    /// ```
    public func addHeadersAndFooters(to configuration: inout UICollectionLayoutListConfiguration) {
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      switch configuration.appearance {
      case .grouped, .insetGrouped: groupsHeadersAndFooters = true
      default: groupsHeadersAndFooters = false
      }
    }

    /// The header or footer view of a section: the data source's content for it, or an empty
    /// view for a section without one (a list asks for every section once its mode is
    /// `.supplementary`).
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let isHeader = kind == UICollectionView.elementKindSectionHeader
      let view = collectionView.dequeueConfiguredReusableSupplementary(
        using: isHeader ? headerViews : footerViews, for: indexPath)
      let content =
        isHeader
        ? dataSource.headerContent(inSection: indexPath.section)
        : dataSource.footerContent(inSection: indexPath.section)
      // iOS 18 deprecates these four for `header()` and `footer()`, which follow the list's
      // appearance themselves. They are kept: the package runs from iOS 15, where only these
      // exist; a deprecation at 18 warns only an app whose deployment target is 18 or later;
      // and the iOS 17.4 SDK this project type-checks against has no `header()` with which to
      // check an `#available(iOS 18)` branch.
      var configuration: UIListContentConfiguration =
        switch (isHeader, groupsHeadersAndFooters) {
        case (true, true): .groupedHeader()
        case (true, false): .plainHeader()
        case (false, true): .groupedFooter()
        case (false, false): .plainFooter()
        }
      configuration.text = content?.title
      configuration.secondaryText = content?.detail
      view.contentConfiguration = configuration
      return view
    }

    /// The titles of the data source's section index, or `nil` for none.
    ///
    /// - Complexity: That of ``DataSourceProtocol/sectionIndexTitles``.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
      dataSource.indexTitleStrings
    }

    /// The first item of the section entry `index` of the section index jumps to.
    ///
    /// - Complexity: That of ``DataSourceProtocol/sectionIndexTitles``.
    public func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(item: 0, section: dataSource.section(forIndexEntry: index))
    }
  }
#endif
