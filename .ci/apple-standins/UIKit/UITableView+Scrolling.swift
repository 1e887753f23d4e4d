// Stand-in for UIKit (not Apple's code): scrolling a table to a row, which an app does after a
// change (the documents' examples do). See README.md.

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
  /// The stand-in lays nothing out. UIKit raises for a row the table does not have (it reads
  /// its counts first, as here); the stand-in records it in `standInFailures`.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    let counts = standInEngine.counts()
    guard counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.row)
    else {
      standInEngine.failures.append("scrollToRow(at: \(indexPath)): no such row")
      return
    }
  }
}
