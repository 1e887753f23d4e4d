import StackedDataSources

/// The user's actions in the fuzz test, besides drags: a tap, a switch, a swipe action, a delete
/// and an insert on a random row of the table, entered at the root as a bridge enters them. The
/// owner's handlers edit the model — a row replaced in place, an item inserted, removed, a
/// transaction opened on a random node with edits inside — and every batch is checked as usual.
/// An action on a row that has none (a placeholder, a row whose owner declares no handler) must be
/// refused with ``DataSourceError/Code/rowNotEditable`` or do nothing.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  func userAction() {
    let stack = root.stack!
    let counts = stack.rowCounts
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
    if action == "type" { return controlInput(at: path) }
    trace?("  user \(action)s \(path)")
    do {
      switch action {
      case "select": try stack.selectRow(at: path)
      case "toggle": try stack.setToggle(random.chance(0.5), at: path)
      case "swipe":
        let actions = stack.swipeActions(at: path, edge: random.chance(0.5) ? .leading : .trailing)
        guard let chosen = actions.randomElement(using: &random) else { return }
        chosen.perform()
      case "delete": try stack.commitDelete(at: path)
      default: try stack.commitInsert(at: path)
      }
      cover { $0.userActions[action, default: 0] += 1 }
    } catch let refusal where refusal.code == .rowNotEditable {
      cover { $0.userActions["refused", default: 0] += 1 }
    } catch let refusal where refusal.code == .rowDisabled && isDisabledFormRow(path) {
      cover { $0.forms["disabled refused", default: 0] += 1 }
    } catch {
      callbackFailure = "the user's \(action) at \(path) failed: \(error)"
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
        guard random.chance(0.5), let index = source.items.firstIndex(of: item) else {
          return callbackEdit("select")
        }
        try! source.replace(at: index, with: replacing(item, node: node))
      }
      source.onToggle = { [unowned self] _, _ in callbackEdit("toggle") }
      source.swipeActions = { [unowned self, unowned source] item, _ in
        [
          RowAction("Remove", style: .destructive) { [unowned self] in
            cover { $0.callbackEdits["swipe", default: 0] += 1 }
            source.removeAll { $0 == item }
          },
          RowAction("More") { [unowned self] in callbackEdit("swipe") },
        ]
      }
      if random.chance(0.5) {
        source.onDelete = { [unowned self, unowned source] item in
          openTransaction(on: pickNode()) {
            source.removeAll { $0 == item }
            appliedEdit()
          }
        }
      }
      source.onInsert = { [unowned self, unowned source] item in
        guard let index = source.items.firstIndex(of: item) else { return }
        try! source.insert(self.item(), at: index)
      }
    case .sectioned(let source):
      source.canEdit = { _ in editable }
      let inserts = random.chance(0.5)
      source.canInsert = { _ in inserts }
      source.onSelect = { [unowned self] _ in callbackEdit("select") }
      source.onToggle = { [unowned self] _, _ in callbackEdit("toggle") }
      source.swipeActions = { [unowned self] _, _ in
        [RowAction("More") { [unowned self] in callbackEdit("swipe") }]
      }
      source.onInsert = { [unowned self, unowned source] item in
        for (section, contents) in source.sections.enumerated() {
          guard let row = contents.items.firstIndex(of: item) else { continue }
          try! source.insert(self.item(), at: TablePath(section: section, row: row))
          return
        }
      }
    case .snapshot(let source):
      source.canEdit = { _ in editable }
      source.onSelect = { [unowned self, unowned source] _ in
        source.setSnapshot(rewritten(source))
      }
    case .stack, .expanding, .outline, .fetched, .followed:
      break
    }
  }
}
