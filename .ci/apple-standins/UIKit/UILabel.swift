// Stand-in for UIKit (not Apple's code): a label, for the cells an app declares (the documents'
// examples give their cells one). See README.md.

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
}
