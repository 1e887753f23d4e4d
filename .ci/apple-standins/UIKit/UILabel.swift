// Stand-in for UIKit (not Apple's code): a label, for the cells an app declares (the documents'
// examples give their cells one) and the bridges' badges. See README.md.

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! = .label
  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont! = .preferredFont(forTextStyle: .body)
  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment = NSTextAlignment.natural
  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory = false
}
