import StackedDataSources

/// The user's input into controls in the fuzz test (issues 30 and 35): the rows of most array
/// sources, followed or not, show a text field, a switch, a slider or a stepper whose value the
/// fuzzer keeps by item (``StackFuzzer/controlValues``); the user enters a value into a row the
/// view shows (between transactions, and while the fuzzer holds transactions open) as a bridge
/// enters it — ``DataSourceProtocol/setControlValue(_:at:)``, ``DataSourceProtocol/setToggle(_:at:)``
/// or ``DataSourceProtocol/endEditing(at:)`` at the root, which tells the sinks — and the owner's
/// handler takes the value, refuses it, changes it, reconfigures the row itself or another row
/// that shows the value, edits the tree in transactions opened on any node, or edits the
/// followed model so that its change joins the input's batch. ``StackFuzzer/act(_:at:in:refusals:_:)``
/// checks that the input reached the row the view showed; ``FuzzControlView`` checks the no-echo
/// contract after every step: no reconfigure of a row to what its control shows, and no control
/// left showing a value its row's content does not have.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// What an owner does with a value the user entered.
  enum Answer: CaseIterable {
    /// Keeps the value: the row's content becomes what the control shows.
    case take
    /// Does nothing: the control must be put back.
    case refuse
    /// Keeps another value: the row must be reconfigured to it.
    case change
    /// Keeps the value and reconfigures its own row (an echo the root must drop).
    case reconfigureOwnRow
    /// Keeps the value for another row too, and reconfigures that row.
    case dependentRow
    /// Keeps the value and edits the tree, in a transaction on a random node or not.
    case editTree
    /// Keeps the value and edits the followed model, which joins the input's batch.
    case editModel
  }

  /// Gives the rows of most new array nodes, followed or not, a control (before the node joins
  /// the tree: content that changes under a table needs a reload); see
  /// ``FuzzControl/forNewSource(counter:)``.
  func giveControls(_ node: FuzzNode) {
    guard let control = FuzzControl.forNewSource(counter: nextItem) else { return }
    switch node.kind {
    case .array(let source): install(control, on: source, follow: nil)
    case .followed(let follow):
      switch follow.source {
      case .array(let source), .tracked(let source): install(control, on: source, follow: follow)
      case .expanding, .sectioned, .outline: break
      }
    default: break
    }
  }

  private func install(
    _ control: FuzzControl, on source: ArrayDataSource<String>, follow: FuzzFollow?
  ) {
    source.content = { [unowned self] item in
      RowContent(item, accessory: control.accessory(showing: controlValues[item], initial: item))
    }
    let answer = { [unowned self, unowned source] (item: String, value: String) in
      guard heard(item) else { return }
      self.answer(item, value, control: control, source: source, follow: follow)
    }
    switch control {
    case .textField:
      source.onTextChange = answer
      source.onEndEditing = { [unowned self] item, text in endedEditing(item, text) }
    case .toggle: source.onToggle = { answer($0, $1 ? "on" : "off") }
    case .slider, .stepper: source.onValueChange = { answer($0, "\(Int($1))") }
    }
  }

  private func answer(
    _ item: String, _ value: String, control: FuzzControl, source: ArrayDataSource<String>,
    follow: FuzzFollow?
  ) {
    var answers = Answer.allCases
    if follow == nil { answers.removeAll { $0 == .editModel } }
    // A followed source's items are its model's: editing them directly is reported and undone.
    if follow != nil { answers.removeAll { $0 == .reconfigureOwnRow || $0 == .dependentRow } }
    let answer = answers[random.int(0..<answers.count)]
    trace?("  \(source.name) answers \(answer) to \"\(value)\" for \(item)")
    cover { $0.controlAnswers["\(answer)", default: 0] += 1 }
    switch answer {
    case .refuse: return
    case .change: controlValues[item] = control.changed(value)
    default: controlValues[item] = value
    }
    switch answer {
    case .reconfigureOwnRow:
      if let index = source.items.firstIndex(of: item) {
        try! source.replace(at: index, with: item)
      }
    case .dependentRow:
      // A paused source holds the reconfigure while the content changes at once: an app does
      // not change what a paused source shows behind its back.
      guard !source.isPaused,
        let other = source.items.filter({ $0 != item }).randomElement(using: &random),
        let index = source.items.firstIndex(of: other)
      else { return }
      controlValues[other] = value
      try! source.replace(at: index, with: other)
    case .editTree: callbackEdit("control")
    case .editModel:
      guard let follow else { return }
      for _ in 0..<random.int(1...3) { editModel(of: follow) }
    case .take, .refuse, .change: break
    }
  }

  /// The owner hears that the user finished editing a field, with its text; sometimes it edits
  /// the tree then.
  func endedEditing(_ item: AnyHashable, _ text: String) {
    guard heard(item) else { return }
    endedText = text
    if random.chance(0.3) { callbackEdit("endEditing") }
  }

  /// The user enters a value into a random row that shows a control (now and then into any
  /// row), as the view shows it; a third of the time, when paused sources show controls, into
  /// one of theirs (which holds the input until it resumes).
  func typeIntoField() {
    let picture = shownTable()
    let controls = picture.paths.filter { Self.showsControl(picture.content(at: $0)) }
    let pausedItems = Set(
      FuzzModel.nodes(under: root).filter(\.isPaused).flatMap(\.ownItems).map(AnyHashable.init))
    let paused =
      pausedItems.isEmpty ? [] : controls.filter { pausedItems.contains(picture.item(at: $0)) }
    let rows = !paused.isEmpty && random.chance(0.3) ? paused : controls
    if let path = rows.randomElement(using: &random), random.chance(0.9) {
      return userInput(at: path, in: picture)
    }
    let counts = picture.counts
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard let section = filled.randomElement(using: &random) else { return }
    userInput(at: TablePath(section: section, row: random.int(0..<counts[section])), in: picture)
  }

  private static func showsControl(_ content: RowContent?) -> Bool {
    switch content?.accessory {
    case .textField?, .toggle?, .slider?, .stepper?: true
    default: false
    }
  }

  /// The user enters a value into the control of the row the view shows at `path` — text into
  /// a field, or ends its editing; a switch flipped; a number into a slider or a stepper, now
  /// and then one off its step — or tries a value no control of the row takes (which must be
  /// refused with a typed error, and change nothing).
  func userInput(at path: TablePath, in picture: ShownTable) {
    if typeIntoForm(at: path, in: picture) { return }  // a validated row: StackFuzzer+Validation
    let stack = root.stack!
    let content = picture.content(at: path)
    let input: FuzzInput
    switch content?.accessory {
    case .textField? where random.chance(0.2): input = .endEditing
    case .textField?:
      input =
        random.chance(0.1)
        ? .value(.number(1)) : .value(.text(random.chance(0.2) ? "" : "t\(random.int(0..<1000))"))
    case .toggle(let isOn)?: input = .toggle(random.chance(0.8) ? !isOn : isOn)
    case .slider?, .stepper?:
      input = .value(.number(random.chance(0.2) ? 2.5 : Double(random.int(0...10))))
    default: input = .value(.text("x"))
    }
    // The item the view shows, by its own identity: one the app replaced in place since (a
    // pending change of a followed model, say) is another item, whose row the batch may reload
    // under the user's input.
    let key = Self.key(of: picture.item(at: path))
    let now = rowNow(showing: path, in: picture)
    let owner = now.flatMap { stack.resolve($0)?.dataSource }
    let paused = now.map(isPausedRow) ?? false
    // As a bridge does: the view shows the value, then the data source hears of it (and tells
    // the sinks).
    // A control the user entered into earlier in the transaction shows that value, or what the
    // bridge put back after a refusal (``FuzzControlView/inputRefused(at:putBack:)``), not the
    // content noted as the transaction opened.
    let identity = identities.identity(at: path)
    let showing = identity.flatMap(controlView.shownContent(of:)) ?? content
    let shown = input.shown(in: showing)
    if let shown { controlView.userEntered(at: path, key: paused ? nil : key, shows: shown) }
    defer { controlView.inputHandedOn(settled: stack.transactionDepth == 0) }
    let expectedEnd = endEditingText(at: path, now: now, paused: paused)
    endedText = nil
    let accepted = act(
      input.name, at: path, in: picture, now: now, refusals: { refusal($0, of: input, at: $1) }
    ) { () throws(DataSourceError) in
      switch input {
      case .value(let value): try stack.setControlValue(value, at: path)
      case .toggle(let isOn): try stack.setToggle(isOn, at: path)
      case .endEditing: try stack.endEditing(at: path)
      }
    }
    guard accepted else {
      // The bridge puts the control back from the row's content.
      if shown != nil {
        controlView.inputRefused(
          at: path, putBack: stack.currentPath(ofShownRow: path).flatMap(stack.rowContent(at:)))
      }
      return
    }
    cover {
      $0.controlKinds[input.name, default: 0] += 1
      if paused { $0.pausedInputs[input.name, default: 0] += 1 }
    }
    if case .endEditing = input {
      if let identity, typedInTransaction[identity] != nil {
        cover { $0.controlAnswers["ended typed in transaction", default: 0] += 1 }
      }
      if let endedText, endedText != expectedEnd {
        fault(
          "the end of editing at \(path) handed on \"\(endedText)\"; the field shows \"\(expectedEnd ?? "nothing")\""
        )
      }
      return
    }
    cover { $0.controlAnswers["entered", default: 0] += 1 }
    if case .value(.text(let text)) = input, !paused, stack.transactionDepth > 0,
      let identity
    {
      typedInTransaction[identity] = text
    }
    if shown != nil, let owner { typedItems.append((key, owner, paused)) }
  }

  /// Whether a refusal of `input` with `code` is one the content of the row (at `now`, `nil`
  /// for a placeholder row) explains: it shows no control that takes the input, or one that
  /// cannot take it.
  private func refusal(_ code: DataSourceError.Code, of input: FuzzInput, at now: TablePath?)
    -> Bool
  {
    let content = now.flatMap { root.stack!.rowContent(at: $0) }
    switch (input, code) {
    case (.endEditing, .noSuchControl):
      if case .textField? = content?.accessory { return false }
    case (.value, .noSuchControl), (.toggle, .noSuchControl):
      guard input.shown(in: content) == nil else { return false }
      cover { $0.controlAnswers["no such control", default: 0] += 1 }
    case (.value, .invalidControlValue):
      guard input.shown(in: content) == nil else { return false }
      let isField = if case .textField? = content?.accessory { true } else { false }
      cover { $0.controlAnswers[isField ? "not editable" : "off step", default: 0] += 1 }
    default:
      return false
    }
    return true
  }

  /// The text an end of editing at `path` must hand on: what the field shows — what the user
  /// last typed there while it is held: by a paused source until it resumes (or what the bridge
  /// put back there), by the open transaction until it closes — else the row's content now (at
  /// `now`), which the view shows once the transaction's batch comes.
  private func endEditingText(at path: TablePath, now: TablePath?, paused: Bool) -> String? {
    let identity = identities.identity(at: path)
    if paused, let identity,
      case .textField(let field)? = controlView.shownContent(of: identity)?.accessory
    {
      return field.text
    }
    if let identity, let typed = typedInTransaction[identity] { return typed }
    guard let now, case .textField(let field)? = root.stack!.rowContent(at: now)?.accessory
    else { return nil }
    return field.text
  }

  /// Checks the rows replaced under the user's input, as two oracles find them: the view's
  /// controls (``FuzzControlView/replacedRows``: the input's batch deleted or reloaded the row)
  /// and the validators (``BatchViolation/Rule/userInputRowReplaced``). A replaced row is
  /// expected when an owner's answer (or the app, at a step since: ``typedItemsLeft``) took
  /// the typed item out of the table (an app that deletes the row the user types into loses the
  /// keyboard, as UIKit would, even when it puts the item back), or when the batch replaced
  /// the row's whole section (UIKit takes no rows inserted into a section that moves, so a
  /// transaction that moves a group and changes its rows replaces its section); a row replaced
  /// on its own while its item is still shown (by its identity: a value the item carries may
  /// have changed) is a failure.
  func checkReplacedInputRows() throws(Failure) {
    let reported = validator.violations.first { $0.rule == .userInputRowReplaced }
    defer { forgetSettledInput() }
    guard reported != nil || !controlView.replacedRows.isEmpty else { return }
    let shown = Set(FuzzModel.table(of: root.stack!).joined().map(Self.key))
      .subtracting(typedItemsLeft)
    let lost = controlView.replacedRows.filter { shown.contains($0.key) }
    controlView.replacedRows = []
    if let row = lost.first(where: { !$0.bySection }) {
      throw fail(
        "the batch after the user's input replaced its row (\(row.identity)), whose item "
          + "\(row.key) is still shown; the validating sink "
          + (reported.map { "reported: \($0.message)" } ?? "did not report it"))
    }
    if !lost.isEmpty {
      cover { $0.controlAnswers["section replaced under input", default: 0] += 1 }
    }
    if let reported {
      guard
        !lost.isEmpty || typedItems.contains(where: { $0.isHeld || !shown.contains($0.key) })
      else {
        throw fail(
          "a row the user typed into was replaced, and its item is still shown: "
            + reported.message)
      }
      cover { $0.controlAnswers["replaced under input", default: 0] += 1 }
      for sink in [validator, collectionValidator] {
        sink.removeViolations { $0.rule == .userInputRowReplaced }
      }
    }
  }

  /// Notes the typed items that are not in the model after a step (see ``typedItemsLeft``).
  ///
  /// - Complexity: O(*n*) for *n* rows, when the user typed since the last batch.
  func noteTypedItemsLeft() {
    guard !typedItems.isEmpty else { return }
    let model = Set(FuzzModel.flatten(root).joined().map(Self.key))
    for typed in typedItems where !model.contains(typed.key) { typedItemsLeft.insert(typed.key) }
  }

  /// Forgets the typed items, but those of paused sources, which settle when they resume.
  private func forgetSettledInput() {
    typedItemsLeft = []
    guard !typedItems.isEmpty else { return }
    let nodes = FuzzModel.nodes(under: root)
    typedItems.removeAll { typed in
      !nodes.contains { $0.dataSource === typed.owner && $0.isPaused }
    }
  }

  /// Whether the row at `path` belongs to a paused source, whose table shows what it was last
  /// told until it resumes.
  func isPausedRow(_ path: TablePath) -> Bool {
    guard let owner = root.stack!.resolve(path)?.dataSource else { return false }
    return FuzzModel.nodes(under: root).contains { $0.dataSource === owner && $0.isPaused }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer.Coverage {
  /// Adds the counters of the user's input of `other` (for totals over seeds).
  package mutating func add(input other: Self) {
    controlAnswers.merge(other.controlAnswers, uniquingKeysWith: +)
    echoChecks += other.echoChecks
    controlKinds.merge(other.controlKinds, uniquingKeysWith: +)
    shownRowInputs.merge(other.shownRowInputs, uniquingKeysWith: +)
    pausedInputs.merge(other.pausedInputs, uniquingKeysWith: +)
    deliveryInputs.merge(other.deliveryInputs, uniquingKeysWith: +)
    followedControlInputs.merge(other.followedControlInputs, uniquingKeysWith: +)
  }
}
