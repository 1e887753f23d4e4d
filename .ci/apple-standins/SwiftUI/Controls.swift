// Stand-in for SwiftUI (not Apple's code): buttons, toggles and bindings. See ../README.md.

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
  let standInName: String

  /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
  public static let destructive = ButtonRole(standInName: "destructive")
  /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
  public static let cancel = ButtonRole(standInName: "cancel")
}

/// https://developer.apple.com/documentation/swiftui/button
nonisolated public struct Button<Label: View>: View {
  let standInRole: ButtonRole?
  let standInAction: @MainActor () -> Void
  let standInLabel: Label

  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
  @preconcurrency
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    standInRole = role
    standInAction = action
    standInLabel = label()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Button is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/binding
///
/// Only `init(get:set:)` is declared: the adapter makes bindings and never reads one, so the
/// stand-in leaves out `@propertyWrapper`, `wrappedValue` and `@dynamicMemberLookup`. Its
/// closures are `@isolated(any)`, so the test hooks read and write it asynchronously.
public struct Binding<Value> {
  let standInGet: @isolated(any) @Sendable () -> Value
  let standInSet: @isolated(any) @Sendable (Value) -> Void

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    standInGet = get
    standInSet = set
  }
}

/// https://developer.apple.com/documentation/swiftui/toggle
nonisolated public struct Toggle<Label: View>: View {
  let standInIsOn: Binding<Bool>
  let standInLabel: Label

  /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    standInIsOn = isOn
    standInLabel = label()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Toggle is a primitive view") }
}
