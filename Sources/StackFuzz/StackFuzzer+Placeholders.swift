import StackedDataSources

/// Placeholder rows in the fuzz test: any array, sectioned, outline, snapshot or fetched group
/// may get a placeholder row (shown in each of its sections without items), have it replaced or
/// lose it, inside and outside transactions; the group's own edits then empty and fill sections
/// under it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// Sets, changes or clears the placeholder of `node`; `false` when its kind has none.
  func changePlaceholder(of node: FuzzNode) -> Bool {
    let content: RowContent? =
      random.chance(0.3) ? nil : RowContent("empty \(random.int(0...2))", style: .default)
    trace?("  placeholder of \(node.dataSource.name) → \(String(describing: content?.title))")
    switch node.kind {
    case .array(let source): source.placeholder = content
    case .sectioned(let source): source.placeholder = content
    case .outline(let source): source.placeholder = content
    case .snapshot(let source): source.placeholder = content
    case .fetched(let source, _): source.placeholder = content
    case .followed(let follow):
      guard case .array(let source) = follow.source else { return false }
      source.placeholder = content
    case .stack, .expanding: return false
    }
    cover { $0.placeholderChanges += 1 }
    return true
  }
}
