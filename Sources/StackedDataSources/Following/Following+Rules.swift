/// Rules: a condition on the app's state, followed as a value is (``Following``), whose
/// consequence is an edit of the table — a group shown, rows enabled.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Following {
  /// Starts a rule on `node`: reads `read` now and applies what it returns, then again after
  /// each change of the observable state it read, when the value differs from the last one
  /// applied. The node keeps the rule (it is not the node's follow: a followed source can have
  /// rules too); it ends when cancelled or when the node goes. An error `apply` throws (its
  /// group left the stack, say) is reported and ends the rule, changing nothing.
  ///
  /// Like every follow, the rule's changes in one main-actor turn coalesce, and a transaction
  /// closing on the node's tree takes them into its batch, with the changes of every other rule
  /// and follow of the tree.
  ///
  /// - Complexity: Each change costs `read` and, when its value changed, `apply`.
  /// `readsRows` says that `read` reads the node's rows: their reading is taken again after a
  /// transaction that edited them (``sourceRowsChanged()``).
  static func rule<Value: Equatable>(
    on node: any TransactionNode, readsRows: Bool = false, read: @escaping @MainActor () -> Value,
    apply: @escaping @MainActor (_ value: Value, _ previous: Value?) throws(DataSourceError) -> Void
  ) -> Following {
    let applied = Latest<Value>()
    let rule = Following(source: node) { following in
      guard let value = following.observe({ Optional(read()) }) else { return false }
      guard value != applied.value else { return true }
      let previous = applied.value
      applied.value = value
      do throws(DataSourceError) {
        try apply(value, previous)
      } catch {
        applied.value = previous
        following.report(error)
        return false
      }
      return true
    } diverged: {
      false
    }
    if readsRows {
      rule.reread = { following in
        guard let value = following.observe({ Optional(read()) }) else { return }
        applied.value = value
      }
    }
    node.core.rules.append(rule)
    rule.apply()
    return rule
  }
}
