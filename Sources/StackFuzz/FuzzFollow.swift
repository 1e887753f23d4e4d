import Observation
import StackedDataSources

/// The app state the fuzz test's followed sources follow: a plain array (diffed whole), a
/// ``TrackedArray`` (its edits applied), sections (an expanding or a sectioned source's) and a
/// tree (an outline's).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class FuzzFollowModel {
  var items: [String] = []
  var tracked: TrackedArray<String> = []
  var sections: [TableSection<Int, String>] = []
  var tree: [OutlineNode<String, String>] = []

  /// Moves the item at `source` so that it ends up at `destination` (a user's drag).
  func moveItem(from source: TablePath, to destination: TablePath) {
    let moved = sections[source.section].items.remove(at: source.row)
    sections[destination.section].items.insert(moved, at: destination.row)
  }
}

/// A source of the fuzz test that follows a ``FuzzFollowModel``: the fuzzer edits the model,
/// never the source (but for deliberate direct edits, which must be reported), and checks
/// after each flush that the source shows the model's value.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class FuzzFollow {
  enum Source {
    /// Follows `model.items`.
    case array(ArrayDataSource<String>)
    /// Follows `model.tracked`.
    case tracked(ArrayDataSource<String>)
    /// Follows `model.sections`.
    case expanding(ExpandingDataSource<Int, String>)
    /// Follows `model.sections`.
    case sectioned(SectionedDataSource<Int, String>)
    /// Follows `model.tree`.
    case outline(OutlineDataSource<String, String>)
  }

  let model: FuzzFollowModel
  let source: Source
  let following: Following
  /// Errors the follow reported; each must have been provoked on purpose.
  var errors: [DataSourceError] = []
  /// How many direct edits of the source the fuzzer made: each starts a divergence, reported
  /// once until the follow's next apply undoes it (which may happen unseen, in a transaction
  /// closing), so there are between one and this many reports.
  var provoked = 0

  /// Follows `model` with `source`; sections' items matched by their identity
  /// (``Swift/String/fuzzKey``, `follow(_:_:id:)`) when `identified`, else by value. (An
  /// outline's rows are always matched by their node's id.)
  init(model: FuzzFollowModel, source: Source, identified: Bool = false) {
    self.model = model
    self.source = source
    following =
      switch source {
      case .array(let source): source.follow(model, \.items)
      case .tracked(let source): source.follow(model, \.tracked)
      case .expanding(let source) where identified:
        source.follow(model, \.sections, id: \.fuzzKey)
      case .expanding(let source): source.follow(model, \.sections)
      case .sectioned(let source) where identified:
        source.follow(model, \.sections, id: \.fuzzKey)
      case .sectioned(let source): source.follow(model, \.sections)
      case .outline(let source): source.follow(model, \.tree)
      }
    following.onError = { [unowned self] in errors.append($0) }
  }

  var dataSource: any DataSourceProtocol {
    switch source {
    case .array(let source), .tracked(let source): source
    case .expanding(let source): source
    case .sectioned(let source): source
    case .outline(let source): source
    }
  }

  var isPaused: Bool {
    switch source {
    case .array(let source), .tracked(let source): source.isPaused
    case .expanding(let source): source.isPaused
    case .sectioned(let source): source.isPaused
    case .outline(let source): source.isPaused
    }
  }

  /// Sets (or clears) the source's `didChange` hook.
  func setDidChange(_ hook: (() -> Void)?) {
    switch source {
    case .array(let source), .tracked(let source): source.didChange = hook
    case .expanding(let source): source.didChange = hook
    case .sectioned(let source): source.didChange = hook
    case .outline(let source): source.didChange = hook
    }
  }

  /// The source's value (what it shows once it applied everything), printed.
  var shownValue: String {
    switch source {
    case .array(let source), .tracked(let source): "\(source.items)"
    case .expanding(let source): "\(source.sections)"
    case .sectioned(let source): "\(source.sections)"
    case .outline(let source): "\(source.roots)"
    }
  }

  /// The model's value, printed as ``shownValue`` is.
  var modelValue: String {
    switch source {
    case .array: "\(model.items)"
    case .tracked: "\(Array(model.tracked))"
    case .expanding, .sectioned: "\(model.sections)"
    case .outline: "\(model.tree)"
    }
  }

  /// What is wrong with the source after a flush: a value other than the model's, or an error
  /// nobody provoked; `nil` when nothing is.
  func mismatch() -> String? {
    let unprovoked = errors.contains { $0.code != .followedSourceEdited }
    if unprovoked || errors.count > provoked || (provoked > 0 && errors.isEmpty) {
      return "\(dataSource.name) made \(provoked) direct edits and reported \(errors)"
    }
    let (shown, value) = (shownValue, modelValue)
    return shown == value
      ? nil : "\(dataSource.name) shows \(shown) after a flush; its model holds \(value)"
  }
}
