/// Rows shown while a condition on the app's state holds (issue 38).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ArrayDataSource where Item: Sendable {
  /// Shows each of the source's rows while `condition` holds for its item: of the items the
  /// source has now, those it accepts, in their order. The source follows that list
  /// (``Following``): the condition reads the app's `@Observable` state and is read again only
  /// when what it read changes, and the rows that come and go are one minimal batch that joins
  /// the open transaction, with every other rule and follow of the tree.
  ///
  /// ```swift
  /// let passcode = ArrayDataSource([.turnOff, .change, .requirePasscode], name: "Passcode")
  /// passcode.showRows(where: { $0 != .requirePasscode || model.passcodeOn })
  /// ```
  ///
  /// Rows are matched by value; the source is
  /// followed from now on, so it is not edited by hand (see ``Following``), and a new follow
  /// replaces this one.
  ///
  /// - Complexity: O(*n*) per change for the source's *n* items: the condition is read for
  ///   each, and the result diffed.
  @discardableResult
  public func showRows(where condition: @escaping @MainActor (Item) -> Bool) -> Following {
    let declared = items
    return follow { declared.filter(condition) }
  }
}
