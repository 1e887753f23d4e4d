/// What a section's header or footer shows: a title, a detail line, or a custom view.
///
/// ```swift
/// HeaderFooterContent("Bluetooth", detail: "Now discoverable as “iPhone”")
/// HeaderFooterContent(viewIdentifier: "DeviceNameHeader")   // your own registered view
/// ```
public struct HeaderFooterContent: Hashable, Sendable {
  /// The main text.
  public var title: String?
  /// A second, smaller line.
  public var detail: String?
  /// The reuse identifier of a custom header or footer view the app registered; `nil` for the
  /// system's.
  public var viewIdentifier: String?

  /// Creates header or footer content.
  public init(_ title: String? = nil, detail: String? = nil, viewIdentifier: String? = nil) {
    self.title = title
    self.detail = detail
    self.viewIdentifier = viewIdentifier
  }
}
