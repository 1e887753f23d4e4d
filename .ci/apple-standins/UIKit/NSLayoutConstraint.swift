// Stand-in for UIKit (not Apple's code): the Auto Layout the adapters use — anchors, layout
// guides and constraints. See README.md. The stand-in lays nothing out: a constraint records its
// two anchors and whether it is active.

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide the anchor belongs to (stand-in state).
  weak var standInItem: AnyObject?
  /// The anchor's attribute, such as `"leading"` (stand-in state).
  let standInAttribute: String

  init(standInItem: AnyObject, attribute: String) {
    self.standInItem = standInItem
    standInAttribute = attribute
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(standInFirst: self, second: anchor)
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
open class NSLayoutConstraint: NSObject {
  /// The constrained anchors, as `item.attribute` (stand-in state).
  let standInAnchors: (first: String, second: String)
  /// The view or layout guide of the first anchor (stand-in state).
  weak var standInFirstItem: AnyObject?

  init<AnchorType>(
    standInFirst first: NSLayoutAnchor<AnchorType>, second: NSLayoutAnchor<AnchorType>
  ) {
    standInAnchors = (first.standInAttribute, second.standInAttribute)
    standInFirstItem = first.standInItem
  }

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive = false

  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor
open class UILayoutGuide: NSObject {
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInItem: self, attribute: "guide.leading")
  }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInItem: self, attribute: "guide.trailing")
  }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  open var topAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInItem: self, attribute: "guide.top")
  }
  /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInItem: self, attribute: "guide.bottom")
  }
}
