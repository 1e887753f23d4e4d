// Stand-in for UIKit (not Apple's code): table view cells and header-footer views. See README.md.

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  public enum SelectionStyle: Int, @unchecked Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  public enum EditingStyle: Int, @unchecked Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, @unchecked Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  let standInCellStyle: CellStyle
  private let standInReuseIdentifier: String?
  /// How many times a table handed this cell out again after `prepareForReuse()` (stand-in).
  var standInReuseCount = 0

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    standInCellStyle = style
    standInReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    standInCellStyle = .default
    standInReuseIdentifier = nil
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  ///
  /// `-[NSObject init]`, which UIKit implements as `initWithStyle:UITableViewCellStyleDefault
  /// reuseIdentifier:nil`.
  public convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open var reuseIdentifier: String? { standInReuseIdentifier }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open private(set) lazy var contentView = standInNewSubview()

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { contentView.standInShowContent(contentConfiguration) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/automaticallyupdatescontentconfiguration
  open var automaticallyUpdatesContentConfiguration = true

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch standInCellStyle {
    case .default: .cell()
    case .value1, .value2: .valueCell()
    case .subtitle: .subtitleCell()
    }
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  open var accessoryView: UIView? {
    didSet { standInHold(accessoryView) }
  }
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingaccessorytype
  open var editingAccessoryType: UITableViewCell.AccessoryType = .none
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .default
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/isediting
  open var isEditing = false
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol
  open var showsReorderControl = false
  /// https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel
  open var indentationLevel = 0
}

/// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@MainActor
open class UITableViewHeaderFooterView: UIView {
  private let standInReuseIdentifier: String?

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
  public init(reuseIdentifier: String?) {
    standInReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)
  public required init?(coder: NSCoder) {
    standInReuseIdentifier = nil
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier
  open var reuseIdentifier: String? { standInReuseIdentifier }

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse()
  open func prepareForReuse() {}

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-6b4eg
  open var contentConfiguration: (any UIContentConfiguration)?

  /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
  ///
  /// UIKit picks the style from the table's; the stand-in answers `groupedHeader()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }
}
