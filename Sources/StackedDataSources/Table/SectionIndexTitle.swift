/// An entry of a table's section index (the A–Z strip at a table's edge): its title and the
/// section it jumps to.
public struct SectionIndexTitle: Hashable, Sendable {
  /// The text shown in the index.
  public var title: String
  /// The section it scrolls to.
  public var section: Int

  /// Creates an entry.
  public init(_ title: String, section: Int) {
    self.title = title
    self.section = section
  }
}
