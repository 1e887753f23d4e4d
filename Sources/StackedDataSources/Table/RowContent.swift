/// What a row shows, as a value: a title, secondary text, an image, an accessory, a style.
///
/// A data source describes its rows with a closure from its own item
/// (``RowBehavior/content``); the package's UIKit bridge turns the value into a cell's
/// `UIListContentConfiguration` and accessories with no code of yours, ``TextRenderer`` prints
/// it, and ``ValidatingSink``'s content check compares it, so a row whose switch flipped without
/// a reload or reconfigure is caught.
///
/// ```swift
/// wifi.content = { network in
///   RowContent(network.name, imageName: "wifi", accessory: .toggle(isOn: network.isOn))
/// }
/// ```
public struct RowContent: Hashable, Sendable {
  /// What sits at the trailing edge of the row.
  public enum Accessory: Hashable, Sendable {
    /// Nothing.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// A checkmark: the row is the chosen one.
    case checkmark
    /// An info button, which the user can tap apart from the row (``RowBehavior/onAccessoryTap``).
    case detailButton
    /// A switch, on or off; the user flips it (``RowBehavior/onToggle``).
    case toggle(isOn: Bool)
    /// Trailing text, such as a setting's current value, before a chevron.
    case value(String)
  }

  /// How the row's title is drawn.
  public enum Style: Hashable, Sendable {
    /// A plain row.
    case `default`
    /// A row whose action destroys something, drawn in red.
    case destructive
    /// A row that is itself a button, drawn in the tint color.
    case button
  }

  /// The row's main text.
  public var title: String
  /// A second line, or a subtitle.
  public var secondaryText: String?
  /// The name of an image (an SF Symbol name on Apple platforms) shown before the title.
  public var imageName: String?
  /// What sits at the trailing edge.
  public var accessory: Accessory
  /// How the title is drawn.
  public var style: Style
  /// Whether the user can select the row; a row with a switch usually cannot.
  public var isSelectable: Bool

  /// Creates row content.
  public init(
    _ title: String, secondaryText: String? = nil, imageName: String? = nil,
    accessory: Accessory = .none, style: Style = .default, isSelectable: Bool = true
  ) {
    self.title = title
    self.secondaryText = secondaryText
    self.imageName = imageName
    self.accessory = accessory
    self.style = style
    self.isSelectable = isSelectable
  }
}
