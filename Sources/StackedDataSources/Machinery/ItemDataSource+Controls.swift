/// The user's input into a row's control, checked against the row's content and handed to the
/// handler of ``RowBehavior`` that takes it, typed by the source's item, in a transaction of the
/// source's core that settles the row without echo.
extension ItemDataSource where Self: TransactionalDataSource {
  /// Calls ``RowBehavior/onToggle`` with the row's item and `isOn`, in a transaction that
  /// leaves the switch as the user left it when the owner takes the value and flips it back when
  /// not (see ``ControlValue``); nothing for a placeholder row.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path`;
  ///   ``DataSourceError/Code/editDuringBatch`` from inside a sink call.
  public func setToggle(_ isOn: Bool, at path: TablePath) throws(DataSourceError) {
    let path = try userInputPath(path)
    guard let item = try actionItem(at: path) else { return }
    guard var shown = rowContent(at: path), case .toggle = shown.accessory else {
      rowBehavior.onToggle?(item, isOn)
      return
    }
    shown.accessory = .toggle(isOn: isOn)
    try _core.enterUserValue(at: path, shows: shown) { rowBehavior.onToggle?(item, isOn) }
  }

  /// Checks `value` against the control the row's content shows, then runs the handler
  /// (``RowBehavior/onTextChange``, ``RowBehavior/onValueChange`` for a slider or a stepper,
  /// ``RowBehavior/onPick``, ``RowBehavior/onDateChange``) in a transaction: edits it makes and
  /// a followed model it writes go out as one batch, in which the row is not reconfigured back
  /// to the value it shows (see ``ControlValue``). Without a handler the control is put back.
  ///
  /// - Throws: as ``DataSourceProtocol/setControlValue(_:at:)`` says,
  ///   ``DataSourceError/Code/rowDisabled`` for a disabled row, and
  ///   ``DataSourceError/Code/noSuchControl`` for a placeholder row; nothing changes then.
  /// - Complexity: O(1) plus the row's content and item, the handler and the batch.
  public func setControlValue(_ value: ControlValue, at path: TablePath) throws(DataSourceError) {
    let path = try userInputPath(path)
    try checkRowExists(path)
    let before = rowContent(at: path)
    if before?.isEnabled == false {
      throw .rowDisabled(dataSource: name, row: path.row, section: path.section)
    }
    let shown = try controlInput(value, at: path, content: before)
    guard let item = rowItem(at: path) else {
      throw .noSuchControl(
        dataSource: name, row: path.row, section: path.section, value: value,
        shown: "a placeholder row")
    }
    let behavior = rowBehavior
    let key = behavior.validationState == nil ? nil : self.item(at: path)
    let check = validationCheck(of: value, for: item, key: key, at: .change)
    let handle: () -> Void = { [self] in
      if case .fails(_, holdsValue: true) = check {
        // The owner does not get a value that fails: the row holds it, as the user typed it.
        return applyValidation(check, of: value, key: key, at: path)
      }
      applyValidation(check, of: value, key: key, at: path)
      switch value {
      case .text(let text): behavior.onTextChange?(item, text)
      case .number(let number): behavior.onValueChange?(item, number)
      case .option(let index): behavior.onPick?(item, index)
      case .date(let date): behavior.onDateChange?(item, date)
      }
      rekeyValidation(of: key, at: path)
    }
    // A picker shown as a navigation or inline is chosen in another list or row: its row did
    // not change under the user's hand, so it still shows its content from before, and is
    // reconfigured when that changed (a control that did change, a pop-up menu, is put back
    // when the owner refused).
    if let before, before.accessory.isChosenElsewhere {
      return try _core.enterUserValue(at: path, shows: before, handler: handle)
    }
    try _core.enterUserValue(at: path, shows: shown, handler: handle)
  }

  /// Calls ``RowBehavior/onEndEditing`` with the row's item and the text its field shows, in a
  /// transaction: the text the row's content gives the field (what the user typed, once the
  /// owner took each change) or the last text the user typed there while the view shows it
  /// ahead of the content — in a paused source (held with the input until the source resumes),
  /// or inside a root's open transaction (the owner wrote it into a followed model, whose change
  /// joins the transaction as it closes).
  ///
  /// - Throws: as ``DataSourceProtocol/endEditing(at:)`` says, and
  ///   ``DataSourceError/Code/noSuchControl`` for a placeholder row; nothing changes then.
  /// - Complexity: O(1) plus the row's content and item, the handler and the batch; inside a
  ///   root's open transaction in which the user typed, plus finding the row in the table, as
  ///   ``SectionGroupStack/topLevelPath(of:in:)``.
  public func endEditing(at path: TablePath) throws(DataSourceError) {
    let path = try userActionPath(path)
    let field = try textField(at: path, content: rowContent(at: path))
    guard let item = rowItem(at: path) else {
      throw .noSuchControl(
        dataSource: name, row: path.row, section: path.section, value: nil,
        shown: "a placeholder row")
    }
    // The field shows what the user typed: a paused source holds the input until it resumes,
    // and the root's open transaction notes it (the owner may have written it into a followed
    // model whose change comes as the transaction closes).
    var text = field.text
    let typed = _core.pausedEdits?.shownContent(at: path) ?? _core.userTypedContent(at: path)
    if case .textField(let typed)? = typed?.accessory { text = typed.text }
    let key = rowBehavior.validationState == nil ? nil : self.item(at: path)
    let check = validationCheck(of: .text(text), for: item, key: key, at: .endEditing)
    if case .unchecked = check, rowBehavior.onEndEditing == nil { return }
    try _core.refuseDuringDelivery()
    performBatchUpdates(
      {
        applyValidation(check, of: .text(text), key: key, at: path)
        rowBehavior.onEndEditing?(item, text)
      }, completion: nil)
  }
}
