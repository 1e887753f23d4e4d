/// What a data source that does not say otherwise shows and does: the defaults of the row
/// requirements of ``DataSourceProtocol``, for a hand-written data source.
extension DataSourceProtocol {
  /// No content: a view shows the item's description.
  public func rowContent(at path: TablePath) -> RowContent? { nil }

  /// The header title, if any, as content.
  public func headerContent(inSection section: Int) -> HeaderFooterContent? {
    titleForHeader(inSection: section).map { HeaderFooterContent($0) }
  }

  /// The footer title, if any, as content.
  public func footerContent(inSection section: Int) -> HeaderFooterContent? {
    titleForFooter(inSection: section).map { HeaderFooterContent($0) }
  }

  /// No section index.
  public var sectionIndexTitles: [SectionIndexTitle] { [] }

  /// Checks that the row exists, and does nothing.
  public func selectRow(at path: TablePath) throws(DataSourceError) { try checkRowExists(path) }

  /// Checks that the row exists, and does nothing.
  public func tapAccessory(at path: TablePath) throws(DataSourceError) { try checkRowExists(path) }

  /// Checks that the row exists, and does nothing.
  public func setToggle(_ isOn: Bool, at path: TablePath) throws(DataSourceError) {
    try checkRowExists(path)
  }

  /// Checks that the row exists and its control takes `value`, and does nothing more.
  public func setControlValue(_ value: ControlValue, at path: TablePath) throws(DataSourceError) {
    _ = try controlInput(value, at: path, content: rowContent(at: path))
  }

  /// Checks that the row exists and shows a text field, and does nothing more.
  public func endEditing(at path: TablePath) throws(DataSourceError) {
    _ = try textField(at: path, content: rowContent(at: path))
  }

  /// What the view shows once the user entered `value` into the control of the row at `path`,
  /// whose content is `content`.
  ///
  /// - Throws: as ``setControlValue(_:at:)`` does.
  func controlInput(_ value: ControlValue, at path: TablePath, content: RowContent?)
    throws(DataSourceError) -> RowContent
  {
    try checkRowExists(path)
    guard var shown = content else {
      throw .noSuchControl(
        dataSource: name, row: path.row, section: path.section, value: value,
        shown: "no content")
    }
    switch shown.accessory.entering(value) {
    case .shows(let accessory):
      shown.accessory = accessory
      return shown
    case .noSuchControl:
      throw .noSuchControl(
        dataSource: name, row: path.row, section: path.section, value: value,
        shown: shown.accessory.controlName)
    case .invalid(let control, let reason):
      throw .invalidControlValue(
        dataSource: name, row: path.row, section: path.section, control: control, value: value,
        reason: reason)
    }
  }

  /// The text field of the row at `path`, whose content is `content`.
  ///
  /// - Throws: as ``endEditing(at:)`` does.
  func textField(at path: TablePath, content: RowContent?) throws(DataSourceError)
    -> RowContent.TextField
  {
    try checkRowExists(path)
    guard case .textField(let field)? = content?.accessory else {
      throw .noSuchControl(
        dataSource: name, row: path.row, section: path.section, value: nil,
        shown: content?.accessory.controlName ?? "no content")
    }
    return field
  }

  /// `path` when the data source has such a row: a hand-written data source has no pending
  /// changes of its own.
  public func currentPath(ofShownRow path: TablePath) -> TablePath? {
    (try? checkRowExists(path)).map { path }
  }

  /// Where the row the view shows at `path` is now, for an edge that must tell a row the view
  /// does not show from one the open transaction deleted.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` or
  ///   ``DataSourceError/Code/sectionOutOfRange`` for a row the view does not show;
  ///   ``DataSourceError/Code/shownRowDeleted`` for one the open transaction deleted.
  package func checkShownRow(_ path: TablePath) throws(DataSourceError) -> TablePath {
    let current =
      try (self as? any TransactionalDataSource)?._core.currentPath(ofShown: path) ?? path
    try checkRowExists(current)
    return current
  }

  /// No swipe actions.
  public func swipeActions(at path: TablePath, edge: RowAction.Edge) -> [RowAction] { [] }

  /// Refuses: a hand-written data source deletes its rows itself.
  public func commitDelete(at path: TablePath) throws(DataSourceError) {
    try checkRowExists(path)
    throw .rowNotEditable(dataSource: name, row: path.row, section: path.section)
  }

  /// Refuses: a hand-written data source shows no insert control.
  public func commitInsert(at path: TablePath) throws(DataSourceError) {
    try checkRowExists(path)
    throw .rowNotEditable(dataSource: name, row: path.row, section: path.section)
  }

  /// Refuses: a hand-written data source reorders its rows itself. As the table's own data
  /// source it must also put the row back; inside a stack, the stack does.
  public func commitMove(from source: TablePath, to destination: TablePath)
    throws(DataSourceError)
  {
    try checkRowExists(source)
    throw .rowNotMovable(dataSource: name, from: source, to: destination)
  }

  /// `proposed` when the row may move at all, else `source`: a hand-written source whose
  /// ``canMoveRow(at:)`` answers `true` accepts such drops in its ``commitMove(from:to:)`` or
  /// answers here itself.
  public func targetPath(forMoveFrom source: TablePath, proposed: TablePath) -> TablePath {
    canMoveRow(at: source) ? proposed : source
  }

  /// Throws unless the table has a row at `path`.
  func checkRowExists(_ path: TablePath) throws(DataSourceError) {
    guard (0..<numberOfSections).contains(path.section) else {
      throw .sectionOutOfRange(
        dataSource: name, section: path.section, sectionCount: numberOfSections)
    }
    let rows = numberOfRows(inSection: path.section)
    guard (0..<rows).contains(path.row) else {
      throw .rowOutOfRange(dataSource: name, row: path.row, section: path.section, rowCount: rows)
    }
  }
}
