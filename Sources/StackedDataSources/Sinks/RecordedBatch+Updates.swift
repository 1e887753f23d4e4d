extension RecordedBatch {
  /// Adds one content call of a batch (boundaries and `reloadData()` add nothing).
  mutating func record(_ update: TableUpdate) {
    switch update {
    case .insertSections(let sections, _): inserts += sections.map { UpdateKey(section: $0) }
    case .deleteSections(let sections, _): deletes += sections.map { UpdateKey(section: $0) }
    case .reloadSections(let sections, _): reloads += sections.map { UpdateKey(section: $0) }
    case .moveSection(let from, let to):
      moves.append(KeyMove(from: UpdateKey(section: from), to: UpdateKey(section: to)))
    case .insertRows(let paths, _): inserts += paths.map(UpdateKey.init)
    case .deleteRows(let paths, _): deletes += paths.map(UpdateKey.init)
    case .reloadRows(let paths, _): reloads += paths.map(UpdateKey.init)
    case .moveRow(let from, let to): moves.append(KeyMove(from: UpdateKey(from), to: UpdateKey(to)))
    case .reconfigureRows(let paths): reconfigures += paths
    case .beginUpdates, .endUpdates, .reloadData: break
    }
  }
}
