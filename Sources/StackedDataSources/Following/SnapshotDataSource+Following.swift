import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SnapshotDataSource {
  /// Follows the snapshot `read` builds from observable state (for example
  /// `{ try? Snapshot(items: model.contacts, sectionedBy: \.initial) }`): the source shows it
  /// now and after each change, as `setSnapshot(_:)` does (items by identity, reconfigures
  /// for changed content, moves). Returning `nil` ends the follow. See ``Following``.
  ///
  /// - Complexity: O(*n* + *m*) expected per change, one diff on the main actor.
  @discardableResult
  public func follow(_ read: @escaping @MainActor () -> Model?) -> Following {
    Following.start(on: self, read: read) { [unowned self] in
      snapshot
    } apply: {
      [unowned self] in
      setSnapshot($0)
    }
  }

  /// Follows `model[keyPath: keyPath]`, a snapshot the model keeps; holds `model` weakly. See
  /// `follow(_:)`.
  @discardableResult
  public func follow<Owner: AnyObject & Observable>(
    _ model: Owner, _ keyPath: KeyPath<Owner, Model>
  ) -> Following {
    follow { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the snapshots `sequence` produces: each becomes one batch, snapshots that arrive
  /// before the main actor takes the last one coalesce to the latest. Each is diffed off the
  /// main actor, as `setSnapshot(_:) async` does: a snapshot that arrives while the one before
  /// it is being diffed supersedes it, and the older result is dropped. A transaction closing
  /// on the source's tree, or ``Following/flush()``, applies a waiting snapshot at once, on the
  /// main actor, so that it joins the batch. The follow ends with the sequence; an error it
  /// throws is reported as ``DataSourceError/Code/followedSequenceFailed``.
  ///
  /// - Complexity: O(*n* + *m*) expected per applied snapshot, off the main actor.
  @discardableResult
  public func follow<S: AsyncSequence & Sendable>(_ sequence: S) -> Following
  where S.Element == Model {
    Following.start(on: self, sequence: sequence) { [unowned self] in
      snapshot
    } apply: { [unowned self] in
      setSnapshot($0)
    } applyLater: { [weak self] in
      await self?.setSnapshot($0)
    }
  }
}
