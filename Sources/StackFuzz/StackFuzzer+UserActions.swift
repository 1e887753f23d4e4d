import StackedDataSources

/// The user's actions in the fuzz test, besides drags: a tap, a switch, a swipe action, a delete
/// and an insert on a random row the view shows (between transactions, and while the fuzzer
/// holds transactions open), entered at the root as a bridge enters them, and checked to land on
/// that row (``StackFuzzer/act(_:at:in:refusals:_:)``). The
/// owner's handlers edit the model — a row replaced in place, an item inserted, removed, a
/// transaction opened on a random node with edits inside — and every batch is checked as usual.
/// An action on a row that has none (a placeholder, a row whose owner declares no handler) must be
/// refused with ``DataSourceError/Code/rowNotEditable`` or do nothing.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  func userAction() {
    let stack = root.stack!
    let picture = shownTable()
    let counts = picture.counts
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard let section = filled.randomElement(using: &random) else { return }
    let path = TablePath(section: section, row: random.int(0..<counts[section]))
    for node in FuzzModel.nodes(under: root) where !node.handlesUserActions {
      handleUserActions(node)
    }
    hooksArmed = true
    defer {
      hooksArmed = false
      FuzzModel.prune(root)
    }
    let action = ["select", "toggle", "swipe", "delete", "insert", "type"][random.int(0..<6)]
    if action == "type" { return userInput(at: path, in: picture) }
    // A switch the row shows, flipped, is input into its control: the view shows the new value
    // before the owner hears of it, which the no-echo oracle must know.
    if action == "toggle", case .toggle? = picture.content(at: path)?.accessory {
      return userInput(at: path, in: picture)
    }
    let shown = picture.item(at: path)
    let now = rowNow(showing: path, in: picture)
    // A paused snapshot source takes a delete, and the row leaves the table when it resumes.
    let holdsDelete =
      (now.flatMap { stack.resolve($0)?.dataSource } as? SnapshotSource)?.isPaused == true
    let accepted = act(
      action, at: path, in: picture, now: now,
      refusals: { code, now in
        if code == .rowDisabled, let now, isDisabledFormRow(now) {
          cover { $0.forms["disabled refused", default: 0] += 1 }
          return true
        }
        // A delete asks the row's source (a paused one refuses); an insert its handler too.
        guard code == .rowNotEditable else { return false }
        cover { $0.userActions["refused", default: 0] += 1 }
        return action == "insert" || now.map { !stack.canEditRow(at: $0) } ?? true
      }
    ) { () throws(DataSourceError) in
      switch action {
      case "select": try stack.selectRow(at: path)
      case "toggle": try stack.setToggle(random.chance(0.5), at: path)
      case "swipe":
        let actions = stack.swipeActions(at: path, edge: random.chance(0.5) ? .leading : .trailing)
        // The view offers no actions on a row the open transaction deleted.
        if actions.isEmpty, stack.currentPath(ofShownRow: path) == nil {
          throw .shownRowDeleted(dataSource: stack.name, row: path.row, section: path.section)
        }
        actions.randomElement(using: &random)?.perform()
      case "delete": try stack.commitDelete(at: path)
      default: try stack.commitInsert(at: path)
      }
    }
    guard accepted else { return }
    cover { $0.userActions[action, default: 0] += 1 }
    if action == "delete", !holdsDelete, locate(shown, in: FuzzModel.table(of: stack)) != nil {
      fault("the user deleted the row of \(shown) at \(path); it is still shown")
    }
  }

  /// Gives the rows of an array, sectioned or snapshot `node` handlers that edit the model.
  private func handleUserActions(_ node: FuzzNode) {
    node.handlesUserActions = true
    let editable = random.chance(0.8)
    switch node.kind {
    case .array(let source):
      source.canEdit = { _ in editable }
      source.canInsert = { _ in true }
      source.onSelect = { [unowned self, unowned source, unowned node] item in
        guard heard(item) else { return }
        guard random.chance(0.5), let index = source.items.firstIndex(of: item) else {
          return callbackEdit("select")
        }
        try! source.replace(at: index, with: replacing(item, node: node))
      }
      // A source whose rows show a switch answers it with its control's handler.
      if source.onToggle == nil {
        source.onToggle = { [unowned self] item, _ in
          guard heard(item) else { return }
          callbackEdit("toggle")
        }
      }
      source.swipeActions = { [unowned self, unowned source] item, _ in
        [
          RowAction("Remove", style: .destructive) { [unowned self] in
            guard heard(item) else { return }
            cover { $0.callbackEdits["swipe", default: 0] += 1 }
            source.removeAll { $0 == item }
          },
          RowAction("More") { [unowned self] in
            guard heard(item) else { return }
            callbackEdit("swipe")
          },
        ]
      }
      if random.chance(0.5) {
        source.onDelete = { [unowned self, unowned source] item in
          guard heard(item) else { return }
          openTransaction(on: pickNode()) {
            source.removeAll { $0 == item }
            appliedEdit()
          }
        }
      }
      source.onInsert = { [unowned self, unowned source] item in
        guard heard(item), let index = source.items.firstIndex(of: item) else { return }
        try! source.insert(self.item(), at: index)
      }
    case .sectioned(let source):
      source.canEdit = { _ in editable }
      let inserts = random.chance(0.5)
      source.canInsert = { _ in inserts }
      source.onSelect = { [unowned self] item in
        guard heard(item) else { return }
        callbackEdit("select")
      }
      source.onToggle = { [unowned self] item, _ in
        guard heard(item) else { return }
        callbackEdit("toggle")
      }
      source.swipeActions = { [unowned self] item, _ in
        [
          RowAction("More") { [unowned self] in
            guard heard(item) else { return }
            callbackEdit("swipe")
          }
        ]
      }
      source.onInsert = { [unowned self, unowned source] item in
        guard heard(item) else { return }
        for (section, contents) in source.sections.enumerated() {
          guard let row = contents.items.firstIndex(of: item) else { continue }
          try! source.insert(self.item(), at: TablePath(section: section, row: row))
          return
        }
      }
    case .snapshot(let source):
      source.canEdit = { _ in editable }
      source.onSelect = { [unowned self, unowned source] item in
        guard heard(item) else { return }
        source.setSnapshot(rewritten(source))
      }
    case .stack, .expanding, .outline, .fetched, .followed:
      break
    }
  }
}
