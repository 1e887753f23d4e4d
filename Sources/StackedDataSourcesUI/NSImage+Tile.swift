#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  extension NSImage {
    /// A row's image on its tile (``RowContent/imageTile``) in ``NSTableViewBridge``: the SF
    /// Symbol named `symbolName`, white, fitted into the middle of a 29-point square of `color`
    /// with 7-point corners; the square alone without a symbol. A dimmed tile (a disabled row's)
    /// is drawn at 40 % opacity.
    ///
    /// The image is drawn by its drawing handler each time AppKit draws it, so its system
    /// colour follows the view's appearance, light or dark, as the view's other colours do.
    /// The handler captures only values that cross threads (AppKit may draw an image off the
    /// main thread); it makes its symbol itself.
    ///
    /// - Complexity: O(1); the drawing is done when AppKit draws the image.
    static func tile(symbolName: String?, color: NSColor, isDimmed: Bool) -> NSImage {
      let side = CGFloat(RowContent.TileColor.side)
      let radius = CGFloat(RowContent.TileColor.cornerRadius)
      let opacity: CGFloat = isDimmed ? 0.4 : 1
      return NSImage(size: NSSize(width: side, height: side), flipped: false) { bounds in
        color.withAlphaComponent(opacity).setFill()
        NSBezierPath(roundedRect: bounds, xRadius: radius, yRadius: radius).fill()
        guard let symbolName,
          let symbol = NSImage(systemSymbolName: symbolName, accessibilityDescription: nil)?
            .withSymbolConfiguration(
              NSImage.SymbolConfiguration(paletteColors: [.white.withAlphaComponent(opacity)]))
        else { return true }
        symbol.draw(in: RowContent.TileColor.symbolRect(fitting: symbol.size))
        return true
      }
    }
  }
#endif
