// Stand-in for AppKit (not Apple's code): images, image views and colors, as far as a row shows
// its symbol and its style. See README.md.

/// https://developer.apple.com/documentation/appkit/nsimage
open class NSImage: NSObject {
  /// The SF Symbol the image was made from.
  public let standInSymbolName: String

  /// https://developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)
  public init?(systemSymbolName name: String, accessibilityDescription description: String?) {
    guard !name.isEmpty else { return nil }
    standInSymbolName = name
  }
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
}
