import StackedDataSources

/// Rules in the fuzz test (``SectionGroupStack/show(_:when:)``): top-level and pinned groups of
/// stacks at every depth shown while a flag of ``FuzzFlags`` holds, rules started and flags
/// flipped inside and outside transactions, on every kind of group (followed ones among them).
///
/// The oracle: once a rule is not pending, its group is shown exactly while its condition holds
/// (the model shows it so, and the table must equal the model); a flag's change marks pending
/// only the rules that read it; a transaction closing on the root applies every pending rule in
/// its one batch. The fuzz's other operations leave a ruled group's visibility to its rule.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// One rule step, drawn from ``ruleRandom``: starts a rule on a group of a random stack, or
  /// flips a flag — now and then inside a transaction opened on the root for it, which must
  /// send at most one batch.
  func ruleStep() {
    let roll = ruleRandom.int(0..<10)
    if roll < 3 {
      startRule()
    } else {
      flipFlag(inTransaction: roll >= 8 && open.isEmpty)
    }
  }

  /// Whether a rule decides whether `node` shows.
  func isRuled(_ node: FuzzNode) -> Bool { rules.contains { $0.node === node } }

  /// Starts a rule on a top-level or pinned group of a random stack that has none.
  private func startRule() {
    let stacks = FuzzModel.nodes(under: root).filter { $0.stack != nil }
    let node = stacks[ruleRandom.int(0..<stacks.count)]
    let stack = node.stack!
    var candidates: [(node: FuzzNode, pin: FuzzPin?)] = node.children.map { ($0, nil) }
    var holders = node.children
    while let holder = holders.popLast() {
      for pin in holder.pins {
        candidates.append((pin.node, pin))
        holders.append(pin.node)
      }
    }
    candidates.removeAll { isRuled($0.node) }
    // Pinned and followed groups are fewer: half the time the pick is among them.
    let rarer = candidates.filter { candidate in
      if case .followed = candidate.node.kind { return true }
      return candidate.pin != nil
    }
    if !rarer.isEmpty, ruleRandom.chance(0.5) { candidates = rarer }
    guard !candidates.isEmpty else { return }
    let (group, pin) = candidates[ruleRandom.int(0..<candidates.count)]
    let rule = FuzzRule(
      node: group, pin: pin, stack: stack, flag: ruleRandom.int(0..<FuzzFlags.count),
      negated: ruleRandom.chance(0.5))
    trace?("  rule on \(group.dataSource.name) in \(stack.name): flag \(rule.flag)")
    let flags = flags
    rule.following = try! stack.show(group.dataSource) { [unowned rule] in
      rule.reads += 1
      return rule.shows(flags)
    }
    rule.applyToModel(flags)
    rules.append(rule)
    cover { $0.rules[pin == nil ? "top-level" : "pinned", default: 0] += 1 }
    if stack.transactionDepth > 0 { cover { $0.rules["started in transaction", default: 0] += 1 } }
    if node.depth > 1 { cover { $0.rules["nested", default: 0] += 1 } }
    if case .followed = group.kind { cover { $0.rules["followed", default: 0] += 1 } }
  }

  /// Flips a random flag: the rules that read it become pending, no other rule does.
  ///
  /// The model first takes what every rule that is not pending decided: one a transaction
  /// applied since the last check (at any depth: a transaction opened since then keeps the
  /// model from being checked) would otherwise keep, pending again, a decision older than the
  /// table's.
  private func flipFlag(inTransaction: Bool) {
    syncRules()
    let index = ruleRandom.int(0..<FuzzFlags.count)
    let wasPending = rules.map(\.following.isPending)
    trace?("  flip flag \(index)\(inTransaction ? " in a root transaction" : "")")
    if inTransaction {
      // A followed model's change waiting would join the transaction's batch: apply it first.
      guard flushFollows() else { return }
      let before = controlView.batchesBegun
      let meddles = coverage.meddles
      root.stack!.performBatchUpdates { flags[index].toggle() }
      // An edit the root's sink makes from inside the batch is a batch of its own, after it;
      // rows an enable rule enables or disables are reconfigured after the batch, on their own.
      if controlView.batchesBegun > before + 1, coverage.meddles == meddles {
        callbackFailure = "flipping flag \(index) in one transaction sent more than one batch"
      }
      if let rule = rules.first(where: { isLive($0) && $0.following.isPending }) {
        callbackFailure =
          "the root's transaction left the rule on \(rule.node.dataSource.name) pending"
      }
      cover { $0.rules["flipped in transaction", default: 0] += 1 }
    } else {
      flags[index].toggle()
      if root.stack!.transactionDepth > 0 {
        cover { $0.rules["flipped while open", default: 0] += 1 }
      }
    }
    for (rule, pending) in zip(rules, wasPending)
    where rule.flag != index && !pending && rule.following.isPending {
      callbackFailure =
        "flag \(index) made the rule on \(rule.node.dataSource.name), which reads flag "
        + "\(rule.flag), pending"
    }
  }

  /// Whether the rule's group is still where the rule was started: a top-level group of its
  /// stack, or pinned in it.
  private func isLive(_ rule: FuzzRule) -> Bool {
    FuzzModel.nodes(under: root).contains { $0 === rule.node }
  }

  /// Ends the rules whose group left, applies the others (or, half the time, leaves pending
  /// ones pending) and puts what the rules decided into the model, which the table is then
  /// checked against. A rule that is not pending shows its group exactly while its condition
  /// holds; one that is pending still shows what the model last took.
  ///
  /// - Returns: What went wrong.
  func checkRules() -> String? {
    for rule in rules where !isLive(rule) { rule.following.cancel() }
    rules.removeAll { !isLive($0) }
    let flushes = ruleRandom.chance(0.5)
    for rule in rules {
      if flushes { rule.following.flush() }
      if let error = rule.following.lastError {
        return "the rule on \(rule.node.dataSource.name) failed: \(error)"
      }
      guard rule.following.isActive else {
        return "the rule on \(rule.node.dataSource.name) ended while its group is in the tree"
      }
    }
    syncRules()
    return nil
  }

  /// Puts what the rules that are not pending decided into the model: exact at any moment, as
  /// only a rule changes whether its group shows.
  func syncRules() {
    for rule in rules where !rule.following.isPending { rule.applyToModel(flags) }
  }

  /// Applies every rule's pending change now (a rule whose group left ends, reported), the
  /// forms' enable rules among them: a pending one would join the next transaction that closes.
  func flushRules() {
    for rule in rules { rule.following.flush() }
    for form in forms where isLive(form.node) { form.enabling?.flush() }
  }
}
