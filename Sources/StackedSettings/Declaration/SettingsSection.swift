import StackedDataSources

/// A section of a settings page: rows under a header, with a footer.
///
/// ```swift
/// SettingsSection("passcode", footer: "Require the passcode after the screen locks.") {
///   SettingsRow.toggle(.passcode, title: "Passcode")
///   SettingsRow.stepper(.attempts, title: "Attempts", in: 1...10)
///     .visible(when: { $0[.passcode] })
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public struct SettingsSection {
  /// The section's identity on its page.
  public let id: String
  /// The header's text.
  public var header: LocalizedText?
  /// The footer's text.
  public var footer: LocalizedText?
  /// The rows, in order.
  public var rows: [SettingsRow]
  var visibility: (@MainActor (SettingsValues) -> Bool)?

  /// A section of `rows`.
  public init(
    _ id: String, header: LocalizedText? = nil, footer: LocalizedText? = nil,
    rows: [SettingsRow]
  ) {
    self.id = id
    self.header = header
    self.footer = footer
    self.rows = rows
  }

  /// A section of the rows listed in a builder block.
  public init(
    _ id: String, header: LocalizedText? = nil, footer: LocalizedText? = nil,
    @ArrayBuilder<SettingsRow> rows: () -> [SettingsRow]
  ) {
    self.init(id, header: header, footer: footer, rows: rows())
  }

  /// The section shown only while `condition` holds: it leaves the table and comes back as a
  /// unit (``SectionGroupStack/show(_:when:)``).
  public func visible(when condition: @escaping @MainActor (SettingsValues) -> Bool) -> Self {
    var section = self
    section.visibility = condition
    return section
  }
}
