#if canImport(SwiftUI)
  import StackedDataSources
  import SwiftUI

  /// A row's text field in the list's keyboard: focused by the row's identity in the list's
  /// `FocusState`, its submit label the data source's ``DataSourceProtocol/returnKey(at:)``, and
  /// Return moving the focus to the row ``DataSourceProtocol/pressReturn(at:)`` answers.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension StackedListRow {
    /// What the list shares with its rows for the keyboard.
    struct Keyboard {
      /// The row whose field has the focus, by identity.
      let focus: FocusState<RowIdentity?>.Binding
      /// Scrolls the list to a row, by identity.
      let scroller: ScrollViewProxy
    }

    /// `field` in the list's keyboard: focused while the focus is this row's, labelled with the
    /// key Return shows, and Return handed to ``pressReturn()``.
    ///
    /// - Complexity: That of ``DataSourceProtocol/returnKey(at:)``.
    func withKeyboard<Field: View>(_ field: Field) -> some View {
      field
        .focused(keyboard.focus, equals: row.id)
        .submitLabel(model.returnKey(of: row) == .next ? .next : .done)
        .onSubmit { pressReturn() }
    }

    /// The user pressed Return in the row's field (its `onSubmit`):
    /// ``ListModel/pressReturn(for:)``, then the focus moves to the row it answers, scrolled
    /// into view, or goes once the form was submitted; then the field's editing ends
    /// (``endEditing()``). A refused Return goes to `onError`, and the focus goes.
    func pressReturn() {
      guard let token = model.identities.token(for: row.id) else { return }
      var next: ListModel.Row?
      do { next = try model.pressReturn(for: token) } catch { error.report(to: onError) }
      if let next { keyboard.scroller.scrollTo(next.id) }
      keyboard.focus.wrappedValue = next?.id
      endEditing()
    }
  }
#endif
