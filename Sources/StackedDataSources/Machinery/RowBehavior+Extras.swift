import Foundation

extension RowBehavior {
  /// The behaviours few sources set — the controls' handlers, the placeholder row, the rule
  /// that enables rows and the validation of the rows' values — kept out of line, so that a source that sets none of them pays one
  /// `nil` reference for them.
  ///
  /// Every data source keeps a ``RowBehavior`` inline. Stored there, these five handlers and the
  /// placeholder's ``RowContent`` (whose accessory is as wide as its widest control) took 200 of
  /// its 408 bytes, in every source, whether its rows had controls or not (issue 35). They are
  /// set when a screen is built and read when the user acts on a row or a section is empty, so
  /// the one more load that reaches them costs nothing that shows.
  ///
  /// The box is immutable: a change makes a new one (``setExtra(_:to:)``), so that copies of a
  /// behaviour never see each other's changes; a change that leaves every field unset drops it.
  final class Extras {
    /// The fields themselves.
    struct Fields {
      var onTextChange: ((Item, String) -> Void)?
      var onEndEditing: ((Item, String) -> Void)?
      var onValueChange: ((Item, Double) -> Void)?
      var onPick: ((Item, Int) -> Void)?
      var onDateChange: ((Item, Date) -> Void)?
      var placeholder: RowContent?
      /// Whether a row is enabled, from its item and the app's state (`enable(when:)`).
      var isEnabled: ((Item) -> Bool)?
      /// A row's validation, from its item.
      var validation: ((Item) -> Validation?)?
      /// The rows whose values fail their validation, while a validation is set.
      var validationState: ValidationState?

      /// Whether no field is set.
      var isEmpty: Bool {
        onTextChange == nil && onEndEditing == nil && onValueChange == nil && onPick == nil
          && onDateChange == nil && placeholder == nil && isEnabled == nil && validation == nil
      }
    }

    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  /// Sets the field of ``extras`` at `keyPath` to `value`, in a new box; with no field set, no
  /// box.
  ///
  /// - Complexity: O(1).
  mutating func setExtra<Value>(_ keyPath: WritableKeyPath<Extras.Fields, Value>, to value: Value) {
    var fields = extras?.fields ?? Extras.Fields()
    fields[keyPath: keyPath] = value
    extras = fields.isEmpty ? nil : Extras(fields)
  }
}
