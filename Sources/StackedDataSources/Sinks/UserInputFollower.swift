/// A sink that keeps its own picture of what the table's rows show, and so must hear of each
/// row whose control the user changed, which the view shows with no batch.
///
/// When the user enters a value into a row's control (``DataSourceProtocol/setControlValue(_:at:)``,
/// ``DataSourceProtocol/setToggle(_:at:)``) and the owner takes it, the row's content becomes
/// what the view already shows, and the package sends that row no reconfigure (no echo; see
/// ``ControlValue``). The root tells its sink instead, right after the transaction's batch and
/// before its reconfigure, or alone when the transaction sent nothing else.
/// ``ValidatingSink`` takes such rows as showing the data source's content (its content check
/// would otherwise report them stale); it, ``RowIdentities`` and ``RecordingSink`` pass the
/// call on to their `downstream` sink when that follows input too, so it reaches every sink of
/// a chain, as a batch does.
@MainActor
public protocol UserInputFollower: TableSink {
  /// The rows at `paths` (the table's current coordinates, after the batch that came with them)
  /// show what the user entered, which is now what their data source's content says.
  func userEnteredValues(at paths: [TablePath])
}

extension UserInputFollower {
  /// Passes the rows on to `downstream` when it follows input; O(1) plus what it does.
  func forwardUserInput(_ paths: [TablePath], to downstream: (any TableSink)?) {
    (downstream as? any UserInputFollower)?.userEnteredValues(at: paths)
  }
}
