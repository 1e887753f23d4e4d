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
  /// - Complexity: O(*r*) to start and per change, for the source's *r* rows (the condition is
  ///   read for each), plus a reconfigure per row whose state flipped.
  @discardableResult
  public func enable(when condition: @escaping @MainActor (Item) -> Bool) -> Following {
    for case let rule as Following in _core.rules where rule.isEnablingRows { rule.cancel() }
    rowBehavior.setExtra(\.isEnabled, to: condition)
    let rule = Following.rule(
      on: _core.owner,
      read: { [weak self] in
        self?.shownRowPaths().map { self?.rowItem(at: $0).map(condition) ?? true } ?? []
      }
    ) { [weak self] (enabled, previous) throws(DataSourceError) in
      guard let self else { return }
      // Before the rule, every row was enabled as far as it goes; rows that came or went since
      // the last reading leave the two lists unaligned, and every row is refreshed then.
      let before = previous ?? Array(repeating: true, count: enabled.count)
      let paths = shownRowPaths()
      let changed =
        before.count == enabled.count
        ? paths.indices.filter { before[$0] != enabled[$0] }.map { paths[$0] } : paths
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
