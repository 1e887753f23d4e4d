import StackedDataSources

/// A table on its own that receives only what a snapshot source reports to its `didUpdate`
/// hook: the fuzz test sets its rows to the snapshot the source shows after each report and
/// sends it the reported changeset, so its validating sink checks that the report is the one
/// legal batch from the snapshot shown at the previous report to this one — counts, moves and
/// the reloads or reconfigures of changed items.
@MainActor
final class FuzzShadowTable: DataSourceProtocol {
  let name: String
  var sink: (any TableSink)?
  /// The rows of every section: the snapshot's items.
  var sections: [[String]]

  init(name: String, sections: [[String]]) {
    self.name = name
    self.sections = sections
  }

  var numberOfSections: Int { sections.count }

  func numberOfRows(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].count : 0
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
