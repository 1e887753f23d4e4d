/// Builds an array from a block, one element per line, with `if`, `if`/`else`, optional
/// elements, arrays and `for` loops: the groups of a ``SectionGroupStack`` and the sections of a
/// ``SectionedDataSource`` or an ``ExpandingDataSource``, so that a static screen reads like its
/// layout.
///
/// ```swift
/// let general = SectionedDataSource(name: "General") {
///   TableSection(id: "about", items: ["About", "Software Update"], headerTitle: "General")
///   if showsStorage {
///     TableSection(id: "storage", items: ["Storage"], footerTitle: "12 GB free")
///   }
/// }
/// let screen = SectionGroupStack(name: "Settings") {
///   general
///   for account in accounts { account.source }
/// }
/// ```
///
/// - Complexity: O(*n*) for the *n* elements built.
@resultBuilder
public enum ArrayBuilder<Element> {
  public static func buildExpression(_ element: Element) -> [Element] { [element] }

  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

  public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }

  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }

  public static func buildEither(first part: [Element]) -> [Element] { part }

  public static func buildEither(second part: [Element]) -> [Element] { part }

  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
