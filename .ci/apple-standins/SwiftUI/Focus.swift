// Stand-in for SwiftUI (not Apple's code): the keyboard's focus, the submit label, and scrolling
// a list to a row. See ../README.md.

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  mutating func update()
}

extension DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  public mutating func update() {}
}

/// The value a `FocusState` holds, shared by its copies and bindings (stand-in state: SwiftUI
/// keeps it in the view graph; here it lives as long as the view value that made it).
final class StandInFocusStorage<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// https://developer.apple.com/documentation/swiftui/focusstate
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  @propertyWrapper
  public struct Binding {
    let standInStorage: StandInFocusStorage<Value>

    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
    public var wrappedValue: Value {
      get { standInStorage.value }
      nonmutating set { standInStorage.value = newValue }
    }

    /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  let standInStorage: StandInFocusStorage<Value>

  /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
  public var wrappedValue: Value {
    get { standInStorage.value }
    nonmutating set { standInStorage.value = newValue }
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
  public var projectedValue: FocusState<Value>.Binding {
    Binding(standInStorage: standInStorage)
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4i1zd
  public init() where Value == Bool {
    standInStorage = StandInFocusStorage(false)
  }

  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-2wxkd
  public init<T: Hashable>() where Value == T? {
    standInStorage = StandInFocusStorage(nil)
  }
}

/// https://developer.apple.com/documentation/swiftui/submitlabel
public struct SubmitLabel: Sendable {
  let standInName: String

  /// https://developer.apple.com/documentation/swiftui/submitlabel/done
  public static var done: SubmitLabel { SubmitLabel(standInName: "done") }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/next
  public static var next: SubmitLabel { SubmitLabel(standInName: "next") }
  /// https://developer.apple.com/documentation/swiftui/submitlabel/return
  public static var `return`: SubmitLabel { SubmitLabel(standInName: "return") }
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/unitpoint/x
  public var x: CGFloat
  /// https://developer.apple.com/documentation/swiftui/unitpoint/y
  public var y: CGFloat

  /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}

/// The ids a `ScrollViewReader`'s proxy scrolled to, in order (stand-in state).
final class StandInScrollLog {
  var targets: [AnyHashable] = []
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy
///
/// The stand-in scrolls nothing: it records each id (`StandInNode.scrolledTo`).
public struct ScrollViewProxy {
  let standInLog: StandInScrollLog

  /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    standInLog.targets.append(AnyHashable(id))
  }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader
nonisolated public struct ScrollViewReader<Content: View>: View {
  /// https://developer.apple.com/documentation/swiftui/scrollviewreader/content
  public var content: (ScrollViewProxy) -> Content

  /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("ScrollViewReader is a primitive view") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    StandInModified(
      content: self,
      modifier: .focused(
        isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value }))
  }

  /// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    StandInModified(content: self, modifier: .submitLabel(submitLabel.standInName))
  }
}
