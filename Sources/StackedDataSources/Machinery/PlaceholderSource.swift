/// What a ``PlaceholderDataSource`` tells the placeholder code it shares: its sections' item
/// counts and its stored behaviour. The code inserts, removes and refreshes the placeholder rows,
/// and stands in front of the source's receiver to turn the first item into an empty section
/// (and the last one out) into the table's batch.
@MainActor
protocol PlaceholderSource: PlaceholderDataSource, TransactionNode {
  /// The number of sections the model has.
  var itemSectionCount: Int { get }
  /// The number of items the table shows in `section` (0 for a section it does not have).
  func itemCount(inSection section: Int) -> Int
  /// Whether empty sections show the placeholder now (a fetched source showing no object rows
  /// shows none); `true` by default.
  var showsPlaceholders: Bool { get }
  /// The stored ``ItemDataSource/rowBehavior``, whose placeholder only
  /// ``setPlaceholder(_:)`` changes: the public property keeps it when assigned a whole
  /// behaviour, as nothing would tell the table.
  var behavior: RowBehavior<Item> { get set }
}

extension PlaceholderSource {
  /// Replaces the placeholder row's content: inserts, removes or refreshes the placeholder rows
  /// of the sections with no items; see ``PlaceholderSource``.
  ///
  /// While the source is paused, the table shows the old placeholder: the new one is set when
  /// the source resumes, in the same batch as the held edits.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  func setPlaceholder(_ newValue: RowContent?) {
    if let held = core.pausedEdits {
      held.whenResumed { [weak self] in self?.setPlaceholder(newValue) }
      return
    }
    let old = rowBehavior.placeholder
    guard newValue != old, showsPlaceholders else {
      behavior.placeholder = newValue
      return
    }
    core.edit(orDefer: { [weak self] in self?.setPlaceholder(newValue) }, inShownRows: true) {
      receiver in
      for section in 0..<itemSectionCount where itemCount(inSection: section) == 0 {
        let path = TablePath(section: section, row: 0)
        switch (old, newValue) {
        case (nil, _?): receiver.insertRows(at: path, count: 1)
        case (_?, nil): receiver.deleteRows(at: path, count: 1)
        default: receiver.reconfigureRow(at: path)
        }
      }
    } apply: {
      // A held placeholder row shows the old content: it must not come back.
      core.heldRows = nil
      behavior.placeholder = newValue
    }
  }

  var showsPlaceholders: Bool { true }

  /// The rows the table shows in a section of `items` items.
  func shownRowCount(items: Int) -> Int {
    items == 0 && rowBehavior.placeholder != nil && showsPlaceholders ? 1 : items
  }

  func receiving(_ receiver: any EditReceiver) -> any EditReceiver {
    guard rowBehavior.placeholder != nil, showsPlaceholders else {
      core.heldRows = nil
      return receiver
    }
    let items = (0..<itemSectionCount).map { itemCount(inSection: $0) }
    let root = core.root
    let held: HeldRows
    if let current = core.heldRows, current.isValid(in: root),
      current.sections.count == items.count
    {
      held = current
    } else {
      held = HeldRows(root: root, sectionCount: items.count)
      core.heldRows = held
    }
    return PlaceholderReceiver(receiver, items: items, held: held)
  }
}
