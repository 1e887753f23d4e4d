// Stand-in for AppKit (not Apple's code): the views a table's rows are made of, and
// target-action. Test-only API in StandInHooks.swift. See README.md.

/// https://developer.apple.com/documentation/objectivec/selector
///
/// There is no Objective-C runtime on Linux: a selector is its name, and nothing sends it (a
/// test calls the action method itself; see README.md).
public struct Selector: Hashable, Sendable {
  let standInName: String

  /// https://developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ str: String) { standInName = str }
}

/// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/rawvalue
  public let rawValue: String

  /// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }

  /// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(_:)
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/appkit/nstextfield
@MainActor
open class NSTextField: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:)
  public convenience init(labelWithString stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
  }

  /// https://developer.apple.com/documentation/appkit/nstextfield/init(string:)
  public convenience init(string stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
    isEditable = true
  }

  /// https://developer.apple.com/documentation/appkit/nstextfield/textcolor
  open var textColor: NSColor?

  /// https://developer.apple.com/documentation/appkit/nstextfield/backgroundcolor
  open var backgroundColor: NSColor?

  /// https://developer.apple.com/documentation/appkit/nstextfield/drawsbackground
  open var drawsBackground = false

  /// https://developer.apple.com/documentation/appkit/nstextfield/iseditable
  open var isEditable = false

  /// https://developer.apple.com/documentation/appkit/nstextfield/placeholderstring
  open var placeholderString: String?

  /// https://developer.apple.com/documentation/appkit/nstextfield/delegate
  weak open var delegate: (any NSTextFieldDelegate)?

  /// Whether the user is editing the field (the window's field editor is in it): from the
  /// user's first keystroke, or from becoming the first responder, until editing ends
  /// (stand-in state; see `StandInHooks.swift`).
  var standInEditing = false

  /// https://developer.apple.com/documentation/appkit/nsresponder/acceptsfirstresponder
  open override var acceptsFirstResponder: Bool { isEditable && isEnabled }

  /// https://developer.apple.com/documentation/appkit/nsresponder/becomefirstresponder()
  ///
  /// Begins editing: the window's field editor goes into the field.
  open override func becomeFirstResponder() -> Bool {
    standInEditing = true
    return true
  }

  /// https://developer.apple.com/documentation/appkit/nsresponder/resignfirstresponder()
  ///
  /// Ends the editing, if any: the delegate hears `controlTextDidEndEditing(_:)`.
  open override func resignFirstResponder() -> Bool {
    if standInEditing { standInUserEndEditing() }
    return true
  }
}

/// https://developer.apple.com/documentation/appkit/nsbutton
@MainActor
open class NSButton: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsbutton/title
  open var title = ""

  /// https://developer.apple.com/documentation/appkit/nsbutton/state
  open var state = NSControl.StateValue.off

  var standInIsCheckbox = false

  /// https://developer.apple.com/documentation/appkit/nsbutton/init(checkboxwithtitle:target:action:)
  public convenience init(checkboxWithTitle title: String, target: Any?, action: Selector?) {
    self.init(frame: .zero)
    self.title = title
    self.target = target as AnyObject?
    self.action = action
    standInIsCheckbox = true
  }
}

extension NSControl {
  /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue
  public struct StateValue: RawRepresentable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/rawvalue
    public let rawValue: Int
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/init(rawvalue:)
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/on
    public static let on = StateValue(rawValue: 1)
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/off
    public static let off = StateValue(rawValue: 0)
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/mixed
    public static let mixed = StateValue(rawValue: -1)
  }
}

/// https://developer.apple.com/documentation/appkit/nstablecellview
@MainActor
open class NSTableCellView: NSView {
  /// https://developer.apple.com/documentation/appkit/nstablecellview/textfield
  weak open var textField: NSTextField?

  /// https://developer.apple.com/documentation/appkit/nstablecellview/imageview
  weak open var imageView: NSImageView?

  /// https://developer.apple.com/documentation/appkit/nstablecellview/objectvalue
  open var objectValue: Any?

  /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
  }

  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// https://developer.apple.com/documentation/appkit/nstablecolumn
@MainActor
open class NSTableColumn: NSObject {
  /// https://developer.apple.com/documentation/appkit/nstablecolumn/identifier
  open var identifier: NSUserInterfaceItemIdentifier

  /// https://developer.apple.com/documentation/appkit/nstablecolumn/init(identifier:)
  public init(identifier: NSUserInterfaceItemIdentifier) {
    self.identifier = identifier
  }
}

/// https://developer.apple.com/documentation/appkit/nstableviewrowaction
@MainActor
open class NSTableViewRowAction: NSObject {
  /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.enum/regular
    case regular = 0
    /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.enum/destructive
    case destructive = 1
  }

  /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/style-swift.property
  open var style: Style { standInStyle }

  /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/title
  open var title: String

  /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/image
  open var image: NSImage?

  let standInStyle: Style
  let standInHandler: (NSTableViewRowAction, Int) -> Void

  /// https://developer.apple.com/documentation/appkit/nstableviewrowaction/init(style:title:handler:)
  public init(
    style: NSTableViewRowAction.Style, title: String,
    handler: @escaping (NSTableViewRowAction, Int) -> Void
  ) {
    standInStyle = style
    self.title = title
    standInHandler = handler
  }
}
