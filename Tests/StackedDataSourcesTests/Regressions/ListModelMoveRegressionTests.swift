import Foundation
import Testing

@testable import StackedDataSources

/// Issue 28, defect 3: `ListModel.move(from:to:inSection:)` told the identities (and through
/// them the sinks of a drag) of a move it then refused, and named the clamped destination in
/// its error. Both tests failed before the offsets were checked first.
@MainActor
@Suite("Regression: a List's move checks its offsets before it tells anyone")
struct ListModelMoveRegressionTests {
  /// Three movable rows behind a model whose identities pass drags to a validating sink.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func scenario() -> (ArrayDataSource<String>, ListModel, ValidatingSink) {
    let names = ArrayDataSource(["a", "b", "c"], name: "Names")
    names.canMove = { _ in true }
    let validator = ValidatingSink(dataSource: names)
    let model = ListModel(dataSource: names, downstream: validator)
    model.identities.checksBatches = true
    return (names, model, validator)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a source offset past the end throws, naming it, and no sink hears of the drag")
  func sourcePastTheEnd() throws {
    let (names, model, validator) = scenario()
    let before = model.identities.sections
    let error = #expect(throws: DataSourceError.self) {
      try model.move(from: IndexSet(integer: 5), to: 0, inSection: 0)
    }
    #expect(error?.code == .rowOutOfRange && error?.row == 5 && error?.count == 3)
    #expect(names.items == ["a", "b", "c"])
    #expect(model.identities.sections == before)
    #expect(validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a destination past the end throws, naming the destination passed, and changes nothing")
  func destinationPastTheEnd() throws {
    let (names, model, validator) = scenario()
    let before = model.identities.sections
    let error = #expect(throws: DataSourceError.self) {
      try model.move(from: IndexSet(integer: 0), to: 10, inSection: 0)
    }
    #expect(error?.code == .rowOutOfRange && error?.row == 10 && error?.section == 0)
    let section = #expect(throws: DataSourceError.self) {
      try model.move(from: IndexSet(integer: 0), to: 1, inSection: 4)
    }
    #expect(section?.code == .sectionOutOfRange && section?.section == 4)
    #expect(names.items == ["a", "b", "c"])
    #expect(model.identities.sections == before)
    #expect(validator.isValid, "\(validator.violations)")
    // The last place is a place: a drop after the last row moves it there.
    try model.move(from: IndexSet(integer: 0), to: 3, inSection: 0)
    #expect(names.items == ["b", "c", "a"])
    #expect(validator.isValid, "\(validator.violations)")
  }
}
