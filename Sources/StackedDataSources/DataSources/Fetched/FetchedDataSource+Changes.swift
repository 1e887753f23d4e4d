import Foundation

extension FetchedDataSource {
  /// Applies one store transaction: the store's observer calls this, and a custom store may too.
  ///
  /// The change is checked whole first. Unless the source is paused, it is applied at once and
  /// sent as one batch, or joins the open transaction's batch; while paused (or while the table
  /// applies a batch) it is held and merged with the others. Before the first successful
  /// ``performFetch()`` changes are ignored: the fetch will see them.
  ///
  /// - Throws: ``DataSourceError/duplicateObjectIdentifier(dataSource:identifier:)`` when an
  ///   inserted object's identity already exists or an identity appears twice in `change`;
  ///   ``DataSourceError/unknownObject(dataSource:identifier:)`` when an updated or deleted
  ///   object does not exist. Nothing changes and nothing is sent; the error is also kept in
  ///   ``lastChangeError``.
  /// - Complexity: O(*k* log *n*) for *k* objects in `change` and *n* stored objects; with a
  ///   limit *l*, O(*k* log *n* + *l*).
  public func apply(_ change: StoreChange<Object>) throws(DataSourceError) {
    guard hasFetched else { return }
    do {
      try validate(change)
    } catch {
      lastChangeError = error
      throw error
    }
    pending.merge(change)
    flushUnlessPaused()
  }

  /// Holds every store change until ``resume()``; the table keeps showing the current rows.
  public func pause() {
    isPaused = true
  }

  /// Shows every change held since ``pause()`` as one batch from the rows shown before it.
  ///
  /// - Complexity: O(*k* log *n*) for *k* changed objects; O(*n* log *n*) when the request was
  ///   replaced or the store re-fetched meanwhile.
  public func resume() {
    guard isPaused else { return }
    isPaused = false
    flushUnlessPaused()
  }

  /// Applies the held changes now, unless the source is paused, or after the batch the table is
  /// applying.
  func flushUnlessPaused() {
    guard !isPaused, !core.deferDuringDelivery({ [weak self] in self?.flushUnlessPaused() })
    else { return }
    flush()
  }

  private func validate(_ change: StoreChange<Object>) throws(DataSourceError) {
    let base = pendingResults ?? results
    var seen = Set<Object.ID>()
    func exists(_ id: Object.ID) -> Bool {
      pending.exists(id) { base.stored[$0] != nil }
    }
    func once(_ id: Object.ID) throws(DataSourceError) {
      guard seen.insert(id).inserted else {
        throw .duplicateObjectIdentifier(dataSource: name, identifier: "\(id)")
      }
    }
    for object in change.inserted {
      try once(object.id)
      guard !exists(object.id) else {
        throw .duplicateObjectIdentifier(dataSource: name, identifier: "\(object.id)")
      }
    }
    for id in change.updated.map(\.id) + change.deleted {
      try once(id)
      guard exists(id) else { throw .unknownObject(dataSource: name, identifier: "\(id)") }
    }
  }

  /// Whether held work needs a full rebuild and diff rather than the incremental path.
  private var needsDiff: Bool {
    pendingResults != nil || pendingRequest != nil || results.request.limit != nil
  }

  /// Applies the held changes and sends them as one batch.
  func flush() {
    guard !pending.isEmpty || pendingResults != nil || pendingRequest != nil else { return }
    let change = pending.take()
    guard !needsDiff else {
      send {
        // Nothing follows the source (a first fetch before any sink): no batch to compute, and
        // the rows shown need listing only under a limit.
        let sends = core.hasReceiver
        let before = sends ? display(of: results, hidesEmptySection, showsObjectRows) : []
        var target = pendingResults ?? results
        pendingResults = nil
        if !change.isEmpty { _ = target.apply(change, updatesInPlace: nil) }
        if let request = pendingRequest {
          target.request = request
          target.rebuildSections()
          pendingRequest = nil
        }
        results = target
        let limited = results.request.limit != nil
        let after = sends || limited ? display(of: results, hidesEmptySection, showsObjectRows) : []
        limitedDisplay = limited ? after : nil
        guard sends else { return nil }
        return Self.diff(from: before, to: after, dataSource: name)
      }
      return
    }
    send {
      let hiddenBefore = hidesPhantomSection(results)
      var changes = results.apply(
        change, updatesInPlace: showsObjectRows ? updatesInPlace : nil)
      let hiddenAfter = hidesPhantomSection(results)
      if !showsObjectRows {
        let sections = (changes.deletedSections, changes.insertedSections)
        changes = Changeset()
        (changes.deletedSections, changes.insertedSections) = sections
      }
      switch (hiddenBefore, hiddenAfter) {
      case (true, true): changes = Changeset()
      case (true, false):
        changes = Changeset()
        changes.insertedSections = [0]
      case (false, true):
        changes = Changeset()
        changes.deletedSections = [0]
      case (false, false): break
      }
      return changes
    }
  }
}
