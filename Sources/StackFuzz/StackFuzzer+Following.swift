import StackedDataSources

/// Followed sources in the fuzz test (issue 19): array sources following a plain array or a
/// ``TrackedArray``, sectioned and expanding sources following sections and outlines following
/// a tree, each of an `@Observable` model the
/// fuzzer edits in bursts — outside transactions, inside transactions opened on any node (the
/// change joins the batch when the transaction closes), from inside sink calls and from
/// callbacks. A change waits for a flush (explicit, or a transaction closing on the tree);
/// after an explicit flush the source must show the model's value. Now and then the source is
/// edited directly, which must be reported and undone; the user drags rows, and the source's
/// `onMove` moves them in the model, so the commit's transaction takes the change.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  func makeFollowed(owner: SectionGroupStack, depth: Int) -> FuzzNode {
    let model = FuzzFollowModel()
    let name = "followed\(nextItem)"
    let source: FuzzFollow.Source
    switch random.int(0..<5) {
    case 0:
      model.items = (0..<random.int(0...4)).map { _ in item() }
      source = .array(ArrayDataSource(name: name))
    case 1:
      model.tracked = TrackedArray((0..<random.int(0...4)).map { _ in item() })
      source = .tracked(ArrayDataSource(name: name))
    case 2:
      model.sections = randomSections()
      source = .sectioned(try! SectionedDataSource(name: name))
    case 3:
      model.sections = randomSections()
      source = .expanding(
        try! ExpandingDataSource(
          name: name, collapsedRowCount: random.int(-1...3),
          expandsNewSections: random.chance(0.5)))
    default:
      model.tree = randomTree()
      source = .outline(try! OutlineDataSource(name: name, roots: []))
    }
    // Sections and trees whose rows show a control carry its value in their items, and are
    // followed by identity (an outline always is).
    let control = FuzzControl.forNewSource(counter: nextItem)
    let follow = FuzzFollow(model: model, source: source, identified: control != nil)
    let node = FuzzNode(kind: .followed(follow), owner: owner, depth: depth)
    giveControls(node)
    if let control { giveItemControls(control, to: follow) }
    return node
  }

  private func randomSections() -> [TableSection<Int, String>] {
    (0..<random.int(0...3)).map { _ in
      nextSection += 1
      return TableSection(id: nextSection, items: (0..<random.int(0...5)).map { _ in item() })
    }
  }

  /// A burst of model edits; then, half the time, a flush and the check that the source shows
  /// the model. Now and then a direct edit of the source instead, which must be reported.
  func mutateFollowed(_ follow: FuzzFollow) {
    if root.stack!.transactionDepth > 0 { cover { $0.followedEditsInTransactions += 1 } }
    if random.chance(0.05), !follow.isPaused {
      editDirectly(follow)
    } else if case .expanding(let source) = follow.source, random.chance(0.2) {
      // Expansion is not the model's value: allowed, and not an error.
      if !source.sections.isEmpty {
        _ = try! source.toggle(section: random.int(0..<source.sections.count))
      }
    } else if case .outline(let source) = follow.source, random.chance(0.2) {
      toggleFollowedOutline(source)
    } else if random.chance(0.1), root.stack!.transactionDepth == 0 {
      nestedFlush(follow)
    } else {
      let burst = random.int(1...5)
      cover { $0.followedBursts += 1 }
      for _ in 0..<burst { editModel(of: follow) }
      checkPending(follow)
    }
    if random.chance(0.5) { flushAndCheck(follow) }
  }

  /// A model the source does not show yet must make the follow say it is pending.
  private func checkPending(_ follow: FuzzFollow) {
    guard follow.shownValue != follow.modelValue else { return }
    cover { $0.followedPendingChecks += 1 }
    if !follow.following.isPending, callbackFailure == nil {
      callbackFailure =
        "\(follow.dataSource.name) does not show its model's change yet and isPending is false"
    }
  }

  /// A burst flushed while the source's `didChange` hook, which runs after the follow's own
  /// batch and so inside the follow's apply, edits the model again and flushes (as an app that
  /// derives model state from what it shows may): the inner flush applies at once, and the
  /// source must end up showing the model, with no direct edit reported.
  private func nestedFlush(_ follow: FuzzFollow) {
    for _ in 0..<random.int(1...3) { editModel(of: follow) }
    var flushing = true
    var echoes = random.int(1...2)
    follow.setDidChange { [unowned self] in
      guard flushing, echoes > 0 else { return }
      echoes -= 1
      cover { $0.followedNestedFlushes += 1 }
      trace?("  didChange of \(follow.dataSource.name) edits its model and flushes")
      editModel(of: follow)
      follow.following.flush()
    }
    follow.following.flush()
    flushing = false
    follow.setDidChange(nil)
    flushAndCheck(follow)
  }

  /// One edit of the model a followed source follows.
  func editModel(of follow: FuzzFollow) {
    let model = follow.model
    switch follow.source {
    case .array:
      if random.chance(0.1) {
        model.items = model.items.shuffled(using: &random) + [item()]
      } else {
        editList(&model.items) { list, from, to in list.insert(list.remove(at: from), at: to) }
      }
    case .tracked:
      if random.chance(0.08) {
        // The history breaks: a new array, or an edited copy; the follow diffs the whole value.
        cover { $0.followedHistoryBreaks += 1 }
        var copy = model.tracked
        copy.append(item())
        model.tracked = random.chance(0.5) ? copy : TrackedArray(copy.shuffled(using: &random))
      } else {
        // A tracked array's element set anew is a row replaced in place, not another row.
        editList(&model.tracked, replaced: noteReplacement) { list, from, to in
          list.move(from: from, to: to)
        }
      }
    case .expanding, .sectioned:
      editSections(&model.sections)
    case .outline:
      editTree(&model.tree)
    }
  }

  private func editList<List: RangeReplaceableCollection & MutableCollection>(
    _ list: inout List, replaced: ((String, String) -> Void)? = nil,
    move: (inout List, Int, Int) -> Void
  ) where List.Element == String, List.Index == Int {
    let count = list.count
    switch random.int(0..<7) {
    case 0 where count > 0: list.remove(at: random.int(0..<count))
    case 1 where count > 0:
      let index = random.int(0..<count)
      let new = item()
      replaced?(list[index], new)
      list[index] = new
    case 2 where count > 1: move(&list, random.int(0..<count), random.int(0..<count))
    case 3 where count > 0:
      let doomed = Set(list.filter { _ in random.chance(0.4) })
      list.removeAll { doomed.contains($0) }
    case 4 where count < 12: list.insert(item(), at: random.int(0...count))
    default: if count < 12 { list.append(item()) }
    }
  }

  private func editSections(_ sections: inout [TableSection<Int, String>]) {
    let count = sections.count
    let filled = sections.indices.filter { !sections[$0].items.isEmpty }
    switch random.int(0..<8) {
    case 0 where count < 4:
      nextSection += 1
      let new = TableSection(id: nextSection, items: (0..<random.int(0...4)).map { _ in item() })
      sections.insert(new, at: random.int(0...count))
    case 1 where count > 0:
      sections.remove(at: random.int(0..<count))
    case 2 where !filled.isEmpty:
      let from = filled[random.int(0..<filled.count)]
      let moved = sections[from].items.remove(at: random.int(0..<sections[from].items.count))
      let to = random.int(0..<count)
      sections[to].items.insert(moved, at: random.int(0...sections[to].items.count))
    case 3 where !filled.isEmpty:
      let section = filled[random.int(0..<filled.count)]
      sections[section].items.remove(at: random.int(0..<sections[section].items.count))
    case 4 where !filled.isEmpty:
      let section = filled[random.int(0..<filled.count)]
      sections[section].items[random.int(0..<sections[section].items.count)] = item()
    case 5 where count > 1:
      sections.swapAt(random.int(0..<count), random.int(0..<count))
    default:
      guard count > 0 else { return }
      let section = random.int(0..<count)
      if sections[section].items.count < 8 {
        sections[section].items.insert(item(), at: random.int(0...sections[section].items.count))
      }
    }
  }

  /// An edit of the source itself: reported as `followedSourceEdited` and undone by the flush.
  private func editDirectly(_ follow: FuzzFollow) {
    trace?("  edits followed \(follow.dataSource.name) directly")
    cover { $0.followedDirectEdits += 1 }
    switch follow.source {
    case .array(let source), .tracked(let source):
      source.append(item())
    case .expanding(let source):
      guard !source.sections.isEmpty else { return }
      try! source.insert(item(), at: TablePath(section: 0, row: 0))
    case .sectioned(let source):
      guard !source.sections.isEmpty else { return }
      try! source.insert(item(), at: TablePath(section: 0, row: 0))
    case .outline(let source):
      let new = item()
      try! source.insert(OutlineNode(id: new, value: new), under: nil, at: 0)
    }
    follow.provoked += 1
  }

  /// Applies the follow's pending change now and checks that the source shows the model.
  ///
  /// App code that the flush runs (a sink that meddles while its batch is delivered, a hook)
  /// may change the model again; that change waits for the next flush. So the flush is repeated
  /// until one sends no batch and leaves nothing pending: a paused source sends no batch at all,
  /// so a change made during its apply shows only in ``Following/isPending`` (seed 100307).
  func flushAndCheck(_ follow: FuzzFollow) {
    for _ in 0..<10 {
      let before = validator.validatedBatchCount
      follow.following.flush()
      if validator.validatedBatchCount == before, !follow.following.isPending { break }
    }
    cover { $0.followedFlushes += 1 }
    // A paused source holds the table, not its value: the check reads the value.
    if let mismatch = follow.mismatch(), callbackFailure == nil { callbackFailure = mismatch }
  }

  /// Flushes every rule (``flushRules()``) and every follow in the tree, checking each follow,
  /// until none is pending.
  ///
  /// A flush's batch runs app code (a sink that meddles, a hook) that may change the model of a
  /// follow flushed earlier in the round; that change would wait, and join the batch of the next
  /// transaction closing on the tree, as documented (seed 100555). So the round is repeated.
  ///
  /// - Returns: Whether nothing is pending after at most 10 rounds.
  @discardableResult
  func flushFollows() -> Bool {
    flushRules()
    for _ in 0..<10 {
      let follows = FuzzModel.nodes(under: root).compactMap { node -> FuzzFollow? in
        guard case .followed(let follow) = node.kind else { return nil }
        return follow
      }
      for follow in follows { flushAndCheck(follow) }
      if !follows.contains(where: { $0.following.isPending }) { return true }
    }
    return false
  }

  /// Lets the user drag a followed source's rows: its `onMove` moves the item in the model.
  func allowUserMoves(of follow: FuzzFollow) {
    let model = follow.model
    switch follow.source {
    case .array(let source):
      source.canMove = { _ in true }
      source.onMove = { _, from, to in
        model.items.insert(model.items.remove(at: from.row), at: to.row)
      }
    case .tracked(let source):
      source.canMove = { _ in true }
      source.onMove = { _, from, to in model.tracked.move(from: from.row, to: to.row) }
    case .expanding(let source):
      source.canMove = { _ in true }
      source.onMove = { _, from, to in model.moveItem(from: from, to: to) }
    case .sectioned(let source):
      source.canMove = { _ in true }
      source.onMove = { _, from, to in model.moveItem(from: from, to: to) }
    case .outline:
      // Its rows stay where they are: every drag is refused and put back.
      break
    }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer.Coverage {
  /// Adds the followed-source counters of `other` (for totals over seeds).
  package mutating func add(followed other: Self) {
    followedBursts += other.followedBursts
    followedEditsInTransactions += other.followedEditsInTransactions
    followedEditsFromSinkCalls += other.followedEditsFromSinkCalls
    followedEditsFromCallbacks += other.followedEditsFromCallbacks
    followedFlushes += other.followedFlushes
    followedDirectEdits += other.followedDirectEdits
    followedHistoryBreaks += other.followedHistoryBreaks
    followedUserMoves += other.followedUserMoves
    followedNestedFlushes += other.followedNestedFlushes
    followedPendingChecks += other.followedPendingChecks
    identityBatches += other.identityBatches
  }
}
