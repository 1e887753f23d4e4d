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
  /// How the section collapses, when it does.
  var collapse: Collapse?

  /// A section shown collapsed: its first rows, and a row that shows the others.
  struct Collapse {
    /// The rows shown while collapsed (of those its rules show).
    let count: Int
    /// The title of the row that expands the section, and of the row that collapses it again.
    let more: LocalizedText
    let less: LocalizedText
  }

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

  /// The section shown collapsed to its first `count` rows (of those its rules show), followed
  /// by a row titled `more` that shows the others — then titled `less`, collapsing it again — as
  /// a list of apps or of devices is. A search finds the rows it hides (they say how to reach
  /// them) and ``SettingsNavigator/reveal(_:)`` expands it. Each screen of the page starts
  /// collapsed; a section of `count` rows or fewer shows no such row.
  ///
  /// A negative `count` is refused with ``SettingsDeclarationError/negativeCollapsedCount(page:section:count:)``
  /// when the page's screen is built.
  public func collapsed(
    showing count: Int, more: LocalizedText = "Show More", less: LocalizedText = "Show Less"
  ) -> Self {
    var section = self
    section.collapse = Collapse(count: count, more: more, less: less)
    return section
  }

  /// The section shown only while `condition` holds: it leaves the table and comes back as a
  /// unit (``SectionGroupStack/show(_:when:)``).
  public func visible(when condition: @escaping @MainActor (SettingsValues) -> Bool) -> Self {
    var section = self
    section.visibility = condition
    return section
  }
}
