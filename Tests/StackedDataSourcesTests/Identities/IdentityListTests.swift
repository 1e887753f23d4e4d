import Testing

@testable import StackedDataSources

/// The list a section's row identities live in: random inserts and removes agree with an array,
/// across runs that split, and every snapshot taken along the way still reads as it was.
@MainActor
@Suite("Identity list: runs, positions and snapshots")
struct IdentityListTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(
    "random edits agree with an array; snapshots are untouched by later edits",
    arguments: [
      0, 1, 5, 200,
    ])
  func randomEdits(initial: Int) {
    var random = SystemRandomNumberGenerator()
    var serial: UInt64 = 0
    func fresh() -> RowIdentity {
      serial += 1
      return RowIdentity(.serial(serial))
    }
    var model = (0..<initial).map { _ in fresh() }
    let list = IdentityList(model)
    var snapshots: [(rows: RowIdentities.Rows, expected: [RowIdentity])] = []
    for step in 0..<3_000 {
      if model.isEmpty || Int.random(in: 0..<5, using: &random) < 3 {
        let index = Int.random(in: 0...model.count, using: &random)
        let identity = fresh()
        model.insert(identity, at: index)
        list.insert(identity, at: index)
      } else {
        let index = Int.random(in: 0..<model.count, using: &random)
        #expect(list.remove(at: index) == model.remove(at: index))
      }
      if step % 97 == 0 {
        snapshots.append((RowIdentities.Rows(root: list.snapshot(), count: list.count), model))
      }
    }
    #expect(list.count == model.count)
    #expect(list.elements == model)
    #expect(model.indices.allSatisfy { list[$0] == model[$0] })
    for (rows, expected) in snapshots {
      #expect(Array(rows) == expected)
      #expect(rows.indices.map { rows[$0] } == expected)
      // Backwards and by jumps, past the remembered run.
      #expect(rows.indices.reversed().map { rows[$0] } == expected.reversed())
      #expect(
        stride(from: 0, to: rows.count, by: 67).map { rows[$0] }
          == stride(from: 0, to: expected.count, by: 67).map { expected[$0] })
    }
  }
}
