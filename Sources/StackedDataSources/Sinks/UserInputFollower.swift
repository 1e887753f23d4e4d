/// A sink that keeps its own picture of what the table's rows show, and so must hear of each
/// row whose control the user changed: the view shows the new value at once, with no batch.
///
/// The data source the view shows tells its ``DataSourceProtocol/sink`` — the first sink of the
/// chain — when it takes the user's input (``DataSourceProtocol/setToggle(_:at:)``,
/// ``DataSourceProtocol/setControlValue(_:at:)``, from a bridge, a `List` or a test alike):
/// ``userChangedControl(at:)`` before the owner's handler runs, then ``userInputSettled(at:)``
/// once the input's transaction has been delivered — at once, or when a paused source that holds
/// the input resumes. In between, the row shows the user's value: the data source sends it no
/// reconfigure when the owner took the value (no echo; see ``ControlValue``), and one that puts
/// the control back when it did not. ``ValidatingSink`` takes the row as refreshed by the next
/// batch and reports one that replaces it (``BatchViolation/Rule/userInputRowReplaced``); it,
/// ``RowIdentities`` and ``RecordingSink`` pass both calls on to their `downstream` sink when
/// that follows input too, so every one of them hears.
///
/// ```swift
/// let table = ValidatingSink(dataSource: screen, contentCheck: .full)
/// screen.sink = table
/// try screen.setControlValue(.number(0.6), at: [1, 0])   // the sink hears of it first
/// #expect(table.isValid)
/// ```
@MainActor
public protocol UserInputFollower: TableSink {
  /// The user changed the control of the row at `path` (in the coordinates of the last batch
  /// the sink received); the view already shows the new value.
  func userChangedControl(at path: TablePath)

  /// The rows at `paths` (the table's coordinates now), whose controls the user changed, show
  /// their data source's content again: it needed no reconfigure, or the one it needed has been
  /// sent.
  func userInputSettled(at paths: [TablePath])
}

extension UserInputFollower {
  /// Passes the input on to `downstream` when it follows input; O(1) plus what it does.
  func forwardUserInput(at path: TablePath, to downstream: (any TableSink)?) {
    (downstream as? any UserInputFollower)?.userChangedControl(at: path)
  }

  /// Passes the settling of the input on to `downstream` when it follows input.
  func forwardUserInputSettled(at paths: [TablePath], to downstream: (any TableSink)?) {
    (downstream as? any UserInputFollower)?.userInputSettled(at: paths)
  }
}
