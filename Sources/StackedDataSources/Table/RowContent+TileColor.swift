extension RowContent {
  /// The colour of the rounded square a row's image is drawn on (``RowContent/imageTile``), as
  /// Settings draws its icons: a gear on grey for General, an airplane on orange for Airplane
  /// Mode.
  ///
  /// The named colours are the platform's system colours (`UIColor.systemOrange`,
  /// `NSColor.systemOrange`, SwiftUI's `Color.orange`), which follow light and dark mode; ``rgb(_:)``
  /// is a colour of your own, the same in both.
  ///
  /// ```swift
  /// RowContent("Airplane Mode", imageName: "airplane", imageTile: .orange,
  ///   accessory: .toggle(isOn: false))
  /// RowContent("Brand", imageName: "star.fill", imageTile: .rgb(0x5E5CE6))
  /// ```
  public enum TileColor: Hashable, Sendable {
    /// System red.
    case red
    /// System orange.
    case orange
    /// System yellow.
    case yellow
    /// System green.
    case green
    /// System mint.
    case mint
    /// System teal.
    case teal
    /// System cyan.
    case cyan
    /// System blue.
    case blue
    /// System indigo.
    case indigo
    /// System purple.
    case purple
    /// System pink.
    case pink
    /// System brown.
    case brown
    /// System grey.
    case gray
    /// A colour of your own, as `0xRRGGBB` (the bits above the lowest 24 are ignored).
    case rgb(UInt32)
  }
}
