/// Renders a data source as a table a person can read, and a batch of updates as lines, for
/// scripts, playgrounds and failing tests.
///
/// ```swift
/// print(TextRenderer().render(settings))
/// // ┌ General
/// // │ About
/// // │ Software Update
/// // └ 12 GB free
/// ```
///
/// Sections show their headers and footers (a bare corner when untitled); a section with no rows
/// says so. A row shows its ``RowContent`` when its data source gives one — the title, the
/// secondary text after a dash, a badge in parentheses, and the accessory as `›` (disclosure),
/// `✓` (checkmark), `ⓘ` (detail button), `[on]`/`[off]` (switch), its value before a `›`, or
/// its read-only detail after a `·` — else its item. An image on a tile
/// (``RowContent/imageTile``) comes first, as `[gear on gray]`; an image alone is not printed.
/// Rows pinned under another row in a ``SectionGroupStack``, and children in an
/// ``OutlineDataSource``, are indented one step per level. Long rows are cut at ``maxWidth``.
///
/// ```
/// ┌ Network
/// │ [airplane on orange] Airplane Mode [off]
/// │ Wi-Fi [on]
/// │     Home ✓
/// │     Office — Secured ⓘ
/// │ Bluetooth On ›
/// └─
/// ┌ General
/// │ [gear on gray] Software Update  (1) ›
/// │ iOS Version · 17.2
/// └─
/// ```
public struct TextRenderer: Sendable {
  /// Whether each row starts with its table path, such as `[1, 2]`.
  public var showsPaths: Bool
  /// The widest line, in characters; longer rows end with `…`.
  public var maxWidth: Int

  /// Creates a renderer.
  public init(showsPaths: Bool = false, maxWidth: Int = 72) {
    self.showsPaths = showsPaths
    self.maxWidth = max(maxWidth, 8)
  }

  /// The table `source` shows, one line per header, row and footer.
  ///
  /// - Complexity: O(*n* · *q*) for *n* rows and *q* the cost of one query of `source`.
  @MainActor
  public func render(_ source: any DataSourceProtocol) -> String {
    var lines: [String] = []
    let sections = source.numberOfSections
    if sections == 0 { return "(no sections)" }
    for section in 0..<sections {
      lines.append(cut(Self.edge("┌", source.headerContent(inSection: section))))
      let rows = source.numberOfRows(inSection: section)
      if rows == 0 { lines.append("│ (no rows)") }
      for row in 0..<rows {
        let path = TablePath(section: section, row: row)
        let indent = String(
          repeating: "    ", count: (source as? any IndentedRows)?.indentation(at: path) ?? 0)
        let text =
          source.rowContent(at: path).map(Self.text) ?? source.item(at: path).map(Self.text) ?? "?"
        let prefix = showsPaths ? "\(path) " : ""
        lines.append(cut("│ " + prefix + indent + text))
      }
      lines.append(cut(Self.edge("└", source.footerContent(inSection: section))))
    }
    return lines.joined(separator: "\n")
  }

  /// A batch as lines, one update each, indented inside `begin updates` … `end updates`; or
  /// `(no updates)`.
  public func render(_ updates: [TableUpdate]) -> String {
    guard !updates.isEmpty else { return "(no updates)" }
    var depth = 0
    var lines: [String] = []
    for update in updates {
      if update == .endUpdates { depth = max(depth - 1, 0) }
      lines.append(cut(String(repeating: "  ", count: depth) + update.description))
      if update == .beginUpdates { depth += 1 }
    }
    return lines.joined(separator: "\n")
  }

  private static func edge(_ corner: String, _ content: HeaderFooterContent?) -> String {
    let parts = [content?.title, content?.detail].compactMap { $0 }.filter { !$0.isEmpty }
    guard !parts.isEmpty else { return corner + "─" }
    return corner + " " + parts.joined(separator: " — ")
  }

  /// A row's content as one line.
  static func text(_ content: RowContent) -> String {
    var line = content.imageTile.map { tile(content.imageName, on: $0) + " " } ?? ""
    line += content.title
    if let secondary = content.secondaryText, !secondary.isEmpty { line += " — " + secondary }
    switch content.style {
    case .default: break
    case .destructive: line += " (destructive)"
    case .button: line += " (button)"
    case .error: line = "⚠ " + line
    }
    if let badge = content.badge { line += "  (" + badge + ")" }
    switch content.accessory {
    case .none: break
    case .disclosureIndicator: line += " ›"
    case .checkmark: line += " ✓"
    case .detailButton: line += " ⓘ"
    case .toggle(let isOn): line += isOn ? " [on]" : " [off]"
    case .value(let value): line += " " + value + " ›"
    case .detail(let detail): line += " · " + detail
    case .textField(let field): line += " " + text(field)
    case .slider(let slider): line += " " + text(slider)
    case .stepper(let stepper): line += " [− \(stepper.valueText) +]"
    case .picker(let picker): line += " " + text(picker)
    case .datePicker(let picker) where picker.style == .inline: line += " \(text(picker)) ⌄"
    case .datePicker(let picker) where picker.style == .full: line += " ( \(text(picker)) )"
    case .datePicker(let picker): line += " [\(text(picker))]"
    }
    if !content.isEnabled { line += " (disabled)" }
    return line
  }

  /// An image on its tile, such as `[gear on gray]` or `[star on #5E5CE6]`; a tile without an
  /// image is its colour alone, such as `[gray]`.
  private static func tile(_ imageName: String?, on color: RowContent.TileColor) -> String {
    let colorName: String
    switch color {
    case .rgb(let rgb):
      let hex = String(rgb & 0xFF_FFFF, radix: 16, uppercase: true)
      colorName = "#" + String(repeating: "0", count: 6 - hex.count) + hex
    default: colorName = "\(color)"
    }
    guard let imageName else { return "[" + colorName + "]" }
    return "[" + imageName + " on " + colorName + "]"
  }

  private static func text(_ item: AnyHashable) -> String {
    if let described = item.base as? any CustomStringConvertible { return described.description }
    return String(describing: item.base)
  }

  private func cut(_ line: String) -> String {
    line.count <= maxWidth ? line : String(line.prefix(maxWidth - 1)) + "…"
  }
}
