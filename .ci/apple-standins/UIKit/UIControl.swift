// Stand-in for UIKit (not Apple's code): controls and actions. See README.md.

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum
  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/title
  open var title: String

  init(standInTitle: String) {
    title = standInTitle
    super.init()
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/image
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
  open private(set) var identifier: UIAction.Identifier
  /// https://developer.apple.com/documentation/uikit/uiaction/discoverabilitytitle
  open var discoverabilityTitle: String?
  /// https://developer.apple.com/documentation/uikit/uiaction/attributes
  open var attributes: UIMenuElement.Attributes
  /// https://developer.apple.com/documentation/uikit/uiaction/state
  open var state: UIMenuElement.State
  /// https://developer.apple.com/documentation/uikit/uiaction/sender
  open internal(set) var sender: Any?

  let standInHandler: UIActionHandler

  init(
    standInTitle title: String, image: UIImage?, identifier: UIAction.Identifier?,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes,
    state: UIMenuElement.State, handler: @escaping UIActionHandler
  ) {
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    standInHandler = handler
    super.init(standInTitle: title)
  }

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      standInTitle: title, image: image, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidbegin
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidend
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
  }

  /// The actions added with `addAction(_:for:)`, in order (stand-in state).
  var standInActions: [(action: UIAction, events: Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true
  /// https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction
  open var showsMenuAsPrimaryAction = false

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  ///
  /// Actions are unique by identifier: a later action with the same identifier replaces one.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    standInActions.removeAll { $0.action.identifier == action.identifier }
    standInActions.append((action, controlEvents))
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    standInActions.removeAll {
      $0.action.identifier == action.identifier && !$0.events.isDisjoint(with: controlEvents)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in standInActions where !events.isDisjoint(with: controlEvents) {
      action.sender = self
      action.standInHandler(action)
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIControl {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn = false

  /// https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  ///
  /// Sends no action, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
  open private(set) var buttonType: UIButton.ButtonType = .custom
  /// https://developer.apple.com/documentation/uikit/uibutton/menu
  open var menu: UIMenu?
  /// https://developer.apple.com/documentation/uikit/uibutton/changesselectionasprimaryaction
  @available(iOS 15.0, *)
  open var changesSelectionAsPrimaryAction: Bool {
    get { standInChangesSelection }
    set { standInChangesSelection = newValue }
  }
  var standInChangesSelection = false

  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
  ///
  /// The stand-in sends the primary action for `.touchUpInside` (UIKit's
  /// `.primaryActionTriggered` for a button).
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let primaryAction {
      addAction(primaryAction, for: [.touchUpInside, .primaryActionTriggered])
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uicontextualaction
@MainActor
open class UIContextualAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case normal = 0
    case destructive = 1
  }

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
  ///
  /// An Objective-C block type: the SDK imports it without `@MainActor`, although UIKit calls
  /// it on the main thread.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
  open private(set) var style: UIContextualAction.Style
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
  open private(set) var handler: UIContextualAction.Handler
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/title
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
  open var backgroundColor: UIColor!
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/image
  open var image: UIImage?

  init(standInStyle style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.init(standInStyle: style, title: title, handler: handler)
  }
}

/// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
  open private(set) var actions: [UIContextualAction]
  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  open var performsFirstActionWithFullSwipe = true

  init(standInActions actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  public convenience init(actions: [UIContextualAction]) {
    self.init(standInActions: actions)
  }
}
