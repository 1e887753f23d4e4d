import Foundation

/// The pairs of one `.strings` file (`"key" = "value";`, UTF-8 or UTF-16), as
/// `PropertyListSerialization` reads them on every platform.
struct StringsTable: Sendable {
  let strings: [String: String]

  /// The table in the file at `url`, or `nil` when there is no such file or it is not a
  /// strings table.
  init?(contentsOf url: URL) {
    guard let data = try? Data(contentsOf: url),
      let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: String]
    else { return nil }
    strings = table
  }
}
