// Stand-in for UIKit (not Apple's code): scrolling a table to a row, which an app does after a
// change (the documents' examples do) and the keyboard's Return does, and the cells it shows.
// See README.md.

extension UITableView {
  /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  ///
  /// The stand-in lays nothing out: it records the scroll (`standInScrolls`), and the next
  /// `layoutIfNeeded()` after an unanimated one makes the row's cell, as UIKit's layout brings
  /// a row on screen. UIKit raises for a row the table does not have (it reads its counts
  /// first, as here); the stand-in records it in `standInFailures`.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    _ = standInEngine.scroll(to: indexPath, animated: animated, call: "scrollToRow")
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  ///
  /// The cells the table shows are those it handed out since the last update (see
  /// `StandInHooks.swift`): a row no one asked for is off screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    standInPool.visible[indexPath]?.cell
  }
}
