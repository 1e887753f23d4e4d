// Stand-in for SwiftUI (not Apple's code): the protocol, builder and container views the List
// adapter uses. Each view is a value the test hooks in StandInHooks.swift render into a tree of
// nodes, as SwiftUI would render it. See ../README.md.
@_exported import Foundation

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI conforms it to `View`: the
/// `Body` of every primitive view).
extension Never: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Never has no body") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
///
/// The 2026 documentation prints the attribute of builder parameters as `@ContentBuilder`; the
/// SDKs the package builds against spell it `@ViewBuilder`, as here.
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-7q5m3
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView(value: (repeat each content), standInChildren: children)
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(standInBranch: .first(first))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(standInBranch: .second(second))
  }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("EmptyView is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T>: View {
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T
  let standInChildren: [any View]

  init(value: T, standInChildren: [any View]) {
    self.value = value
    self.standInChildren = standInChildren
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("TupleView is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Branch {
    case first(TrueContent)
    case second(FalseContent)
  }

  let standInBranch: Branch

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("_ConditionalContent is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/view (`Optional` conforms where `Wrapped`
/// does: the result of an `if` without `else` in a view builder).
extension Optional: View where Wrapped: View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Optional is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/anyview
nonisolated public struct AnyView: View {
  let standInView: any View

  /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  public init<V: View>(_ view: V) {
    standInView = view
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("AnyView is a primitive view") }
}
