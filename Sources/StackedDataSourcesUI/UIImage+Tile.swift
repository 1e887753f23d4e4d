#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  extension UIImage {
    /// A row's image on its tile (``RowContent/imageTile``), as Settings draws its icons: the SF
    /// Symbol named `symbolName`, white, fitted into the middle of a 29-point square of `color`
    /// with 7-point corners; the square alone without a symbol. A dimmed tile (a disabled row's)
    /// is drawn at 40 % opacity, as UIKit dims a disabled control.
    ///
    /// `UIListContentConfiguration` has no background for its image, so the tile is drawn
    /// into an image, as apps draw their Settings-style icons; the image keeps its colours
    /// (`alwaysOriginal`), whatever tint the configuration gives images. The colours are
    /// resolved when the image is drawn: a cell configured again after the user switches
    /// between light and dark mode gets the other mode's.
    ///
    /// - Complexity: O(1): one small image drawn.
    static func tile(symbolName: String?, color: UIColor, isDimmed: Bool) -> UIImage {
      let side = CGFloat(RowContent.TileColor.side)
      let bounds = CGRect(x: 0, y: 0, width: side, height: side)
      let opacity: CGFloat = isDimmed ? 0.4 : 1
      let symbol = symbolName.flatMap { UIImage(systemName: $0) }?.withTintColor(
        .white.withAlphaComponent(opacity), renderingMode: .alwaysOriginal)
      let tile = UIGraphicsImageRenderer(size: bounds.size).image { _ in
        color.withAlphaComponent(opacity).setFill()
        UIBezierPath(
          roundedRect: bounds, cornerRadius: CGFloat(RowContent.TileColor.cornerRadius)
        ).fill()
        guard let symbol else { return }
        symbol.draw(in: RowContent.TileColor.symbolRect(fitting: symbol.size))
      }
      return tile.withRenderingMode(.alwaysOriginal)
    }
  }
#endif
