/// Builds the sections of a ``SectionedDataSource`` or an ``ExpandingDataSource`` from a block,
/// one section per line, with `if`, `if`/`else`, optional and `for` sections, so that a static
/// screen reads like its layout.
///
/// ```swift
/// let general = SectionedDataSource(name: "General") {
///   TableSection(id: "about", items: ["About", "Software Update"], headerTitle: "General")
///   TableSection(id: "storage", items: ["Storage"], footerTitle: "12 GB free")
/// }
/// ```
@resultBuilder
public enum TableSectionBuilder<ID: Hashable, Item: Hashable> {
  public static func buildExpression(_ section: TableSection<ID, Item>)
    -> [TableSection<ID, Item>]
  {
    [section]
  }

  public static func buildExpression(_ sections: [TableSection<ID, Item>])
    -> [TableSection<ID, Item>]
  {
    sections
  }

  public static func buildBlock(_ parts: [TableSection<ID, Item>]...) -> [TableSection<ID, Item>] {
    parts.flatMap { $0 }
  }

  public static func buildOptional(_ part: [TableSection<ID, Item>]?) -> [TableSection<ID, Item>] {
    part ?? []
  }

  public static func buildEither(first part: [TableSection<ID, Item>]) -> [TableSection<ID, Item>] {
    part
  }

  public static func buildEither(second part: [TableSection<ID, Item>])
    -> [TableSection<ID, Item>]
  {
    part
  }

  public static func buildArray(_ parts: [[TableSection<ID, Item>]]) -> [TableSection<ID, Item>] {
    parts.flatMap { $0 }
  }
}
