import Foundation

/// The position of a row in a table: a section and a row within it.
///
/// `TablePath` is the package's own two-`Int` value. Foundation's `IndexPath` is a variable-length
/// array (and on Linux has no `section`/`row` accessors), so the core uses this type everywhere
/// and converts to `IndexPath` only at the platform edge.
///
/// Paths order by section, then row, which is the order UIKit sorts inserts and moves in.
///
/// ```swift
/// let path = TablePath(section: 1, row: 3)
/// let indexPath = IndexPath(path)     // [1, 3]
/// let back = TablePath(indexPath)     // Optional(TablePath(section: 1, row: 3))
/// ```
public struct TablePath: Hashable, Comparable, Sendable {
  /// The section index.
  public var section: Int
  /// The row index within ``section``.
  public var row: Int

  /// Creates a path.
  @inlinable
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Creates a path from a two-element Foundation `IndexPath`, or `nil` when it has another length.
  public init?(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return nil }
    self.init(section: indexPath[0], row: indexPath[1])
  }

  @inlinable
  public static func < (lhs: TablePath, rhs: TablePath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

extension TablePath: ExpressibleByArrayLiteral {
  /// Creates a path from `[section, row]`, as `IndexPath` does.
  ///
  /// ```swift
  /// let path: TablePath = [1, 3]   // section 1, row 3
  /// ```
  ///
  /// - Precondition: exactly two elements.
  public init(arrayLiteral elements: Int...) {
    precondition(elements.count == 2, "a TablePath literal is [section, row], not \(elements)")
    self.init(section: elements[0], row: elements[1])
  }
}

extension TablePath: CustomStringConvertible {
  /// `[section, row]`, as in a failing test's message.
  public var description: String { "[\(section), \(row)]" }
}

extension IndexPath {
  /// Creates the two-element Foundation index path for a ``TablePath``.
  public init(_ path: TablePath) {
    self.init(indexes: [path.section, path.row])
  }
}
