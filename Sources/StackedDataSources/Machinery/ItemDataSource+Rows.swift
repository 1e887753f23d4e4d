/// The table's questions and the user's actions, answered from the item of each row and the
/// data source's ``ItemDataSource/rowBehavior``.
extension ItemDataSource {
  /// The content ``RowBehavior/content`` gives the row's item, disabled when the source's rule
  /// (`enable(when:)`) says so, with the value the user entered and the message while it fails
  /// its ``RowBehavior/validation``; the placeholder for a placeholder row; `nil` without
  /// either.
  public func rowContent(at path: TablePath) -> RowContent? { itemContent(at: path) }

  /// ``rowContent(at:)`` of an item data source: what its behaviour gives the row's item.
  func itemContent(at path: TablePath) -> RowContent? {
    guard let item = rowItem(at: path) else {
      return isPlaceholder(at: path) ? placeholderContent : nil
    }
    let behavior = rowBehavior
    guard let content = behavior.content?(item) else { return nil }
    return derived(content, of: item, at: path, behavior: behavior)
  }

  /// `content`, made by `behavior` for the row at `path` showing `item`, with what the source
  /// derives for it: disabled while its rule (`enable(when:)`) fails, and, while its value fails
  /// its validation, the value the user entered and the message. ``ListModel`` reads rows'
  /// content by another path than ``rowContent(at:)``, and shows the same.
  ///
  /// - Complexity: O(1), plus the rule's condition.
  func derived(
    _ content: RowContent, of item: Item, at path: TablePath, behavior: RowBehavior<Item>
  ) -> RowContent {
    var content = content
    if let isEnabled = behavior.extras?.fields.isEnabled, !isEnabled(item) {
      content.isEnabled = false
    }
    return validated(content, at: path, state: behavior.validationState)
  }

  public func reuseIdentifier(at path: TablePath) -> String {
    rowItem(at: path).map(rowBehavior.reuseIdentifier) ?? "Cell"
  }

  public func canEditRow(at path: TablePath) -> Bool {
    rowItem(at: path).map(rowBehavior.canEdit) ?? false
  }

  public func canInsertRow(at path: TablePath) -> Bool {
    rowItem(at: path).map(rowBehavior.canInsert) ?? false
  }

  public func canMoveRow(at path: TablePath) -> Bool {
    // A disabled row refuses the move (`.rowDisabled`): it is not dragged at all.
    (rowItem(at: path).map(rowBehavior.canMove) ?? false)
      && rowContent(at: path)?.isEnabled != false
  }

  /// Calls ``RowBehavior/onSelect`` with the row's item; nothing for a placeholder row or an
  /// unselectable one. A row with an inline picker (``RowContent/Picker/Style/inline``,
  /// ``RowContent/DatePicker/Style/inline``) in a stack opens it in a row under it instead —
  /// closing the one open on the screen — or closes it.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path`;
  ///   ``DataSourceError/Code/rowDisabled`` for a disabled row.
  public func selectRow(at path: TablePath) throws(DataSourceError) {
    let path = try userActionPath(path)
    guard let item = try actionItem(at: path) else { return }
    let content = rowContent(at: path)
    if let content, content.accessory.opened != nil,
      try toggleInlinePicker(at: path, showing: content)
    {
      return
    }
    if content?.isSelectable == false { return }
    rowBehavior.onSelect?(item)
  }

  /// Opens the inline picker of the row at `path` (current), whose content is `content`, in a
  /// row under it — closing the one open on the screen — or closes it when it is the one open,
  /// in one transaction; `false` when the source is not in a stack, where no row can be pinned.
  func toggleInlinePicker(at path: TablePath, showing content: RowContent)
    throws(DataSourceError) -> Bool
  {
    guard let host = (sink as? ChildSink)?.slot?.stack else { return false }
    let root = host.rootStack
    let open = root.openInlinePicker
    let isOpen = open?.owner === self && open?.anchor == path
    var failure: DataSourceError?
    root.performBatchUpdates {
      open?.close()
      root.openInlinePicker = nil
      guard !isOpen else { return }
      do throws(DataSourceError) {
        root.openInlinePicker = try InlinePicker(showing: content, at: path, of: self, in: host)
      } catch { failure = error }
    }
    if let failure { throw failure }
    return true
  }

  /// Calls ``RowBehavior/onAccessoryTap`` with the row's item; nothing for a placeholder row.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path`;
  ///   ``DataSourceError/Code/rowDisabled`` for a disabled row.
  public func tapAccessory(at path: TablePath) throws(DataSourceError) {
    guard let item = try actionItem(at: userActionPath(path)) else { return }
    rowBehavior.onAccessoryTap?(item)
  }

  /// Calls ``RowBehavior/onToggle`` with the row's item and `isOn`; nothing for a placeholder
  /// row. (The package's sources also settle the switch without echo: see ``ControlValue``.)
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path`;
  ///   ``DataSourceError/Code/rowDisabled`` for a disabled row.
  public func setToggle(_ isOn: Bool, at path: TablePath) throws(DataSourceError) {
    guard let item = try actionItem(at: userActionPath(path)) else { return }
    rowBehavior.onToggle?(item, isOn)
  }

  /// The row's swipe actions on `edge`, from ``RowBehavior/swipeActions``; none for a
  /// placeholder row, a disabled row, or a row the open transaction deleted.
  public func swipeActions(at path: TablePath, edge: RowAction.Edge) -> [RowAction] {
    guard let path = shownRowPath(path), let item = rowItem(at: path),
      rowContent(at: path)?.isEnabled != false
    else { return [] }
    return rowBehavior.swipeActions?(item, edge) ?? []
  }

  /// Calls ``RowBehavior/onInsert`` with the row's item.
  ///
  /// - Throws: ``DataSourceError/Code/rowNotEditable`` when the row is a placeholder, its item
  ///   has no insert control (``RowBehavior/canInsert``) or there is no ``RowBehavior/onInsert``;
  ///   ``DataSourceError`` when there is no row at `path`. Nothing changes then.
  public func commitInsert(at path: TablePath) throws(DataSourceError) {
    let path = try userActionPath(path)
    guard let item = try actionItem(at: path), rowBehavior.canInsert(item),
      let onInsert = rowBehavior.onInsert
    else { throw .rowNotEditable(dataSource: name, row: path.row, section: path.section) }
    onInsert(item)
  }

  /// The item of the row the user acted on; `nil` for a placeholder row.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path`;
  ///   ``DataSourceError/Code/rowDisabled`` when the row is disabled.
  func actionItem(at path: TablePath) throws(DataSourceError) -> Item? {
    try checkRowExists(path)
    if rowContent(at: path)?.isEnabled == false {
      throw .rowDisabled(dataSource: name, row: path.row, section: path.section)
    }
    return rowItem(at: path)
  }

  /// Checks a user's delete of the row the view shows at `path`: the row exists, is not a
  /// placeholder, and ``DataSourceProtocol/canEditRow(at:)`` allows it; runs ``onDelete``
  /// instead of `remove` when it is set. `remove` gets the row's path now
  /// (``userActionPath(_:)``).
  func commitDelete(at path: TablePath, remove: (TablePath) throws(DataSourceError) -> Void)
    throws(DataSourceError)
  {
    let path = try userActionPath(path)
    // Asked of the source, which may refuse more than its items do (a paused source).
    guard let item = try actionItem(at: path), canEditRow(at: path) else {
      throw .rowNotEditable(dataSource: name, row: path.row, section: path.section)
    }
    if let onDelete = rowBehavior.onDelete {
      // One transaction: a followed model the handler changes joins it, so the row goes now.
      performBatchUpdates({ onDelete(item) }, completion: nil)
    } else {
      try remove(path)
    }
  }

  /// Where the row the user acted on at `path` — as the view shows it — is now; see
  /// ``TransactionCore/userActionPath(_:)``. A source of the package's translates it through
  /// the open transaction when it is the root; a hand-written one takes it as it is.
  ///
  /// - Throws: ``DataSourceError/Code/editDuringBatch`` during a delivery;
  ///   ``DataSourceError/Code/shownRowDeleted`` for a row the open transaction deleted.
  func userActionPath(_ path: TablePath) throws(DataSourceError) -> TablePath {
    guard let core = (self as? any TransactionalDataSource)?._core else { return path }
    return try core.userActionPath(path)
  }

  /// ``userActionPath(_:)`` for a value the user entered into the row's control; see
  /// ``TransactionCore/userInputPath(_:)``.
  func userInputPath(_ path: TablePath) throws(DataSourceError) -> TablePath {
    guard let core = (self as? any TransactionalDataSource)?._core else { return path }
    return try core.userInputPath(path)
  }

  /// ``userActionPath(_:)`` for a question about a row the view shows: `nil` when the row is
  /// gone.
  func shownRowPath(_ path: TablePath) -> TablePath? {
    guard let core = (self as? any TransactionalDataSource)?._core else { return path }
    return core.shownRowPath(path)
  }

  /// The content of placeholder rows.
  var placeholderContent: RowContent? { rowBehavior.placeholder }

  /// Whether the row at `path` is a placeholder row.
  func isPlaceholder(at path: TablePath) -> Bool {
    rowBehavior.placeholder != nil && rowItem(at: path) == nil && path.row == 0
      && (0..<numberOfSections).contains(path.section) && numberOfRows(inSection: path.section) == 1
  }
}

extension ItemDataSource where Item: Hashable {
  /// The row's item (``ItemDataSource/rowItem(at:)``) as a hashable value, or `nil` when there
  /// is no such row or it is a placeholder: two reads compare equal exactly when the row shows
  /// the same item.
  ///
  /// - Complexity: that of ``ItemDataSource/rowItem(at:)``; O(1) for the package's sources but
  ///   a fetched one's, O(log *n*) there.
  public func item(at path: TablePath) -> AnyHashable? {
    guard let item = rowItem(at: path) else { return nil }
    return AnyHashable(item)
  }
}
