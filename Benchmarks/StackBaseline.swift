import StackFuzz
import StackedDataSources

// The `stack` suite's baseline: BGRecursiveTableViewDataSource's translation (seeds-study §1.3,
// §1.9), done right but with its cost. To resolve a table path it walks the top-level groups
// summing `numberOfSections`, then walks the section's own rows and the pins anchored at them,
// summing each active pin's flattened row count (recomputed, recursively, every time), and
// recurses into the pin that holds the row. Nothing is cached. It reads only the groups' public
// `numberOfSections` / `numberOfRows(inSection:)` and a mirror of the pins built alongside the
// stack.

/// A group as the baseline sees it: its data source and, per own section, its pins in anchor
/// order.
@MainActor
final class LinearGroup {
  let source: any DataSourceProtocol
  var pins: [[LinearPin]]

  init(_ source: any DataSourceProtocol) {
    self.source = source
    pins = Array(repeating: [], count: source.numberOfSections)
  }
}

/// A group pinned under own row `anchor` of a section of its parent.
struct LinearPin {
  let anchor: Int
  let isActive: Bool
  let group: LinearGroup
}

/// The top-level groups of a stack, walked linearly.
@MainActor
struct LinearStack {
  var children: [LinearGroup] = []

  /// The data source showing the row at `path` and the row's local path there.
  ///
  /// - Complexity: O(*g* + *r* + *p* · *n*) for *g* groups, the row index *r*, and the *n* rows
  ///   of the *p* pins passed, at every level.
  func resolve(_ path: TablePath) -> (dataSource: any DataSourceProtocol, path: TablePath)? {
    var remaining = path.section
    for child in children {
      let count = child.source.numberOfSections
      if remaining < count { return Self.resolve(in: child, section: remaining, row: path.row) }
      remaining -= count
    }
    return nil
  }

  private static func resolve(
    in group: LinearGroup, section: Int, row: Int
  ) -> (dataSource: any DataSourceProtocol, path: TablePath)? {
    let pins = group.pins[section]
    var next = 0
    var remaining = row
    for own in 0..<group.source.numberOfRows(inSection: section) {
      if remaining == 0 { return (group.source, TablePath(section: section, row: own)) }
      remaining -= 1
      while next < pins.count, pins[next].anchor == own {
        let pin = pins[next]
        next += 1
        guard pin.isActive else { continue }
        for inner in 0..<pin.group.source.numberOfSections {
          let count = displayedRows(of: pin.group, section: inner)
          if remaining < count { return resolve(in: pin.group, section: inner, row: remaining) }
          remaining -= count
        }
      }
    }
    return nil
  }

  /// Own rows of `section` plus the flattened rows of its active pins, recounted every call.
  private static func displayedRows(of group: LinearGroup, section: Int) -> Int {
    var count = group.source.numberOfRows(inSection: section)
    for pin in group.pins[section] where pin.isActive {
      for inner in 0..<pin.group.source.numberOfSections {
        count += displayedRows(of: pin.group, section: inner)
      }
    }
    return count
  }
}
