/// The property that makes the identities right, checked on a batch when
/// ``RowIdentities/checksBatches`` is on (the fuzz test turns it on): the identities after the
/// batch are those before it replayed as UIKit replays rows — every row the batch keeps or
/// moves, reconfigured ones included, has the identity it had, and every row it inserts or
/// reloads has one no row had before (or its item's own) — and no identity is shown twice; a
/// section the batch keeps or moves keeps its identity, one it inserts or reloads gets a new one;
/// every row shown has a token, and no other identity has one.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension RowIdentities {
  func check(
    before sectionsBefore: [(id: SectionIdentity, rows: [RowIdentity])], batch: ResolvedBatch,
    sections map: SectionMap, reconfigured: [TablePath]
  ) {
    checkedBatches += 1
    let before = sectionsBefore.map(\.rows)
    let oldSections = Set(sectionsBefore.map(\.id))
    for (new, section) in store.enumerated() {
      let old = map.newToOld[new]
      if batch.insertedSections.contains(new) || !sectionsBefore.indices.contains(old) {
        if oldSections.contains(section.id) {
          checkFailures.append("new section \(new) took the old identity \(section.id)")
        }
      } else if sectionsBefore[old].id != section.id {
        checkFailures.append(
          "section \(new) (\(old) before) should keep \(sectionsBefore[old].id), has \(section.id)")
      }
    }
    let after = store.map { $0.rows.elements }
    guard after.map(\.count) == counts else {
      return checkFailures.append("identities \(after.map(\.count)) for rows \(counts)")
    }
    let old = Set(before.joined())
    var seen = Set<RowIdentity>()
    let slots = replay(before: before, afterCounts: counts, batch: batch)
    for (section, rows) in slots.enumerated() {
      for (row, slot) in rows.enumerated() {
        let identity = after[section][row]
        if !seen.insert(identity).inserted {
          checkFailures.append("\(identity) is shown twice, at [\(section), \(row)] too")
        }
        switch slot {
        case .kept(let kept) where kept != identity:
          checkFailures.append("row [\(section), \(row)] should keep \(kept), has \(identity)")
        case .inserted, .reloaded:
          if case .serial = identity.kind, old.contains(identity) {
            checkFailures.append("new row [\(section), \(row)] took the old identity \(identity)")
          }
        default:
          break
        }
      }
    }
    if tokens.count != seen.count || !seen.allSatisfy({ tokens[$0] != nil }) {
      checkFailures.append("\(tokens.count) tokens for \(seen.count) rows")
    }
    for path in reconfigured {
      let identity = before[path.section][path.row]
      if !changedContent.contains(identity) {
        checkFailures.append("reconfigured \(identity) is not among the changed contents")
      }
    }
  }
}
