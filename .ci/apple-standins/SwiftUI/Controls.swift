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

/// https://developer.apple.com/documentation/swiftui/textfield
nonisolated public struct TextField<Label: View>: View {
  let standInTitle: String
  let standInText: Binding<String>
  let standInPrompt: Text?

  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-4bh9o
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?)
  where Label == Text {
    standInTitle = String(title)
    standInText = text
    standInPrompt = prompt
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("TextField is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/securefield
nonisolated public struct SecureField<Label: View>: View {
  let standInTitle: String
  let standInText: Binding<String>
  let standInPrompt: Text?

  /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:prompt:)-7ymj5
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?)
  where Label == Text {
    standInTitle = String(title)
    standInText = text
    standInPrompt = prompt
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("SecureField is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/slider
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let standInValue: Any
  let standInBounds: ClosedRange<Double>
  let standInStep: Double?
  let standInLabel: Label
  let standInValueLabels: [ValueLabel]

  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    standInValue = value
    standInBounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    standInStep = nil
    standInLabel = label()
    standInValueLabels = [minimumValueLabel(), maximumValueLabel()]
  }

  /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    standInValue = value
    standInBounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    standInStep = Double(step)
    standInLabel = label()
    standInValueLabels = [minimumValueLabel(), maximumValueLabel()]
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Slider is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/stepper
nonisolated public struct Stepper<Label: View>: View {
  let standInValue: Any
  let standInBounds: Any
  let standInStep: Any
  let standInLabel: Label

  /// https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:oneditingchanged:)
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    standInValue = value
    standInBounds = bounds
    standInStep = step
    standInLabel = label()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Stepper is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/picker
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let standInSelection: Binding<SelectionValue>
  let standInContent: Content
  let standInLabel: Label

  /// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    standInSelection = selection
    standInContent = content()
    standInLabel = label()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("Picker is a primitive view") }
}

/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}

/// https://developer.apple.com/documentation/swiftui/menupickerstyle
public struct MenuPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/menupickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle
public struct NavigationLinkPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/wheelpickerstyle
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/wheelpickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/inlinepickerstyle
public struct InlinePickerStyle: PickerStyle {
  /// https://developer.apple.com/documentation/swiftui/inlinepickerstyle/init()
  public init() {}
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/wheel
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/inline
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/menu
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/datepickercomponents
public struct DatePickerComponents: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/rawvalue
  public let rawValue: UInt
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
  public static let hourAndMinute = DatePickerComponents(rawValue: 0x0c)
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
  public static let date = DatePickerComponents(rawValue: 0x1c)
}

/// https://developer.apple.com/documentation/swiftui/datepickerstyle
public protocol DatePickerStyle {}

/// https://developer.apple.com/documentation/swiftui/compactdatepickerstyle
public struct CompactDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/compactdatepickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle/init()
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle
@available(macOS, unavailable)
public struct WheelDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle/init()
  public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/compact
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

@available(macOS, unavailable)
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/datepicker
nonisolated public struct DatePicker<Label: View>: View {
  /// https://developer.apple.com/documentation/swiftui/datepicker/components
  public typealias Components = DatePickerComponents

  let standInSelection: Binding<Date>
  let standInRange: ClosedRange<Date>?
  let standInComponents: DatePickerComponents
  let standInLabel: Label

  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
  public init(
    selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    standInSelection = selection
    standInRange = nil
    standInComponents = displayedComponents
    standInLabel = label()
  }

  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)-2ehw0
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    standInSelection = selection
    standInRange = range
    standInComponents = displayedComponents
    standInLabel = label()
  }

  /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
  public var body: Never { fatalError("DatePicker is a primitive view") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let name =
      switch style {
      case is MenuPickerStyle: "menu"
      case is SegmentedPickerStyle: "segmented"
      case is NavigationLinkPickerStyle: "navigationLink"
      case is InlinePickerStyle: "inline"
      case is WheelPickerStyle: "wheel"
      default: String(describing: style)
      }
    return StandInModified(content: self, modifier: .pickerStyle(name))
  }

  /// https://developer.apple.com/documentation/swiftui/view/datepickerstyle(_:)
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let name =
      switch style {
      case is CompactDatePickerStyle: "compact"
      case is GraphicalDatePickerStyle: "graphical"
      case is WheelDatePickerStyle: "wheel"
      default: String(describing: style)
      }
    return StandInModified(content: self, modifier: .datePickerStyle(name))
  }

  /// https://developer.apple.com/documentation/swiftui/view/tag(_:)
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
    StandInModified(content: self, modifier: .tag(AnyHashable(tag)))
  }

  /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
  ///
  /// The stand-in leaves out `SubmitTriggers`; the adapter keeps the default (`.text`).
  nonisolated public func onSubmit(_ action: @escaping (() -> Void)) -> some View {
    StandInModified(content: self, modifier: .onSubmit(action))
  }

  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    StandInModified(content: self, modifier: .disabled(disabled))
  }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    StandInModified(content: self, modifier: .accessibilityLabel(String(label)))
  }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-8ozvj
  nonisolated public func accessibilityValue<S: StringProtocol>(_ valueDescription: S)
    -> some View
  {
    StandInModified(content: self, modifier: .accessibilityValue(String(valueDescription)))
  }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    StandInModified(content: self, modifier: .accessibilityAddTraits(traits))
  }

  /// https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    StandInModified(content: self, modifier: .accessibilityIdentifier(identifier))
  }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
  let standInNames: Set<String>

  init(standInNames: Set<String>) { self.standInNames = standInNames }

  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isstatictext
  public static let isStaticText = AccessibilityTraits(standInNames: ["isStaticText"])
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
  public static let isButton = AccessibilityTraits(standInNames: ["isButton"])

  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/init()
  public init() { standInNames = [] }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/contains(_:)
  public func contains(_ member: AccessibilityTraits) -> Bool {
    standInNames.isSuperset(of: member.standInNames)
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/union(_:)
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(standInNames: standInNames.union(other.standInNames))
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/intersection(_:)
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(standInNames: standInNames.intersection(other.standInNames))
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/symmetricdifference(_:)
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(standInNames: standInNames.symmetricDifference(other.standInNames))
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/insert(_:)
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    self = union(newMember)
    return (inserted, newMember)
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/remove(_:)
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    self = AccessibilityTraits(standInNames: standInNames.subtracting(member.standInNames))
    return member
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/update(with:)
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let had = contains(newMember)
    self = union(newMember)
    return had ? newMember : nil
  }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/formunion(_:)
  public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/formintersection(_:)
  public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
  /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/formsymmetricdifference(_:)
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    self = symmetricDifference(other)
  }
}
