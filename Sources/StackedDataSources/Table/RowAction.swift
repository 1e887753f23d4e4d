/// A swipe action of a row: a title, a style and what happens when the user taps it.
///
/// A data source declares its rows' swipe actions from its own item
/// (``ItemDataSource/swipeActions``); the UIKit bridge turns them into a
/// `UISwipeActionsConfiguration`, and a test or script performs one with
/// ``DataSourceProtocol/swipeActions(at:edge:)`` and ``perform()``.
///
/// ```swift
/// devices.swipeActions = { device, edge in
///   edge == .trailing ? [RowAction("Forget", style: .destructive) { forget(device) }] : []
/// }
/// ```
public struct RowAction: Sendable {
  /// Which side of the row the actions appear on.
  public enum Edge: Hashable, Sendable {
    /// Revealed by swiping right (in left-to-right layouts).
    case leading
    /// Revealed by swiping left.
    case trailing
  }

  /// How the action is drawn.
  public enum Style: Hashable, Sendable {
    /// A plain action.
    case normal
    /// An action that destroys something, drawn in red.
    case destructive
  }

  /// The action's title.
  public var title: String
  /// How it is drawn.
  public var style: Style
  /// The name of an image (an SF Symbol name on Apple platforms).
  public var imageName: String?
  /// What the action does: ``perform()``.
  let handler: @MainActor () -> Void

  /// Creates an action.
  public init(
    _ title: String, style: Style = .normal, imageName: String? = nil,
    handler: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.style = style
    self.imageName = imageName
    self.handler = handler
  }

  /// Runs the action, as a tap on it would.
  @MainActor
  public func perform() { handler() }
}
