/// The rows of one data source whose values fail their validation (``Validation``): what each
/// shows, and the row pinned under it that shows the message.
///
/// Rows are named by their item (``DataSourceProtocol/item(at:)``): a value that fails a
/// validation checked on change does not reach the owner's handler, so the item stays while the
/// row shows the user's value; a value the handler takes changes the item, and the failure moves
/// to the item the row then has.
final class ValidationState {
  /// A failing row: the rule its value fails, and the message row pinned under it (when the
  /// source is in a stack).
  struct Failure {
    var rule: Validation.Rule
    var messageRow: ArrayDataSource<String>?
  }

  /// When a value is being checked.
  enum Point {
    case change
    case endEditing
    case submit
  }

  /// What checking a row's value found.
  enum Check {
    /// The row has no validation, or it is not checked at this point.
    case unchecked
    /// The value satisfies every rule.
    case passes
    /// The value fails `rule`; `holdsValue` when the row holds it rather than its owner (a
    /// validation checked on change hands no failing value on).
    case fails(Validation.Rule, holdsValue: Bool)
  }

  /// The value each row shows that failed a validation checked on change, which its owner did
  /// not take, by the row's item.
  var drafts: [AnyHashable: ControlValue] = [:]
  /// The failing rows, by item.
  var failures: [AnyHashable: Failure] = [:]

  /// Whether no row fails.
  var isEmpty: Bool { drafts.isEmpty && failures.isEmpty }
}
