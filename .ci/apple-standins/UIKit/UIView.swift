// Stand-in for UIKit (not Apple's code): the view hierarchy the adapters touch. See README.md.
//
// UIKit re-exports Foundation, so `import UIKit` alone brings `IndexPath`, `IndexSet`, `NSObject`.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
///
/// The stand-in has one first responder for the app (a test's views share one key window),
/// whether or not the responder is in a window.
@MainActor
open class UIResponder: NSObject {
  /// The first responder (stand-in state).
  static weak var standInCurrentFirstResponder: UIResponder?
  /// How many times `reloadInputViews()` was called (stand-in state).
  var standInInputViewReloads = 0

  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open var canBecomeFirstResponder: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { UIResponder.standInCurrentFirstResponder === self }

  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  ///
  /// The first responder resigns first; a responder that cannot become first responder, or a
  /// first responder that does not resign, leaves things as they are (`false`).
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.standInCurrentFirstResponder, !current.resignFirstResponder() {
      return false
    }
    UIResponder.standInCurrentFirstResponder = self
    return true
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if isFirstResponder { UIResponder.standInCurrentFirstResponder = nil }
    return true
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
  ///
  /// The stand-in has no keyboard: it counts the calls (`standInInputViewReloadCount`).
  open func reloadInputViews() {
    standInInputViewReloads += 1
  }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  /// The window a test attached the view to; see `StandInHooks.swift`.
  var standInWindow: UIWindow?
  /// The exceptions UIKit would have raised from this view, or from a view it holds (a cell's
  /// accessory view, a cell accessory's custom view), in order; see `standInRaise(_:_:)`.
  var standInRaised: [String] = []
  /// The view that holds this one (a cell, for its accessory view), which takes its exceptions.
  weak var standInHolder: UIView?

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// `-[NSObject init]`, which UIKit implements as `initWithFrame:CGRectZero`.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { standInWindow }

  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled = true

  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open private(set) var subviews: [UIView] = []
  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open private(set) weak var superview: UIView?

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  ///
  /// The view takes the exceptions its subviews raise, as a cell those of its accessory view.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    standInHold(view)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints = true

  /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  open private(set) lazy var layoutMarginsGuide = UILayoutGuide()

  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInItem: self, attribute: "leading")
  }
  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInItem: self, attribute: "trailing")
  }
  /// https://developer.apple.com/documentation/uikit/uiview/topanchor
  open var topAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInItem: self, attribute: "top")
  }
  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInItem: self, attribute: "bottom")
  }
  /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInItem: self, attribute: "centerY")
  }

  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds = false
  /// https://developer.apple.com/documentation/uikit/uiview/layer
  open var layer: CALayer { standInLayer }
  private let standInLayer = CALayer()
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  ///
  /// The stand-in lays nothing out: a view's bounds are what it was given, zero by default.
  open var bounds = CGRect.zero
  /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  ///
  /// The stand-in measures nothing: zero, for every view.
  open var intrinsicContentSize: CGSize { .zero }
  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  ///
  /// The stand-in lays nothing out; `standInLayoutSubviews()` calls it, as a layout pass would.
  open func layoutSubviews() {}

  /// A new empty view, added as this view's last subview (a cell's content view).
  func standInNewSubview() -> UIView {
    let view = UIView(frame: .zero)
    addSubview(view)
    return view
  }

  /// Makes this view, a cell's content view, show `configuration` as UIKit does: the content
  /// view it shows already takes a configuration of its own type; another replaces it with the
  /// configuration's new content view.
  func standInShowContent(_ configuration: (any UIContentConfiguration)?) {
    let shown = subviews.lazy.compactMap { $0 as? any UIView & UIContentView }.first
    guard let configuration else {
      shown?.removeFromSuperview()
      return
    }
    if let shown, type(of: shown.configuration) == type(of: configuration) {
      shown.configuration = configuration
      return
    }
    shown?.removeFromSuperview()
    addSubview(configuration.makeContentView())
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  ///
  /// The stand-in lays nothing out; a table or collection view makes the cell of a row an
  /// unanimated scroll brought on screen.
  open func layoutIfNeeded() {}

  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  ///
  /// The stand-in lays nothing out.
  open func sizeToFit() {}

  // UIKit declares the next two on `NSObject` (the UIAccessibility informal protocol); the
  // stand-in, whose `NSObject` is Foundation's, on the views that carry them.

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  open var accessibilityLabel: String?
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
  open var accessibilityValue: String?
  /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  open var accessibilityIdentifier: String?
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  open var accessibilityTraits: UIAccessibilityTraits = []
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  open var isAccessibilityElement = false

  /// Raises an Objective-C exception as UIKit does, such as `NSInvalidArgumentException`: an app
  /// stops there. The stand-in records it on the outermost view holding this one (a table or
  /// collection view reports its cells' in `standInFailures`) and the call changes nothing.
  func standInRaise(_ name: String, _ reason: String) {
    var holder = self
    while let outer = holder.standInHolder { holder = outer }
    holder.standInRaised.append("\(name): \(reason)")
  }

  /// Makes this view the holder of `view` (a cell of its accessory view): it takes the
  /// exceptions `view` raised, and raises from now on.
  func standInHold(_ view: UIView?) {
    guard let view, view !== self else { return }
    view.standInHolder = self
    standInRaised += view.standInRaised
    view.standInRaised = []
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {}

/// https://developer.apple.com/documentation/uikit/uiscrollview
///
/// `delegate` is not declared: UIKit's table and collection views redeclare it with their own
/// protocol types, which Objective-C allows and a Swift override does not.
@MainActor
open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate (every requirement is
/// optional and no adapter implements one).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  let standInName: String

  init(standInName: String) {
    self.standInName = standInName
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(standInName: "rgba(\(red), \(green), \(blue), \(alpha))")
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/label
  open class var label: UIColor { UIColor(standInName: "label") }
  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  open class var secondaryLabel: UIColor { UIColor(standInName: "secondaryLabel") }
  /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
  open class var tertiaryLabel: UIColor { UIColor(standInName: "tertiaryLabel") }
  /// https://developer.apple.com/documentation/uikit/uicolor/tintcolor
  @available(iOS 15.0, tvOS 15.0, *)
  open class var tintColor: UIColor { UIColor(standInName: "tintColor") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
  open class var systemBlue: UIColor { UIColor(standInName: "systemBlue") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { UIColor(standInName: "systemRed") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
  open class var systemGreen: UIColor { UIColor(standInName: "systemGreen") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemorange
  open class var systemOrange: UIColor { UIColor(standInName: "systemOrange") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow
  open class var systemYellow: UIColor { UIColor(standInName: "systemYellow") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemmint
  @available(iOS 15.0, tvOS 15.0, *)
  open class var systemMint: UIColor { UIColor(standInName: "systemMint") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemteal
  open class var systemTeal: UIColor { UIColor(standInName: "systemTeal") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemcyan
  @available(iOS 15.0, tvOS 15.0, *)
  open class var systemCyan: UIColor { UIColor(standInName: "systemCyan") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo
  open class var systemIndigo: UIColor { UIColor(standInName: "systemIndigo") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systempurple
  open class var systemPurple: UIColor { UIColor(standInName: "systemPurple") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systempink
  open class var systemPink: UIColor { UIColor(standInName: "systemPink") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systembrown
  open class var systemBrown: UIColor { UIColor(standInName: "systemBrown") }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
  open class var systemGray: UIColor { UIColor(standInName: "systemGray") }
  /// https://developer.apple.com/documentation/uikit/uicolor/white
  open class var white: UIColor { UIColor(standInName: "white") }

  /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
  ///
  /// The stand-in's colour is its name: `"systemRed"` at alpha 0.4 is `"systemRed@0.4"`.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    alpha == 1 ? self : UIColor(standInName: "\(standInName)@\(alpha)")
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/setfill()
  ///
  /// The colour the current image renderer's next fill uses (`UIGraphicsImageRenderer`).
  open func setFill() {
    UIGraphicsRendererContext.standInCurrent?.standInFillColor = self
  }
}

/// https://developer.apple.com/documentation/quartzcore/calayer
///
/// UIKit re-exports QuartzCore; the stand-in declares the one layer property the adapters set.
open class CALayer: NSObject {
  /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  open var cornerRadius: CGFloat = 0
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
  let pointSize: CGFloat

  init(pointSize: CGFloat) {
    self.pointSize = pointSize
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
    public let rawValue: String
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
  }

  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  ///
  /// The stand-in's sizes are those of the default Dynamic Type size (Large).
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(pointSize: style == .footnote ? 13 : 17)
  }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
  public let rawValue: UInt64
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  /// The symbol name the image was created with (stand-in state).
  let standInSystemName: String?
  /// The tint colour given by `withTintColor(_:renderingMode:)` (stand-in state).
  let standInTintColor: UIColor?
  /// What an image renderer drew into the image, one line per drawing (stand-in state).
  let standInDrawing: [String]
  /// https://developer.apple.com/documentation/uikit/uiimage/size
  ///
  /// The stand-in has no symbol catalog: every symbol is 20 points square; a rendered image is
  /// its renderer's size.
  public let size: CGSize
  /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.property
  public let renderingMode: UIImage.RenderingMode

  init(
    standInSystemName: String?, tintColor: UIColor? = nil, drawing: [String] = [],
    size: CGSize = CGSize(width: 20, height: 20), renderingMode: UIImage.RenderingMode = .automatic
  ) {
    self.standInSystemName = standInSystemName
    standInTintColor = tintColor
    standInDrawing = drawing
    self.size = size
    self.renderingMode = renderingMode
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
  public enum RenderingMode: Int, @unchecked Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)
  open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
    UIImage(
      standInSystemName: standInSystemName, tintColor: color, drawing: standInDrawing, size: size,
      renderingMode: renderingMode)
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
    UIImage(
      standInSystemName: standInSystemName, tintColor: standInTintColor, drawing: standInDrawing,
      size: size, renderingMode: renderingMode)
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/draw(in:)
  ///
  /// Recorded by the current image renderer (`UIGraphicsImageRenderer`), as
  /// `"symbol gear white in (5.5, 5.5, 18.0, 18.0)"`.
  open func draw(in rect: CGRect) {
    let name = standInSystemName.map { "symbol " + $0 } ?? "image"
    let tint = standInTintColor.map { " " + $0.standInName } ?? ""
    UIGraphicsRendererContext.standInCurrent?.standInRecord(
      "\(name)\(tint) in \(UIGraphicsRendererContext.standInText(rect))")
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  ///
  /// The stand-in has no symbol catalog: it never returns `nil`.
  public convenience init?(systemName name: String) {
    self.init(standInSystemName: name)
  }
}

/// UIKit's additions to `IndexPath` (`NSIndexPath+UIKitAdditions`).
extension IndexPath {
  /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
