#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  extension UIColor {
    /// The colour of a tile of `color` (``RowContent/imageTile``): a system colour, which
    /// follows light and dark mode, or the RGB colour given.
    static func tile(_ color: RowContent.TileColor) -> UIColor {
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
          UIColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: 1)
        } ?? .systemGray
      }
    }
  }
#endif
