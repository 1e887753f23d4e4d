// Stand-in for SwiftUI (not Apple's code): lists, sections, dynamic rows and the list
// modifiers. See ../README.md.

/// https://developer.apple.com/documentation/swiftui/list
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let standInContent: Content

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("List is a primitive view") }
}

extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  public init(@ViewBuilder content: () -> Content) {
    standInContent = content()
  }
}

/// https://developer.apple.com/documentation/swiftui/section
nonisolated public struct Section<Parent, Content, Footer> {
  let standInHeader: Parent
  let standInContent: Content
  let standInFooter: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    standInContent = content()
    standInHeader = header()
    standInFooter = footer()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Section is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// https://developer.apple.com/documentation/swiftui/foreach/data
  public var data: Data
  /// https://developer.apple.com/documentation/swiftui/foreach/content
  public var content: (Data.Element) -> Content
  let standInID: (Data.Element) -> ID
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-4jdd
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    standInID = { $0.id }
  }
}

extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    standInID = { $0[keyPath: id] }
  }
}

extension ForEach: View where Content: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("ForEach is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/foreach (conformance)
extension ForEach: DynamicViewContent where Content: View {}

/// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
public protocol DynamicViewContent<Data>: View {
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.associatedtype
  associatedtype Data: Collection
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.property
  var data: Data { get }
}

extension DynamicViewContent {
  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
  nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>)
    -> some DynamicViewContent
  {
    StandInEditableContent(base: self, onDelete: action, onMove: nil)
  }

  /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
  nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
    -> some DynamicViewContent
  {
    StandInEditableContent(base: self, onDelete: nil, onMove: action)
  }
}

/// What `onDelete(perform:)` and `onMove(perform:)` return: the rows, with the action.
nonisolated struct StandInEditableContent<Base: DynamicViewContent>: DynamicViewContent {
  let base: Base
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  @MainActor var data: Base.Data { base.data }
  var body: Never { fatalError("the stand-in's edit actions are a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/horizontaledge
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/horizontaledge/leading
  case leading
  /// https://developer.apple.com/documentation/swiftui/horizontaledge/trailing
  case trailing
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
  let standInName: String
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
  public static var secondary: HierarchicalShapeStyle {
    HierarchicalShapeStyle(standInName: "secondary")
  }
}

/// https://developer.apple.com/documentation/swiftui/color
///
/// The stand-in's colour is its name, and only a shape style (SwiftUI's is a view too).
public struct Color: ShapeStyle, Hashable {
  let standInName: String

  /// https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color(standInName: "red")
}

extension ShapeStyle where Self == Color {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/red
  public static var red: Color { Color.red }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    StandInModified(
      content: self,
      modifier: .swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
  }

  /// https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:)
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
    StandInModified(content: self, modifier: .deleteDisabled(isDisabled))
  }

  /// https://developer.apple.com/documentation/swiftui/view/movedisabled(_:)
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
    StandInModified(content: self, modifier: .moveDisabled(isDisabled))
  }

  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    StandInModified(content: self, modifier: .foregroundStyle(standInStyleName(style)))
  }
}

/// What a modifier returns: the view, and what the modifier says of it.
nonisolated struct StandInModified<Content: View>: View {
  enum Modifier {
    case swipeActions(edge: HorizontalEdge, allowsFullSwipe: Bool, actions: any View)
    case deleteDisabled(Bool)
    case moveDisabled(Bool)
    case foregroundStyle(String)
    case pickerStyle(String)
    case datePickerStyle(String)
    case accessibilityAddTraits(AccessibilityTraits)
    case tag(AnyHashable)
    case onSubmit(() -> Void)
    case focused(isFocused: () -> Bool, focus: () -> Void)
    case submitLabel(String)
    case disabled(Bool)
    case accessibilityLabel(String)
    case accessibilityValue(String)
    case accessibilityIdentifier(String)
    case frame(width: CGFloat?, height: CGFloat?)
    case padding
    case background(String)
  }

  let content: Content
  let modifier: Modifier

  var body: Never { fatalError("the stand-in's modifiers are primitive views") }
}
