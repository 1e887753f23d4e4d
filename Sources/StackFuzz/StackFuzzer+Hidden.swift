import StackedDataSources

/// Top-level groups hidden and shown again in the fuzz test
/// (``SectionGroupStack/setHidden(_:for:)``), in stacks at every depth, inside and outside
/// transactions: the model marks a hidden group (``FuzzNode/isHidden``) and
/// ``FuzzModel/flatten(_:)`` leaves it out, so after every step the table must have lost, or got
/// back, exactly its sections. A hidden group stays in the tree, so every other operation goes on
/// reaching it: its own edits, pins under its rows, nested stacks in it, its move or removal, a
/// nested stack hidden with its groups.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// Hides or shows a random top-level group of stack `node`. Now and then it asks for the
  /// state the group is in (nothing may be sent), hides and shows a group in one transaction
  /// (nothing may be sent), or names a group the stack cannot hide (a typed error, nothing
  /// sent).
  func hideOrShow(in node: FuzzNode) {
    let stack = node.stack!
    guard !node.children.isEmpty else { return }
    let child = node.children[random.int(0..<node.children.count)]
    let roll = random.int(0..<10)
    if roll == 0 {
      rejectHiding(in: node)
    } else if roll < 3, root.stack!.transactionDepth == 0 {
      hideAndShowInOneTransaction(child, of: node)
    } else {
      let hidden = roll == 3 ? child.isHidden : !child.isHidden
      let before = validator.validatedBatchCount
      trace?("  \(hidden ? "hide" : "show") \(child.dataSource.name) in \(stack.name)")
      try! stack.setHidden(hidden, for: child.dataSource)
      if hidden == child.isHidden {
        cover { $0.hiding["current state", default: 0] += 1 }
        if validator.validatedBatchCount != before {
          callbackFailure = "setting a group's current hidden state sent a batch"
        }
      }
      child.isHidden = hidden
      cover { $0.hiding[hidden ? "hide" : "show", default: 0] += 1 }
      if stack.transactionDepth > 0 { cover { $0.hiding["in transaction", default: 0] += 1 } }
    }
    if node.depth > 1 { cover { $0.hiding["nested", default: 0] += 1 } }
    if child.stack != nil, child.isHidden { cover { $0.hiding["hidden stack", default: 0] += 1 } }
    checkHiddenGroups()
  }

  /// Hides `child` and shows it again (or the reverse) inside one transaction on a random node,
  /// with no other edit: the transaction must send nothing.
  private func hideAndShowInOneTransaction(_ child: FuzzNode, of node: FuzzNode) {
    // A followed model's change waiting would join the transaction's batch: apply it first.
    guard flushFollows() else { return }
    let stack = node.stack!
    let host = pickHost()
    let before = validator.validatedBatchCount
    trace?("  hide and show \(child.dataSource.name) in \(stack.name) on \(host.dataSource.name)")
    do {
      try host.dataSource.performBatchUpdates {
        try stack.setHidden(!child.isHidden, for: child.dataSource)
        try stack.setHidden(child.isHidden, for: child.dataSource)
      }
    } catch {
      callbackFailure = "hiding and showing \(child.dataSource.name) threw \(error)"
    }
    if validator.validatedBatchCount != before {
      callbackFailure =
        "hiding and showing \(child.dataSource.name) in one transaction sent a batch"
    }
    cover { $0.hiding["cancelled", default: 0] += 1 }
  }

  /// Names groups stack `node` cannot hide: a group pinned in it, one of a stack nested in it,
  /// one of no stack.
  private func rejectHiding(in node: FuzzNode) {
    let stack = node.stack!
    let pinned = node.children.flatMap(\.pins).first
    let nested = node.children.lazy.compactMap { $0.children.first }.first
    for group in [pinned?.node, nested].compactMap(\.self) {
      expectRejected(
        { try stack.setHidden(true, for: group.dataSource) }, "hiding a group not at the top level")
      precondition(stack.isHidden(group.dataSource) == nil)
    }
    let stray = ArrayDataSource(["x"], name: "stray")
    expectRejected({ try stack.setHidden(true, for: stray) }, "hiding a group of no stack")
    cover { $0.hiding["rejected", default: 0] += 1 }
  }

  /// Checks what the root answers about every hidden group in the tree: it has no sections and
  /// no table path, while its stack still lists it.
  private func checkHiddenGroups() {
    let table = root.stack!
    for node in FuzzModel.nodes(under: root) {
      for child in node.children where child.isHidden {
        let stack = node.stack!
        let group = child.dataSource
        guard stack.isHidden(group) == true, stack.groups.contains(where: { $0 === group }),
          stack.sections(of: group) == nil
        else {
          callbackFailure = "\(stack.name) does not say that \(group.name) is hidden"
          return
        }
        if group.numberOfSections > 0, group.numberOfRows(inSection: 0) > 0,
          table.topLevelPath(of: TablePath(section: 0, row: 0), in: group) != nil
        {
          callbackFailure = "the root finds a row of hidden \(group.name)"
          return
        }
      }
    }
  }
}
