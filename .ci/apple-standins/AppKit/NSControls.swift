// Stand-in for AppKit (not Apple's code): the controls a settings row carries, and the text
// field's delegate. Test-only API in StandInHooks.swift. See README.md.

/// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate
///
/// The requirements are `@objc optional` in AppKit; the bridge implements them, so they are
/// required here (see README.md).
@MainActor
public protocol NSControlTextEditingDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidchange(_:)
  func controlTextDidChange(_ obj: Notification)

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidendediting(_:)
  func controlTextDidEndEditing(_ obj: Notification)

  /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/control(_:textview:docommandby:)
  func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector)
    -> Bool
}

/// https://developer.apple.com/documentation/appkit/nstext
@MainActor
open class NSText: NSView {}

/// https://developer.apple.com/documentation/appkit/nstextview
@MainActor
open class NSTextView: NSText {}

/// https://developer.apple.com/documentation/appkit/nstextfielddelegate
@MainActor
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

/// https://developer.apple.com/documentation/appkit/nssecuretextfield
@MainActor
open class NSSecureTextField: NSTextField {}

/// https://developer.apple.com/documentation/appkit/nsslider
@MainActor
open class NSSlider: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsslider/minvalue
  open var minValue = 0.0

  /// https://developer.apple.com/documentation/appkit/nsslider/maxvalue
  open var maxValue = 1.0

  /// https://developer.apple.com/documentation/appkit/nsslider/numberoftickmarks
  open var numberOfTickMarks = 0

  /// https://developer.apple.com/documentation/appkit/nsslider/allowstickmarkvaluesonly
  open var allowsTickMarkValuesOnly = false

  /// https://developer.apple.com/documentation/appkit/nsslider/init(value:minvalue:maxvalue:target:action:)
  public convenience init(
    value: Double, minValue: Double, maxValue: Double, target: Any?, action: Selector?
  ) {
    self.init(frame: .zero)
    self.minValue = minValue
    self.maxValue = maxValue
    doubleValue = value
    self.target = target as AnyObject?
    self.action = action
  }
}

/// https://developer.apple.com/documentation/appkit/nsstepper
@MainActor
open class NSStepper: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsstepper/minvalue
  open var minValue = 0.0

  /// https://developer.apple.com/documentation/appkit/nsstepper/maxvalue
  open var maxValue = 59.0

  /// https://developer.apple.com/documentation/appkit/nsstepper/increment
  open var increment = 1.0
}

/// https://developer.apple.com/documentation/appkit/nssegmentedcontrol
@MainActor
open class NSSegmentedControl: NSControl {
  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking
  public enum SwitchTracking: UInt, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking/selectone
    case selectOne = 0
    /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking/selectany
    case selectAny = 1
    /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/switchtracking/momentary
    case momentary = 2
  }

  var standInLabels: [String] = []

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/init(labels:trackingmode:target:action:)
  public convenience init(
    labels: [String], trackingMode: NSSegmentedControl.SwitchTracking, target: Any?,
    action: Selector?
  ) {
    self.init(frame: .zero)
    standInLabels = labels
    self.trackingMode = trackingMode
    self.target = target as AnyObject?
    self.action = action
  }

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/trackingmode
  open var trackingMode = SwitchTracking.selectOne

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/segmentcount
  open var segmentCount: Int {
    get { standInLabels.count }
    set {
      standInLabels =
        Array(standInLabels.prefix(newValue))
        + Array(repeating: "", count: max(0, newValue - standInLabels.count))
      if selectedSegment >= newValue { selectedSegment = -1 }
    }
  }

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/selectedsegment
  open var selectedSegment = -1

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/setlabel(_:forsegment:)
  open func setLabel(_ label: String, forSegment segment: Int) { standInLabels[segment] = label }

  /// https://developer.apple.com/documentation/appkit/nssegmentedcontrol/label(forsegment:)
  open func label(forSegment segment: Int) -> String? { standInLabels[segment] }
}

/// https://developer.apple.com/documentation/appkit/nsbutton (the pop-up button's superclass)
///
/// https://developer.apple.com/documentation/appkit/nspopupbutton
@MainActor
open class NSPopUpButton: NSButton {
  /// https://developer.apple.com/documentation/appkit/nspopupbutton/init(frame:pullsdown:)
  public init(frame buttonFrame: NSRect, pullsDown flag: Bool) {
    super.init(frame: buttonFrame)
  }

  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/itemtitles
  open private(set) var itemTitles: [String] = []

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/indexofselecteditem
  open private(set) var indexOfSelectedItem = -1

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/removeallitems()
  open func removeAllItems() {
    itemTitles = []
    indexOfSelectedItem = -1
  }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/additems(withtitles:)
  open func addItems(withTitles itemTitles: [String]) {
    self.itemTitles += itemTitles
    if indexOfSelectedItem < 0, !self.itemTitles.isEmpty { indexOfSelectedItem = 0 }
  }

  /// https://developer.apple.com/documentation/appkit/nspopupbutton/selectitem(at:)
  open func selectItem(at index: Int) {
    indexOfSelectedItem = itemTitles.indices.contains(index) ? index : -1
  }
}

/// https://developer.apple.com/documentation/appkit/nsdatepicker
@MainActor
open class NSDatePicker: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags
  public struct ElementFlags: OptionSet, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/rawvalue
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/hourminute
    public static let hourMinute = ElementFlags(rawValue: 0x000c)
    /// https://developer.apple.com/documentation/appkit/nsdatepicker/elementflags/yearmonthday
    public static let yearMonthDay = ElementFlags(rawValue: 0x00e0)
  }

  /// https://developer.apple.com/documentation/appkit/nsdatepicker/style-swift.enum
  public enum Style: UInt, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsdatepicker/style-swift.enum/textfieldandstepper
    case textFieldAndStepper = 0
    /// https://developer.apple.com/documentation/appkit/nsdatepicker/style-swift.enum/clockandcalendar
    case clockAndCalendar = 1
    /// https://developer.apple.com/documentation/appkit/nsdatepicker/style-swift.enum/textfield
    case textField = 2
  }

  /// https://developer.apple.com/documentation/appkit/nsdatepicker/datepickerstyle-swift.property
  open var datePickerStyle: NSDatePicker.Style = .textFieldAndStepper

  /// https://developer.apple.com/documentation/appkit/nsdatepicker/datevalue
  open var dateValue = Date()

  /// https://developer.apple.com/documentation/appkit/nsdatepicker/datepickerelements
  open var datePickerElements: ElementFlags = [.yearMonthDay, .hourMinute]

  /// https://developer.apple.com/documentation/appkit/nsdatepicker/mindate
  open var minDate: Date?

  /// https://developer.apple.com/documentation/appkit/nsdatepicker/maxdate
  open var maxDate: Date?
}
