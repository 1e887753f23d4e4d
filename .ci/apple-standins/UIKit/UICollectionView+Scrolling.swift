// Stand-in for UIKit (not Apple's code): scrolling a collection view to an item, which the
// keyboard's Return does, and the cells it shows. See README.md.

extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  ///
  /// `UICollectionViewScrollPositionNone` is `[]` in Swift.
  public struct ScrollPosition: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  ///
  /// As `UITableView.scrollToRow(at:at:animated:)`: recorded (`standInScrolls`), the item's
  /// cell made by the next `layoutIfNeeded()` after an unanimated scroll, and an item the view
  /// does not have recorded in `standInFailures`.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    _ = standInEngine.scroll(to: indexPath, animated: animated, call: "scrollToItem")
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  ///
  /// The cells the view shows are those it handed out since the last update (see
  /// `StandInHooks.swift`): an item no one asked for is off screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    standInPool.visible[indexPath]?.cell
  }
}
