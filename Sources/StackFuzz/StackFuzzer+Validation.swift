import StackedDataSources

/// Validation and enable rules in the fuzz test (issue 38): validated groups (``FuzzForm``)
/// inserted into stacks at any depth or pinned under rows; the user types values that pass and
/// fail into their rows at view coordinates through the root — now and then while a transaction
/// is open — ends editing, and the form is validated on the root or a nested stack (refused
/// while a validated group is paused); enable rules read the rules' flags.
///
/// The oracle (``checkForms()``): the table without its error rows is the model's; each failing
/// row of the model has exactly one active message row pinned under it with its message, no other
/// row has one, and the table shows as many error rows as the model has failing rows shown; each
/// field shows the model's value or draft, its message and accessibility value; each row is
/// enabled exactly while its predicate holds, and input into a disabled row is refused with
/// ``DataSourceError/Code/rowDisabled``, sending nothing. Drawn from ``formRandom``.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// Called at the top of every step.
  func formHook() {
    if formRandom.chance(0.06) { formStep() }
  }

  private func formStep() {
    forms.removeAll { !isLive($0.node) }
    switch formRandom.int(0..<20) {
    case 0..<3: addForm()
    case 3..<12: typeInForm()
    case 12..<14: typeInForm(endsEditing: true)
    case 14..<16: validateForms()
    case 16: validatePaused()
    case 17: enableRows()
    default: typeInForm()
    }
  }

  func isLive(_ node: FuzzNode) -> Bool { FuzzModel.nodes(under: root).contains { $0 === node } }

  private func formItem() -> String {
    nextFormItem += 1
    return "f\(nextFormItem)"
  }

  /// Inserts a validated group into a random stack, or pins one under a row of a random group.
  private func addForm() {
    guard forms.count < 5 else { return }
    let nodes = FuzzModel.nodes(under: root)
    let check = FuzzForm.Check.allCases[formRandom.int(0..<4)]
    let timing = [Validation.Timing.change, .endEditing, .submit][formRandom.int(0..<3)]
    let items = (0..<formRandom.int(1...3)).map { _ in formItem() }
    let source = ArrayDataSource(items, name: "form\(nextFormItem)")
    let anchors = nodes.filter { node in
      guard node.owner != nil, !isForm(node), node.pins.count < 3, !node.isPaused else {
        return false
      }
      if case .array(let array) = node.kind { return !array.items.isEmpty }
      return false
    }
    let form: FuzzForm
    if let parent = anchors.randomElement(using: &formRandom), formRandom.chance(0.4),
      case .array(let array) = parent.kind
    {
      let stack = parent.owner!
      let node = FuzzNode(kind: .array(source), owner: stack, depth: parent.depth)
      form = FuzzForm(node: node, source: source, check: check, timing: timing)
      install(form)
      let row = formRandom.int(0..<array.count)
      try! stack.pin(source, under: TablePath(section: 0, row: row), of: array, isActive: true)
      parent.pins.append(FuzzPin(node: node, anchor: array.items[row], isActive: true))
      cover { $0.forms["pinned", default: 0] += 1 }
    } else {
      let stacks = nodes.filter { $0.stack != nil }
      let parent = stacks[formRandom.int(0..<stacks.count)]
      let node = FuzzNode(kind: .array(source), owner: parent.stack!, depth: parent.depth)
      form = FuzzForm(node: node, source: source, check: check, timing: timing)
      install(form)
      let index = formRandom.int(0...parent.children.count)
      try! parent.stack!.insert(source, at: index)
      parent.children.insert(node, at: index)
      if parent.depth > 1 { cover { $0.forms["nested", default: 0] += 1 } }
    }
    trace?("  form \(source.name) (\(check), \(timing)): \(items)")
    forms.append(form)
  }

  private func install(_ form: FuzzForm) {
    let source = form.source
    // The fuzz's user actions leave its rows without handlers (refused, or deleted).
    form.node.handlesUserActions = true
    source.content = { [unowned form] item in
      RowContent(item, accessory: .textField(.init(text: form.values[item] ?? "")))
    }
    let rule = form.check.rule
    let timing = form.timing
    source.validation = { _ in Validation(rule, on: timing) }
    source.onTextChange = { [unowned self, unowned form, unowned source] item, text in
      guard formOwnerExpects == item else {
        trace?("  \(source.name)'s owner got \"\(text)\" for \(item)")
        callbackFailure = "\(source.name)'s owner got \"\(text)\" for \(item) unexpectedly"
        return
      }
      formOwnerExpects = nil
      guard let index = source.items.firstIndex(of: item) else { return }
      // Most owners keep the item and store the value, which the row's content reads: the row
      // is not reconfigured (no echo). Some replace the item, and the row's failure moves to
      // the new one (the row is replaced under the user's input, as the app asked).
      guard formRandom.chance(0.3) else {
        trace?("  \(source.name)'s owner takes \"\(text)\" for \(item)")
        return form.values[item] = text
      }
      let new = formItem()
      trace?("  \(source.name)'s owner takes \"\(text)\" for \(item), replaced by \(new)")
      form.replaced(item, with: new, text: text)
      noteReplacement(of: item, with: new)
      try! source.replace(at: index, with: new)
    }
  }

  func isForm(_ node: FuzzNode) -> Bool { forms.contains { $0.node === node } }

  /// The form that owns `item` now.
  private func form(of item: AnyHashable) -> FuzzForm? {
    guard let item = item as? String, item.hasPrefix("f") else { return nil }
    return forms.first { $0.source.items.contains(item) }
  }

  /// The form of the row that shows `shown` in the view, and the item the row has now: the
  /// owner may have replaced it since the view was last sent a batch (in the open transaction).
  private func formRow(showing shown: AnyHashable) -> (form: FuzzForm, item: String)? {
    guard let shown = shown as? String, shown.hasPrefix("f") else { return nil }
    for form in forms {
      var item = shown
      while !form.source.items.contains(item), let next = form.renamed[item] { item = next }
      if form.source.items.contains(item) { return (form, item) }
    }
    return nil
  }

  /// A row of a form as the view shows it (``StackFuzzer/shownTable()``: the table last
  /// delivered, while a transaction is open), its form not paused, with its item now.
  private func pickFormRow() -> (path: TablePath, item: String, form: FuzzForm)? {
    let picture = shownTable()
    let rows = picture.paths.compactMap { path -> (TablePath, String, FuzzForm)? in
      guard let (form, item) = formRow(showing: picture.item(at: path)), !form.source.isPaused
      else { return nil }
      return (path, item, form)
    }
    return rows.randomElement(using: &formRandom)
  }

  /// The fuzz's other user input reached a form's row, as the view shows it in `picture`: the
  /// form's own typing takes it. Returns whether it did.
  func typeIntoForm(at path: TablePath, in picture: ShownTable) -> Bool {
    guard let (form, item) = formRow(showing: picture.item(at: path)) else { return false }
    if !form.source.isPaused { formInput(item, of: form, at: path, endsEditing: false) }
    return true
  }

  /// Whether the row at `path` (current coordinates) is a form's row that its enable rule
  /// disables.
  func isDisabledFormRow(_ path: TablePath) -> Bool {
    guard let item = root.stack!.item(at: path), let form = form(of: item) else { return false }
    return !form.isEnabled(item as! String, flags)
  }

  private func typeInForm(endsEditing: Bool = false) {
    guard let (path, item, form) = pickFormRow() else { return }
    formInput(item, of: form, at: path, endsEditing: endsEditing)
  }

  private func formInput(_ item: String, of form: FuzzForm, at path: TablePath, endsEditing: Bool) {
    let stack = root.stack!
    let texts = ["", " ", "a", "ab", "abc", "abcde", "abcdef", "x", "axb", "Ab", "a1"]
    let text = texts[formRandom.int(0..<texts.count)]
    let before = validator.validatedBatchCount
    let saved = (form.drafts, form.failures)
    let inTransaction = !open.isEmpty
    // What the view shows there: what the user entered since the last batch, or the row as
    // the last batch left it. A field the view shows disabled takes no typing, though the open
    // transaction enabled its row (an app may still hand a disabled row input: it is refused).
    let identity = identities.identity(at: path)
    let showing =
      identity.flatMap(controlView.shownContent(of:)) ?? shownTable().content(at: path)
    if showing?.isEnabled == false, form.isEnabled(item, flags) { return }
    trace?(
      "  form \(endsEditing ? "end editing" : "types \"\(text)\"") at \(path) (\(item))"
        + (inTransaction ? " in a transaction" : ""))
    if !endsEditing, !form.isEnabled(item, flags) {
      do {
        try stack.setControlValue(.text(text), at: path)
        callbackFailure = "input into the disabled row of \(item) was accepted"
      } catch  where error.code == .rowDisabled {
        cover { $0.forms["disabled refused", default: 0] += 1 }
      } catch  where inTransaction && error.code == .shownRowDeleted {
        noteRefusedAsDeleted(item, at: path)
      } catch {
        callbackFailure = "input into the disabled row of \(item) failed otherwise: \(error)"
      }
      if validator.validatedBatchCount != before {
        callbackFailure = "input refused by a disabled row sent a batch"
      }
      return
    }
    let failedBefore = form.failures[item] != nil
    do {
      if endsEditing {
        _ = form.enter(form.shown(item), for: item, at: .endEditing)
        try stack.endEditing(at: path)
      } else {
        formOwnerExpects = form.enter(text, for: item, at: .change) ? item : nil
        // As a bridge does: the view shows the value, then the data source hears of it.
        if var shown = showing {
          shown.accessory = .textField(.init(text: text))
          controlView.userEntered(at: path, key: Self.key(of: item), shows: shown)
          typedItems.append((Self.key(of: item), form.source, false))
        }
        defer { controlView.inputHandedOn(settled: stack.transactionDepth == 0) }
        try stack.setControlValue(.text(text), at: path)
        if let expected = formOwnerExpects {
          callbackFailure = "\(form.source.name)'s owner did not get \"\(text)\" for \(expected)"
        }
      }
    } catch  where inTransaction && error.code == .shownRowDeleted {
      (form.drafts, form.failures) = saved
      formOwnerExpects = nil
      noteRefusedAsDeleted(item, at: path)
      return
    } catch {
      callbackFailure = "input into the row of \(item) at \(path) failed: \(error)"
      return
    }
    let now = form.renamed[item] ?? item
    if form.failures[now] != nil {
      let key =
        endsEditing
        ? "failed on end of editing" : form.timing == .change ? "failed on change" : "failed again"
      cover { $0.forms[key, default: 0] += 1 }
    } else if failedBefore {
      cover { $0.forms["fixed", default: 0] += 1 }
    }
    if inTransaction { cover { $0.forms["typed in transaction", default: 0] += 1 } }
  }

  /// Input into the row of `item` that the view shows at `path`, refused as deleted by the open
  /// transaction (its group removed or hidden, its pin made inactive — and maybe given back
  /// since, as a new row): the transaction's batch must take the row the view shows away
  /// (``checkRefusedShownRows()``), unless the row comes back as it was, showing the item, when
  /// the item is not in the model now (a group hidden and shown again nets to nothing).
  private func noteRefusedAsDeleted(_ item: String, at path: TablePath) {
    guard let identity = identities.identity(at: path) else { return }
    let shown = Set(FuzzModel.flatten(root).joined()).contains(AnyHashable(item))
    refusedShownRows.append(
      (
        identity, shown ? nil : currentKey(of: item),
        "input into \(item) at \(path), refused as deleted"
      ))
    cover { $0.forms["refused as deleted", default: 0] += 1 }
  }

  /// `validate()` on the root or a nested stack: every failing row shown there, in table order,
  /// with its message; each row's submit-time check in the model. Pending rules are applied
  /// first, and the model takes what the rules decided: `validate()`'s own transaction would
  /// apply them as it closes, after finding the failing rows it shows.
  private func validateForms() {
    flushRules()
    syncRules()
    let stacks = FuzzModel.nodes(under: root).filter { $0.stack != nil }
    let node = formRandom.chance(0.7) ? root : stacks[formRandom.int(0..<stacks.count)]
    var expected: [String] = []
    for item in FuzzModel.flatten(node).joined() {
      guard let form = form(of: item), let item = item as? String else { continue }
      _ = form.enter(form.shown(item), for: item, at: .submit)
      if let message = form.failures[item] { expected.append("\(item): \(message)") }
      if form.timing == .submit, form.failures[item] != nil {
        cover { $0.forms["failed on submit", default: 0] += 1 }
      }
    }
    trace?("  validate \(node.dataSource.name): expects \(expected)")
    do {
      let failures = try node.stack!.validate()
      let found = failures.map { "\($0.item): \($0.message)" }
      if found != expected {
        callbackFailure =
          "validate() on \(node.dataSource.name) found \(found), the model \(expected)"
      }
      cover { $0.forms["validate", default: 0] += 1 }
      if node !== root { cover { $0.forms["validate nested", default: 0] += 1 } }
    } catch {
      callbackFailure = "validate() on \(node.dataSource.name) failed: \(error)"
    }
  }

  /// `validate()` while a form is paused: refused with `.sourcePaused` when the paused form shows
  /// rows there, and nothing sent.
  private func validatePaused() {
    guard let form = forms.randomElement(using: &formRandom), !form.source.isPaused else { return }
    flushRules()
    syncRules()
    form.source.pause()
    defer { form.source.resume() }
    let shown = Set(FuzzModel.flatten(root).joined())
    let refuses = form.source.items.contains { shown.contains($0) }
    let before = validator.validatedBatchCount
    trace?("  validate with \(form.source.name) paused")
    do {
      _ = try root.stack!.validate()
      if refuses { callbackFailure = "validate() with \(form.source.name) paused was accepted" }
    } catch  where refuses && error.code == .sourcePaused {
      cover { $0.forms["validate refused paused", default: 0] += 1 }
      if validator.validatedBatchCount != before {
        callbackFailure = "validate() refused for a paused source sent a batch"
      }
      return
    } catch {
      callbackFailure = "validate() with \(form.source.name) paused failed: \(error)"
      return
    }
    // Not refused: the model checked every other row at submit.
    for item in FuzzModel.flatten(root).joined() {
      guard let other = self.form(of: item), let item = item as? String else { continue }
      _ = other.enter(other.shown(item), for: item, at: .submit)
    }
  }

  /// Starts an enable rule on a form that has none: its odd rows are enabled while a flag
  /// (negated or not) holds.
  private func enableRows() {
    guard let form = forms.filter({ $0.enableFlag == nil }).randomElement(using: &formRandom)
    else { return }
    form.enableFlag = (formRandom.int(0..<FuzzFlags.count), formRandom.chance(0.5))
    let flags = flags
    trace?("  enable \(form.source.name) when flag \(form.enableFlag!.flag)")
    // Weak: the source may outlive the fuzz's form (a typed row's owner is kept), and its rule
    // reads its rows again after each transaction that edits it.
    form.enabling = form.source.enable { [weak form] item in form?.isEnabled(item, flags) ?? true }
    cover { $0.forms["enable rule", default: 0] += 1 }
  }

  /// Applies the forms' pending enable rules, before the table is read: the transaction each
  /// opens takes followed models' pending changes along as it closes.
  ///
  /// - Returns: What went wrong.
  func applyEnableRules() -> String? {
    forms.removeAll { !isLive($0.node) }
    for form in forms {
      guard let enabling = form.enabling else { continue }
      enabling.flush()
      if let error = enabling.lastError { return "\(form.source.name)'s enable rule: \(error)" }
    }
    return nil
  }

  /// The oracle, when no transaction is open; see the extension's documentation.
  ///
  /// - Returns: What went wrong.
  func checkForms(table: [[AnyHashable]], expected: [[AnyHashable]]) -> String? {
    forms.removeAll { !isLive($0.node) }
    let shownItems = Set(expected.joined())
    var messages: [String] = []
    for form in forms {
      let host = form.node.owner!
      let pins = host.pins(of: form.source).filter {
        $0.group.rowContent(at: TablePath(section: 0, row: 0))?.style == .error
      }
      for (index, item) in form.source.items.enumerated() {
        let path = TablePath(section: 0, row: index)
        guard let content = form.source.rowContent(at: path) else {
          return "\(item) has no content"
        }
        guard case .textField(let field) = content.accessory, field.text == form.shown(item) else {
          return
            "the field of \(item) shows \(content.accessory), the model \"\(form.shown(item))\""
        }
        let failure = form.failures[item]
        guard content.validationMessage == failure else {
          return "\(item) shows the message \(content.validationMessage ?? "none"), the model "
            + (failure ?? "none")
        }
        if let failure, !(content.accessibilityValue ?? "").contains(failure) {
          return
            "the accessibility value of \(item) lacks its message: \(content.accessibilityValue ?? "none")"
        }
        let enabled = form.isEnabled(item, flags)
        if content.isEnabled != enabled {
          return "\(item) is \(content.isEnabled ? "enabled" : "disabled"), its rule says not"
        }
        if enabled, form.enableFlag != nil, form.disabledSeen.remove(item) != nil {
          cover { $0.forms["enabled again", default: 0] += 1 }
        }
        if !enabled { form.disabledSeen.insert(item) }
        let under = pins.filter { $0.anchor == path }
        guard under.count == (failure == nil ? 0 : 1) else {
          return "\(item) (\(failure ?? "passing")) has \(under.count) message rows pinned under it"
        }
        if let pin = under.first, let failure {
          guard pin.isActive,
            pin.group.item(at: TablePath(section: 0, row: 0)) == AnyHashable(failure)
          else {
            return "the message row under \(item) shows "
              + "\(String(describing: pin.group.item(at: TablePath(section: 0, row: 0)))), "
              + "active \(pin.isActive); the model \(failure)"
          }
          if shownItems.contains(item) {
            messages.append(failure)
          } else {
            cover { $0.forms["message under hidden group", default: 0] += 1 }
          }
        }
      }
      if pins.count != form.failures.keys.filter(form.source.items.contains).count {
        return "\(form.source.name) has \(pins.count) message rows, the model "
          + "\(form.failures.keys.filter(form.source.items.contains)) failing"
      }
    }
    let stack = root.stack!
    var errorRows: [String] = []
    for (section, rows) in table.enumerated() {
      for row in rows.indices
      where stack.rowContent(at: TablePath(section: section, row: row))?.style == .error {
        errorRows.append("\(rows[row])")
      }
    }
    guard errorRows.sorted() == messages.sorted() else {
      return "the table shows the error rows \(errorRows), the model \(messages)"
    }
    return nil
  }
}
