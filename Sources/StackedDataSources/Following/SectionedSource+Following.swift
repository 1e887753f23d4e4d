import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SectionedSource where SectionID: Sendable, Item: Sendable {
  /// Follows `model[keyPath: keyPath]`: the source shows those sections now and after each
  /// change, as the diff of `replaceAll(with:)` (sections by id, items by value, across
  /// sections; an expanding source diffs the rows it shows, a collapsed section its first
  /// rows, and keeps expansion by id). Holds `model` weakly. A value with duplicate section ids
  /// is refused with ``DataSourceError/Code/duplicateSectionIdentifier``, reported to
  /// ``Following/onError``; the table keeps its last consistent state. See ``Following``.
  ///
  /// Items matched by value make a changed item a row deleted and another inserted: a row
  /// whose control writes its item to the model (a text field's ``RowBehavior/onTextChange``)
  /// loses its cell, and the keyboard, on every keystroke. Give the items an identity —
  /// `Identifiable` items, or `follow(_:_:id:)` — and a changed item is the same row
  /// reconfigured.
  ///
  /// - Complexity: O(*n* + *m*) expected per change for the old and new items (an expanding
  ///   source's, for the rows shown before and after).
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, [Section]>
  ) -> Following {
    follow { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the sections `read` returns (for example `{ model.groups.map { … } }`);
  /// returning `nil` ends the follow. See `follow(_:_:)`.
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> [Section]?) -> Following {
    Following.start(on: _core.owner, read: read) { [unowned self] in
      sections
    } apply: {
      [unowned self] (new) throws(DataSourceError) in
      try replaceAll(with: new)
    }
  }

  /// Follows `model[keyPath: keyPath]`, matching items by `id` (a key path such as `\.key`,
  /// for items that are not `Identifiable`), across sections: an item whose id stays but whose
  /// value changed is reconfigured in place (or moved and reconfigured), so a row being typed
  /// into keeps its cell. A value with duplicate section ids, or two items with one id, is
  /// refused with ``DataSourceError/Code/duplicateSectionIdentifier`` or
  /// ``DataSourceError/Code/duplicateItemIdentifiers`` naming them, reported to
  /// ``Following/onError``; the table keeps its last consistent state. Otherwise as
  /// `follow(_:_:)`.
  ///
  /// ```swift
  /// fields.follow(form, \.groups, id: \.key)
  /// fields.onTextChange = { field, text in form.setText(text, of: field.key) }
  /// ```
  ///
  /// - Complexity: O(*n* + *m*) expected per change for the old and new items (an expanding
  ///   source's, for the rows shown before and after, plus its hidden items when it has some).
  @discardableResult
  public func follow<Model: AnyObject & Observable, ID: Hashable & Sendable>(
    _ model: Model, _ keyPath: KeyPath<Model, [Section]>, id: KeyPath<Item, ID>
  ) -> Following {
    follow(id: id) { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the sections `read` returns, items matched by `id`; see `follow(_:_:id:)`.
  @discardableResult
  public func follow<ID: Hashable & Sendable>(
    id: KeyPath<Item, ID>, _ read: @escaping @MainActor () -> [Section]?
  ) -> Following {
    Following.start(on: _core.owner, read: read) { [unowned self] in
      sections
    } apply: { [unowned self] (new) throws(DataSourceError) in
      try replaceAll(with: new, identifiedBy: id)
    }
  }

  /// Replaces all sections with `newSections`, animated as the diff of the rows shown before
  /// and after with items matched by `id`, as `replaceAll(with:)` matches them by value; kept
  /// ids whose value changed are reconfigured (or given new cells where the kind of cell
  /// changed).
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)``, or
  ///   ``DataSourceError/duplicateItemIdentifiers(dataSource:identifiers:)`` when two items,
  ///   shown or hidden, share an id; nothing changes.
  func replaceAll<ID: Hashable & Sendable>(
    with newSections: [Section], identifiedBy id: KeyPath<Item, ID>
  ) throws(DataSourceError) {
    try checkUnique(newSections.map(\.id))
    let new = Replacement(newSections, replacing: _store)
    let identity = { (item: Item) in item[keyPath: id] }
    // Items edited in directly may repeat an id; then every section is replaced.
    let old = try? shownRows(identifiedBy: identity)
    let next = try shownRows(of: new, identifiedBy: identity, reusing: old)
    if new.hidesItems {
      // The rows shown were checked; an expansion would show the others.
      _ = try Snapshot(
        sections: newSections.map { ($0.id, $0.items) }, identifiedBy: identity,
        dataSource: name)
    }
    try replaceAll(
      with: new, changes: old.map { shownRowChanges(from: $0, to: next, sections: newSections) })
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SectionedSource
where SectionID: Sendable, Item: Identifiable & Sendable, Item.ID: Sendable {
  /// Follows `model[keyPath: keyPath]`, matching items by `id` across sections: an item whose
  /// id stays but whose value changed is reconfigured in place (or moved and reconfigured), so
  /// a row being typed into keeps its cell. Duplicate ids are refused as in
  /// `follow(_:_:id:)`.
  ///
  /// - Complexity: O(*n* + *m*) expected per change for the old and new items (an expanding
  ///   source's, for the rows shown before and after, plus its hidden items when it has some).
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, [Section]>
  ) -> Following {
    follow(id: \.id) { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the sections `read` returns, items matched by `id`; see `follow(_:_:)`.
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> [Section]?) -> Following {
    follow(id: \.id, read)
  }
}
