import StackedDataSources

/// Edits from the app's callbacks in the fuzz test: `didChange` hooks, a snapshot source's
/// `didUpdate` and transaction completions that edit the model — one edit, or a transaction
/// opened on a random node at any depth with edits inside — after the batch that called them;
/// and transactions whose edits cancel out while a placeholder shows, which must send nothing.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// Hooks on one to three random nodes, then a transaction whose completion may edit too; the
  /// hooks are removed afterwards, so that they fire only around edits whose bookkeeping does not
  /// depend on what a hook changes.
  func hookedStep() {
    let hooked = (0..<random.int(1...3)).map { _ in pickNode() }
    for node in hooked { setDidChange(of: node) { [unowned self] in callbackEdit("didChange") } }
    hooksArmed = true
    let host = pickHost()
    trace?("hooked transaction on \(host.dataSource.name)")
    pendingCompletions += 1
    host.dataSource.performBatchUpdates {
      for _ in 0..<random.int(1...3) { appliedEdit() }
    } completion: { [unowned self] in
      pendingCompletions -= 1
      if random.chance(0.5) { callbackEdit("completion") }
    }
    hooksArmed = false
    for node in hooked { setDidChange(of: node, nil) }
    FuzzModel.prune(root)
  }

  /// What a callback does: one edit, or a transaction on a random node with one or two edits
  /// inside. Callbacks run after a batch, so every edit is applied; nested callbacks stop at two
  /// levels.
  func callbackEdit(_ callback: String) {
    guard hookDepth < 2 else { return }
    hookDepth += 1
    defer { hookDepth -= 1 }
    FuzzModel.prune(root)
    cover { $0.callbackEdits[callback, default: 0] += 1 }
    trace?("  \(callback) edits")
    guard random.chance(0.5) else { return appliedEdit() }
    let host = pickHost()
    cover { $0.callbackTransactionDepths.insert(host.depth) }
    openTransaction(on: host) {
      for _ in 0..<random.int(1...2) { appliedEdit() }
    }
  }

  /// One edit of a random node that is applied now (no batch is being delivered): edits that
  /// take indexes must succeed.
  func appliedEdit() {
    let node = pickNode()
    trace?("  callback edits \(node.dataSource.name)")
    if random.chance(0.15), changePlaceholder(of: node) { return }
    do {
      switch node.kind {
      case .array(let source):
        switch random.int(0..<3) {
        case 0 where source.count > 0: try source.remove(at: random.int(0..<source.count))
        case 1: try source.insert(item(), at: random.int(0...source.count))
        default: source.append(item())
        }
      case .sectioned(let source) where !source.sections.isEmpty:
        let section = random.int(0..<source.sections.count)
        let count = source.sections[section].items.count
        if count > 0 && random.chance(0.5) {
          try source.remove(at: TablePath(section: section, row: random.int(0..<count)))
        } else {
          try source.insert(item(), at: TablePath(section: section, row: random.int(0...count)))
        }
      case .snapshot(let source):
        source.setSnapshot(rewritten(source))
      case .fetched(_, let store):
        try store.insert(newObject())
      case .followed(let follow):
        cover { $0.followedEditsFromCallbacks += 1 }
        editModel(of: follow)
        if random.chance(0.3) { flushAndCheck(follow) }
      case .stack, .sectioned, .expanding, .outline:
        break
      }
    } catch {
      callbackFailure = "an edit of \(node.dataSource.name) from a callback threw \(error)"
    }
  }

  /// Sets (or clears) the `didChange` hook of `node`.
  func setDidChange(of node: FuzzNode, _ hook: (() -> Void)?) {
    switch node.kind {
    case .array(let source): source.didChange = hook
    case .sectioned(let source): source.didChange = hook
    case .stack(let stack): stack.didChange = hook
    case .expanding(let source): source.didChange = hook
    case .outline(let source): source.didChange = hook
    case .fetched(let source, _): source.didChange = hook
    case .snapshot(let source): source.didChange = hook
    case .followed(let follow):
      switch follow.source {
      case .array(let source), .tracked(let source): source.didChange = hook
      case .expanding(let source): source.didChange = hook
      case .sectioned(let source): source.didChange = hook
      case .outline(let source): source.didChange = hook
      }
    }
  }

  // MARK: Edits that cancel out

  /// A transaction, opened on a random node, whose edits of one array or sectioned source cancel
  /// out — an item inserted and removed — often while the section shows its placeholder: the
  /// table must receive nothing.
  func cancellingTransaction() {
    let candidates = FuzzModel.nodes(under: root).filter {
      switch $0.kind {
      case .array, .sectioned: true
      default: false
      }
    }
    guard let node = candidates.randomElement(using: &random) else { return }
    if random.chance(0.5) { _ = changePlaceholder(of: node) }
    // A followed model's change waiting would join the transaction's batch: apply it first.
    guard flushFollows() else { return }
    let host = pickNode()
    let before = validator.validatedBatchCount
    var showsPlaceholder = false
    trace?("cancelling transaction on \(host.dataSource.name) for \(node.dataSource.name)")
    do {
      try host.dataSource.performBatchUpdates {
        switch node.kind {
        case .array(let source):
          showsPlaceholder = source.count == 0 && source.placeholder != nil
          let index = random.int(0...source.count)
          switch random.int(0..<3) {
          case 0:
            try source.insert(item(), at: index)
            try source.remove(at: index)
          case 1:
            let added: Set = [item(), item()]
            source.append(contentsOf: Array(added))
            source.removeAll { added.contains($0) }
          default:
            try source.insert(item(), at: index)
            try source.move(from: index, to: source.count - 1)
            try source.remove(at: source.count - 1)
          }
        case .sectioned(let source) where !source.sections.isEmpty:
          let section = random.int(0..<source.sections.count)
          let count = source.sections[section].items.count
          // The removal would take an emptied section with it.
          guard count > 0 || !source.removesEmptySections else { return }
          showsPlaceholder = count == 0 && source.placeholder != nil
          let path = TablePath(section: section, row: random.int(0...count))
          try source.insert(item(), at: path)
          try source.remove(at: path)
        default:
          break
        }
      }
    } catch {
      callbackFailure = "a transaction that cancels out threw \(error)"
    }
    if validator.validatedBatchCount != before {
      callbackFailure = "a transaction whose edits cancel out sent a batch"
    }
    if showsPlaceholder { cover { $0.placeholderCancellations += 1 } }
  }
}
