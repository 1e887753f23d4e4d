import StackedDataSources

/// The icon before a settings row's title: an image (an SF Symbol name on Apple platforms),
/// white on a rounded square of a colour as in iOS Settings, or plain.
///
/// ```swift
/// SettingsIcon("gear", tile: .gray)
/// SettingsIcon("wifi", tile: .blue)
/// ```
public struct SettingsIcon: Hashable, Sendable {
  /// The image's name.
  public var symbol: String
  /// The colour of the square behind it, or `nil` for the image alone.
  public var tile: RowContent.TileColor?

  /// An icon showing `symbol`, on a `tile` of that colour.
  public init(_ symbol: String, tile: RowContent.TileColor? = nil) {
    self.symbol = symbol
    self.tile = tile
  }
}
