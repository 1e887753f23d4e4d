#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// Header and footer views, for content a section title cannot show.
  extension TableViewBridge {
    /// A view for a header with a detail line or a custom view identifier; `nil` for a title
    /// alone, which the table shows as its own section title.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      view(showing: dataSource.headerContent(inSection: section), in: tableView)
    }

    /// A view for a footer with a detail line or a custom view identifier; `nil` for a title
    /// alone, which the table shows as its own section title.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
      -> UIView?
    {
      view(showing: dataSource.footerContent(inSection: section), in: tableView)
    }

    /// The header or footer view of `content`: dequeued with its
    /// ``HeaderFooterContent/viewIdentifier`` (which the app registered; `nil` when it did not)
    /// or the bridge's own, its list configuration showing the title and the detail.
    private func view(showing content: HeaderFooterContent?, in tableView: UITableView)
      -> UIView?
    {
      guard let content, content.detail != nil || content.viewIdentifier != nil else {
        return nil
      }
      if content.viewIdentifier == nil { registerHeaderFooterView(on: tableView) }
      guard
        let view = tableView.dequeueReusableHeaderFooterView(
          withIdentifier: content.viewIdentifier ?? CellReuseIdentifier.headerFooter)
      else { return nil }
      var configuration = view.defaultContentConfiguration()
      configuration.text = content.title
      configuration.secondaryText = content.detail
      view.contentConfiguration = configuration
      return view
    }
  }
#endif
