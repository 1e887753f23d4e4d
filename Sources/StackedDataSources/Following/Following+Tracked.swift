/// Starting a follow of a ``TrackedArray``: its edits are applied as they were made.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Following {
  /// Makes `source` follow the tracked array `read` returns: the first value is applied whole
  /// (diffed), each later one as the edits that lead to it from the value applied last, or
  /// whole again when the history does not reach back that far (see ``TrackedArray``).
  ///
  /// - Parameters:
  ///   - read: The value; `nil` when the model is gone, which ends the follow.
  ///   - current: The source's items, to notice a direct edit.
  ///   - replay: Makes the edits the source's own, in one transaction.
  ///   - replaceAll: The source's diffing replace.
  static func start<Element: Equatable>(
    on source: some TransactionNode, read: @escaping @MainActor () -> TrackedArray<Element>?,
    current: @escaping @MainActor () -> [Element],
    replay:
      @escaping @MainActor (ArraySlice<EditLog<Element>.Edit>) throws(DataSourceError) ->
      Void,
    replaceAll: @escaping @MainActor ([Element]) throws(DataSourceError) -> Void
  ) -> Following {
    let cursor = TrackedCursor<Element>()
    let following = Following(source: source) { following in
      guard let value = following.observe(read) else { return false }
      do throws(DataSourceError) {
        let edits = cursor.edits(toReach: value)
        // Reached before the edits are made: their batch runs app code (a sink call, a
        // `didChange` hook) that may change the model and flush again, and that inner apply
        // must start from this value, not from the one before it.
        cursor.reached(value)
        if let edits {
          try replay(edits)
        } else {
          try replaceAll(value.elements)
        }
      } catch {
        cursor.invalidate()
        following.report(error)
      }
      return true
    } diverged: {
      // The edit happened outside the history: the next apply diffs the whole value.
      cursor.invalidate()
      return read().map { current() != $0.elements } ?? false
    }
    install(following, on: source)
    following.apply()
    return following
  }
}
