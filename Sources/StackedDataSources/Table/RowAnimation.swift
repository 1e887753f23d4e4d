/// How a table animates an insert, delete or reload; the cases of `UITableView.RowAnimation`.
///
/// The core never interprets the value: it travels with every ``TableUpdate`` so that a platform
/// sink can pass it on and a test can assert on it.
public enum RowAnimation: String, Hashable, Sendable, CaseIterable {
  case fade, right, left, top, bottom, none, middle, automatic
}
