#if STANDIN_SDKS && canImport(SwiftUI)
  import StackedDataSources
  import StackedDataSourcesUI
  import SwiftUI
  import Testing

  /// A screen in a `StackedList`, hosted as SwiftUI hosts a view: rendered, and rendered again
  /// when something the render read through `Observation` changes.
  ///
  /// The list's model checks every batch against the identities property (the row identities
  /// before and after a batch differ by exactly its changes), and a `ValidatingSink` behind it
  /// checks UIKit's rules and the content; ``expectUpdated(_:sourceLocation:)`` checks that a
  /// change invalidated the render and that the new render shows what the data source says.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class ListHarness {
    let dataSource: any DataSourceProtocol
    let model: ListModel
    let validator: ValidatingSink
    /// What reached the list's sinks, behind the validator: every batch.
    let recorder = RecordingSink()
    let host: StandInHost<StackedList>
    /// The refusals the list reported.
    var errors: [DataSourceError] { errorLog.errors }
    private let errorLog = ErrorLog()

    /// Shows `dataSource`; the validator's content check is `contentCheck`.
    init(
      _ dataSource: any DataSourceProtocol,
      contentCheck: ValidatingSink.ContentCheck = .incremental
    ) {
      self.dataSource = dataSource
      validator = ValidatingSink(
        dataSource: dataSource, downstream: recorder, contentCheck: contentCheck)
      model = ListModel(dataSource: dataSource, downstream: validator)
      model.identities.checksBatches = true
      let errorLog = errorLog
      host = StandInHost(rootView: StackedList(model: model) { errorLog.errors.append($0) })
    }

    /// The list's sections, as rendered last.
    var sections: [StandInNode] { host.nodes.flatMap { $0.all("Section") } }

    /// The `ForEach` of the rows of section `section`.
    func rows(inSection section: Int) -> StandInNode {
      sections[section].children[0]
    }

    /// The row at (`section`, `row`), as rendered last.
    func row(_ section: Int, _ row: Int) -> StandInNode {
      rows(inSection: section).children[row]
    }

    /// The first text of every row, by section: what the user reads.
    var shownTitles: [[String]] {
      sections.indices.map { rows(inSection: $0).children.map { $0.texts.first ?? "" } }
    }

    /// Checks that the last change made the list render again, renders it, and checks it.
    func expectUpdated(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        host.needsRender, "\(step): the change did not invalidate the list",
        sourceLocation: sourceLocation)
      host.renderIfNeeded()
      expectConsistent(step, sourceLocation: sourceLocation)
    }

    /// Checks that the list shows the data source's rows (titles and identities), that every
    /// batch was legal, and that the identities property held.
    func expectConsistent(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let expected = (0..<dataSource.numberOfSections).map { section in
        (0..<dataSource.numberOfRows(inSection: section)).map { row in
          let path = TablePath(section: section, row: row)
          return dataSource.rowContent(at: path)?.title
            ?? dataSource.item(at: path).map { String(describing: $0.base) } ?? ""
        }
      }
      #expect(shownTitles == expected, "\(step)", sourceLocation: sourceLocation)
      let shownIDs = sections.indices.map { rows(inSection: $0).children.map(\.id) }
      let identities = model.identities.sections.map { $0.rows.map { AnyHashable($0) } }
      #expect(shownIDs == identities, "\(step): row identities", sourceLocation: sourceLocation)
      #expect(
        validator.violations.isEmpty, "\(step): \(validator.violations)",
        sourceLocation: sourceLocation)
      #expect(
        model.identities.checkFailures.isEmpty, "\(step): \(model.identities.checkFailures)",
        sourceLocation: sourceLocation)
    }
  }

  extension StandInNode {
    /// The buttons of this row's swipe actions on `edge`.
    func swipeButtons(_ edge: HorizontalEdge) -> [StandInNode] {
      swipeActions[edge, default: []].flatMap { $0.all("Button") }
    }
  }

  /// Where the list's `onError` puts what it receives.
  @MainActor
  final class ErrorLog {
    var errors: [DataSourceError] = []
  }
#endif
