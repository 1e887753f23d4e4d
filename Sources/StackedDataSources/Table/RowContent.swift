/// What a row shows, as a value: a title, secondary text, an image (on a coloured tile, if you
/// like), a badge, an accessory, a style.
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
/// name.content = { about in
///   RowContent("Name", accessory: .textField(.init(text: about.name, placeholder: "iPhone")))
/// }
/// ```
///
/// Controls (``Accessory/textField(_:)``, ``Accessory/slider(_:)``, ``Accessory/stepper(_:)``,
/// ``Accessory/picker(_:)``, ``Accessory/datePicker(_:)``) are values too: the user's input
/// reaches the source that owns the row through ``DataSourceProtocol/setControlValue(_:at:)``,
/// and the row that produced a value is not reconfigured back to it (see ``ControlValue``).
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
    /// Trailing text the user reads and cannot change, with no chevron, such as General ›
    /// About › iOS Version.
    case detail(String)
    /// A field the user types into (``RowBehavior/onTextChange``, ``RowBehavior/onEndEditing``).
    case textField(TextField)
    /// A slider over a range (``RowBehavior/onValueChange``).
    case slider(Slider)
    /// A stepper with its value's text beside it (``RowBehavior/onValueChange``).
    case stepper(Stepper)
    /// One option among several: a menu, a segmented control, or a navigation to a choice list
    /// (``RowBehavior/onPick``).
    case picker(Picker)
    /// A date, a time, or both (``RowBehavior/onDateChange``).
    case datePicker(DatePicker)
  }

  /// How the row's title is drawn.
  public enum Style: Hashable, Sendable {
    /// A plain row.
    case `default`
    /// A row whose action destroys something, drawn in red.
    case destructive
    /// A row that is itself a button, drawn in the tint color.
    case button
    /// A message about the row above it — a value that fails its validation — drawn small and
    /// in red.
    case error
  }

  /// The row's main text.
  public var title: String
  /// A second line, or a subtitle.
  public var secondaryText: String?
  /// The name of an image (an SF Symbol name on Apple platforms) shown before the title.
  public var imageName: String?
  /// The colour of the rounded square the image is drawn on, white, as Settings draws its icons
  /// (a square of about 29 points with corners of about 7); `nil` for the image alone.
  public var imageTile: TileColor?
  /// A count or a short text, such as the "1" beside Software Update, shown in a red capsule at
  /// the trailing edge, before the accessory; `nil` for none.
  public var badge: String?
  /// What sits at the trailing edge.
  public var accessory: Accessory
  /// How the title is drawn.
  public var style: Style
  /// Whether the user can select the row; a row with a switch usually cannot.
  public var isSelectable: Bool
  /// Whether the user can act on the row at all. A disabled row is drawn dimmed, with its
  /// control disabled, and is not selected; the data source refuses the user's taps, switches,
  /// input, swipes, deletes and inserts on it with ``DataSourceError/Code/rowDisabled``, and
  /// nothing runs. A source can derive it from the app's state with a rule (`enable(when:)`).
  public var isEnabled: Bool
  /// Why the value the row shows fails its validation (``Validation``), or `nil`: set by the
  /// data source while it fails, read in the row's accessibility value; the message also shows
  /// as a row pinned under this one.
  public var validationMessage: String?

  /// Creates row content.
  ///
  /// ```swift
  /// general.content = {
  ///   RowContent($0.title, imageName: "gear", imageTile: .gray, badge: "1",
  ///     accessory: .disclosureIndicator)
  /// }
  /// ```
  public init(
    _ title: String, secondaryText: String? = nil, imageName: String? = nil,
    imageTile: TileColor? = nil, badge: String? = nil, accessory: Accessory = .none,
    style: Style = .default, isSelectable: Bool = true, isEnabled: Bool = true
  ) {
    self.title = title
    self.secondaryText = secondaryText
    self.imageName = imageName
    self.imageTile = imageTile
    self.badge = badge
    self.accessory = accessory
    self.style = style
    self.isSelectable = isSelectable
    self.isEnabled = isEnabled
  }

  /// Whether a tap selects the row: it is selectable and enabled.
  public var acceptsSelection: Bool { isSelectable && isEnabled }
}
