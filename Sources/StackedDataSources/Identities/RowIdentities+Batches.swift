/// Applying a batch to the identities, as UIKit applies it to its rows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension RowIdentities {
  /// Applies one batch's calls: resolved by UIKit's rules, then rows leave (deletes and the
  /// sources of moves, before the batch) and arrive (inserts and the destinations of moves,
  /// after it) one by one in the touched sections' lists.
  func apply(_ updates: [TableUpdate]) {
    guard let dataSource else { return }
    var batch = RecordedBatch()
    for update in updates { batch.record(update) }
    let after = dataSource.rowCounts
    let outcome = validator.validate(batch, before: counts, after: after)
    guard case .valid(let resolved, let map) = outcome else {
      if checksBatches, case .invalid(let violation) = outcome {
        // The table took the batch (the fuzz test checks that): the identities drifted.
        checkFailures.append("a batch the identities' rows \(counts) cannot take: \(violation)")
      }
      return rebuild()
    }
    let before = checksBatches ? store.map { (id: $0.id, rows: $0.rows.elements) } : nil
    let refreshed = Set(batch.reconfigures.compactMap { identity(at: $0) })
    // The identities that move, read before any row leaves.
    var arriving = [[Int: RowIdentity]](repeating: [:], count: after.count)
    for move in resolved.movedRows {
      arriving[move.to.section][move.to.row] = store[move.from.section].rows[move.from.row]
    }
    var leaving = [[Int]](repeating: [], count: store.count)
    for path in resolved.deletedRows { leaving[path.section].append(path.row) }
    for move in resolved.movedRows { leaving[move.from.section].append(move.from.row) }
    let movedIdentities = Set(resolved.movedRows.compactMap { arriving[$0.to.section][$0.to.row] })
    var reloaded: [RowIdentity] = []
    for (section, rows) in leaving.enumerated() where !resolved.deletedSections.contains(section) {
      for row in rows.sorted(by: >) {
        let identity = store[section].rows.remove(at: row)
        if !movedIdentities.contains(identity) { release(identity) }
      }
    }
    for section in resolved.deletedSections {
      for identity in store[section].rows.elements { release(identity) }
    }
    // The sections after the batch: survivors and moved ones keep their lists.
    store = (0..<after.count).map { new in
      let old = map.newToOld[new]
      guard !resolved.insertedSections.contains(new), store.indices.contains(old) else {
        return (SectionIdentity(number: serial()), IdentityList([]))
      }
      return store[old]
    }
    var insertedRows: [Int: [Int]] = [:]
    for path in resolved.insertedRows { insertedRows[path.section, default: []].append(path.row) }
    for section in store.indices {
      if resolved.insertedSections.contains(section) {
        store[section].rows = IdentityList(
          (0..<after[section]).map { newIdentity(at: TablePath(section: section, row: $0)) })
        continue
      }
      let inserted = insertedRows[section] ?? []
      for row in (Array(arriving[section].keys) + inserted).sorted() {
        if let identity = arriving[section][row] {
          store[section].rows.insert(identity, at: row)
        } else {
          let identity = newIdentity(at: TablePath(section: section, row: row))
          store[section].rows.insert(identity, at: row)
          if resolved.reloadedRows.contains(TablePath(section: section, row: row)) {
            reloaded.append(identity)
          }
        }
      }
    }
    counts = after
    changedContent = refreshed.union(reloaded.filter { live[$0] != nil && isItemIdentity($0) })
    dropReleasedTokens()
    version += 1
    if let before {
      check(before: before, batch: resolved, sections: map, reconfigured: batch.reconfigures)
    }
  }

  /// Gives every row of the data source a new identity (ids of their own are kept).
  ///
  /// - Complexity: O(*n*).
  func rebuild() {
    released = Array(live.keys)
    live = [:]
    counts = dataSource?.rowCounts ?? []
    store = counts.indices.map { section in
      let rows = (0..<counts[section]).map { newIdentity(at: TablePath(section: section, row: $0)) }
      return (SectionIdentity(number: serial()), IdentityList(rows))
    }
    changedContent = []
    dropReleasedTokens()
    version += 1
  }

  /// An identity for the row the data source shows at `path`: its source and item id when it
  /// has one that no other row carries, else a new number.
  private func newIdentity(at path: TablePath) -> RowIdentity {
    var identity = RowIdentity(.serial(serial()))
    if let (source, id) = itemID(at: path) {
      let named = RowIdentity(.item(source: source, id: id))
      if live[named] == nil { identity = named }
    }
    live[identity, default: 0] += 1
    if tokens[identity] == nil {
      let token = RowToken(value: serial())
      tokens[identity] = token
      identitiesByToken[token] = identity
    }
    return identity
  }

  /// Forgets the tokens of identities no row carries any more: kept until the batch ends, so
  /// that a reloaded row named by its item keeps its token.
  private func dropReleasedTokens() {
    for identity in released where live[identity] == nil {
      if let token = tokens.removeValue(forKey: identity) { identitiesByToken[token] = nil }
    }
    released.removeAll()
  }

  /// The owning source's name and the item id of the row at `path`, through stacks and pins.
  private func itemID(at path: TablePath) -> (String, AnyHashable)? {
    guard let dataSource else { return nil }
    let owner: (any DataSourceProtocol, TablePath)? =
      if let stack = dataSource as? SectionGroupStack {
        stack.resolve(path).map { ($0.dataSource, $0.path) }
      } else {
        (dataSource, path)
      }
    guard let (source, local) = owner, let identified = source as? any IdentifiedItems,
      let id = identified.itemIdentity(at: local)
    else { return nil }
    return (source.name, id)
  }

  private func release(_ identity: RowIdentity) {
    guard let count = live[identity] else { return }
    live[identity] = count > 1 ? count - 1 : nil
    released.append(identity)
  }

  private func isItemIdentity(_ identity: RowIdentity) -> Bool {
    if case .item = identity.kind { true } else { false }
  }

  private func serial() -> UInt64 {
    nextSerial += 1
    return nextSerial
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension RowIdentities: UserMoveFollower {
  /// The user dragged the row at `source` to `destination` (its final path), which the view
  /// shows at once, without a batch: the row's identity moves with it. Call it before the
  /// data source's ``DataSourceProtocol/commitMove(from:to:)``, as a view tells its
  /// ``ValidatingSink/userMovedRow(from:to:)``; the commit's batch, if any, then applies on top.
  ///
  /// A drag of a row the table does not have, or to a place it does not have, changes nothing
  /// here. Either way the drag goes on to ``downstream`` when that keeps rows of its own (a
  /// ``ValidatingSink`` or other identities), so tell only the first sink of a chain.
  ///
  /// - Complexity: O(log *n*) expected.
  public func userMovedRow(from source: TablePath, to destination: TablePath) {
    moveIdentity(from: source, to: destination)
    forwardUserMove(from: source, to: destination, to: downstream)
  }

  private func moveIdentity(from source: TablePath, to destination: TablePath) {
    guard !buffer.isOpen, store.indices.contains(source.section),
      store.indices.contains(destination.section),
      (0..<store[source.section].rows.count).contains(source.row)
    else { return }
    let shrinks = source.section == destination.section ? 0 : 1
    guard (0...store[destination.section].rows.count - 1 + shrinks).contains(destination.row)
    else { return }
    let identity = store[source.section].rows.remove(at: source.row)
    store[destination.section].rows.insert(identity, at: destination.row)
    counts[source.section] -= 1
    counts[destination.section] += 1
    changedContent = []
    version += 1
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension RowIdentities: UserInputFollower {
  /// A row whose control the user changed keeps its identity; the call goes on to
  /// ``downstream`` when that follows input (a ``ValidatingSink``).
  public func userChangedControl(at path: TablePath) {
    forwardUserInput(at: path, to: downstream)
  }

  /// Passes the call on to ``downstream`` when that follows input.
  public func userInputSettled(at paths: [TablePath]) {
    forwardUserInputSettled(at: paths, to: downstream)
  }
}
