/// A root's side of a transaction: opening its levels, and delivering the net change of the
/// outermost one to the sink (see "Delivery" in ``TransactionCore``).
extension TransactionCore {
  func openLevel() {
    depth += 1
    // Nothing is recorded during a delivery (edits are refused or deferred), and the tracker of
    // the batch being delivered has just finished: the deferred edits start the next one.
    guard sink != nil, !tracker.isTracking, !delivering else { return }
    captureSeenCounts()
    // Read through `self`, not a captured copy: the counts are updated in place after the batch,
    // and a second reference to the array would make that update copy all of it.
    tracker.begin(sectionCount: seen?.count ?? 0, rowCount: { [unowned self] in seen?[$0] ?? 0 })
  }

  func captureSeenCounts() {
    if seen == nil, sink != nil { seen = owner.rowCounts }
  }

  /// Sends the transaction's net change to the sink, then runs what waited for it: the
  /// ``didChange`` hooks, the completions, and the edits deferred during the delivery, as one
  /// batch of their own.
  ///
  /// Everything is taken off the queues before any of it runs, so a hook or completion that opens
  /// a transaction of its own (and so delivers again, from inside this call) finds empty queues
  /// and leaves this delivery's work to it. Transactions opened from inside the sink's calls
  /// queue their completions during the emit; those wait for the batch of the deferred edits,
  /// which is the batch those transactions made.
  func deliver() {
    transactionSerial &+= 1
    let waiting = completions
    completions = []
    var emitted = false
    var settled: [TablePath] = []
    if tracker.isTracking, let sink {
      let journal = tracker.journal(delivery: emittedDeliveries &+ 1)
      var (changes, counts, userInput) = tracker.finish()
      updateSeenCounts(counts)
      if !userInput.isEmpty {
        settleUserInput(userInput, in: &changes)
        settled = userInput.map(\.path)
      }
      if !changes.isEmpty {
        delivering = true
        emittedDeliveries &+= 1
        contentJournal = journal
        changes.emit(to: sink, animation: animation)
        contentJournal = nil
        delivering = false
        emitted = true
      }
    }
    if emitted { (sink as? any DeliveryObserver)?.deliveryEnded() }
    if !settled.isEmpty { (sink as? any UserInputFollower)?.userInputSettled(at: settled) }
    let notified = changedNodes
    changedNodes = []
    let late = completions
    completions = []
    let edits = deferred
    deferred = []
    for node in notified {
      for rule in node.rules { rule.sourceRowsChanged() }
      node.didDeliver?()
      node.didChange?()
    }
    run(waiting)
    guard !edits.isEmpty else { return run(late) }
    openLevel()
    completions.append(contentsOf: late)
    for edit in edits { edit() }
    closeLevel()
  }

  /// Runs `completions` once the sink has applied what it was sent (at once without a sink).
  func run(_ completions: [() -> Void]) {
    guard !completions.isEmpty else { return }
    let runAll: @MainActor () -> Void = { for completion in completions { completion() } }
    if let sink { sink.afterUpdates(runAll) } else { runAll() }
  }

  /// In debug builds, after every edit: the tree's layouts match their groups, and the tracker
  /// agrees with the root on every section it touched — a step translated to the wrong place
  /// shows up here, at the edit that made it, rather than as a wrong batch later.
  ///
  /// - Complexity: O(*s* + *t*) for the tree's sections and the *t* touched sections; debug
  ///   builds only.
  func checkInvariants() {
    assert(invariantViolation() == nil, invariantViolation() ?? "")
  }

  func invariantViolation() -> String? {
    if let violation = owner.invariantViolation() { return violation }
    guard tracker.isTracking else { return nil }
    if tracker.sectionCount != owner.numberOfSections {
      return "\(owner.name): the tracker has \(tracker.sectionCount) sections, the table "
        + "\(owner.numberOfSections)"
    }
    for (section, count) in tracker.currentCounts
    where count != owner.numberOfRows(inSection: section) {
      return "\(owner.name): the tracker has \(count) rows in section \(section), the table "
        + "\(owner.numberOfRows(inSection: section))"
    }
    return nil
  }

  func updateSeenCounts(_ counts: ChangeTracker.FinalCounts) {
    switch counts {
    case .all(let all): seen = all
    case .touched(let touched):
      for (section, count) in touched { seen?[section] = count }
    }
  }

  func reportEditDuringBatch(by name: String, deferred: Bool) {
    (sink as? any EditDuringBatchObserver)?.dataSourceEditedDuringBatch(
      name, deferred: deferred)
  }
}
