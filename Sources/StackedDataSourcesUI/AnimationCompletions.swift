#if canImport(UIKit) && !os(watchOS)
  /// The completions a UIKit sink holds until the batches it made finish animating — the part
  /// of ``TableViewSink`` and ``CollectionViewSink`` that serves `afterUpdates(_:)`.
  @MainActor
  struct AnimationCompletions {
    private var animating = 0
    private var waiting: [@MainActor () -> Void] = []

    /// Keeps `completion` for ``finished()`` while a batch animates; returns `false`, keeping
    /// nothing, when none does — the sink then runs it, after this returns, as the completion
    /// may start another batch.
    mutating func keep(_ completion: @escaping @MainActor () -> Void) -> Bool {
      guard animating > 0 else { return false }
      waiting.append(completion)
      return true
    }

    /// Notes a batch that started animating.
    mutating func started() { animating += 1 }

    /// Notes a batch that finished; returns the completions to run when it was the last one
    /// (run them after this returns: one may start another batch).
    mutating func finished() -> [@MainActor () -> Void] {
      animating -= 1
      guard animating == 0 else { return [] }
      defer { waiting = [] }
      return waiting
    }
  }
#endif
