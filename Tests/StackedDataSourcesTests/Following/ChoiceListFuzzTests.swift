import Foundation
import Observation
import StackFuzz
import Testing

@testable import StackedDataSources

/// Choice lists driven at random against a reference model: taps (taken or refused by the
/// owner), selections from code (valid or not), model changes of the selection and of the
/// options, some inside transactions. After every step exactly the selected rows show a
/// checkmark, and every batch passed UIKit's rules and the full content check.
@MainActor
@Suite("Choice lists at random")
struct ChoiceListFuzzTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test("a followed single-selection list", arguments: [UInt64(30), 31, 32, 33])
  func followed(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let model = AutoLockSettings()
    let list = try ChoiceList<String>([], name: "Auto-Lock")
    let options = list.dataSource.follow(model, \.options)
    let selection = list.follow(model, selection: \.autoLock)
    var takes = true
    list.onChoose = { if takes { model.autoLock = $0 } }
    let table = CheckedTable(list.dataSource)
    var fresh = 0
    for step in 0..<300 {
      switch random.int(0..<6) {
      case 0, 1:
        guard !model.options.isEmpty else { continue }
        takes = random.int(0..<5) > 0
        let before = model.autoLock
        try list.dataSource.selectRow(at: [0, random.int(0..<model.options.count)])
        let batches = table.take()
        #expect(batches.count <= 1, "seed \(seed) step \(step): one batch per tap")
        for update in batches.joined() {
          guard case .reconfigureRows(let rows) = update, rows.count <= 2 else {
            Issue.record("seed \(seed) step \(step): \(update) for a tap")
            continue
          }
        }
        if !takes { #expect(model.autoLock == before && batches.isEmpty) }
      case 2:
        model.autoLock = (model.options + ["Gone"])[random.int(0..<(model.options.count + 1))]
      case 3:
        guard !model.options.isEmpty else { continue }
        model.options.remove(at: random.int(0..<model.options.count))
      case 4:
        fresh += 1
        model.options.insert("n\(fresh)", at: random.int(0...model.options.count))
      default:
        list.dataSource.performBatchUpdates {
          fresh += 1
          model.options.append("m\(fresh)")
          model.autoLock = model.options[random.int(0..<model.options.count)]
        }
      }
      options.flush()
      selection.flush()
      _ = table.take()
      let expected = model.options.indices.filter { model.options[$0] == model.autoLock }
      #expect(
        ChoiceListTests.checked(list) == expected,
        "seed \(seed) step \(step): \(model.options), selected \(model.autoLock)")
      #expect(list.dataSource.items == model.options)
    }
  }

  @Test("an unfollowed multiple-selection list", arguments: [UInt64(40), 41, 42, 43])
  func unfollowed(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let multiple = seed % 2 == 0
    let list = try ChoiceList(
      ["a", "b", "c", "d"], allowsMultipleSelection: multiple, name: "Choices")
    var reference = Set<String>()
    let table = CheckedTable(list.dataSource)
    var fresh = 0
    for step in 0..<300 {
      let items = list.dataSource.items
      switch random.int(0..<5) {
      case 0, 1:
        guard !items.isEmpty else { continue }
        let option = items[random.int(0..<items.count)]
        let before = reference
        try list.dataSource.selectRow(at: [0, items.firstIndex(of: option)!])
        reference = multiple ? reference.symmetricDifference([option]) : [option]
        let changed = before.symmetricDifference(reference)
        let rows = items.indices.filter { changed.contains(items[$0]) }.map {
          [0, $0] as TablePath
        }
        #expect(
          table.take() == (rows.isEmpty ? [] : [[.reconfigureRows(rows)]]),
          "seed \(seed) step \(step): one batch reconfiguring the rows that changed")
      case 2:
        var wanted = Set(items.filter { _ in random.int(0..<3) == 0 })
        if random.int(0..<4) == 0 { wanted.insert("zz") }
        do {
          try list.setSelection(wanted)
          reference = wanted
        } catch {
          #expect(wanted.contains("zz") || (!multiple && wanted.count > 1))
        }
      case 3:
        guard !items.isEmpty else { continue }
        let index = random.int(0..<items.count)
        reference.remove(items[index])
        try list.dataSource.remove(at: index)
      default:
        fresh += 1
        try list.dataSource.insert("n\(fresh)", at: random.int(0...items.count))
      }
      _ = table.take()
      #expect(list.selection == reference, "seed \(seed) step \(step)")
      let shown = list.dataSource.items
      #expect(
        ChoiceListTests.checked(list) == shown.indices.filter { reference.contains(shown[$0]) },
        "seed \(seed) step \(step)")
    }
  }
}
