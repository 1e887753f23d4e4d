import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension OutlineDataSource {
  /// Follows the tree `model[keyPath: keyPath]`: the source shows it now and after each change,
  /// as `replaceAll(with:)` does (rows matched by node id; surviving nodes keep their
  /// expansion). Holds `model` weakly. A tree with a duplicate node id is refused with
  /// ``DataSourceError/Code/duplicateNodeIdentifier``, reported to ``Following/onError``; the
  /// table keeps its last consistent state. See ``Following``.
  ///
  /// A followed outline takes its children from the model, lazily loaded ones included: let
  /// ``willExpand`` load a node's children into the model and return `nil`, and the follow
  /// applies them in the expansion's own batch (the expansion's transaction takes the model's
  /// change as it closes). Expanding and collapsing are view state and leave the value alone.
  /// Children that ``willExpand`` returns would change the tree without the model: that is a
  /// direct edit, reported as ``DataSourceError/Code/followedSourceEdited`` and undone in the
  /// same batch, so the node expands showing the model's children.
  ///
  /// ```swift
  /// files.follow(library, \.tree)
  /// files.willExpand = { node in
  ///   library.loadChildren(of: node.id)   // sets the node's children in the model
  ///   return nil
  /// }
  /// try files.expand("Photos")            // one batch: the loaded children inserted
  /// ```
  ///
  /// - Complexity: O(*n* + *v*) per change for *n* nodes and *v* visible rows; a direct edit
  ///   or expansion compares the tree, O(*n*).
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, _ keyPath: KeyPath<Model, [Node]>
  ) -> Following {
    follow { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the roots `read` returns; returning `nil` ends the follow. See `follow(_:_:)`.
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> [Node]?) -> Following {
    Following.start(on: self, read: read) { [unowned self] in
      roots
    } apply: {
      [unowned self] (new) throws(DataSourceError) in
      try replaceAll(with: new)
    }
  }
}
