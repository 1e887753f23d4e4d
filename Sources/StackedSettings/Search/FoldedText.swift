import Foundation

/// Text folded for matching: case, diacritics and width removed (`Écran` and `ｅｃｒａｎ` both
/// fold to `ecran`), with the starts of its words.
struct FoldedText: Hashable, Sendable {
  /// The folded text.
  let text: String
  /// The folded words, in order.
  let words: [Substring]

  /// `text` folded.
  ///
  /// - Complexity: O(*n*) for *n* characters.
  init(_ text: String) {
    let folded = text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    self.text = folded
    words = folded.split { !$0.isLetter && !$0.isNumber }
  }
}
