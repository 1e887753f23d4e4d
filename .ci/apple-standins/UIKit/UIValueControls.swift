// Stand-in for UIKit (not Apple's code): the controls that pick a value — slider, stepper,
// segmented control, date picker — and menus. See README.md.

/// https://developer.apple.com/documentation/uikit/uislider
@MainActor
open class UISlider: UIControl {
  /// https://developer.apple.com/documentation/uikit/uislider/value
  ///
  /// Kept within the minimum and maximum, as in UIKit.
  open var value: Float {
    get { standInValue }
    set { standInValue = min(max(newValue, minimumValue), maximumValue) }
  }
  /// https://developer.apple.com/documentation/uikit/uislider/minimumvalue
  open var minimumValue: Float = 0
  /// https://developer.apple.com/documentation/uikit/uislider/maximumvalue
  open var maximumValue: Float = 1
  /// https://developer.apple.com/documentation/uikit/uislider/minimumvalueimage
  open var minimumValueImage: UIImage?
  /// https://developer.apple.com/documentation/uikit/uislider/maximumvalueimage
  open var maximumValueImage: UIImage?
  /// https://developer.apple.com/documentation/uikit/uislider/iscontinuous
  open var isContinuous = true

  private var standInValue: Float = 0

  /// https://developer.apple.com/documentation/uikit/uislider/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uislider/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)
  ///
  /// Sends no action, as in UIKit.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }
}

/// https://developer.apple.com/documentation/uikit/uistepper
@MainActor
open class UIStepper: UIControl {
  /// https://developer.apple.com/documentation/uikit/uistepper/value
  ///
  /// Kept within the minimum and maximum, as in UIKit.
  open var value: Double {
    get { standInValue }
    set { standInValue = min(max(newValue, minimumValue), maximumValue) }
  }
  /// https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
  open var minimumValue: Double = 0
  /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  open var maximumValue: Double = 100
  /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  open var stepValue: Double = 1

  private var standInValue: Double = 0

  /// https://developer.apple.com/documentation/uikit/uistepper/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor
open class UISegmentedControl: UIControl {
  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
  public class var noSegment: Int { -1 }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  open var selectedSegmentIndex = UISegmentedControl.noSegment

  private var standInTitles: [String?] = []

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)
  ///
  /// The stand-in takes titles (strings); an image item is a segment without a title.
  public init(items: [Any]?) {
    standInTitles = (items ?? []).map { $0 as? String }
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
  open var numberOfSegments: Int { standInTitles.count }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
  open func titleForSegment(at segment: Int) -> String? {
    standInTitles.indices.contains(segment) ? standInTitles[segment] : nil
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    standInTitles.insert(title, at: min(max(segment, 0), standInTitles.count))
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()
  open func removeAllSegments() {
    standInTitles = []
    selectedSegmentIndex = UISegmentedControl.noSegment
  }
}

/// https://developer.apple.com/documentation/uikit/uidatepickerstyle
public enum UIDatePickerStyle: Int, @unchecked Sendable {
  case automatic = 0
  case wheels = 1
  case compact = 2
  case inline = 3
}

/// https://developer.apple.com/documentation/uikit/uidatepicker
@MainActor
open class UIDatePicker: UIControl {
  /// https://developer.apple.com/documentation/uikit/uidatepicker/mode
  public enum Mode: Int, @unchecked Sendable {
    case time = 0
    case date = 1
    case dateAndTime = 2
    case countDownTimer = 3
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/date
  open var date = Date()
  /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime
  /// https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  /// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate
  open var minimumDate: Date?
  /// https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate
  open var maximumDate: Date?

  /// https://developer.apple.com/documentation/uikit/uidatepicker/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)
  ///
  /// Sends no action, as in UIKit.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
  public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
  public struct Options: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayinline
    public static let displayInline = Options(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/destructive
    public static let destructive = Options(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/singleselection
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// https://developer.apple.com/documentation/uikit/uimenu/image
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.property
  open private(set) var identifier: UIMenu.Identifier
  /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.property
  open private(set) var options: UIMenu.Options
  /// https://developer.apple.com/documentation/uikit/uimenu/children
  open private(set) var children: [UIMenuElement]

  init(
    standInTitle title: String, image: UIImage?, identifier: UIMenu.Identifier?,
    options: UIMenu.Options, children: [UIMenuElement]
  ) {
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(standInTitle: title)
  }

  /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.init(
      standInTitle: title, image: image, identifier: identifier, options: options,
      children: children)
  }
}
