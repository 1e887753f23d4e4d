import StackedDataSources

/// Rows the user drags in the fuzz test: the table moves a random row to a random place, or to
/// where the root's `targetPath` sends it, as a table in editing mode does (both validators are
/// told), then the root commits the move; on every drag `targetPath` must have kept the drop
/// exactly when the commit accepts it. Drops
/// among another group's rows, between pinned rows or outside an outline node's parent are
/// refused and put back; the rest make the owner's model follow, with a batch when the model
/// places more than the row (an anchor's pinned rows) or places it elsewhere (a fetched source
/// whose store re-ranks the object at random). Inside a transaction the commit must be refused.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  func userMove() {
    let stack = root.stack!
    guard open.isEmpty else {
      expectRejected(
        { try stack.commitMove(from: TablePath(section: 0, row: 0), to: [0, 0]) },
        "a user's move inside a transaction")
      return
    }
    // A drag arrives in a turn of its own: the turns before it ended, applying what followed
    // models changed (an `onMove` names rows as the source shows them).
    flushFollows()
    let counts = stack.rowCounts
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard !filled.isEmpty else { return }
    for node in FuzzModel.nodes(under: root) where !node.allowsUserMoves { allowUserMoves(node) }
    let source = filled[random.int(0..<filled.count)]
    let from = TablePath(section: source, row: random.int(0..<counts[source]))
    // Half the drops stay near the row, where its owner usually accepts them.
    let section = random.chance(0.5) ? source : random.int(0..<counts.count)
    let rows = counts[section] + (section == source ? 0 : 1)
    let row =
      section == source && random.chance(0.5)
      ? min(max(from.row + random.int(-2...2), 0), rows - 1) : random.int(0..<rows)
    let proposed = TablePath(section: section, row: row)
    // Half the drops land where targetPath sends the hovering row, as a table's do.
    let fromTarget = random.chance(0.5)
    let to = fromTarget ? stack.targetPath(forMoveFrom: from, proposed: proposed) : proposed
    // The promise checked on every drag: targetPath keeps a drop exactly when commitMove
    // accepts it.
    let promised = stack.targetPath(forMoveFrom: from, proposed: to) == to
    trace?("  user moves \(from) to \(to)\(fromTarget ? " (targetPath of \(proposed))" : "")")
    // The first sink of the chain passes the drag on: the identities, then the collection
    // view's validator.
    validator.userMovedRow(from: from, to: to)
    let owner = stack.resolve(from)?.dataSource
    let followed = FuzzModel.nodes(under: root).contains {
      if case .followed = $0.kind { $0.dataSource === owner } else { false }
    }
    do {
      try stack.commitMove(from: from, to: to)
      cover { $0.userMovesAccepted += 1 }
      if followed && to != from { cover { $0.followedUserMoves += 1 } }
      if fromTarget && to != from { cover { $0.userMovesFromTargetPath += 1 } }
      if !promised {
        userMoveFailure = "commitMove accepted \(from) to \(to), which targetPath turned back"
      }
    } catch let refusal where refusal.code == .rowNotMovable {
      cover { $0.userMovesRefused += 1 }
      if promised && to != from {
        userMoveFailure = "targetPath proposed \(from) to \(to), which commitMove refused"
      }
    } catch let refusal where refusal.code == .rowDisabled && isDisabledFormRow(from) {
      cover { $0.forms["disabled refused", default: 0] += 1 }
      if promised && to != from { userMoveFailure = "targetPath proposed moving a disabled row" }
    } catch {
      userMoveFailure = "the user's move of \(from) to \(to) failed: \(error)"
    }
    FuzzModel.prune(root)
  }

  /// Lets the user drag every row of `node`; a fetched source moves a row by giving its object a
  /// random rank, or, one time in four, has no `onMove` and refuses every drop.
  private func allowUserMoves(_ node: FuzzNode) {
    node.allowsUserMoves = true
    switch node.kind {
    case .stack: break
    case .array(let source): source.canMove = { _ in true }
    case .sectioned(let source): source.canMove = { _ in true }
    case .expanding(let source): source.canMove = { _ in true }
    case .outline(let source): source.canMove = { _ in true }
    case .snapshot(let source): source.canMove = { _ in true }
    case .followed(let follow): allowUserMoves(of: follow)
    case .fetched(let source, let store):
      source.canMove = { _ in true }
      // Without onMove a fetched source refuses every drop, and targetPath must say so.
      guard random.chance(0.75) else { return }
      source.onMove = { [unowned self] object, _, _ in
        var moved = object
        moved.rank = random.int(0...9)
        try? store.update(moved)
      }
    }
  }
}
