#if canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI)
  import Foundation
  import StackedDataSources

  /// What the views share of a tile's colour (``RowContent/TileColor``) and size: each maps the
  /// named colours to its platform's system colours, and an RGB colour through these components.
  extension RowContent.TileColor {
    /// The side of a tile, in points: Settings' icons are 29-point squares.
    static let side: Double = 29
    /// The radius of a tile's corners, in points.
    static let cornerRadius: Double = 7

    /// Where a tile's symbol of `size` is drawn: scaled to fit the middle 18 points of the
    /// tile, its aspect ratio kept; the whole middle for an empty size.
    ///
    /// - Complexity: O(1).
    static func symbolRect(fitting size: CGSize) -> CGRect {
      let inset = (side - 18) / 2
      let box = CGRect(x: inset, y: inset, width: side - 2 * inset, height: side - 2 * inset)
      guard size.width > 0, size.height > 0 else { return box }
      let scale = min(box.width / size.width, box.height / size.height)
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: box.midX - fitted.width / 2, y: box.midY - fitted.height / 2, width: fitted.width,
        height: fitted.height)
    }

    /// The red, green and blue of an RGB colour (``rgb(_:)``), each from 0 to 1; `nil` for a
    /// named colour.
    ///
    /// - Complexity: O(1).
    var rgbComponents: (red: Double, green: Double, blue: Double)? {
      guard case .rgb(let rgb) = self else { return nil }
      return (
        Double((rgb >> 16) & 0xFF) / 255, Double((rgb >> 8) & 0xFF) / 255, Double(rgb & 0xFF) / 255
      )
    }
  }
#endif
