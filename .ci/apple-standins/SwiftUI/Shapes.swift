// Stand-in for SwiftUI (not Apple's code): shapes, colours and the layout modifiers a row's icon
// tile and badge use. See ../README.md.

/// https://developer.apple.com/documentation/swiftui/shape
///
/// The stand-in's shapes draw nothing and have no `path(in:)`: they are views that name
/// themselves (`"RoundedRectangle"`, `"Capsule"`), and their fill is their style.
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Sendable {
  /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
  case circular
  /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
  case continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
nonisolated public struct RoundedRectangle: Shape {
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/cornersize
  public var cornerSize: CGSize
  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/style
  public var style: RoundedCornerStyle

  /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("RoundedRectangle is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/capsule
nonisolated public struct Capsule: Shape {
  /// https://developer.apple.com/documentation/swiftui/capsule/style
  public var style: RoundedCornerStyle

  /// https://developer.apple.com/documentation/swiftui/capsule/init(style:)
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Capsule is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/fillstyle/iseofilled
  public var isEOFilled: Bool
  /// https://developer.apple.com/documentation/swiftui/fillstyle/isantialiased
  public var isAntialiased: Bool

  /// https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  let standInName: String

  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment(standInName: "center")
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing

  /// https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
    public let rawValue: Int8
    /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/edge/set/top
    public static let top = Set(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/swiftui/edge/set/leading
    public static let leading = Set(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
    public static let bottom = Set(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
    public static let trailing = Set(rawValue: 1 << 3)
    /// https://developer.apple.com/documentation/swiftui/edge/set/all
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
    public static let horizontal: Set = [.leading, .trailing]
    /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
    public static let vertical: Set = [.top, .bottom]
  }
}

extension Color {
  /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  ///
  /// The stand-in's colour is its name: `"rgb(1.0, 0.5, 0.0)"`.
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.init(standInName: "rgb(\(red), \(green), \(blue))")
  }

  /// https://developer.apple.com/documentation/swiftui/color/orange
  public static let orange = Color(standInName: "orange")
  /// https://developer.apple.com/documentation/swiftui/color/yellow
  public static let yellow = Color(standInName: "yellow")
  /// https://developer.apple.com/documentation/swiftui/color/green
  public static let green = Color(standInName: "green")
  /// https://developer.apple.com/documentation/swiftui/color/mint
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let mint = Color(standInName: "mint")
  /// https://developer.apple.com/documentation/swiftui/color/teal
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let teal = Color(standInName: "teal")
  /// https://developer.apple.com/documentation/swiftui/color/cyan
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let cyan = Color(standInName: "cyan")
  /// https://developer.apple.com/documentation/swiftui/color/blue
  public static let blue = Color(standInName: "blue")
  /// https://developer.apple.com/documentation/swiftui/color/indigo
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo = Color(standInName: "indigo")
  /// https://developer.apple.com/documentation/swiftui/color/purple
  public static let purple = Color(standInName: "purple")
  /// https://developer.apple.com/documentation/swiftui/color/pink
  public static let pink = Color(standInName: "pink")
  /// https://developer.apple.com/documentation/swiftui/color/brown
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let brown = Color(standInName: "brown")
  /// https://developer.apple.com/documentation/swiftui/color/white
  public static let white = Color(standInName: "white")
  /// https://developer.apple.com/documentation/swiftui/color/gray
  public static let gray = Color(standInName: "gray")
}

extension Shape {
  /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
    -> some View
  {
    StandInModified(content: self, modifier: .foregroundStyle(standInStyleName(content)))
  }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    StandInModified(content: self, modifier: .frame(width: width, height: height))
  }

  /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  ///
  /// The stand-in lays nothing out: padding changes nothing it records.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    StandInModified(content: self, modifier: .padding)
  }

  /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    let shapeName =
      (shape as? RoundedRectangle).map { "RoundedRectangle(\($0.cornerSize.width))" }
      ?? (shape is Capsule ? "Capsule" : String(describing: T.self))
    return StandInModified(
      content: self, modifier: .background("\(standInStyleName(style)) in \(shapeName)"))
  }
}

/// The name of a shape style: a colour's or a hierarchical style's name.
func standInStyleName(_ style: some ShapeStyle) -> String {
  (style as? HierarchicalShapeStyle)?.standInName ?? (style as? Color)?.standInName
    ?? String(describing: style)
}

extension RoundedRectangle: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    [StandInNode("RoundedRectangle", text: "\(cornerSize.width)")]
  }
}

extension Capsule: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] { [StandInNode("Capsule")] }
}
