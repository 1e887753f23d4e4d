#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import Testing
  import UIKit

  @testable import StackedDataSourcesUI

  /// A `UIStepper` never gets a range UIKit refuses (issue 35, defect 4): UIKit raises
  /// `NSInvalidArgumentException` for a minimum at or above the maximum, and a new stepper is
  /// 0...100, so the order its bounds are set in matters, for a new stepper and a reused one.
  @MainActor
  @Suite("UIKit steppers: every range shown without a refused bound")
  struct UIKitStepperRangeTests {
    /// A stepper row over `range`.
    private static func row(_ range: ClosedRange<Double>, step: Double = 1) -> RowContent {
      RowContent(
        "Copies",
        accessory: .stepper(.init(value: range.lowerBound, in: range, step: step)))
    }

    @Test(
      "a new stepper shows 100...900 (its default maximum is 100)", arguments: UIKitView.allCases)
    func newStepperAboveItsDefaultRange(_ view: UIKitView) throws {
      let copies = ArrayDataSource([100.0], name: "Copies")
      copies.content = { _ in Self.row(100...900) }
      let path = IndexPath(row: 0, section: 0)
      let stepper: UIStepper?
      let failures: [String]
      switch view {
      case .table:
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let bridge = TableViewBridge(dataSource: copies)
        table.dataSource = bridge
        stepper = table.standInCell(at: path)?.accessoryView as? UIStepper
        failures = table.standInFailures
      case .collection:
        let collection = UICollectionView(
          frame: .zero,
          collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let bridge = CollectionViewBridge(dataSource: copies)
        collection.dataSource = bridge
        stepper = collection.standInControl(UIStepper.self, at: path)
        failures = collection.standInFailures
      }
      #expect(failures.isEmpty, "\(failures)")
      #expect(stepper?.minimumValue == 100 && stepper?.maximumValue == 900)
      #expect(stepper?.value == 100 && stepper?.isEnabled == true)
    }

    @Test("a reused stepper takes each next row's range, above, below or inside its own")
    func reusedStepperTakesEveryRange() throws {
      let ranges: [ClosedRange<Double>] = [
        0...100, 100...900, -50...(-10), 200...300, 250...260, 0...1, 1_000...2_000, 0...100,
      ]
      var stepper: UIStepper?
      for range in ranges {
        let control = RowControl.control(showing: Self.row(range), reusing: stepper) { _, _ in }
        let shown = try #require(control as? UIStepper)
        #expect(stepper == nil || shown === stepper, "the stepper is reused")
        stepper = shown
        #expect(shown.standInExceptions.isEmpty, "\(range): \(shown.standInExceptions)")
        #expect(shown.minimumValue == range.lowerBound && shown.maximumValue == range.upperBound)
        #expect(shown.value == range.lowerBound && shown.isEnabled)
      }
    }

    @Test("a stepper of one value, or with no step, is shown disabled, not refused")
    func stepperUIKitCannotTake() throws {
      let stepper = UIStepper(frame: .zero)
      RowControl.show(Self.row(5...5), in: stepper) { _, _ in }
      #expect(stepper.standInExceptions.isEmpty, "\(stepper.standInExceptions)")
      #expect(stepper.minimumValue == 5 && stepper.value == 5 && !stepper.isEnabled)
      RowControl.show(Self.row(0...10, step: 0), in: stepper) { _, _ in }
      #expect(stepper.standInExceptions.isEmpty, "\(stepper.standInExceptions)")
      #expect(stepper.minimumValue == 0 && stepper.maximumValue == 10 && !stepper.isEnabled)
      RowControl.show(Self.row(0...10, step: 2), in: stepper) { _, _ in }
      #expect(stepper.stepValue == 2 && stepper.isEnabled)
    }
  }
#endif
