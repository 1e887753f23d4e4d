import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SectionedSource where SectionID: Sendable, Item: Sendable {
  /// Follows `model[keyPath: keyPath]`: the source shows those sections now and after each
  /// change, as the diff of `replaceAll(with:)` (sections by id, items by value, across
  /// sections; an expanding source diffs the rows it shows, a collapsed section its first
  /// rows, and keeps expansion by id). Holds `model` weakly. A value with duplicate section ids is refused with
  /// ``DataSourceError/Code/duplicateSectionIdentifier``, reported to ``Following/onError``;
  /// the table keeps its last consistent state. See ``Following``.
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
}
