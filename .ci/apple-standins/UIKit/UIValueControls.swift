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
  ///
  /// A minimum equal to or above the maximum raises `NSInvalidArgumentException`, as Apple
  /// documents (the stand-in records it, see `standInRaise(_:_:)`, and keeps the old minimum).
  open var minimumValue: Double {
    get { standInMinimum }
    set {
      guard newValue < standInMaximum else {
        return standInRaise(
          "NSInvalidArgumentException",
          "UIStepper minimumValue \(newValue) must be less than maximumValue \(standInMaximum)")
      }
      standInMinimum = newValue
      standInValue = max(standInValue, newValue)
    }
  }
  /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  ///
  /// A maximum equal to or below the minimum raises `NSInvalidArgumentException`, as Apple
  /// documents (recorded; the old maximum stays).
  open var maximumValue: Double {
    get { standInMaximum }
    set {
      guard newValue > standInMinimum else {
        return standInRaise(
          "NSInvalidArgumentException",
          "UIStepper maximumValue \(newValue) must be greater than minimumValue \(standInMinimum)"
        )
      }
      standInMaximum = newValue
      standInValue = min(standInValue, newValue)
    }
  }
  /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  ///
  /// A step of 0 or less raises `NSInvalidArgumentException`, as Apple documents (recorded; the
  /// old step stays).
  open var stepValue: Double {
    get { standInStep }
    set {
      guard newValue > 0 else {
        return standInRaise(
          "NSInvalidArgumentException", "UIStepper stepValue \(newValue) must be greater than 0")
      }
      standInStep = newValue
    }
  }

  private var standInValue: Double = 0
  private var standInMinimum: Double = 0
  private var standInMaximum: Double = 100
  private var standInStep: Double = 1

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
  ///
  /// Kept within the minimum and maximum dates, as the picker shows it in UIKit (the range is
  /// ignored while the minimum is after the maximum, and in countdown mode).
  open var date: Date {
    get { standInDate }
    set { standInDate = standInClamped(newValue) }
  }
  /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime {
    didSet { standInDate = standInClamped(standInDate) }
  }
  /// https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  /// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate
  ///
  /// The date moves up to it; ignored while it is after the maximum date, as Apple documents.
  open var minimumDate: Date? {
    didSet { standInDate = standInClamped(standInDate) }
  }
  /// https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate
  ///
  /// The date moves down to it; ignored while it is before the minimum date.
  open var maximumDate: Date? {
    didSet { standInDate = standInClamped(standInDate) }
  }

  private var standInDate = Date()

  /// `date` within the range the picker takes: none in countdown mode or while the minimum is
  /// after the maximum.
  private func standInClamped(_ date: Date) -> Date {
    guard datePickerMode != .countDownTimer else { return date }
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    var clamped = date
    if let minimumDate, clamped < minimumDate { clamped = minimumDate }
    if let maximumDate, clamped > maximumDate { clamped = maximumDate }
    return clamped
  }

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

/// https://developer.apple.com/documentation/uikit/uipickerview
@MainActor
open class UIPickerView: UIView {
  var standInSelectedRows: [Int: Int] = [:]

  /// https://developer.apple.com/documentation/uikit/uipickerview/datasource
  weak open var dataSource: (any UIPickerViewDataSource)?
  /// https://developer.apple.com/documentation/uikit/uipickerview/delegate
  weak open var delegate: (any UIPickerViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uipickerview/numberofcomponents
  open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

  /// https://developer.apple.com/documentation/uikit/uipickerview/numberofrows(incomponent:)
  open func numberOfRows(inComponent component: Int) -> Int {
    dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }

  /// https://developer.apple.com/documentation/uikit/uipickerview/reloadallcomponents()
  open func reloadAllComponents() {}

  /// https://developer.apple.com/documentation/uikit/uipickerview/selectrow(_:incomponent:animated:)
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    standInSelectedRows[component] = row
  }

  /// https://developer.apple.com/documentation/uikit/uipickerview/selectedrow(incomponent:)
  ///
  /// -1 when no row is selected.
  open func selectedRow(inComponent component: Int) -> Int {
    standInSelectedRows[component] ?? -1
  }
}

/// https://developer.apple.com/documentation/uikit/uipickerviewdatasource
@MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/numberofcomponents(in:)
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// https://developer.apple.com/documentation/uikit/uipickerviewdatasource/pickerview(_:numberofrowsincomponent:)
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// https://developer.apple.com/documentation/uikit/uipickerviewdelegate (the two optional
/// requirements an adapter implements, required here; see README.md).
@MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:titleforrow:forcomponent:)
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// https://developer.apple.com/documentation/uikit/uipickerviewdelegate/pickerview(_:didselectrow:incomponent:)
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}
