import StackedDataSources

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SettingsNavigator {
  /// One step of the way to a row: a row on a page, in a section.
  private struct Step {
    let pageKey: String
    let section: SettingsSection
    let row: SettingsRow
  }

  /// Shows the row keyed `key` ("general/about/name", or a search result's
  /// ``SettingsSearchMatch/key``): opens the pages on the way (keeping those already open on it,
  /// closing the others, building again a page that was closed), expands the collapsed section
  /// that hides it (``SettingsSection/collapsed(showing:more:less:)``), and sets ``highlighted``
  /// to the row, where a view scrolls and flashes it.
  ///
  /// A key naming a page's link row reveals that row on its parent page.
  ///
  /// - Returns: the row and its index path in the last screen's stack, after the reveal's batch
  ///   (what the screen's rows had pending and the expansion are sent in it first, so the path
  ///   is that of the table).
  /// - Throws: ``SettingsRevealError/unknownKey(_:found:)`` when no row has the key;
  ///   ``SettingsRevealError/hiddenByRow(key:row:)`` or
  ///   ``SettingsRevealError/hiddenBySection(key:page:section:)`` naming the rule that hides the
  ///   row, or the way to it; ``SettingsRevealError/notShownYet(key:)`` inside a transaction of
  ///   the page's stack that has not shown the row yet (then its pages are open). Nothing is
  ///   opened or closed on the other errors.
  /// - Complexity: O(*r*) for the rows of the pages on the way, plus building those not open.
  @discardableResult
  public func reveal(_ key: String) throws(SettingsRevealError) -> SettingsRevealedRow {
    let steps = try resolve(key)
    for step in steps {
      if let rule = step.section.visibility, !rule(values) {
        throw .hiddenBySection(key: key, page: step.pageKey, section: step.section.id)
      }
      if let rule = step.row.visibility, !rule(values) {
        throw .hiddenByRow(key: key, row: SettingsPath.key(step.pageKey, step.row.id))
      }
    }
    // A resolved key has its row's step last.
    guard let target = steps.last else { throw .unknownKey(key, found: "") }
    // Keep the pages open on the way; open the others.
    let way = steps.dropLast()
    let kept = zip(keys.dropFirst(), way).prefix { key, step in
      guard case .link(let page, _) = step.row.kind else { return false }
      return key == SettingsPath.key(step.pageKey, page.id)
    }.count
    close(after: kept)
    for step in way.dropFirst(kept) {
      guard case .link(let page, _) = step.row.kind else { break }
      push(page, key: SettingsPath.key(step.pageKey, page.id))
    }
    let screen = screens[screens.count - 1]
    // Sends what the screen's rows have pending, so that the path is the table's, with the
    // section expanded when it is collapsed over the row.
    screen.stack.performBatchUpdates(
      {
        if let collapse = target.section.collapse,
          let position = target.section.rows.firstIndex(where: { $0.id == target.row.id }),
          target.section.rows[..<position].filter({ $0.visibility?(values) ?? true }).count
            >= collapse.count
        {
          screen.setSection(target.section.id, expanded: true)
        }
      }, completion: nil)
    guard let path = screen.tablePath(ofRow: target.row.id, inSection: target.section.id) else {
      throw .notShownYet(key: key)
    }
    let revealed = SettingsRevealedRow(key: key, pageKey: target.pageKey, tablePath: path)
    highlighted = revealed
    return revealed
  }

  /// The steps from the root to the row keyed `key`: the link rows, then the row.
  private func resolve(_ key: String) throws(SettingsRevealError) -> [Step] {
    var steps: [Step] = []
    var page = root
    var pageKey = ""
    var rest = Substring(key)
    while true {
      var next: (SettingsSection, SettingsRow, SettingsPage)?
      for section in page.sections {
        for row in section.rows {
          if row.id == rest {
            return steps + [Step(pageKey: pageKey, section: section, row: row)]
          }
          if next == nil, case .link(let child, _) = row.kind,
            rest.hasPrefix(child.id + SettingsPath.separator)
          {
            next = (section, row, child)
          }
        }
      }
      guard let (section, row, child) = next else { throw .unknownKey(key, found: pageKey) }
      steps.append(Step(pageKey: pageKey, section: section, row: row))
      pageKey = SettingsPath.key(pageKey, child.id)
      rest = rest.dropFirst(child.id.count + SettingsPath.separator.count)
      page = child
    }
  }
}
