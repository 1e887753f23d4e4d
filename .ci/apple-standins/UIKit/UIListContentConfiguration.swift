// Stand-in for UIKit (not Apple's code): content configurations. See README.md.

/// https://developer.apple.com/documentation/uikit/uiconfigurationstate-swift.protocol
///
/// UIKit's requirements (trait collection, custom state subscripts) are not modelled: no adapter
/// conforms a type to it.
public protocol UIConfigurationState {}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
public protocol UIContentConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
  var configuration: any UIContentConfiguration { get set }
}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  public struct TextProperties: Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment
    public enum TextAlignment: Hashable {
      case natural
      case center
      case justified
    }

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/font
    public var font: UIFont
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color
    public var color: UIColor
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/alignment
    public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines
    public var numberOfLines = 0
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/adjustsfontsizetofitwidth
    public var adjustsFontSizeToFitWidth = false
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct
  public struct ImageProperties: Hashable {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/tintcolor
    public var tintColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/cornerradius
    public var cornerRadius: CGFloat = 0
  }

  /// The factory method that made the configuration, such as `"valueCell"` (stand-in state).
  let standInStyle: String

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.property
  public var imageProperties = ImageProperties()
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/attributedtext
  public var attributedText: NSAttributedString?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property
  public var textProperties: UIListContentConfiguration.TextProperties
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondaryattributedtext
  public var secondaryAttributedText: NSAttributedString?
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties
  public var secondaryTextProperties: UIListContentConfiguration.TextProperties
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext
  public var prefersSideBySideTextAndSecondaryText: Bool

  init(standInStyle style: String, sideBySide: Bool = false) {
    standInStyle = style
    textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { .init(standInStyle: "cell") }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration {
    .init(standInStyle: "subtitleCell")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration {
    .init(standInStyle: "valueCell", sideBySide: true)
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()
  @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use header()")
  @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use header()")
  public static func plainHeader() -> UIListContentConfiguration {
    .init(standInStyle: "plainHeader")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainfooter()
  @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use footer()")
  @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use footer()")
  public static func plainFooter() -> UIListContentConfiguration {
    .init(standInStyle: "plainFooter")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()
  @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use header()")
  @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use header()")
  public static func groupedHeader() -> UIListContentConfiguration {
    .init(standInStyle: "groupedHeader")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()
  @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use footer()")
  @available(tvOS, introduced: 14.0, deprecated: 18.0, message: "Use footer()")
  public static func groupedFooter() -> UIListContentConfiguration {
    .init(standInStyle: "groupedFooter")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/prominentinsetgroupedheader()
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    .init(standInStyle: "prominentInsetGroupedHeader")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarcell()
  public static func sidebarCell() -> UIListContentConfiguration {
    .init(standInStyle: "sidebarCell")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()
  public static func sidebarHeader() -> UIListContentConfiguration {
    .init(standInStyle: "sidebarHeader")
  }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public static func header() -> UIListContentConfiguration { .init(standInStyle: "header") }
  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/footer()
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public static func footer() -> UIListContentConfiguration { .init(standInStyle: "footer") }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/makecontentview()
  @MainActor
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// https://developer.apple.com/documentation/uikit/uilistcontentview
@MainActor
open class UIListContentView: UIView, UIContentView {
  /// https://developer.apple.com/documentation/uikit/uilistcontentview/configuration
  open var configuration: any UIContentConfiguration

  /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uilistcontentview/init(coder:)
  public required init?(coder: NSCoder) {
    configuration = UIListContentConfiguration.cell()
    super.init(coder: coder)
  }
}
