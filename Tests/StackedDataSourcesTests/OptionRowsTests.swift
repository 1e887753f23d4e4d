import Testing

@testable import StackedDataSources

/// The index a choice list keeps of its options' rows (issue 35: a tap finds the rows it changes
/// without reading the others), checked against a scan of the options over every small list,
/// repeated options included; and a choice list whose options repeat, before and after they
/// change.
@MainActor
@Suite("A choice list's index of its options' rows")
struct OptionRowsTests {
  /// Every list of up to five options drawn from three, in every order.
  static let lists: [[String]] = (0...5).flatMap { length in
    (0..<(0..<length).reduce(1) { count, _ in count * 3 }).map { number in
      var rest = number
      return (0..<length).map { _ in
        defer { rest /= 3 }
        return ["a", "b", "c"][rest % 3]
      }
    }
  }

  /// The rows of `option` in `options`, by a scan.
  static func rows(of option: String, in options: [String]) -> [Int] {
    options.indices.filter { options[$0] == option }
  }

  /// What the index answers for each of the options and one that is not among them, and the
  /// answers a scan gives.
  static func answers(_ index: OptionRows<String>, _ options: [String]) -> (
    indexed: [String], scanned: [String]
  ) {
    let asked = ["a", "b", "c", "z"]
    let indexed = asked.map { option in
      var rows: [Int] = []
      index.appendRows(of: option, to: &rows)
      let first = index.firstRow(of: option).map(String.init) ?? "none"
      return "\(option) \(index.contains(option)) \(first) \(rows)"
    }
    let scanned = asked.map { option in
      let rows = Self.rows(of: option, in: options)
      let first = rows.first.map(String.init) ?? "none"
      return "\(option) \(!rows.isEmpty) \(first) \(rows)"
    }
    return (indexed, scanned)
  }

  @Test("every small list, repeated options included, answers as a scan does")
  func everySmallList() {
    for options in Self.lists {
      var index = OptionRows<String>()
      index.update(options)
      let (indexed, scanned) = Self.answers(index, options)
      #expect(indexed == scanned, "\(options)")
    }
  }

  @Test("updated from each list to the next, or to an equal copy, it answers for the new one")
  func updated() {
    var index = OptionRows<String>()
    var previous: [String] = []
    for options in Self.lists.reversed() {
      // The list, then an equal one in storage of its own.
      for list in [options, options.map { $0 }] {
        index.update(list)
        let (indexed, scanned) = Self.answers(index, list)
        #expect(indexed == scanned, "\(previous) → \(list)")
      }
      previous = options
    }
  }

  @Test("a repeated option's rows carry the checkmark together, before and after an edit")
  func repeatedOption() throws {
    let list = try ChoiceList(["a", "b", "a"], selection: ["a"], name: "Choices")
    let table = CheckedTable(list.dataSource)
    #expect(ChoiceListTests.checked(list) == [0, 2])
    try list.dataSource.selectRow(at: [0, 1])
    #expect(table.take() == [[.reconfigureRows([[0, 0], [0, 1], [0, 2]])]])
    #expect(ChoiceListTests.checked(list) == [1])
    // The options change: the next tap reads the rows they have now.
    try list.dataSource.insert("b", at: 0)
    _ = table.take()
    try list.dataSource.selectRow(at: [0, 1])
    #expect(table.take() == [[.reconfigureRows([[0, 0], [0, 1], [0, 2], [0, 3]])]])
    #expect(ChoiceListTests.checked(list) == [1, 3])
    #expect(list.selected == "a")
  }

  @Test("with multiple selection, the selected option is the first selected in the list")
  func firstSelected() throws {
    let list = try ChoiceList(
      ["a", "b", "c", "d"], selection: ["d", "b"], allowsMultipleSelection: true,
      name: "Choices")
    #expect(list.selected == "b")
    try list.dataSource.move(from: 3, to: 0)
    #expect(list.selected == "d")
    try list.setSelection(["c", "a"])
    #expect(list.selected == "a")
  }
}
