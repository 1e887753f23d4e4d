/// What the Return key of a text field's keyboard says: that Return moves on to the next field
/// of the form, or that it finishes the form.
///
/// A view asks ``DataSourceProtocol/returnKey(at:)`` for each field it shows and labels the key
/// with the answer (UIKit's `returnKeyType`, SwiftUI's `submitLabel`); the user's Return then
/// goes to ``DataSourceProtocol/pressReturn(at:)``, which does what the key said.
///
/// ```swift
/// field.returnKeyType = screen.returnKey(at: path) == .next ? .next : .done
/// ```
public enum ReturnKey: Hashable, Sendable {
  /// Another field follows: Return focuses it.
  case next
  /// The field is the form's last: Return submits the form and ends editing.
  case done
}
