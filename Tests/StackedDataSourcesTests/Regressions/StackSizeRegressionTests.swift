import Testing

@testable import StackedDataSources

/// Defect D1/D3 of the correctness issue: a stack of exactly 16, 256 … groups put a new group's
/// sections at section 0, because the block-sum tree dropped its top level's last block.
@MainActor
@Suite("Regression: groups added to a stack of 16, 256 … groups")
struct StackSizeRegressionTests {
  @Test(
    "a group appended to a stack of n groups is inserted at section n",
    arguments: [
      15, 16, 17, 255, 256, 257,
    ])
  func appendAtBlockBoundary(count: Int) throws {
    let root = try SectionGroupStack(
      name: "root", groups: (0..<count).map { ArrayDataSource(["r\($0)"], name: "g\($0)") })
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: root, downstream: recorder)
    root.sink = validator
    try root.append(ArrayDataSource(["x"], name: "new"))
    #expect(recorder.updates == [.beginUpdates, .insertSections([count], .automatic), .endUpdates])
    #expect(validator.isValid, "\(validator.violations)")
    #expect(root.sections(of: root.groups[count]) == count..<count + 1)
  }

  @Test("edits after adding the 17th group in one transaction land in the right sections")
  func editsAfterAppendInTransaction() throws {
    let groups = (0..<16).map { ArrayDataSource(["r\($0)"], name: "g\($0)") }
    let root = try SectionGroupStack(name: "root", groups: groups)
    let recorder = RecordingSink()
    let validator = ValidatingSink(dataSource: root, downstream: recorder)
    root.sink = validator
    try root.performBatchUpdates {
      try root.append(ArrayDataSource([String](), name: "new"))
      groups[0].append("x")
      try groups[1].remove(at: 0)
    }
    #expect(
      recorder.updates == [
        .beginUpdates, .insertSections([16], .automatic),
        .deleteRows([TablePath(section: 1, row: 0)], .automatic),
        .insertRows([TablePath(section: 0, row: 1)], .automatic), .endUpdates,
      ])
    #expect(validator.isValid, "\(validator.violations)")
  }
}
