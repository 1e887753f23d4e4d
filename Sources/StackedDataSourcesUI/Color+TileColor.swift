#if canImport(SwiftUI)
  import StackedDataSources
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension Color {
    /// The colour of a tile of `color` (``RowContent/imageTile``) in ``StackedList``: a system
    /// colour, which follows light and dark mode, or the RGB colour given, in sRGB.
    static func tile(_ color: RowContent.TileColor) -> Color {
      switch color {
      case .red: .red
      case .orange: .orange
      case .yellow: .yellow
      case .green: .green
      case .mint: .mint
      case .teal: .teal
      case .cyan: .cyan
      case .blue: .blue
      case .indigo: .indigo
      case .purple: .purple
      case .pink: .pink
      case .brown: .brown
      case .gray: .gray
      case .rgb:
        color.rgbComponents.map { Color(.sRGB, red: $0.red, green: $0.green, blue: $0.blue) }
          ?? .gray
      }
    }
  }
#endif
