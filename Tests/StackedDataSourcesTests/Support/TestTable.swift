import StackedDataSources

/// A data source for tests: sections of strings that a test edits directly, with no
/// transactions and no change reporting, so the test decides exactly which calls the sink gets.
@MainActor
final class TestTable: DataSourceProtocol {
  let name = "TestTable"
  var sink: (any TableSink)?
  /// The rows of every section.
  var sections: [[String]]
  /// Row counts to report instead of the real ones, to provoke a broken data source.
  var rowCountOverrides: [Int: Int] = [:]

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  var numberOfSections: Int { sections.count }

  func numberOfRows(inSection section: Int) -> Int {
    if let count = rowCountOverrides[section] { return count }
    return sections.indices.contains(section) ? sections[section].count : 0
  }

  func item(at path: TablePath) -> AnyHashable? {
    guard sections.indices.contains(path.section),
      sections[path.section].indices.contains(path.row)
    else { return nil }
    return sections[path.section][path.row]
  }

  func beginUpdates() {}
  func endUpdates() throws {}
}
