import Foundation
import Observation
import Testing

@testable import StackedDataSources

/// Row identities kept from batches (issue 20, the platform-free core): a moved row keeps its
/// identity, an inserted one gets a new one, a deleted one's goes; items with ids of their own
/// are named by source and id, so a screen built again has the same identities; every batch is
/// also checked against UIKit's replay (`checksBatches`), as the fuzz test does on every batch.
@MainActor
@Suite("Row identities follow the batches")
struct RowIdentitiesTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func wire(_ root: any DataSourceProtocol) -> (RowIdentities, ValidatingSink) {
    let validator = ValidatingSink(dataSource: root)
    let identities = RowIdentities(dataSource: root, downstream: validator)
    identities.checksBatches = true
    root.sink = identities
    return (identities, validator)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a moved row keeps its identity; an inserted one is new; a deleted one's goes")
  func movesInsertsDeletes() throws {
    let names = ArrayDataSource(["a", "b", "c"], name: "Names")
    let (identities, validator) = wire(names)
    let before = identities.sections[0].rows
    try names.move(from: 0, to: 2)
    #expect(Array(identities.sections[0].rows) == [before[1], before[2], before[0]])
    names.append("d")
    let afterAppend = identities.sections[0].rows
    #expect(Array(afterAppend.prefix(3)) == [before[1], before[2], before[0]])
    #expect(!before.contains(afterAppend[3]))
    _ = try names.remove(at: 1)
    #expect(Array(identities.sections[0].rows) == [before[1], before[0], afterAppend[3]])
    #expect(Set(identities.sections[0].rows).count == 3)
    #expect(identities.checkFailures.isEmpty && identities.checkedBatches == 3)
    #expect(validator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a user's drag moves the row's identity; a refused one is put back by the batch")
  func userDrags() throws {
    let names = ArrayDataSource(["a", "b", "c"], name: "Names")
    names.canMove = { $0 != "c" }
    let (identities, validator) = wire(names)
    let before = identities.sections[0].rows
    // The identities pass the drag on to the validator downstream, as to any sink keeping rows.
    identities.userMovedRow(from: [0, 0], to: [0, 2])
    try names.commitMove(from: [0, 0], to: [0, 2])
    #expect(names.items == ["b", "c", "a"])
    #expect(Array(identities.sections[0].rows) == [before[1], before[2], before[0]])
    // "c" may not move: the commit's batch puts it back, and its identity with it.
    identities.userMovedRow(from: [0, 1], to: [0, 0])
    #expect(throws: DataSourceError.self) { try names.commitMove(from: [0, 1], to: [0, 0]) }
    #expect(Array(identities.sections[0].rows) == [before[1], before[2], before[0]])
    #expect(identities.checkFailures.isEmpty && validator.isValid, "\(validator.violations)")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a moved section keeps its identity and rows; an inserted section is new")
  func sections() throws {
    let shelves = try SectionedDataSource<String, String>(
      name: "Shelves",
      sections: [TableSection(id: "a", items: ["1", "2"]), TableSection(id: "b", items: ["3"])])
    let (identities, validator) = wire(shelves)
    let before = identities.sections
    try shelves.moveSection(from: 0, to: 1)
    #expect(identities.sections == [before[1], before[0]])
    try shelves.insertSection(TableSection(id: "c", items: ["4"]), at: 0)
    let inserted = identities.sections[0]
    #expect(!before.map(\.id).contains(inserted.id) && inserted.rows.count == 1)
    #expect(Array(identities.sections.dropFirst()) == [before[1], before[0]])
    #expect(identities.checkFailures.isEmpty && validator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("Identifiable items are named by source and id: a screen built again has the same ones")
  func itemIDsSurviveRecreation() throws {
    func screen() throws -> (SectionGroupStack, ArrayDataSource<Device>) {
      let devices = ArrayDataSource(
        [Device(id: 1, name: "Phone"), Device(id: 2, name: "Watch")], name: "Devices")
      let notes = ArrayDataSource(["x"], name: "Notes")
      return (try SectionGroupStack(name: "Screen", groups: [notes, devices]), devices)
    }
    let (first, devices) = try screen()
    let (identities, _) = wire(first)
    let (second, _) = try screen()
    let (again, _) = wire(second)
    #expect(identities.sections[1].rows == again.sections[1].rows)
    #expect(identities.sections[1].rows.map(\.description) == ["Devices:1", "Devices:2"])
    // A changed value under the same id: the same identity, its content changed.
    try devices.replace(at: 1, with: Device(id: 2, name: "Watch Ultra"))
    #expect(identities.sections[1].rows.map(\.description) == ["Devices:1", "Devices:2"])
    #expect(identities.changedContent.map(\.description) == ["Devices:2"])
    #expect(identities.checkFailures.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("pinned rows and nested stacks: identities through a pin shown, hidden and moved")
  func pinsAndNesting() throws {
    let wifi = ArrayDataSource(["Wi-Fi"], name: "Wi-Fi")
    let networks = ArrayDataSource(["Home", "Office"], name: "Networks")
    let general = ArrayDataSource(["About"], name: "General")
    let inner = try SectionGroupStack(name: "Inner", groups: [general])
    let stack = try SectionGroupStack(name: "Screen", groups: [wifi, inner])
    try stack.pin(networks, under: [0, 0], of: wifi, isActive: false)
    let (identities, validator) = wire(stack)
    let switchRow = identities.sections[0].rows[0]
    try stack.setPinActive(true, for: networks)
    let shown = identities.sections[0].rows
    #expect(shown.count == 3 && shown[0] == switchRow)
    try networks.move(from: 0, to: 1)
    #expect(Array(identities.sections[0].rows) == [switchRow, shown[2], shown[1]])
    general.append("Reset")
    #expect(identities.sections[1].rows.count == 2)
    try stack.setPinActive(false, for: networks)
    #expect(Array(identities.sections[0].rows) == [switchRow])
    #expect(identities.checkFailures.isEmpty && validator.isValid)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("the identities are observable; reloadData numbers every row again")
  func observableAndReload() throws {
    let names = ArrayDataSource(["a"], name: "Names")
    let (identities, _) = wire(names)
    let changed = ChangeFlag()
    withObservationTracking {
      _ = identities.sections
    } onChange: {
      changed.raise()
    }
    names.append("b")
    #expect(changed.isRaised)
    let before = identities.sections[0].rows
    identities.reloadData()
    #expect(identities.sections[0].rows.count == 2)
    #expect(Set(identities.sections[0].rows).isDisjoint(with: before))
  }
}

/// A flag an observation callback raises (from whatever thread).
final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false
  var isRaised: Bool { lock.withLock { raised } }
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func raise() { lock.withLock { raised = true } }
}
