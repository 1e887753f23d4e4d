/// The keyboard's way through a form: its text fields in the order the view shows their rows,
/// the key Return shows in each, and what Return does.
///
/// The order is the table's — section by section, row by row — so it runs across the groups of
/// a ``SectionGroupStack``, the rows of a pinned group under their anchor and nested stacks, as
/// the screen shows them: ask the data source the view shows, in its coordinates (see "The
/// user's actions" in ``DataSourceProtocol``). A row takes the focus when it shows a text field
/// the user can type into: ``RowContent/Accessory/textField(_:)``, editable
/// (``RowContent/TextField/isEditable``), on an enabled row (``RowContent/isEnabled``). A
/// hidden group (an inactive pin) has no rows in the table, so Return never lands there.
///
/// While a transaction is open on the data source the view shows, the view shows the layout of
/// the last batch its sink received: the rows are walked in that layout and the answers are in
/// it, each row read as it is now (``DataSourceProtocol/currentPath(ofShownRow:)``); a row the
/// transaction deleted takes no focus, and one it inserted is not shown yet.
///
/// ```swift
/// screen.onSubmit = { account.signIn() }
/// let first = screen.focusNext(from: [0, -1])    // the form's first field
/// screen.returnKey(at: first!)                    // .next: another field follows
/// try screen.pressReturn(at: first!)              // the row to focus next
/// ```
extension DataSourceProtocol {
  /// The first row after `path`, in the order the view shows the rows, whose text field the
  /// user can type into; `nil` when there is none (past the last field).
  ///
  /// `path` need not be a row: the walk starts after it, so `[0, -1]` answers the form's first
  /// field, and a path past the table answers `nil`.
  ///
  /// - Parameter path: A row as the view shows it, or any place before or after the rows.
  /// - Returns: A row as the view shows it, or `nil`; also `nil` during the delivery of a
  ///   batch (from inside a sink call), when the rows cannot be read.
  /// - Complexity: O(*r* · *c*) for the *r* rows the view shows between `path` and the answer
  ///   (all the rows after `path` when no field follows: a worst case of O(*r*) for the rows
  ///   after it) and *c* the cost of a row's content (a stack's ``SectionGroupStack/resolve(_:)``
  ///   and the owner's content), plus O(*s* + *u*) a row inside an open transaction, for the
  ///   *s* sections and *u* runs of rows it changed.
  public func focusNext(from path: TablePath) -> TablePath? {
    let shown = (self as? any TransactionalDataSource)?._core.shownCounts
    let sections = shown?.count ?? numberOfSections
    var section = max(path.section, 0)
    var row = path.section < 0 || path.row < 0 ? 0 : path.row == .max ? .max : path.row + 1
    while section < sections {
      let rows = shown?[section] ?? numberOfRows(inSection: section)
      while row < rows {
        let candidate = TablePath(section: section, row: row)
        if let current = currentPath(ofShownRow: candidate),
          rowContent(at: current)?.takesFocus == true
        {
          return candidate
        }
        row += 1
      }
      section += 1
      row = 0
    }
    return nil
  }

  /// The key Return shows in the text field of the row at `path` (as the view shows it):
  /// ``ReturnKey/next`` when another field follows (``focusNext(from:)``), else
  /// ``ReturnKey/done``.
  ///
  /// A view asks it for each field it configures, and again when the user starts editing one,
  /// as a later field may have been hidden or shown since.
  ///
  /// - Complexity: That of ``focusNext(from:)``.
  public func returnKey(at path: TablePath) -> ReturnKey {
    focusNext(from: path) == nil ? .done : .next
  }

  /// The user pressed Return in the text field of the row at `path` (as the view shows it): the
  /// row to focus next (``focusNext(from:)``), which the view scrolls into view and whose field
  /// it makes the first responder; or, at the form's last field, `nil`, once the form's submit
  /// handler (``SectionGroupStack/onSubmit`` of the data source the view shows, when it is a
  /// stack) has run in a transaction, and the view ends the editing.
  ///
  /// Nothing else changes: the field's end of editing reaches ``endEditing(at:)`` from the view
  /// as the field gives up the focus, after this call.
  ///
  /// - Throws: ``DataSourceError`` when the view shows no row at `path`
  ///   (``DataSourceError/Code/rowOutOfRange``, ``DataSourceError/Code/sectionOutOfRange``) or
  ///   the open transaction deleted it (``DataSourceError/Code/shownRowDeleted``);
  ///   ``DataSourceError/Code/rowDisabled`` for a disabled row;
  ///   ``DataSourceError/Code/noSuchControl`` when the row shows no text field the user can type
  ///   into; ``DataSourceError/Code/editDuringBatch`` from inside a sink call. Nothing changes
  ///   then and the submit handler does not run.
  /// - Complexity: That of ``focusNext(from:)``, plus the submit handler and its batch.
  public func pressReturn(at path: TablePath) throws(DataSourceError) -> TablePath? {
    try (self as? any TransactionalDataSource)?._core.refuseDuringDelivery()
    let content = try rowContent(at: checkShownRow(path))
    if content?.isEnabled == false {
      throw .rowDisabled(dataSource: name, row: path.row, section: path.section)
    }
    guard case .textField(let field)? = content?.accessory, field.isEditable else {
      let shown =
        if case .textField? = content?.accessory {
          "a text field that is not editable"
        } else {
          content?.accessory.controlName ?? "no content"
        }
      throw .noSuchControl(
        dataSource: name, row: path.row, section: path.section, value: nil, shown: shown)
    }
    if let next = focusNext(from: path) { return next }
    if let stack = self as? SectionGroupStack, let onSubmit = stack.onSubmit {
      stack.performBatchUpdates(onSubmit)
    }
    return nil
  }
}

extension RowContent {
  /// Whether the row takes the keyboard's focus: it shows an editable text field and is
  /// enabled.
  var takesFocus: Bool {
    guard isEnabled, case .textField(let field) = accessory else { return false }
    return field.isEditable
  }
}

extension TransactionCore {
  /// The row counts of the sections the view shows, while a transaction is open on this root
  /// and has changed the layout: those of the last batch its sink received (as
  /// ``currentPath(ofShown:)`` reads them); `nil` when the view shows the current layout.
  var shownCounts: [Int]? {
    guard host == nil, depth > 0, tracker.isTracking else { return nil }
    return seen
  }
}
