import StackedDataSources

/// The user's input into controls in the fuzz test (issue 30): the rows of array sources,
/// followed or not, show a text field whose text the fuzzer keeps by item; the user types into a
/// random row as a bridge enters it (the sinks first, then ``DataSourceProtocol/setControlValue(_:at:)``
/// at the root), and the owner's handler takes the value, refuses it, changes it, reconfigures
/// the row itself or another row that shows the value, edits the tree in transactions opened on
/// any node, or edits the followed model so that its change joins the input's batch. Input from
/// inside a sink call must be refused. ``FuzzControlView`` checks the no-echo contract after every
/// step: no reconfigure of a row to what its control shows, and no control left showing a value
/// its row's content does not have.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// What an owner does with a value the user entered.
  private enum Answer: CaseIterable {
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

  /// Gives the rows of most new array nodes, followed or not, a text field (before the node
  /// joins the tree: content that changes under a table needs a reload). Decided by the item
  /// counter rather than the random stream, so that the other dimensions draw what they drew.
  func giveControls(_ node: FuzzNode) {
    guard nextItem % 10 < 7 else { return }
    switch node.kind {
    case .array(let source): install(on: source, follow: nil)
    case .followed(let follow):
      switch follow.source {
      case .array(let source), .tracked(let source): install(on: source, follow: follow)
      case .expanding, .sectioned: break
      }
    default: break
    }
  }

  private func install(on source: ArrayDataSource<String>, follow: FuzzFollow?) {
    let editable = nextItem % 4 != 0
    source.content = { [unowned self] item in
      RowContent(
        item, accessory: .textField(.init(text: controlTexts[item] ?? item, isEditable: editable)))
    }
    source.onTextChange = { [unowned self, unowned source] item, text in
      answer(item, text, source: source, follow: follow)
    }
  }

  private func answer(
    _ item: String, _ text: String, source: ArrayDataSource<String>, follow: FuzzFollow?
  ) {
    var answers = Answer.allCases
    if follow == nil { answers.removeAll { $0 == .editModel } }
    // A followed source's items are its model's: editing them directly is reported and undone.
    if follow != nil { answers.removeAll { $0 == .reconfigureOwnRow || $0 == .dependentRow } }
    let answer = answers[random.int(0..<answers.count)]
    trace?("  \(source.name) answers \(answer) to \"\(text)\" for \(item)")
    cover { $0.controlAnswers["\(answer)", default: 0] += 1 }
    switch answer {
    case .refuse: return
    case .change: controlTexts[item] = text + "*"
    default: controlTexts[item] = text
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
      controlTexts[other] = text
      try! source.replace(at: index, with: other)
    case .editTree: callbackEdit("control")
    case .editModel:
      guard let follow else { return }
      for _ in 0..<random.int(1...3) { editModel(of: follow) }
    case .take, .refuse, .change: break
    }
  }

  /// The user types into a random row's text field (now and then into any row).
  func typeIntoField() {
    let stack = root.stack!
    let counts = stack.rowCounts
    var fields: [TablePath] = []
    for (section, count) in counts.enumerated() {
      for row in 0..<count {
        let path = TablePath(section: section, row: row)
        if case .textField? = stack.rowContent(at: path)?.accessory { fields.append(path) }
      }
    }
    if let path = fields.randomElement(using: &random), random.chance(0.9) {
      return controlInput(at: path)
    }
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard let section = filled.randomElement(using: &random) else { return }
    controlInput(at: TablePath(section: section, row: random.int(0..<counts[section])))
  }

  /// The user types into the text field of the row at `path`, or tries a value no control of
  /// the row takes (which must be refused with a typed error, and change nothing).
  func controlInput(at path: TablePath) {
    let stack = root.stack!
    let content = stack.rowContent(at: path)
    guard case .textField(var field)? = content?.accessory, let content else {
      return expectRefusedInput(.text("x"), at: path, codes: [.noSuchControl])
    }
    if random.chance(0.1) {
      return expectRefusedInput(.number(1), at: path, codes: [.noSuchControl])
    }
    field.text = random.chance(0.2) ? "" : "t\(random.int(0..<1000))"
    var shown = content
    shown.accessory = .textField(field)
    trace?("  user types \"\(field.text)\" at \(path)")
    // As a bridge does: the view shows the text, then the data source hears of it (and tells
    // the sinks).
    controlView.userEntered(at: path, shows: shown)
    if let item = stack.item(at: path), let owner = stack.resolve(path)?.dataSource {
      typedItems.append((item, owner, isPausedRow(path)))
    }
    defer { controlView.inputHandedOn() }
    do {
      try stack.setControlValue(.text(field.text), at: path)
      cover { $0.controlAnswers["entered", default: 0] += 1 }
    } catch  where !field.isEditable && error.code == .invalidControlValue {
      // The bridge puts the field back from the row's content.
      controlView.inputRefused(at: path)
      cover { $0.controlAnswers["not editable", default: 0] += 1 }
    } catch {
      callbackFailure = "typing at \(path) failed: \(error)"
    }
  }

  /// From inside a sink call: input must be refused, and its handler must not run.
  func meddleInput() {
    let stack = root.stack!
    let counts = stack.rowCounts
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard let section = filled.randomElement(using: &random) else { return }
    let path = TablePath(section: section, row: random.int(0..<counts[section]))
    guard case .textField(let field)? = stack.rowContent(at: path)?.accessory, field.isEditable
    else { return }
    trace?("  user types at \(path) from inside a batch")
    cover { $0.controlAnswers["during batch", default: 0] += 1 }
    do {
      try stack.setControlValue(.text("meddled"), at: path)
      meddleFailure = "input at \(path) from inside a batch was accepted"
    } catch  where error.code == .editDuringBatch {
    } catch {
      meddleFailure = "input at \(path) from inside a batch failed otherwise: \(error)"
    }
  }

  private func expectRefusedInput(
    _ value: ControlValue, at path: TablePath, codes: Set<DataSourceError.Code>
  ) {
    let before = validator.validatedBatchCount
    do {
      try root.stack!.setControlValue(value, at: path)
      callbackFailure = "\(value) at \(path) was accepted by a row that shows no such control"
    } catch  where codes.contains(error.code) {
      cover { $0.controlAnswers["no such control", default: 0] += 1 }
    } catch {
      callbackFailure = "\(value) at \(path) failed otherwise: \(error)"
    }
    if validator.validatedBatchCount != before { callbackFailure = "a refused input sent a batch" }
  }

  /// Checks the validators' reports of a row replaced under the user's input
  /// (``BatchViolation/Rule/userInputRowReplaced``): expected when an owner's answer took the
  /// typed item out of the table (an app that deletes the row the user types into loses the
  /// keyboard, as UIKit would) or a paused source holds the input, a failure when every typed
  /// item is still shown. Then forgets the typed items, but those of paused sources, which
  /// settle when they resume.
  func checkReplacedInputRows() throws(Failure) {
    let replaced = validator.violations.contains { $0.rule == .userInputRowReplaced }
    if replaced {
      let shown = Set(FuzzModel.table(of: root.stack!).joined())
      guard typedItems.contains(where: { $0.isHeld || !shown.contains($0.item) }) else {
        throw fail(
          "a row the user typed into was replaced, and its item is still shown: "
            + (validator.violations.first { $0.rule == .userInputRowReplaced }?.message ?? ""))
      }
      cover { $0.controlAnswers["replaced under input", default: 0] += 1 }
      for sink in [validator, collectionValidator] {
        sink.removeViolations { $0.rule == .userInputRowReplaced }
      }
    }
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
