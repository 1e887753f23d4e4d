import XCTest

@testable import StackedDataSources

/// The follows' app-wide counts, which a closing transaction reads before it looks at any follow.
///
/// An XCTest case, not a Swift Testing one: the counts are the whole process's, and Swift
/// Testing runs other suites' follows on other threads at the same time, whose models raise and
/// lower the same counts. `swift test` runs the XCTest cases on their own, before those.
final class FollowingAppWideCountTests: XCTestCase {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func testSourcesDroppedWithAChangePendingOrRaisedLeaveNothingPending() async {
    await Self.dropSourcesWithAChangePendingOrRaised()
  }

  /// Synchronous on the main actor: no follow of this process runs meanwhile.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  private static func dropSourcesWithAChangePendingOrRaised() {
    let pending = PendingFollows.pendingCount
    let raised = ChangeSignal.raisedTotal
    let model = DeviceList(["a"])
    var first: ArrayDataSource<String>? = ArrayDataSource(name: "First")
    var second: ArrayDataSource<String>? = ArrayDataSource(name: "Second")
    first?.follow(model, \.names).takeSignal()
    second?.follow(model, \.names)
    model.names.append("b")
    XCTAssertEqual(ChangeSignal.raisedTotal, raised + 2)
    (first?.core.following as? Following)?.takeSignal()
    XCTAssertEqual(PendingFollows.pendingCount, pending + 1)
    XCTAssertEqual(ChangeSignal.raisedTotal, raised + 1)
    first = nil
    second = nil
    XCTAssertEqual(PendingFollows.pendingCount, pending)
    XCTAssertEqual(ChangeSignal.raisedTotal, raised)
  }
}
