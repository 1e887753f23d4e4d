/// A sink that keeps its own picture of what the table's rows show, and so must hear of each
/// row whose control the user changed: the view shows the new value at once, with no batch.
///
/// A view's bridge tells the data source's ``DataSourceProtocol/sink`` — the first sink of the
/// chain — before it hands the value to the data source
/// (``DataSourceProtocol/setControlValue(_:at:)``, ``DataSourceProtocol/setToggle(_:at:)``), as it
/// tells a ``UserMoveFollower`` of a drag. The data source then sends that row no reconfigure
/// when the owner took the value (no echo; see ``ControlValue``), and one that puts the control
/// back when it did not. ``ValidatingSink`` takes the row as refreshed by the next batch (its
/// content check would otherwise report it stale); it, ``RowIdentities`` and ``RecordingSink``
/// pass the call on to their `downstream` sink when that follows input too, so telling the first
/// sink tells every one of them.
///
/// ```swift
/// (screen.sink as? any UserInputFollower)?.userChangedControl(at: [1, 0])
/// try screen.setControlValue(.number(0.6), at: [1, 0])
/// ```
@MainActor
public protocol UserInputFollower: TableSink {
  /// The user changed the control of the row at `path` (the table's current coordinates); the
  /// view already shows the new value.
  func userChangedControl(at path: TablePath)
}

extension UserInputFollower {
  /// Passes the input on to `downstream` when it follows input; O(1) plus what it does.
  func forwardUserInput(at path: TablePath, to downstream: (any TableSink)?) {
    (downstream as? any UserInputFollower)?.userChangedControl(at: path)
  }
}
