import Testing

@testable import StackedDataSources

/// The validator's per-operation checks run in O(*k* log *k*) from sorted lists and hashed
/// lookups; UIKit scans pairwise. Both must keep the same operations and fail with the same
/// first message on every batch, legal or not.
@Suite("BatchValidator: the linear scan agrees with UIKit's pairwise scan")
struct BatchScanAgreementTests {
  @Test(
    "random small batches, legal and not, in both flavours",
    arguments: [ValidatingSink.Flavor.tableView, .collectionView])
  func randomBatches(flavor: ValidatingSink.Flavor) {
    let validator = BatchValidator(flavor: flavor)
    let reference = PairwiseBatchScan(flavor: flavor)
    var random = FuzzGenerator(seed: flavor == .tableView ? 11 : 12)
    var outcomes: [String: Int] = [:]
    for round in 0..<30_000 {
      let before = Self.counts(&random)
      let after = Self.counts(&random)
      let batch = Self.batch(&random, before: before, after: after)
      let expected = reference.scan(batch, before: before, after: after)
      let actual: PairwiseBatchScan.Outcome
      do {
        actual = .kept(try validator.scan(batch, before: before, after: after))
      } catch {
        actual = .failed(error.violation)
      }
      #expect(actual == expected, "round \(round): \(batch), before \(before), after \(after)")
      if actual != expected { return }
      switch expected {
      case .kept(let scanned): outcomes[scanned.fallback ? "fallback" : "kept", default: 0] += 1
      case .failed(let violation): outcomes["\(violation.rule)", default: 0] += 1
      }
    }
    // The generator reaches every outcome the scan can have in this flavour.
    let rules: [BatchViolation.Rule] = [
      .deleteAndReloadSameIndexPath, .deleteAndMoveSameSection, .deleteAndMoveSameIndexPath,
      .deleteSectionOutOfRange, .deleteRowFromMissingSection, .deleteRowOutOfRange,
      .insertAndMoveToSameSection, .insertAndMoveToSameIndexPath, .insertSectionOutOfRange,
      .insertRowIntoMissingSection, .insertRowOutOfRange, .moveSectionFromOutOfRange,
      .moveSectionToOutOfRange, .moveRowFromMissingSection, .moveRowFromOutOfRange,
      .moveRowToMissingSection, .moveRowToOutOfRange, .moveSectionToTwoSections,
      .moveRowToTwoIndexPaths, .moveTwoSectionsToOneSection, .moveTwoRowsToOneIndexPath,
    ]
    var reachable = Set(rules.map { "\($0)" } + ["kept"])
    if flavor == .tableView {
      reachable.insert("fallback")
    } else {
      reachable.formUnion(
        ["moveItemFromDeletedSection", "moveItemIntoInsertedSection", "duplicateDelete"])
    }
    let missing = reachable.subtracting(outcomes.keys)
    #expect(missing.isEmpty, "never reached: \(missing.sorted()); reached \(outcomes)")
  }

  @Test("a batch of 3,000 moves, deletes and inserts: the same scan as the pairwise one")
  func largeBatch() throws {
    var random = FuzzGenerator(seed: 13)
    let before = [4_000, 500]
    let after = [4_000, 500]
    var batch = RecordedBatch()
    var rows = Array(0..<4_000).shuffled(using: &random)
    for _ in 0..<1_000 {
      let row = rows.removeLast()
      batch.deletes.append(UpdateKey(section: 0, row: row))
      batch.inserts.append(UpdateKey(section: 0, row: rows.removeLast()))
    }
    let targets = Array(0..<500).shuffled(using: &random)
    for (index, target) in targets.prefix(1_000).enumerated() {
      batch.moves.append(
        KeyMove(from: UpdateKey(section: 1, row: index), to: UpdateKey(section: 1, row: target)))
    }
    let validator = BatchValidator(flavor: .tableView)
    let expected = PairwiseBatchScan(flavor: .tableView).scan(batch, before: before, after: after)
    #expect(try .kept(validator.scan(batch, before: before, after: after)) == expected)
  }

  /// 0 to 4 sections of 0 to 3 rows.
  private static func counts(_ random: inout FuzzGenerator) -> [Int] {
    (0..<Int.random(in: 0...4, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
  }

  /// Up to 7 operations on keys mostly inside the table, some just outside, some `NSNotFound`
  /// rows; small ranges make duplicates, collisions and moves into deleted sections common. Half
  /// the batches keep every key inside the table, so the move checks after the bounds checks
  /// are reached.
  private static func batch(
    _ random: inout FuzzGenerator, before: [Int], after: [Int]
  ) -> RecordedBatch {
    let inside = Bool.random(using: &random)
    func key(_ counts: [Int], section isSection: Bool) -> UpdateKey {
      let section =
        inside && !counts.isEmpty
        ? Int.random(in: 0..<counts.count, using: &random)
        : Int.random(in: -1...counts.count, using: &random)
      if isSection { return UpdateKey(section: section) }
      let rows = counts.indices.contains(section) ? counts[section] : 2
      if inside && rows > 0 {
        return UpdateKey(section: section, row: .random(in: 0..<rows, using: &random))
      }
      let row =
        Int.random(in: 0..<40, using: &random) == 0
        ? UpdateKey.wholeSection : Int.random(in: -1...rows, using: &random)
      return UpdateKey(section: section, row: row)
    }
    var batch = RecordedBatch()
    for _ in 0..<Int.random(in: 0...7, using: &random) {
      let isSection = Int.random(in: 0..<4, using: &random) == 0
      switch Int.random(in: 0..<(inside ? 6 : 4), using: &random) {
      case 0: batch.deletes.append(key(before, section: isSection))
      case 1: batch.inserts.append(key(after, section: isSection))
      case 2: batch.reloads.append(key(before, section: isSection))
      default:
        var to = key(after, section: isSection)
        if isSection { to = UpdateKey(section: to.section) }
        batch.moves.append(KeyMove(from: key(before, section: isSection), to: to))
      }
    }
    return batch
  }
}
