import StackedDataSources

/// Followed sectioned, expanding and outline sources whose rows show a control (issue 35): the
/// value lives in the model's items — `i12` becomes `i12=t5` as the user types (see
/// ``Swift/String/fuzzKey``) — so the user's input changes an item, and the owner's handler
/// writes it to the model (or refuses it, changes it, edits the tree or the model besides), whose
/// change joins the input's batch. The sources follow by identity (`follow(_:_:id:)`; an outline
/// by its nodes' ids), so the row is reconfigured, not replaced, and settled without echo. One
/// that matched by value would delete the row and insert another on every keystroke: the
/// validating sink reports it (``BatchViolation/Rule/userInputRowReplaced``), and
/// ``StackFuzzer/checkReplacedInputRows()`` fails the run, since the item is still shown.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// Gives the rows of a followed sectioned, expanding or outline source `control`, whose
  /// value the model's items carry; nothing for a followed array (``giveControls(_:)``).
  func giveItemControls(_ control: FuzzControl, to follow: FuzzFollow) {
    switch follow.source {
    case .sectioned(let source):
      install(control, on: source, follow: follow, kind: "sectioned") { $0 }
    case .expanding(let source):
      install(control, on: source, follow: follow, kind: "expanding") { $0 }
    case .outline(let source):
      install(control, on: source, follow: follow, kind: "outline") { $0.value }
    case .array, .tracked:
      break
    }
  }

  /// Shows `control` in the rows of `source`, whose items give their value as `carried`
  /// (`i12=t5`), and answers the user's input by writing the model's item.
  private func install<Source: ItemDataSource>(
    _ control: FuzzControl, on source: Source, follow: FuzzFollow, kind: String,
    carried: @escaping (Source.Item) -> String
  ) where Source.Item: Hashable {
    source.rowBehavior.content = { item in
      let text = carried(item)
      return RowContent(
        text.fuzzKey,
        accessory: control.accessory(showing: text.carriedValue, initial: text.fuzzKey))
    }
    let answer = { [unowned self] (item: Source.Item, value: String) in
      guard heard(AnyHashable(item)) else { return }
      cover { $0.followedControlInputs[kind, default: 0] += 1 }
      self.answer(carried(item).fuzzKey, value, control: control, follow: follow)
    }
    switch control {
    case .textField:
      source.rowBehavior.onTextChange = answer
      source.rowBehavior.onEndEditing = { [unowned self] item, text in
        endedEditing(AnyHashable(item), text)
      }
    case .toggle: source.rowBehavior.onToggle = { answer($0, $1 ? "on" : "off") }
    case .slider, .stepper: source.rowBehavior.onValueChange = { answer($0, "\(Int($1))") }
    }
  }

  /// What the owner of the item `key` does with the `value` the user entered: writes it to the
  /// model, refuses it, writes another, or writes it and edits the tree or the model besides.
  private func answer(_ key: String, _ value: String, control: FuzzControl, follow: FuzzFollow) {
    let answers: [Answer] = [.take, .refuse, .change, .editTree, .editModel]
    let answer = answers[random.int(0..<answers.count)]
    trace?("  \(follow.dataSource.name) answers \(answer) to \"\(value)\" for \(key)")
    cover { $0.controlAnswers["\(answer)", default: 0] += 1 }
    switch answer {
    case .refuse: return
    case .change: store(control.changed(value), to: key, in: follow)
    default: store(value, to: key, in: follow)
    }
    switch answer {
    case .editTree: callbackEdit("control")
    case .editModel: for _ in 0..<random.int(1...3) { editModel(of: follow) }
    default: break
    }
  }

  /// Makes the model's item `key` carry `value`; nothing when the model no longer has it.
  private func store(_ value: String, to key: String, in follow: FuzzFollow) {
    let model = follow.model
    switch follow.source {
    case .sectioned, .expanding:
      for section in model.sections.indices {
        guard let row = model.sections[section].items.firstIndex(where: { $0.fuzzKey == key })
        else { continue }
        model.sections[section].items[row] = key.carrying(value)
        return
      }
    case .outline:
      Self.update(key, in: &model.tree) { $0.value = key.carrying(value) }
    case .array, .tracked:
      break
    }
  }
}
