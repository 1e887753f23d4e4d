// Stand-in for UIKit (not Apple's code): the text field and its input traits. See README.md.

/// https://developer.apple.com/documentation/uikit/uikeyboardtype
public enum UIKeyboardType: Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11
}

/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// https://developer.apple.com/documentation/uikit/uitextcontenttype
public struct UITextContentType: Hashable, RawRepresentable, @unchecked Sendable {
  /// https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue
  public let rawValue: String
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/init(_:)
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/name
  public static let name = UITextContentType("name")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress
  public static let emailAddress = UITextContentType("email")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/url
  public static let URL = UITextContentType("url")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber
  public static let telephoneNumber = UITextContentType("tel")
  /// https://developer.apple.com/documentation/uikit/uitextcontenttype/password
  public static let password = UITextContentType("password")
}

/// https://developer.apple.com/documentation/uikit/uireturnkeytype
public enum UIReturnKeyType: Int, @unchecked Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uitextfield
///
/// The stand-in keeps what the user is composing: text typed at the cursor, and marked text (an
/// input method's provisional characters, part of `text`). Setting `text`, as in UIKit, ends the
/// composition and puts the cursor at the end, even when the text is the same. An enabled field
/// can become the first responder, which begins its editing (`.editingDidBegin`); resigning ends
/// it (`.editingDidEnd`).
@MainActor
open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  open var text: String? {
    get { standInText }
    set {
      standInText = newValue ?? ""
      standInMarked = nil
      standInCursor = standInText.count
    }
  }

  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/textalignment
  open var textAlignment: NSTextAlignment = .natural
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry
  open var isSecureTextEntry = false
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype
  open var keyboardType: UIKeyboardType = .default
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype
  open var textContentType: UITextContentType!
  /// https://developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype
  open var returnKeyType: UIReturnKeyType = .default

  var standInText = ""
  /// The marked text, which ends the text, or `nil` (stand-in state).
  var standInMarked: String?
  /// The cursor, as a character offset into the text (stand-in state).
  var standInCursor = 0

  /// https://developer.apple.com/documentation/uikit/uitextfield/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// https://developer.apple.com/documentation/uikit/uitextfield/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  ///
  /// Begins editing: the field sends `.editingDidBegin` (after the first responder before it
  /// resigned, and ended its own editing).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard super.becomeFirstResponder() else { return false }
    sendActions(for: .editingDidBegin)
    return true
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  ///
  /// Ends editing: the field commits its marked text and sends `.editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    _ = super.resignFirstResponder()
    standInMarked = nil
    sendActions(for: .editingDidEnd)
    return true
  }
}
