/// The icon before a settings row's title: an image (an SF Symbol name on Apple platforms).
public struct SettingsIcon: Hashable, Sendable {
  /// The image's name.
  public var symbol: String

  /// An icon showing `symbol`.
  public init(_ symbol: String) {
    self.symbol = symbol
  }
}
