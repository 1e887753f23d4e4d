/// The keyboard in a `List`: the key Return shows in a row's field, and the row Return moves
/// the focus to, by identity (a `FocusState` takes the row's token, a `ScrollViewReader` its
/// identity), through the same entry points the UIKit bridges use.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ListModel {
  /// The key Return shows in the text field of `row`, where the row is now:
  /// ``DataSourceProtocol/returnKey(at:)``; ``ReturnKey/done`` for a row that is gone.
  ///
  /// - Complexity: That of ``DataSourceProtocol/focusNext(from:)``, plus finding the row (see
  ///   ``state(of:)``).
  package func returnKey(of row: Row) -> ReturnKey {
    guard let path = try? path(of: row) else { return .done }
    return dataSource.returnKey(at: path)
  }

  /// The user pressed Return in the text field of the row with `token` (a `TextField`'s
  /// `onSubmit`): ``DataSourceProtocol/pressReturn(at:)``, answering the row to focus next, or
  /// `nil` once the form was submitted.
  ///
  /// - Throws: ``DataSourceError/Code/rowOutOfRange`` when the row is gone; else what
  ///   ``DataSourceProtocol/pressReturn(at:)`` throws.
  /// - Complexity: O(*n*) to find the row by its token, plus that of
  ///   ``DataSourceProtocol/pressReturn(at:)``.
  package func pressReturn(for token: RowToken) throws(DataSourceError) -> Row? {
    guard let next = try dataSource.pressReturn(at: path(of: token)),
      let id = identities.identity(at: next)
    else { return nil }
    return Row(id: id, path: next)
  }
}
