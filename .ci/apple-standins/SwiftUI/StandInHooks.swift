// STAND-IN HOOKS: NOT SWIFTUI API. They exist only in the stand-in, so tests can render a view
// as SwiftUI would, see what it shows and act on it as a user would. Adapters must never use
// these.
import Observation
import Synchronization

/// One element of a rendered view: a list, section, row, text, image, button, control or stack.
@MainActor
public final class StandInNode {
  /// What it is: `"List"`, `"Section"`, `"ForEach"`, `"Row"` (one element of a `ForEach`),
  /// `"Text"`, `"Image"`, `"RoundedRectangle"` (its text the corner radius), `"Capsule"`, `"Button"`, `"Toggle"`, `"TextField"`, `"SecureField"`, `"Slider"`,
  /// `"Stepper"`, `"Picker"`, `"DatePicker"`, `"HStack"`, `"VStack"`, `"Label"`,
  /// `"LabeledContent"` or `"ScrollViewReader"`.
  public let kind: String
  /// A text's string, an image's system name, or a text field's title.
  public let text: String?
  /// What it contains, in order.
  public internal(set) var children: [StandInNode]
  /// A section's header and footer.
  public internal(set) var header: [StandInNode] = []
  public internal(set) var footer: [StandInNode] = []
  /// A row's identity in its `ForEach`.
  public internal(set) var id: AnyHashable?
  /// A button's role (`"destructive"`), if any.
  public internal(set) var role: String?
  /// The foreground style given to it (`"secondary"`), or a shape's fill, if any.
  public internal(set) var style: String?
  /// The width and height its `frame(width:height:alignment:)` gave it, if any.
  public internal(set) var frame: (width: CGFloat?, height: CGFloat?)?
  /// Its `background(_:in:fillStyle:)`, as the style in the shape: `"red in Capsule"`,
  /// `"gray in RoundedRectangle(7.0)"`.
  public internal(set) var background: String?
  /// Whether `deleteDisabled(true)` or `moveDisabled(true)` was applied to it.
  public internal(set) var isDeleteDisabled = false
  public internal(set) var isMoveDisabled = false
  /// The swipe actions on each edge, as rendered views.
  public internal(set) var swipeActions: [HorizontalEdge: [StandInNode]] = [:]
  /// A control's accessibility label, value and identifier, as its modifiers gave them.
  public internal(set) var accessibilityLabel: String?
  public internal(set) var accessibilityValue: String?
  public internal(set) var accessibilityIdentifier: String?
  /// Whether `disabled(true)` was applied to it or to a view around it: SwiftUI disables every
  /// control inside a disabled view (an inner `disabled(false)` does not enable it again), and a
  /// disabled control takes no input (`tap()` and `setValue(_:)` refuse it).
  public internal(set) var isDisabled = false
  /// A picker's style (`"menu"`, `"segmented"`, `"navigationLink"`), if one was applied.
  public internal(set) var pickerStyle: String?
  /// A date picker's style (`"compact"`, `"graphical"`, `"wheel"`), if one was applied.
  public internal(set) var datePickerStyle: String?
  /// The accessibility traits added to it (`"isStaticText"`).
  public internal(set) var accessibilityTraits: Set<String> = []
  /// Its `tag(_:)`, as a picker's option has.
  public internal(set) var tag: AnyHashable?
  /// A text field's prompt; a slider's or a stepper's bounds and step (when they are
  /// `Double`s); a date picker's range and components.
  public internal(set) var prompt: String?
  public internal(set) var bounds: ClosedRange<Double>?
  public internal(set) var step: Double?
  public internal(set) var dateRange: ClosedRange<Date>?
  public internal(set) var dateComponents: DatePickerComponents?
  /// A text field's `submitLabel(_:)` (`"next"`, `"done"`), if one was applied.
  public internal(set) var submitLabel: String?
  var action: (@MainActor () -> Void)?
  var submitAction: (() -> Void)?
  /// Whether the focus state a field is bound to (`focused(_:equals:)`) holds its value, and
  /// how to make it.
  var focusIsOn: (() -> Bool)?
  var focusOn: (() -> Void)?
  /// What a `ScrollViewReader`'s proxy scrolled to.
  var scrollLog: StandInScrollLog?
  /// A toggle's, text field's, slider's, stepper's, picker's or date picker's binding.
  var binding: Any?
  /// The value the user gave this control, which it shows until the view is rendered again.
  var userValue: Any?
  var deleteAction: ((IndexSet) -> Void)?
  var moveAction: ((IndexSet, Int) -> Void)?

  init(_ kind: String, text: String? = nil, children: [StandInNode] = []) {
    self.kind = kind
    self.text = text
    self.children = children
  }

  /// The node and everything in it, depth first.
  public var allNodes: [StandInNode] { [self] + children.flatMap(\.allNodes) }

  /// The strings of every text in it, in order.
  public var texts: [String] { allNodes.filter { $0.kind == "Text" }.compactMap(\.text) }

  /// The system names of every image in it, in order.
  public var images: [String] { allNodes.filter { $0.kind == "Image" }.compactMap(\.text) }

  /// The nodes of `kind` in it, depth first.
  public func all(_ kind: String) -> [StandInNode] { allNodes.filter { $0.kind == kind } }

  /// Whether a row of a `List` was built (its content evaluated): a `List` builds only the
  /// rows on screen, reading every row's id; rows built, their views' bodies ran.
  public internal(set) var isBuilt = true

  /// Whether the user can delete any of this `ForEach`'s built rows, as SwiftUI offers it: it
  /// has an `onDelete` action and a built row that is not `deleteDisabled`.
  public var canDelete: Bool {
    deleteAction != nil && children.contains { $0.isBuilt && !$0.isDeleteDisabled }
  }
  /// Whether the user can move any of this `ForEach`'s built rows: it has an `onMove` action
  /// and a built row that is not `moveDisabled`.
  public var canMove: Bool {
    moveAction != nil && children.contains { $0.isBuilt && !$0.isMoveDisabled }
  }

  /// Taps this button, as a user would; `false` when it is not a button, or is disabled.
  @discardableResult
  public func tap() -> Bool {
    guard let action, !isDisabled else { return false }
    action()
    return true
  }

  /// Whether this toggle is on; `nil` when it is not a toggle.
  public func isOn() async -> Bool? { await value(Bool.self) }

  /// Flips this toggle to `isOn`, as a user would; `false` when it is not a toggle.
  @discardableResult
  public func setOn(_ isOn: Bool) async -> Bool { await setValue(isOn) }

  /// The value this control shows (a text field's text, a slider's value, a picker's selected
  /// tag, a date picker's date): the one the user gave it (``setValue(_:)``) until the view is
  /// rendered again, as a SwiftUI control keeps its own state until its view is updated, else
  /// the one its binding gives; `nil` when it has no binding of `Value`. A value the app refused
  /// stays on screen unless something renders the view again.
  public func value<Value: Sendable>(_ type: Value.Type) async -> Value? {
    guard let binding = binding as? Binding<Value> else { return nil }
    if let shown = userValue as? Value { return shown }
    return await binding.standInGet()
  }

  /// Sets this control's value as the user's typing, drag, tap or pick does: the control shows
  /// it at once, then hands it to its binding; `false` when it has no binding of `Value`, or is
  /// disabled.
  @discardableResult
  public func setValue<Value: Sendable>(_ value: Value) async -> Bool {
    guard let binding = binding as? Binding<Value>, !isDisabled else { return false }
    userValue = value
    await binding.standInSet(value)
    return true
  }

  /// Whether this field has the focus: the focus state it is bound to (`focused(_:equals:)`)
  /// holds its value now; `false` when it is bound to none.
  public var isFocused: Bool { focusIsOn?() ?? false }

  /// The user taps into this field: the focus state it is bound to takes its value; `false` when
  /// it is bound to none.
  @discardableResult
  public func focus() -> Bool {
    guard let focusOn else { return false }
    focusOn()
    return true
  }

  /// The ids this `ScrollViewReader`'s proxy scrolled to (`scrollTo(_:anchor:)`), in order.
  public var scrolledTo: [AnyHashable] { scrollLog?.targets ?? [] }

  /// Submits this text field (the user pressed Return): its `onSubmit` action; `false` when it
  /// has none.
  @discardableResult
  public func submit() -> Bool {
    guard let submitAction else { return false }
    submitAction()
    return true
  }

  /// Deletes this `ForEach`'s rows at `offsets`, as a swipe to delete does; `false` when it has
  /// no `onDelete` action.
  @discardableResult
  public func delete(_ offsets: IndexSet) -> Bool {
    guard let deleteAction else { return false }
    deleteAction(offsets)
    return true
  }

  /// Moves this `ForEach`'s rows at `offsets` before the row at `destination`, as a drag does;
  /// `false` when it has no `onMove` action.
  @discardableResult
  public func move(_ offsets: IndexSet, to destination: Int) -> Bool {
    guard let moveAction else { return false }
    moveAction(offsets, destination)
    return true
  }

  /// The node and what it contains, as `Row[HStack[Text(Wi-Fi), Image(wifi)]]`.
  public var summary: String {
    let inner = children.map(\.summary).joined(separator: ", ")
    return "\(kind)\(text.map { "(\($0))" } ?? "")\(inner.isEmpty ? "" : "[\(inner)]")"
  }
}

/// Renders `view` as SwiftUI would: every view's body, down to the primitive views. A `List`
/// builds its first `rowsOnScreen` rows (all of them when `nil`) and reads every row's id, as
/// SwiftUI's lazy list does for the rows on screen.
@MainActor
public func standInRender(_ view: some View, rowsOnScreen: Int? = nil) -> [StandInNode] {
  let outer = StandInScreen.rowsOnScreen
  StandInScreen.rowsOnScreen = rowsOnScreen
  defer { StandInScreen.rowsOnScreen = outer }
  return standInNodes(of: view)
}

/// How many rows a `List` builds in the render under way.
@MainActor
enum StandInScreen {
  /// The rows a list shows at once; `nil` for all.
  static var rowsOnScreen: Int?
  /// The rows the list being rendered may still build; `nil` outside a list or inside a row
  /// (a row's own `ForEach`, of its swipe actions, builds all).
  static var remaining: Int?
}

/// Renders a view and renders it again when something its last render read changes, as
/// SwiftUI's hosting views do with `Observation`.
@MainActor
public final class StandInHost<Content: View> {
  /// The view shown.
  public let rootView: Content
  /// What it showed at its last render.
  public private(set) var nodes: [StandInNode] = []
  /// How many times it rendered.
  public private(set) var renderCount = 0
  /// How many rows a `List` in it builds at once (all when `nil`): the screen's height.
  public let rowsOnScreen: Int?
  private let invalidation = StandInInvalidation()

  /// Shows `rootView`, rendering it once; a `List` in it builds its first `rowsOnScreen` rows.
  public init(rootView: Content, rowsOnScreen: Int? = nil) {
    self.rootView = rootView
    self.rowsOnScreen = rowsOnScreen
    render()
  }

  /// Whether an observable value the last render read has changed since.
  public var needsRender: Bool { invalidation.isSet }

  /// Renders again if the view needs it; returns whether it did.
  @discardableResult
  public func renderIfNeeded() -> Bool {
    guard needsRender else { return false }
    render()
    return true
  }

  private func render() {
    invalidation.reset()
    let invalidation = invalidation
    nodes = withObservationTracking {
      standInRender(rootView, rowsOnScreen: rowsOnScreen)
    } onChange: {
      invalidation.set()
    }
    renderCount += 1
  }
}

/// A flag set from `Observation`'s change callback.
final class StandInInvalidation: Sendable {
  private let state = Mutex(false)
  var isSet: Bool { state.withLock { $0 } }
  func set() { state.withLock { $0 = true } }
  func reset() { state.withLock { $0 = false } }
}

// MARK: Rendering

/// A view the renderer draws itself rather than through its body.
@MainActor
protocol StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode]
}

@MainActor
func standInNodes(of view: any View) -> [StandInNode] {
  if let renderable = view as? any StandInRenderable { return renderable.standInNodes() }
  return standInNodes(of: view.body)
}

extension EmptyView: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] { [] }
}

extension TupleView: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    standInChildren.flatMap { SwiftUI.standInNodes(of: $0) }
  }
}

extension _ConditionalContent: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    switch standInBranch {
    case .first(let view): SwiftUI.standInNodes(of: view)
    case .second(let view): SwiftUI.standInNodes(of: view)
    }
  }
}

extension Optional: StandInRenderable where Wrapped: View {
  @MainActor func standInNodes() -> [StandInNode] { map { SwiftUI.standInNodes(of: $0) } ?? [] }
}

extension AnyView: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] { SwiftUI.standInNodes(of: standInView) }
}

extension Text: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] { [StandInNode("Text", text: standInString)] }
}

extension Image: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    [StandInNode("Image", text: standInSystemName)]
  }
}

extension Spacer: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] { [] }
}

extension HStack: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    [StandInNode("HStack", children: SwiftUI.standInNodes(of: standInContent))]
  }
}

extension VStack: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    [StandInNode("VStack", children: SwiftUI.standInNodes(of: standInContent))]
  }
}

extension Label: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    [
      StandInNode(
        "Label",
        children: SwiftUI.standInNodes(of: standInTitle) + SwiftUI.standInNodes(of: standInIcon))
    ]
  }
}

extension LabeledContent: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    [
      StandInNode(
        "LabeledContent",
        children: SwiftUI.standInNodes(of: standInLabel)
          + SwiftUI.standInNodes(of: standInContent))
    ]
  }
}

extension Button: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode("Button", children: SwiftUI.standInNodes(of: standInLabel))
    node.action = standInAction
    node.role = standInRole?.standInName
    return [node]
  }
}

extension Toggle: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode("Toggle", children: SwiftUI.standInNodes(of: standInLabel))
    node.binding = standInIsOn
    return [node]
  }
}

extension TextField: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode("TextField", text: standInTitle)
    node.binding = standInText
    node.prompt = standInPrompt?.standInString
    return [node]
  }
}

extension SecureField: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode("SecureField", text: standInTitle)
    node.binding = standInText
    node.prompt = standInPrompt?.standInString
    return [node]
  }
}

extension Slider: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode(
      "Slider",
      children: SwiftUI.standInNodes(of: standInLabel)
        + standInValueLabels.flatMap { SwiftUI.standInNodes(of: $0) })
    node.binding = standInValue
    node.bounds = standInBounds
    node.step = standInStep
    return [node]
  }
}

extension Stepper: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode("Stepper", children: SwiftUI.standInNodes(of: standInLabel))
    node.binding = standInValue
    node.bounds = standInBounds as? ClosedRange<Double>
    node.step = standInStep as? Double
    return [node]
  }
}

extension Picker: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode(
      "Picker",
      children: SwiftUI.standInNodes(of: standInLabel) + SwiftUI.standInNodes(of: standInContent))
    node.binding = standInSelection
    return [node]
  }
}

extension DatePicker: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode("DatePicker", children: SwiftUI.standInNodes(of: standInLabel))
    node.binding = standInSelection
    node.dateRange = standInRange
    node.dateComponents = standInComponents
    return [node]
  }
}

extension ScrollViewReader: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let log = StandInScrollLog()
    let node = StandInNode(
      "ScrollViewReader",
      children: SwiftUI.standInNodes(of: content(ScrollViewProxy(standInLog: log))))
    node.scrollLog = log
    return [node]
  }
}

extension List: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let outer = StandInScreen.remaining
    StandInScreen.remaining = StandInScreen.rowsOnScreen ?? .max
    defer { StandInScreen.remaining = outer }
    return [StandInNode("List", children: SwiftUI.standInNodes(of: standInContent))]
  }
}

/// A `Section`, whose rows a `List` counts, not the section itself.
protocol StandInSectionView {}

extension Section: StandInSectionView {}

extension Section: StandInRenderable where Parent: View, Content: View, Footer: View {
  @MainActor func standInNodes() -> [StandInNode] {
    let node = StandInNode("Section", children: SwiftUI.standInNodes(of: standInContent))
    node.header = SwiftUI.standInNodes(of: standInHeader)
    node.footer = SwiftUI.standInNodes(of: standInFooter)
    return [node]
  }
}

extension ForEach: StandInRenderable where Content: View {
  /// Every element's id, read and hashed in order as SwiftUI diffs them; the content of the
  /// rows on screen only, in a `List`.
  @MainActor func standInNodes() -> [StandInNode] {
    var ids = Set<AnyHashable>()
    let rows = data.map { element in
      let id = AnyHashable(standInID(element))
      ids.insert(id)
      let outer = StandInScreen.remaining
      // A `ForEach` of sections is not a run of rows: its sections' rows are.
      if Content.self is any StandInSectionView.Type {
        let row = StandInNode("Row", children: SwiftUI.standInNodes(of: content(element)))
        row.id = id
        return row
      }
      guard outer.map({ $0 > 0 }) ?? true else {
        let row = StandInNode("Row")
        row.id = id
        row.isBuilt = false
        return row
      }
      StandInScreen.remaining = nil
      let children = SwiftUI.standInNodes(of: content(element))
      StandInScreen.remaining = outer.map { $0 - 1 }
      let row = StandInNode("Row", children: children)
      row.id = id
      // Modifiers of the row's view are the row's: its swipe actions, delete and move.
      for child in row.children {
        row.isDeleteDisabled = row.isDeleteDisabled || child.isDeleteDisabled
        row.isMoveDisabled = row.isMoveDisabled || child.isMoveDisabled
        row.swipeActions.merge(child.swipeActions, uniquingKeysWith: +)
      }
      return row
    }
    return [StandInNode("ForEach", children: rows)]
  }
}

extension StandInEditableContent: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let nodes = SwiftUI.standInNodes(of: base)
    for node in nodes where node.kind == "ForEach" {
      if let onDelete { node.deleteAction = onDelete }
      if let onMove { node.moveAction = onMove }
    }
    return nodes
  }
}

extension StandInModified: StandInRenderable {
  @MainActor func standInNodes() -> [StandInNode] {
    let nodes = SwiftUI.standInNodes(of: content)
    for node in nodes {
      switch modifier {
      case .swipeActions(let edge, _, let actions):
        node.swipeActions[edge, default: []] += SwiftUI.standInNodes(of: actions)
      case .deleteDisabled(let isDisabled): node.isDeleteDisabled = isDisabled
      case .moveDisabled(let isDisabled): node.isMoveDisabled = isDisabled
      case .foregroundStyle(let name): node.style = name
      case .pickerStyle(let name): node.pickerStyle = name
      case .datePickerStyle(let name): node.datePickerStyle = name
      case .accessibilityAddTraits(let traits):
        node.accessibilityTraits.formUnion(traits.standInNames)
      case .tag(let tag): node.tag = tag
      case .onSubmit(let action): node.submitAction = action
      case .focused(let isFocused, let focus):
        node.focusIsOn = isFocused
        node.focusOn = focus
      case .submitLabel(let label): node.submitLabel = label
      case .disabled(let isDisabled):
        if isDisabled { for inner in node.allNodes { inner.isDisabled = true } }
      case .accessibilityLabel(let label): node.accessibilityLabel = label
      case .accessibilityValue(let value): node.accessibilityValue = value
      case .accessibilityIdentifier(let identifier): node.accessibilityIdentifier = identifier
      case .frame(let width, let height): node.frame = (width, height)
      case .padding: break
      case .background(let background): node.background = background
      }
    }
    return nodes
  }
}
