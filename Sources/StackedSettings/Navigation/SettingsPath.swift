/// How rows and pages are addressed in a tree: the ids of the pages after the root, then the
/// row's, joined by `/` ("general/about/name").
enum SettingsPath {
  /// The separator of a key's ids.
  static let separator = "/"

  /// The key of `row` on the page reached through `pages` (the ids after the root).
  static func key(pages: some Sequence<String>, row: String) -> String {
    (Array(pages) + [row]).joined(separator: separator)
  }

  /// The key of the page reached through `pages`: empty for the root.
  static func key(pages: some Sequence<String>) -> String {
    pages.joined(separator: separator)
  }

  /// `child`'s key under the page keyed `parent`.
  static func key(_ parent: String, _ child: String) -> String {
    parent.isEmpty ? child : parent + separator + child
  }
}
