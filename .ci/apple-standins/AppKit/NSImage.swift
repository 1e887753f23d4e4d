// Stand-in for AppKit (not Apple's code): images, image views and colors, as far as a row shows
// its symbol and its style. See README.md.

/// https://developer.apple.com/documentation/appkit/nsimage
open class NSImage: NSObject {
  /// The SF Symbol the image was made from; empty for an image drawn by a drawing handler.
  public let standInSymbolName: String
  /// The palette colours of the symbol configuration the image was made with (stand-in state).
  let standInPalette: [NSColor]
  /// The drawing handler of an image made with one (stand-in state).
  let standInDrawingHandler: ((NSRect) -> Bool)?
  /// The drawing the current drawing handler records, while one runs (stand-in state).
  nonisolated(unsafe) static var standInCurrentDrawing: [String]?
  /// The colour `NSColor.setFill()` set while a drawing handler runs (stand-in state).
  nonisolated(unsafe) static var standInFillColor: NSColor?

  /// https://developer.apple.com/documentation/appkit/nsimage/size
  ///
  /// The stand-in has no symbol catalog: every symbol is 20 points square.
  open var size: NSSize

  /// https://developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
  public init?(systemSymbolName name: String, accessibilityDescription description: String?) {
    guard !name.isEmpty else { return nil }
    standInSymbolName = name
    standInPalette = []
    standInDrawingHandler = nil
    size = NSSize(width: 20, height: 20)
  }

  /// https://developer.apple.com/documentation/appkit/nsimage/init(size:flipped:drawinghandler:)
  ///
  /// The stand-in draws no pixels: `standInDrawnLines` runs the handler and gives what it drew.
  public init(
    size: NSSize, flipped drawingHandlerShouldBeCalledWithFlippedContext: Bool,
    drawingHandler: @escaping (NSRect) -> Bool
  ) {
    standInSymbolName = ""
    standInPalette = []
    standInDrawingHandler = drawingHandler
    self.size = size
  }

  init(symbol: NSImage, palette: [NSColor]) {
    standInSymbolName = symbol.standInSymbolName
    standInPalette = palette
    standInDrawingHandler = symbol.standInDrawingHandler
    size = symbol.size
  }

  /// https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration
  open class SymbolConfiguration: NSObject {
    let standInPalette: [NSColor]

    /// https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration/init(palettecolors:)
    @available(macOS 12.0, *)
    public init(paletteColors: [NSColor]) {
      standInPalette = paletteColors
    }
  }

  /// https://developer.apple.com/documentation/appkit/nsimage/withsymbolconfiguration(_:)
  @available(macOS 11.0, *)
  open func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage? {
    NSImage(symbol: self, palette: configuration.standInPalette)
  }

  /// https://developer.apple.com/documentation/appkit/nsimage/draw(in:)
  ///
  /// Recorded by the drawing handler running, as `"symbol gear white in (5.5, 5.5, 18.0, 18.0)"`.
  open func draw(in rect: NSRect) {
    let palette = standInPalette.map { " " + $0.standInName }.joined()
    NSImage.standInCurrentDrawing?.append(
      "symbol \(standInSymbolName)\(palette) in \(NSImage.standInText(rect))")
  }

  /// `rect` as `(x, y, width, height)`.
  static func standInText(_ rect: NSRect) -> String {
    "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
  }
}

/// https://developer.apple.com/documentation/appkit/nsbezierpath
open class NSBezierPath: NSObject {
  let standInPath: String

  /// https://developer.apple.com/documentation/appkit/nsbezierpath/init(roundedrect:xradius:yradius:)
  public init(roundedRect rect: NSRect, xRadius: CGFloat, yRadius: CGFloat) {
    standInPath = "roundedRect \(NSImage.standInText(rect)) radius \(xRadius)"
  }

  /// https://developer.apple.com/documentation/appkit/nsbezierpath/fill()
  ///
  /// Recorded by the drawing handler running, with the colour `setFill()` set.
  open func fill() {
    let color = NSImage.standInFillColor?.standInName ?? "black"
    NSImage.standInCurrentDrawing?.append("fill \(standInPath) \(color)")
  }
}

/// https://developer.apple.com/documentation/quartzcore/calayer
///
/// AppKit re-exports QuartzCore; the stand-in declares the layer properties the adapters set.
open class CALayer: NSObject {
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  open var cornerRadius: CGFloat = 0
  /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
  open var masksToBounds = false
}

/// https://developer.apple.com/documentation/appkit/nsimageview
@MainActor
open class NSImageView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsimageview/image
  open var image: NSImage?
}

/// https://developer.apple.com/documentation/appkit/nscolor
open class NSColor: NSObject {
  /// The system color's name.
  public let standInName: String

  init(standInName: String) { self.standInName = standInName }

  /// https://developer.apple.com/documentation/appkit/nscolor/labelcolor
  open class var labelColor: NSColor { NSColor(standInName: "labelColor") }

  /// https://developer.apple.com/documentation/appkit/nscolor/systemred
  open class var systemRed: NSColor { NSColor(standInName: "systemRed") }

  /// https://developer.apple.com/documentation/appkit/nscolor/controlaccentcolor
  open class var controlAccentColor: NSColor { NSColor(standInName: "controlAccentColor") }

  /// https://developer.apple.com/documentation/appkit/nscolor/secondarylabelcolor
  open class var secondaryLabelColor: NSColor { NSColor(standInName: "secondaryLabelColor") }

  /// https://developer.apple.com/documentation/appkit/nscolor/disabledcontroltextcolor
  open class var disabledControlTextColor: NSColor {
    NSColor(standInName: "disabledControlTextColor")
  }

  /// https://developer.apple.com/documentation/appkit/nscolor/systemorange
  open class var systemOrange: NSColor { NSColor(standInName: "systemOrange") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemyellow
  open class var systemYellow: NSColor { NSColor(standInName: "systemYellow") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemgreen
  open class var systemGreen: NSColor { NSColor(standInName: "systemGreen") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemmint
  open class var systemMint: NSColor { NSColor(standInName: "systemMint") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemteal
  open class var systemTeal: NSColor { NSColor(standInName: "systemTeal") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemcyan
  @available(macOS 12.0, *)
  open class var systemCyan: NSColor { NSColor(standInName: "systemCyan") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemblue
  open class var systemBlue: NSColor { NSColor(standInName: "systemBlue") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemindigo
  open class var systemIndigo: NSColor { NSColor(standInName: "systemIndigo") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systempurple
  open class var systemPurple: NSColor { NSColor(standInName: "systemPurple") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systempink
  open class var systemPink: NSColor { NSColor(standInName: "systemPink") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systembrown
  open class var systemBrown: NSColor { NSColor(standInName: "systemBrown") }
  /// https://developer.apple.com/documentation/appkit/nscolor/systemgray
  open class var systemGray: NSColor { NSColor(standInName: "systemGray") }
  /// https://developer.apple.com/documentation/appkit/nscolor/white
  open class var white: NSColor { NSColor(standInName: "white") }

  /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(standInName: "srgb(\(red), \(green), \(blue), \(alpha))")
  }

  /// https://developer.apple.com/documentation/appkit/nscolor/withalphacomponent(_:)
  ///
  /// The stand-in's colour is its name: `"systemRed"` at alpha 0.4 is `"systemRed@0.4"`.
  open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
    alpha == 1 ? self : NSColor(standInName: "\(standInName)@\(alpha)")
  }

  /// https://developer.apple.com/documentation/appkit/nscolor/setfill()
  ///
  /// The colour the running drawing handler's next fill uses.
  open func setFill() {
    NSImage.standInFillColor = self
  }
}
