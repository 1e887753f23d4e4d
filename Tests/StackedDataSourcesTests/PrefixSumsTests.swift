import Testing

@testable import StackedDataSources

@Suite("PrefixSums against a plain array")
struct PrefixSumsTests {
  /// Sizes around every block boundary of the 16-way tree, where a level is added.
  static let sizes = Array(0...40) + [255, 256, 257, 4095, 4096, 4097]

  @Test("prefix, locate and add agree with a plain array at every size", arguments: sizes)
  func agreesWithArray(size: Int) {
    var random = SystemRandomNumberGenerator()
    var values = (0..<size).map { _ in Int.random(in: 0...3, using: &random) }
    var sums = PrefixSums(values)
    for _ in 0..<3 {
      for count in Set([0, min(1, size), size / 2, max(size - 1, 0), size]) {
        #expect(
          sums.prefix(count) == values[..<count].reduce(0, +), "size \(size), prefix \(count)")
      }
      #expect(sums.total == values.reduce(0, +))
      var position = 0
      for (index, value) in values.enumerated() {
        for offset in 0..<value {
          #expect(sums.locate(position + offset)! == (index, offset))
        }
        position += value
      }
      #expect(sums.locate(position) == nil)
      if size > 0 {
        let index = Int.random(in: 0..<size, using: &random)
        values[index] += 2
        sums.add(2, at: index)
      }
    }
  }
}
