// Stand-in for AppKit (not Apple's code): the pasteboard and dragging types a table's drag and
// drop uses. Test-only API in StandInHooks.swift. See README.md.

/// https://developer.apple.com/documentation/appkit/nspasteboard
@MainActor
open class NSPasteboard: NSObject {
  /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype
  public struct PasteboardType: RawRepresentable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/rawvalue
    public let rawValue: String
    /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboardtype/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  var standInItems: [NSPasteboardItem] = []

  /// https://developer.apple.com/documentation/appkit/nspasteboard/pasteboarditems
  open var pasteboardItems: [NSPasteboardItem]? { standInItems }
}

/// https://developer.apple.com/documentation/appkit/nspasteboardwriting
@MainActor
public protocol NSPasteboardWriting: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nspasteboardwriting/writabletypes(for:)
  func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType]

  /// https://developer.apple.com/documentation/appkit/nspasteboardwriting/pasteboardpropertylist(fortype:)
  func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any?
}

/// https://developer.apple.com/documentation/appkit/nspasteboarditem
@MainActor
open class NSPasteboardItem: NSObject, NSPasteboardWriting {
  var standInStrings: [NSPasteboard.PasteboardType: String] = [:]
  var standInTypes: [NSPasteboard.PasteboardType] = []

  /// https://developer.apple.com/documentation/appkit/nspasteboarditem/types
  open var types: [NSPasteboard.PasteboardType] { standInTypes }

  /// https://developer.apple.com/documentation/appkit/nspasteboarditem/setstring(_:fortype:)
  @discardableResult
  open func setString(_ string: String, forType type: NSPasteboard.PasteboardType) -> Bool {
    if standInStrings.updateValue(string, forKey: type) == nil { standInTypes.append(type) }
    return true
  }

  /// https://developer.apple.com/documentation/appkit/nspasteboarditem/string(fortype:)
  open func string(forType type: NSPasteboard.PasteboardType) -> String? {
    standInStrings[type]
  }

  /// https://developer.apple.com/documentation/appkit/nspasteboardwriting/writabletypes(for:)
  open func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType] {
    standInTypes
  }

  /// https://developer.apple.com/documentation/appkit/nspasteboardwriting/pasteboardpropertylist(fortype:)
  open func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any? {
    standInStrings[type]
  }
}

/// https://developer.apple.com/documentation/appkit/nsdraggingoperation
public struct NSDragOperation: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/appkit/nsdraggingoperation/rawvalue
  public let rawValue: UInt
  /// https://developer.apple.com/documentation/appkit/nsdraggingoperation/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/appkit/nsdraggingoperation/copy
  public static let copy = NSDragOperation(rawValue: 1)
  /// https://developer.apple.com/documentation/appkit/nsdraggingoperation/link
  public static let link = NSDragOperation(rawValue: 2)
  /// https://developer.apple.com/documentation/appkit/nsdraggingoperation/generic
  public static let generic = NSDragOperation(rawValue: 4)
  /// https://developer.apple.com/documentation/appkit/nsdraggingoperation/move
  public static let move = NSDragOperation(rawValue: 16)
}

/// https://developer.apple.com/documentation/appkit/nsdragginginfo
@MainActor
public protocol NSDraggingInfo: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nsdragginginfo/draggingpasteboard
  var draggingPasteboard: NSPasteboard { get }

  /// https://developer.apple.com/documentation/appkit/nsdragginginfo/draggingsource
  var draggingSource: Any? { get }
}
