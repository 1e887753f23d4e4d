/// The table's questions about rows and sections, and the user's actions, routed to the data
/// source that owns the row (through nesting and pins) and asked in its own coordinates.
extension SectionGroupStack {
  /// What the owner of the row shows there.
  ///
  /// - Complexity: That of ``resolve(_:)``.
  public func rowContent(at path: TablePath) -> RowContent? {
    resolve(path).flatMap { $0.dataSource.rowContent(at: $0.path) }
  }

  /// The header of the group section shown there; pinned groups' headers are never shown.
  ///
  /// - Complexity: O(log *g*) for *g* groups.
  public func headerContent(inSection section: Int) -> HeaderFooterContent? {
    guard let (child, local) = childSections.locate(section) else { return nil }
    return children[child].dataSource.headerContent(inSection: local)
  }

  /// The footer of the group section shown there; pinned groups' footers are never shown.
  ///
  /// - Complexity: O(log *g*) for *g* groups.
  public func footerContent(inSection section: Int) -> HeaderFooterContent? {
    guard let (child, local) = childSections.locate(section) else { return nil }
    return children[child].dataSource.footerContent(inSection: local)
  }

  /// The section index entries of the top-level groups, in order, each moved to the table's
  /// section; pinned and hidden groups' entries are not shown, as their sections are not.
  ///
  /// - Complexity: O(*g* + *t*) for *g* groups and *t* entries.
  public var sectionIndexTitles: [SectionIndexTitle] {
    children.flatMap { slot -> [SectionIndexTitle] in
      guard case .top(let index) = slot.placement, !slot.isHidden else { return [] }
      let offset = sectionOffset(ofChild: index)
      return slot.dataSource.sectionIndexTitles.map {
        SectionIndexTitle($0.title, section: $0.section + offset)
      }
    }
  }

  /// Asks the row's owner to act on its selection.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`; nothing happens.
  /// - Complexity: That of ``resolve(_:)``, plus the owner's action.
  public func selectRow(at path: TablePath) throws(DataSourceError) {
    try routeUserAction(at: path) { (owner, row) throws(DataSourceError) in
      try owner.selectRow(at: row)
    }
  }

  /// Asks the row's owner to act on a tap of its accessory button.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`; nothing happens.
  public func tapAccessory(at path: TablePath) throws(DataSourceError) {
    try routeUserAction(at: path) { (owner, row) throws(DataSourceError) in
      try owner.tapAccessory(at: row)
    }
  }

  /// Asks the row's owner to act on its switch flipped to `isOn`.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`; nothing happens.
  public func setToggle(_ isOn: Bool, at path: TablePath) throws(DataSourceError) {
    try routeUserAction(at: path, entersValue: true) { (owner, row) throws(DataSourceError) in
      try owner.setToggle(isOn, at: row)
    }
  }

  /// Asks the row's owner to take the `value` the user entered into its control; see
  /// ``DataSourceProtocol/setControlValue(_:at:)``.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`, or its owner refuses
  ///   the value; nothing happens.
  /// - Complexity: That of ``resolve(_:)``, plus the owner's handler and the batch it makes.
  public func setControlValue(_ value: ControlValue, at path: TablePath) throws(DataSourceError) {
    try routeUserAction(at: path, entersValue: true) { (owner, row) throws(DataSourceError) in
      try owner.setControlValue(value, at: row)
    }
  }

  /// Tells the row's owner that the user finished editing its text field.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`, or it shows no text
  ///   field; nothing happens.
  public func endEditing(at path: TablePath) throws(DataSourceError) {
    try routeUserAction(at: path) { (owner, row) throws(DataSourceError) in
      try owner.endEditing(at: row)
    }
  }

  /// The row owner's swipe actions for the row on `edge`.
  public func swipeActions(at path: TablePath, edge: RowAction.Edge) -> [RowAction] {
    core.shownRowPath(path).flatMap(resolve).map {
      $0.dataSource.swipeActions(at: $0.path, edge: edge)
    } ?? []
  }

  /// Asks the row's owner to delete it; the table gets the delete as a batch.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`, or its owner does not
  ///   allow deleting it; nothing changes and nothing is sent.
  public func commitDelete(at path: TablePath) throws(DataSourceError) {
    try routeUserAction(at: path) { (owner, row) throws(DataSourceError) in
      try owner.commitDelete(at: row)
    }
  }

  /// Asks the row's owner to act on a tap of its insert control; the table gets what the owner
  /// changes as a batch.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`, or its owner shows no
  ///   insert control there; nothing changes and nothing is sent.
  public func commitInsert(at path: TablePath) throws(DataSourceError) {
    try routeUserAction(at: path) { (owner, row) throws(DataSourceError) in
      try owner.commitInsert(at: row)
    }
  }

  /// Hands the user's action on the row the view shows at `path` to the row's owner, with the
  /// row's path there: `path` goes through the open transaction (when this stack is the root;
  /// ``TransactionCore/userActionPath(_:)``), then through the stacks and pins. An error the
  /// owner throws names its own row; it is passed on naming `path` too, the row the caller
  /// named. `entersValue` says the view already shows a value the user entered into the row's
  /// control (``TransactionCore/userInputPath(_:)``).
  ///
  /// - Throws: ``DataSourceError`` when the view shows no row at `path`, the open transaction
  ///   deleted it, or a batch is being delivered; what `action` throws.
  /// - Complexity: That of ``resolve(_:)``, plus O(*s* + *r*) inside an open transaction (see
  ///   ``TransactionCore/userActionPath(_:)``), plus `action`.
  func routeUserAction(
    at path: TablePath, entersValue: Bool = false,
    _ action: (any DataSourceProtocol, TablePath) throws(DataSourceError) -> Void
  ) throws(DataSourceError) {
    let shown = try entersValue ? core.userInputPath(path) : core.userActionPath(path)
    let owner = try owner(of: shown)
    do {
      try action(owner.dataSource, owner.path)
    } catch {
      throw error.named(at: path, of: name)
    }
  }

  /// The owner of the row at `path` and the row's path there.
  ///
  /// - Throws: ``DataSourceError`` when the table has no row at `path`.
  func owner(of path: TablePath) throws(DataSourceError) -> ResolvedPath {
    guard let owner = resolve(path) else {
      try checkRowExists(path)
      throw .rowOutOfRange(
        dataSource: name, row: path.row, section: path.section,
        rowCount: numberOfRows(inSection: path.section))
    }
    return owner
  }
}
