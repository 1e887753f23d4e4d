/// Builds the list of groups of a ``SectionGroupStack`` from a block, one group per line, with
/// `if`, `if`/`else`, optional and `for` groups.
@resultBuilder
public enum SectionGroupBuilder {
  public static func buildExpression(_ group: any DataSourceProtocol) -> [any DataSourceProtocol] {
    [group]
  }

  public static func buildExpression(_ groups: [any DataSourceProtocol])
    -> [any DataSourceProtocol]
  {
    groups
  }

  public static func buildBlock(_ parts: [any DataSourceProtocol]...) -> [any DataSourceProtocol] {
    parts.flatMap { $0 }
  }

  public static func buildOptional(_ part: [any DataSourceProtocol]?) -> [any DataSourceProtocol] {
    part ?? []
  }

  public static func buildEither(first part: [any DataSourceProtocol]) -> [any DataSourceProtocol] {
    part
  }

  public static func buildEither(second part: [any DataSourceProtocol])
    -> [any DataSourceProtocol]
  {
    part
  }

  public static func buildArray(_ parts: [[any DataSourceProtocol]]) -> [any DataSourceProtocol] {
    parts.flatMap { $0 }
  }
}
