#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import StackedDataSources

  extension NSColor {
    /// The colour of a tile of `color` (``RowContent/imageTile``) in ``NSTableViewBridge``: a
    /// system colour, which follows the appearance, or the RGB colour given, in sRGB.
    static func tile(_ color: RowContent.TileColor) -> NSColor {
      switch color {
      case .red: .systemRed
      case .orange: .systemOrange
      case .yellow: .systemYellow
      case .green: .systemGreen
      case .mint: .systemMint
      case .teal: .systemTeal
      case .cyan: .systemCyan
      case .blue: .systemBlue
      case .indigo: .systemIndigo
      case .purple: .systemPurple
      case .pink: .systemPink
      case .brown: .systemBrown
      case .gray: .systemGray
      case .rgb:
        color.rgbComponents.map {
          NSColor(srgbRed: $0.red, green: $0.green, blue: $0.blue, alpha: 1)
        } ?? .systemGray
      }
    }
  }
#endif
