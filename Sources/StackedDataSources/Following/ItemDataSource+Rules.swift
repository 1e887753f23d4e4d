/// Rows enabled while a condition on the app's state holds (issue 38).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ItemDataSource where Self: TransactionalDataSource {
  /// Enables each row while `condition` holds for its item: a row it rejects shows disabled
  /// (``RowContent/isEnabled``, whatever its content says otherwise) and refuses the user's
  /// actions. The condition reads the app's `@Observable` state and is read again, for every
  /// row, only when what it read changes; the rows whose state flipped are reconfigured, in one
  /// batch that joins the open transaction (with every other rule and follow of the tree). A
  /// new rule replaces the source's previous one.
  ///
  /// ```swift
  /// options.enable(when: { option in !option.isPremium || store.hasPremium })
  /// store.hasPremium = true          // the premium rows are reconfigured when the turn ends
  /// ```
  ///
  /// A row the source gets later may read state no row read before: the condition is read
  /// again for every row after each transaction that edits the source, so that a change of that
  /// state reaches the row too.
  ///
  /// - Complexity: O(*r*) to start and per change, for the source's *r* rows (the condition is
  ///   read for each), plus a reconfigure per row whose state flipped; O(*r*) after each
  ///   transaction that edits the source.
  @discardableResult
  public func enable(when condition: @escaping @MainActor (Item) -> Bool) -> Following {
    for case let rule as Following in _core.rules where rule.isEnablingRows { rule.cancel() }
    rowBehavior.setExtra(\.isEnabled, to: condition)
    let rule = Following.rule(
      on: _core.owner, readsRows: true,
      read: { [weak self] in
        guard let self else { return EnabledRows(items: [], enabled: []) }
        let paths = shownRowPaths()
        return EnabledRows(
          items: paths.map { self.item(at: $0) },
          enabled: paths.map { rowItem(at: $0).map(condition) ?? true })
      }
    ) { [weak self] (now, previous) throws(DataSourceError) in
      guard let self else { return }
      // Before the rule, every row was enabled as far as it goes; rows that came or went since
      // the last reading leave the two lists unaligned, and every row is refreshed then. A row
      // whose item changed since was reconfigured to its state then, which may differ from the
      // one read before: it is refreshed too.
      let before =
        previous ?? EnabledRows(items: now.items, enabled: Array(repeating: true, count: now.count))
      let paths = shownRowPaths()
      let changed =
        before.count == now.count && paths.count == now.count
        ? paths.indices.filter {
          before.enabled[$0] != now.enabled[$0] || before.items[$0] != now.items[$0]
        }.map { paths[$0] } : paths
      _core.reconfigureShownRows(changed)
    }
    rule.isEnablingRows = true
    return rule
  }

  /// Every row the table shows, in order.
  ///
  /// - Complexity: O(*r*) for *r* rows.
  private func shownRowPaths() -> [TablePath] {
    (0..<numberOfSections).flatMap { section in
      (0..<numberOfRows(inSection: section)).map { TablePath(section: section, row: $0) }
    }
  }
}

/// What an enable rule read: each row's item and whether it is enabled, in table order.
private struct EnabledRows: Equatable {
  var items: [AnyHashable?]
  var enabled: [Bool]

  var count: Int { enabled.count }
}
