/// The validation of the rows' values (``Validation``): checked when the user changes a value,
/// ends editing or the form is validated; a failing row shows its message in a row pinned under
/// it and in its accessibility value, and keeps the value the user entered.
extension ItemDataSource where Self: TransactionalDataSource {
  /// Checks `value`, entered into the row of `item` (named `key`), at `point`: a validation is
  /// checked at its own timing, and on every change once the row failed.
  ///
  /// - Complexity: That of the validation's rules.
  func validationCheck(
    of value: ControlValue, for item: Item, key: AnyHashable?, at point: ValidationState.Point
  ) -> ValidationState.Check {
    // One read of the behaviour: each copies it, every closure it holds retained.
    guard let key, let extras = rowBehavior.extras?.fields,
      let state = extras.validationState, let validation = extras.validation?(item)
    else { return .unchecked }
    let checked =
      switch (validation.timing, point) {
      case (.change, _), (.endEditing, .endEditing), (_, .submit): true
      default: state.failures[key] != nil
      }
    guard checked else { return .unchecked }
    guard let rule = validation.failure(for: value) else { return .passes }
    return .fails(rule, holdsValue: validation.timing == .change)
  }

  /// Makes the row at `path` (current), named `key`, show what `check` found: its message row
  /// pinned under it or gone, the value it holds, and its content reconfigured when its message
  /// changed. Call it inside a transaction, so that it joins the batch of the change.
  func applyValidation(
    _ check: ValidationState.Check, of value: ControlValue, key: AnyHashable?, at path: TablePath
  ) {
    guard let state = rowBehavior.validationState, let key else { return }
    switch check {
    case .unchecked: return
    case .passes:
      // The common keystroke: no row of the source fails, and there is nothing to hash away.
      guard !state.isEmpty else { return }
      state.drafts[key] = nil
      guard let failure = state.failures.removeValue(forKey: key) else { return }
      if let row = failure.messageRow { try? hostStack?.unpin(row) }
      _core.reconfigureShownRows([path])
    case .fails(let rule, let holdsValue):
      if holdsValue { state.drafts[key] = value } else { state.drafts[key] = nil }
      let previous = state.failures[key]
      var failure = previous ?? ValidationState.Failure(rule: rule, messageRow: nil)
      failure.rule = rule
      if let row = failure.messageRow, hostStack?.isPinActive(row) != nil {
        if previous?.rule.message != rule.message { try? row.replace(at: 0, with: rule.message) }
      } else if let stack = hostStack {
        let row = Self.messageRow(rule.message, of: name)
        if (try? stack.pin(row, under: path, of: self, isActive: true)) != nil {
          failure.messageRow = row
        }
      }
      state.failures[key] = failure
      if previous?.rule.message != rule.message { _core.reconfigureShownRows([path]) }
    }
  }

  /// Moves the failure of the row named `key` to the item the row has now, at `path`, after
  /// its owner took a value (which changed the item): the row the message row is pinned under,
  /// when there is one.
  func rekeyValidation(of key: AnyHashable?, at path: TablePath) {
    guard let key, let state = rowBehavior.validationState, !state.failures.isEmpty,
      let failure = state.failures[key]
    else { return }
    var row = path
    if let messageRow = failure.messageRow, let stack = hostStack,
      let pin = stack.pins(of: self).first(where: { $0.group === messageRow })
    {
      row = pin.anchor
    }
    guard let now = item(at: row), now != key else { return }
    state.failures[key] = nil
    state.failures[now] = failure
  }

  /// The value the control of the row at `path` shows, with what its validation says of it:
  /// the rule it fails, or `nil`.
  ///
  /// - Complexity: That of the row's content and its validation's rules.
  func validateRow(at path: TablePath) -> Validation.Rule? {
    guard rowBehavior.validationState != nil, let item = rowItem(at: path),
      let value = rowContent(at: path)?.accessory.shownValue
    else { return nil }
    let key = self.item(at: path)
    let check = validationCheck(of: value, for: item, key: key, at: .submit)
    applyValidation(check, of: value, key: key, at: path)
    if case .fails(let rule, _) = check { return rule }
    return nil
  }

  /// The stack this source is a group of (where its message rows are pinned), if any.
  private var hostStack: SectionGroupStack? { (sink as? ChildSink)?.slot?.stack }

  /// The row that shows a validation's `message` under a failing row of `source`.
  private static func messageRow(_ message: String, of source: String) -> ArrayDataSource<String> {
    let row = ArrayDataSource([message], name: source + " message")
    row.content = { RowContent($0, style: .error, isSelectable: false) }
    return row
  }
}

extension ItemDataSource {
  /// `content`, the content of the row at `path`, as the row shows it while its value fails
  /// its validation: with the value the user entered that its owner did not take, and the
  /// message.
  func validated(_ content: RowContent, at path: TablePath, state: ValidationState?)
    -> RowContent
  {
    guard let state, !state.isEmpty, let key = item(at: path)
    else { return content }
    var shown = content
    if let draft = state.drafts[key], let entered = content.showing(draft) { shown = entered }
    shown.validationMessage = state.failures[key]?.rule.message
    return shown
  }
}

extension RowContent.Accessory {
  /// The value this control shows, as the user would enter it; `nil` for an accessory that is
  /// not a control.
  var shownValue: ControlValue? {
    switch self {
    case .textField(let field): .text(field.text)
    case .slider(let slider): .number(slider.value)
    case .stepper(let stepper): .number(stepper.value)
    case .picker(let picker): picker.selectedIndex.map { .option($0) }
    case .datePicker(let picker): .date(picker.date)
    case .none, .disclosureIndicator, .checkmark, .detailButton, .toggle, .value, .detail: nil
    }
  }
}
