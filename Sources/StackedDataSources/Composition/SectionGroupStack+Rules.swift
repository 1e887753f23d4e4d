/// Groups shown while a condition on the app's state holds (issue 38): the condition is
/// followed as a value is, and showing or hiding the group is one batch that joins the open
/// transaction.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SectionGroupStack {
  /// Shows `group` — a group pinned in this stack — while `condition` holds: its pin is active
  /// exactly then (``setPinActive(_:for:)``).
  ///
  /// The condition reads the app's `@Observable` state and is read again only when what it
  /// read changes; changes in one main-actor turn coalesce, and a transaction closing on the
  /// stack's tree takes the rule's change into its batch with every other rule and follow of
  /// the tree, so a model change that shows three rows and hides two is one batch.
  ///
  /// ```swift
  /// try screen.pin(passcodeOptions, under: [0, 0], of: passcode)
  /// try screen.show(passcodeOptions, when: { model.passcodeOn })
  /// model.passcodeOn = true          // the options' rows are inserted when the turn ends
  /// ```
  ///
  /// Hiding the group closes an inline picker open in it. The stack keeps the rule;
  /// ``Following/cancel()`` ends it, leaving the group as it is. A group that leaves the stack
  /// ends its rule, reported in ``Following/lastError``.
  ///
  /// - Throws: ``DataSourceError/Code/notPinned`` when `group` is not pinned in this stack;
  ///   nothing changes.
  /// - Complexity: O(1) to start, plus reading `condition`; each change costs reading it and,
  ///   when it flips, ``setPinActive(_:for:)``.
  @discardableResult
  public func show(
    _ group: any DataSourceProtocol, when condition: @escaping @MainActor () -> Bool
  ) throws(DataSourceError) -> Following {
    guard isPinActive(group) != nil else { throw .notPinned(stack: name, group: group.name) }
    return Following.rule(on: self, read: condition) {
      [weak self, weak group] (shows, _) throws(DataSourceError) in
      guard let self, let group else { return }
      try setPinActive(shows, for: group)
      if !shows { closeHiddenInlinePicker() }
    }
  }
}
