import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ArrayDataSource where Item: Sendable {
  /// Follows `model[keyPath: keyPath]`: the source shows it now and after each change, as the
  /// diff of `replaceAll(with:)` (items matched by value). Holds `model` weakly; the follow
  /// ends quietly when it is released. See ``Following`` for when batches are sent and the
  /// lifetime rules.
  ///
  /// ```swift
  /// devices.follow(settings, \.devices)
  /// settings.devices.append("Watch")   // one insert when the turn ends
  /// ```
  ///
  /// Items matched by value make a changed item a row deleted and another inserted: a row
  /// whose control writes its item to the model (a text field's ``RowBehavior/onTextChange``)
  /// loses its cell, and the keyboard, on every keystroke. Give the items an identity —
  /// `Identifiable` items, or `follow(_:_:id:)` — and a changed item is the same row
  /// reconfigured.
  ///
  /// - Complexity: Each change costs reading the value and one diff, O(*n* + *m*) expected for
  ///   the old and new items: the whole value is diffed, as an `Array` says nothing of what
  ///   changed.
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, [Item]>
  ) -> Following {
    follow { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the items `read` returns, re-reading them after each change of the observable
  /// state it read; returning `nil` ends the follow. See `follow(_:_:)`.
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> [Item]?) -> Following {
    Following.start(on: self, read: read) { [unowned self] in
      items
    } apply: { [unowned self] in
      replaceAll(with: $0)
    }
  }

  /// Follows the item arrays `sequence` produces: each becomes one batch, elements that
  /// arrive in one main-actor turn coalesce to the latest, and the diff runs on the main actor.
  /// The follow ends with the sequence; an error it throws is reported to
  /// ``Following/onError`` as ``DataSourceError/Code/followedSequenceFailed``. Items are
  /// matched by value, as in `follow(_:_:)`; `follow(_:id:)` matches them by id.
  ///
  /// - Complexity: O(*n* + *m*) expected per element for the old and new items.
  @discardableResult
  public func follow<S: AsyncSequence & Sendable>(_ sequence: S) -> Following
  where S.Element == [Item] {
    Following.start(on: self, sequence: sequence) { [unowned self] in
      items
    } apply: {
      [unowned self] in
      replaceAll(with: $0)
    }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ArrayDataSource where Item: Sendable {
  /// Follows `model[keyPath: keyPath]`, matching items by `id` (a key path such as `\.email`,
  /// for items that are not `Identifiable`): an item whose id stays but whose value changed is
  /// reconfigured in place (or moved and reconfigured). A value with duplicate ids is refused
  /// with ``DataSourceError/Code/duplicateItemIdentifiers`` naming them, reported to
  /// ``Following/onError``; the table keeps its last consistent state.
  ///
  /// ```swift
  /// contacts.follow(book, \.contacts, id: \.email)
  /// ```
  ///
  /// - Complexity: O(*n* + *m*) expected per change for the old and new items.
  @discardableResult
  public func follow<Model: AnyObject & Observable, ID: Hashable & Sendable>(
    _ model: Model, _ keyPath: KeyPath<Model, [Item]>, id: KeyPath<Item, ID>
  ) -> Following {
    follow(id: id) { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the items `read` returns, matched by `id`; see `follow(_:_:id:)`.
  @discardableResult
  public func follow<ID: Hashable & Sendable>(
    id: KeyPath<Item, ID>, _ read: @escaping @MainActor () -> [Item]?
  ) -> Following {
    followedID = id
    return Following.start(on: self, read: read) { [unowned self] in
      items
    } apply: { [unowned self] (new) throws(DataSourceError) in
      try replaceAll(with: new, identifiedBy: id)
    }
  }

  /// Follows the item arrays `sequence` produces, matched by `id`, as `follow(_:)` follows
  /// them by value; an element with duplicate ids is refused as in `follow(_:_:id:)`, and the
  /// follow goes on with the next.
  ///
  /// - Complexity: O(*n* + *m*) expected per element for the old and new items.
  @discardableResult
  public func follow<S: AsyncSequence & Sendable, ID: Hashable & Sendable>(
    _ sequence: S, id: KeyPath<Item, ID>
  ) -> Following where S.Element == [Item] {
    Following.start(on: self, sequence: sequence) { [unowned self] in
      items
    } apply: { [unowned self] (new) throws(DataSourceError) in
      try replaceAll(with: new, identifiedBy: id)
    }
  }

  /// Replaces the items with `newItems`, animated as the diff by `id`, with reconfigures for
  /// kept ids whose value changed (or new cells where the kind of cell changed).
  ///
  /// - Throws: ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)`` when
  ///   `newItems` repeats an id; nothing changes.
  func replaceAll<ID: Hashable & Sendable>(
    with newItems: [Item], identifiedBy id: KeyPath<Item, ID>
  ) throws(DataSourceError) {
    // Items edited in directly may repeat an id; then every row is replaced.
    let old = try? Snapshot(
      items: items, section: 0, identifiedBy: { $0[keyPath: id] }, dataSource: name)
    // A model touched but equal repeats the shown ids: the new snapshot reuses their index.
    let new = try Snapshot(
      items: newItems, section: 0, identifiedBy: { $0[keyPath: id] }, dataSource: name,
      reusing: old)
    let changes = old.map {
      replacingCells(in: Changeset.rawDiff(from: $0, to: new), from: $0, to: new)
    }
    replaceAll(with: newItems, changes: changes) { [weak self] in
      try? self?.replaceAll(with: newItems, identifiedBy: id)
    }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ArrayDataSource where Item: Identifiable & Sendable, Item.ID: Sendable {
  /// Follows `model[keyPath: keyPath]`, matching items by `id`: an item whose id stays but
  /// whose value changed is reconfigured in place (or moved and reconfigured). A value with
  /// duplicate ids is refused with ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)``
  /// naming them, reported to ``Following/onError``; the table keeps its last consistent state.
  ///
  /// - Complexity: O(*n* + *m*) expected per change for the old and new items.
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, [Item]>
  ) -> Following {
    follow(id: \.id) { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the items `read` returns, matched by `id`; see `follow(_:_:)`.
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> [Item]?) -> Following {
    follow(id: \.id, read)
  }

  /// Follows the item arrays `sequence` produces, matched by `id`; see `follow(_:_:)` and
  /// `follow(_:id:)`.
  ///
  /// - Complexity: O(*n* + *m*) expected per element for the old and new items.
  @discardableResult
  public func follow<S: AsyncSequence & Sendable>(_ sequence: S) -> Following
  where S.Element == [Item] {
    follow(sequence, id: \.id)
  }
}
