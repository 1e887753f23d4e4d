import StackedDataSources

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TextRenderer {
  /// The tree of pages under `root`, as text: each page under the path of titles leading to it
  /// ("Settings › General › About"), rendered as its screen shows it with `values`, depth first
  /// in the order the rows lead to the pages.
  ///
  /// Each page is built as a ``SettingsPageScreen`` for the rendering and released after it
  /// (which registers its keys' defaults with the values, as showing it does).
  ///
  /// - Complexity: O(*r*) for the *r* rows of the tree.
  @MainActor
  public func render(
    tree root: SettingsPage, values: SettingsValues,
    localizer: SettingsLocalizer = SettingsLocalizer()
  ) -> String {
    var pages: [String] = []
    func walk(_ page: SettingsPage, titles: [String]) {
      let titles = titles + [localizer.string(page.title)]
      let heading = "▸ " + titles.joined(separator: " › ") + "\n"
      do {
        let screen = try SettingsPageScreen(page: page, values: values, localizer: localizer)
        pages.append(heading + render(screen.stack))
      } catch {
        // A page no screen can show says why, and the pages under it are left out.
        pages.append(heading + "(not shown: \(error))")
        return
      }
      for row in page.sections.lazy.flatMap(\.rows) {
        if case .link(let child, _) = row.kind { walk(child, titles: titles) }
      }
    }
    walk(root, titles: [])
    return pages.joined(separator: "\n\n")
  }

  /// The pages `navigator` has open, as the titles leading to the last ("Settings › General ›
  /// About"), and the last page's table, the row ``SettingsNavigator/highlighted`` names marked
  /// `▶` in place of the table's edge.
  ///
  /// - Complexity: O(*r*) for the *r* rows of the page shown.
  @MainActor
  public func render(_ navigator: SettingsNavigator) -> String {
    let titles = navigator.screens.map { navigator.localizer.string($0.page.title) }
    guard let screen = navigator.screens.last else { return "" }
    var lines = render(screen.stack).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    if let highlighted = navigator.highlighted, highlighted.pageKey == navigator.path.last ?? "",
      let line = Self.line(of: highlighted.tablePath, in: screen.stack),
      lines.indices.contains(line),
      lines[line].hasPrefix("│")
    {
      lines[line] = "▶" + lines[line].dropFirst()
    }
    return titles.joined(separator: " › ") + "\n" + lines.joined(separator: "\n")
  }

  /// The line `render(_:)` prints the row at `path` on: a section is its header line, its rows
  /// (or one line saying it has none) and its footer line.
  @MainActor
  private static func line(of path: TablePath, in source: any DataSourceProtocol) -> Int? {
    guard path.section < source.numberOfSections else { return nil }
    var line = 0
    for section in 0..<path.section {
      line += 2 + max(source.numberOfRows(inSection: section), 1)
    }
    return line + 1 + path.row
  }
}
