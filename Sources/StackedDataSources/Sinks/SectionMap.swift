/// Which section before a batch becomes which section after it (<doc:UIKitBatchRules>, rule 15).
///
/// Deleted and move-source sections leave; inserted sections and move destinations take their
/// new indexes; the remaining sections fill the other indexes in their old order. Sections that
/// have no counterpart map to ``UpdateKey/wholeSection`` (`NSNotFound`).
struct SectionMap: Hashable, Sendable {
  var oldToNew: [Int]
  var newToOld: [Int]

  /// - Complexity: O(*m* + *n* + *k*) for *m* sections before, *n* after and *k* operations.
  init(oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [SectionMove]) {
    let none = UpdateKey.wholeSection
    var newToOld = [Int](repeating: none, count: max(newCount, 0))
    var fixed = [Bool](repeating: false, count: newToOld.count)
    var leaving = deleted
    for section in inserted where newToOld.indices.contains(section) { fixed[section] = true }
    for move in moves {
      leaving.insert(move.from)
      if newToOld.indices.contains(move.to) {
        newToOld[move.to] = move.from
        fixed[move.to] = true
      }
    }
    var next = 0
    for old in 0..<max(oldCount, 0) where !leaving.contains(old) {
      while next < fixed.count && fixed[next] { next += 1 }
      guard next < fixed.count else { break }
      newToOld[next] = old
      next += 1
    }
    var oldToNew = [Int](repeating: none, count: max(oldCount, 0))
    for (new, old) in newToOld.enumerated() where oldToNew.indices.contains(old) {
      oldToNew[old] = new
    }
    self.oldToNew = oldToNew
    self.newToOld = newToOld
  }
}
