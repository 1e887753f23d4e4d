// Stand-in for UIKit (not Apple's code): collection view cells and list cells. See README.md.

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection view dequeued the view with (stand-in state).
  var standInReuseIdentifier: String?
  /// How many times a collection view handed this cell out again (stand-in state).
  var standInReuseCount = 0

  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  open var reuseIdentifier: String? { standInReuseIdentifier }

  /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open func prepareForReuse() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  open private(set) lazy var contentView = standInNewSubview()

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { contentView.standInShowContent(contentConfiguration) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/automaticallyupdatescontentconfiguration
  open var automaticallyUpdatesContentConfiguration = true

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
  open var isSelected = false
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  open var accessories: [UICellAccessory] = [] {
    didSet {
      for accessory in accessories {
        if case .customView(let view) = accessory.accessoryType { standInHold(view) }
      }
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel
  open var indentationLevel = 0

  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct
public struct UICellAccessory {
  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/actionhandler
  public typealias ActionHandler = () -> Void

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
  public enum DisplayedState: Hashable {
    case always
    case whenEditing
    case whenNotEditing
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension
  public enum LayoutDimension {
    case actual
    case standard
    case custom(CGFloat)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement
  public enum Placement {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/position
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int
    case leading(displayed: UICellAccessory.DisplayedState = .always, at: Position = { $0.count })
    case trailing(displayed: UICellAccessory.DisplayedState = .always, at: Position = { _ in 0 })
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/accessorytype-swift.enum
  public enum AccessoryType: Hashable {
    case disclosureIndicator
    case outlineDisclosure
    case checkmark
    case delete
    case insert
    case reorder
    case multiselect
    case label
    case detail
    case customView(UIView)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions
  public struct DisclosureIndicatorOptions {
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions
  public struct CheckmarkOptions {
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions
  @available(iOS 15.4, tvOS 15.4, *)
  public struct DetailOptions {
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
  public struct DeleteOptions {
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions
  public struct InsertOptions {
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  public struct ReorderOptions {
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public var showsVerticalSeparator: Bool
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions
  public struct LabelOptions {
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public var font: UIFont
    public var adjustsFontForContentSizeCategory: Bool
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/init(ishidden:reservedlayoutwidth:tintcolor:font:adjustsfontforcontentsizecategory:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.font = font ?? .systemFont(ofSize: 17)
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration
  public struct CustomViewConfiguration {
    public let customView: UIView
    public let placement: UICellAccessory.Placement
    public var isHidden: Bool
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension
    public var tintColor: UIColor?
    public var maintainsFixedSize: Bool
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/init(customview:placement:ishidden:reservedlayoutwidth:tintcolor:maintainsfixedsize:)
    public init(
      customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/accessorytype-swift.property
  public let accessoryType: UICellAccessory.AccessoryType
  /// Displayed state, action and label text of the accessory (stand-in state).
  let standInDisplayed: DisplayedState
  let standInActionHandler: ActionHandler?
  var standInText: String?

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicator(displayed:options:)
  public static func disclosureIndicator(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .disclosureIndicator, standInDisplayed: displayed, standInActionHandler: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)
  public static func checkmark(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .checkmark, standInDisplayed: displayed, standInActionHandler: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:)
  @available(iOS 15.4, tvOS 15.4, *)
  public static func detail(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DetailOptions = DetailOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .detail, standInDisplayed: displayed, standInActionHandler: actionHandler)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:)
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .delete, standInDisplayed: displayed, standInActionHandler: actionHandler)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insert(displayed:options:actionhandler:)
  public static func insert(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.InsertOptions = InsertOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .insert, standInDisplayed: displayed, standInActionHandler: actionHandler)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(accessoryType: .reorder, standInDisplayed: displayed, standInActionHandler: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/label(text:displayed:options:)
  public static func label(
    text: String, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(
      accessoryType: .label, standInDisplayed: displayed, standInActionHandler: nil,
      standInText: text)
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customview(configuration:)
  public static func customView(configuration: UICellAccessory.CustomViewConfiguration)
    -> UICellAccessory
  {
    UICellAccessory(
      accessoryType: .customView(configuration.customView), standInDisplayed: .always,
      standInActionHandler: nil)
  }
}
