import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ChoiceList {
  /// Follows the selected option `model[keyPath: keyPath]`: the checkmark is on its row now and
  /// moves after each change of it, as one batch of two reconfigures, joining a transaction open
  /// on the list's tree as any follow does (see ``Following`` for when batches are sent and
  /// the lifetime rules). Holds `model` weakly.
  ///
  /// The model is the truth: a user's tap calls ``onChoose`` only, and the owner's write to the
  /// model there moves the checkmark in the tap's own batch — one batch, no echo. A model value
  /// that is not one of the options shows no checkmark until the option joins the list.
  ///
  /// ```swift
  /// autoLock.follow(settings, selection: \.autoLock)
  /// autoLock.onChoose = { settings.autoLock = $0 }
  /// ```
  ///
  /// The follow is the list's own, apart from one of its options (`dataSource.follow(…)`);
  /// when both change in one turn, start the options' follow first, so that an option added
  /// and selected together gets its checkmark in the same batch.
  ///
  /// - Complexity: Each change costs O(1) expected, plus the batch (the rows whose checkmark
  ///   changes, not the others); O(*n*) for *n* options the first time after they changed.
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, selection keyPath: KeyPath<Model, Option>
  ) -> Following {
    followSelection { [weak model] in model.map { [$0[keyPath: keyPath]] } }.holding(model)
  }

  /// Follows the selected option `model[keyPath: keyPath]`, none when it is `nil`; see
  /// `follow(_:selection:)`.
  ///
  /// - Complexity: As `follow(_:selection:)`.
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, selection keyPath: KeyPath<Model, Option?>
  ) -> Following {
    followSelection { [weak model] in
      model.map { model in model[keyPath: keyPath].map { [$0] } ?? [] }
    }.holding(model)
  }

  /// Follows the selected options `model[keyPath: keyPath]`; see `follow(_:selection:)`. A set
  /// of several options without ``allowsMultipleSelection`` is reported to
  /// ``Following/onError`` as ``DataSourceError/Code/multipleSelectionNotAllowed``, and the list
  /// keeps its selection.
  ///
  /// - Complexity: Each change costs O(*k* log *k*) for the *k* options of the old and new
  ///   selections, plus the batch; O(*n*) for *n* options the first time after they changed.
  @discardableResult
  public func follow<Model: AnyObject & Observable>(
    _ model: Model, selection keyPath: KeyPath<Model, Set<Option>>
  ) -> Following {
    followSelection { [weak model] in model?[keyPath: keyPath] }.holding(model)
  }

  /// Follows the selection `read` returns, re-reading it after each change of the observable
  /// state it read; `nil` ends the follow. Replaces the list's previous follow of a selection.
  func followSelection(_ read: @escaping @MainActor () -> Set<Option>?) -> Following {
    selectionFollowing?.cancel()
    followedSelection = nil
    // Not installed as the data source's follow: the options may follow a model of their own.
    let following = Following(source: dataSource) { [weak self] following in
      guard let self, let value = following.observe(read) else { return false }
      followedSelection = value
      do throws(DataSourceError) {
        try applyFollowed(value)
      } catch {
        following.report(error)
      }
      return true
    } diverged: {
      false
    }
    selectionFollowing = following
    following.apply()
    return following
  }
}
