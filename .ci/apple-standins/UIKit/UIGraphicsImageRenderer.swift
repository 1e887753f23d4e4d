// Stand-in for UIKit (not Apple's code): drawing an image, as the bridges draw a row's icon on
// its tile. See README.md.
//
// The stand-in draws no pixels: the image a renderer makes keeps what was drawn into it, one
// line per drawing (`standInDrawing` in StandInHooks.swift), such as
// `"fill roundedRect (0.0, 0.0, 29.0, 29.0) radius 7.0 systemGray"`.

/// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
open class UIGraphicsRendererContext: NSObject {
  /// The context of the renderer drawing now, if any, as UIKit makes it the current context for
  /// the duration of the drawing actions (stand-in state; one renderer draws at a time).
  nonisolated(unsafe) static var standInCurrent: UIGraphicsRendererContext?
  /// The colour `UIColor.setFill()` set (stand-in state).
  var standInFillColor: UIColor?
  /// What was drawn, in order (stand-in state).
  var standInDrawn: [String] = []

  func standInRecord(_ drawing: String) {
    standInDrawn.append(drawing)
  }

  /// `rect` as `(x, y, width, height)`.
  static func standInText(_ rect: CGRect) -> String {
    "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
  }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {}

/// https://developer.apple.com/documentation/uikit/uigraphicsrenderer
open class UIGraphicsRenderer: NSObject {}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/drawingactions
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  let standInSize: CGSize

  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)
  public init(size: CGSize) {
    standInSize = size
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext()
    let outer = UIGraphicsRendererContext.standInCurrent
    UIGraphicsRendererContext.standInCurrent = context
    actions(context)
    UIGraphicsRendererContext.standInCurrent = outer
    return UIImage(standInSystemName: nil, drawing: context.standInDrawn, size: standInSize)
  }
}

/// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
  /// The path, as the drawing records it (stand-in state).
  let standInPath: String

  /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    standInPath =
      "roundedRect \(UIGraphicsRendererContext.standInText(rect)) radius \(cornerRadius)"
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uibezierpath/fill()
  ///
  /// Recorded by the current image renderer with the colour `setFill()` set.
  open func fill() {
    guard let context = UIGraphicsRendererContext.standInCurrent else { return }
    let color = context.standInFillColor?.standInName ?? "black"
    context.standInRecord("fill \(standInPath) \(color)")
  }
}
