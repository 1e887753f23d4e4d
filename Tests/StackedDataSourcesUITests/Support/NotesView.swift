#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import Foundation
  import StackedDataSources
  import Testing

  /// The four views that show ``NotesScreen``, each wired as an app wires it.
  enum NotesViewKind: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A `UITableView` with `TableViewBridge` and `TableViewSink`.
    case table
    /// A list `UICollectionView` with `CollectionViewBridge` and `CollectionViewSink`.
    case collection
    /// An `NSTableView` with `NSTableViewBridge` and `NSTableViewSink`, header rows shown.
    case nsTable
    /// A `StackedList` through its `ListModel`, rendered by the stand-in SwiftUI.
    case list

    /// The views this build has.
    static var allCases: [NotesViewKind] {
      var kinds: [NotesViewKind] = []
      #if canImport(UIKit)
        kinds += [.table, .collection]
      #endif
      #if canImport(AppKit)
        kinds.append(.nsTable)
      #endif
      #if canImport(SwiftUI)
        kinds.append(.list)
      #endif
      return kinds
    }

    var description: String { rawValue }

    /// Whether the view keeps the cells of the rows a batch keeps and moves them with their
    /// rows, as UIKit does (the stand-in `NSTableView` gives its views back at every change, and
    /// a `List`'s nodes are drawn again).
    var keepsCells: Bool { self == .table || self == .collection }

    /// A new ``NotesScreen`` in this view, with its form when `withForm` is set.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    func show(withForm: Bool = false) -> any NotesView {
      let screen = NotesScreen(withForm: withForm)
      switch self {
      case .table, .collection:
        #if canImport(UIKit)
          return NotesUIKitView(screen, inTable: self == .table)
        #else
          preconditionFailure("\(self) needs UIKit")
        #endif
      case .nsTable:
        #if canImport(AppKit)
          return NotesNSTableView(screen)
        #else
          preconditionFailure("\(self) needs AppKit")
        #endif
      case .list:
        #if canImport(SwiftUI)
          return NotesListView(screen)
        #else
          preconditionFailure("\(self) needs SwiftUI")
        #endif
      }
    }
  }

  /// A row as the user sees it: its title, and what its control shows (a field's text, a
  /// switch's "On" or "Off"; `nil` for none).
  struct ShownRow: Hashable, Sendable, CustomStringConvertible {
    var title: String
    var value: String?

    /// The row showing `content`.
    init(_ content: RowContent?) {
      title = content?.title ?? ""
      value =
        switch content?.accessory {
        case .textField(let field)?: field.text
        case .toggle(let isOn)?: isOn ? "On" : "Off"
        default: nil
        }
    }

    init(title: String, value: String?) {
      self.title = title
      self.value = value
    }

    var description: String { value.map { "\(title)=\($0)" } ?? title }
  }

  /// ``NotesScreen`` in one of the views, and the user's hands on it: every path is a row **as
  /// the view shows it** (the layout of the last batch it received), which is what the user
  /// touches, whatever the model holds by then.
  ///
  /// The stack's sink is a `ValidatingSink` (full content check) in front of a
  /// `RecordingSink` in front of the view's sink (for the list, behind its `ListModel`), so
  /// ``expectConsistent(_:sourceLocation:)`` checks the batch rules, the content, and that
  /// the view itself shows every row's content.
  @MainActor
  protocol NotesView: AnyObject {
    var kind: NotesViewKind { get }
    var screen: NotesScreen { get }
    var validator: ValidatingSink { get }
    /// What the stack sent the view.
    var recorder: RecordingSink { get }
    /// The errors the view's edge reported (its `onError`).
    var errors: [DataSourceError] { get }
    /// What the stand-in view would have refused or raised.
    var failures: [String] { get }
    /// What the view received, for a failure's message.
    var received: String { get }
    /// Whether the user can delete a folder in this view (an `NSTableView` has no delete).
    var deletesRows: Bool { get }

    /// The user types `typed` at the end of the text field of the row at `path`; `false` when
    /// the view shows no field there.
    func userType(_ typed: String, at path: TablePath) async -> Bool
    /// The text the field of the row at `path` shows.
    func fieldText(at path: TablePath) async -> String?
    /// The field itself (a control, or a `List`'s node).
    func field(at path: TablePath) -> AnyObject?
    /// The user flips the switch of the row at `path`; `false` when it shows none.
    func userFlipSwitch(at path: TablePath) async -> Bool
    /// Whether the switch of the row at `path` is on.
    func switchIsOn(at path: TablePath) async -> Bool?
    /// What VoiceOver reads as the value of the row at `path`: the row's (a cell's, a view's),
    /// or, in a `List`, which leaves it to the row's control, the control's own value.
    func accessibilityValue(at path: TablePath) async -> String?
    /// The user taps the row at `path`; `false` when it is not selected.
    func userTap(at path: TablePath) -> Bool
    /// The user swipes the row at `path` and taps its action titled `title`.
    func userSwipeAction(_ title: String, at path: TablePath) -> Bool
    /// The user deletes the row at `path` (a swipe's Delete, a `List`'s `onDelete`).
    func userDelete(at path: TablePath) -> Bool
    /// Shows what the last batches changed, as the system does before the user looks again (a
    /// `List` renders again when what it read changed).
    func update()
    /// Every row the view shows, by section, read from its cells, views or nodes.
    func shownRows() async -> [[ShownRow]]
    /// How the row at `path` is drawn, read from its cell, view or node.
    func look(at path: TablePath) -> RowLook
    /// The style of the date picker the row at `path` shows, in the platform's own words
    /// (`"inline"`, `"wheels"`, `"graphical"`, `"clockAndCalendar"`); `nil` when it shows none.
    func datePickerStyle(at path: TablePath) -> String?
    /// The user picks `date` in the date picker of the row at `path`; `false` when it shows none.
    func userPickDate(_ date: Date, at path: TablePath) async -> Bool
    /// The kind of option picker the row at `path` shows (`"wheel"`, `"popUp"`, a `List`
    /// picker's style); `nil` when it shows none.
    func optionPickerStyle(at path: TablePath) -> String?
    /// The user picks option `index` in the option picker of the row at `path`; `false` when it
    /// shows none, or refuses it.
    func userPickOption(_ index: Int, at path: TablePath) async -> Bool
  }

  /// How a row is drawn (issue 38): dimmed, its control enabled, a validation message.
  struct RowLook: Hashable, Sendable, CustomStringConvertible {
    /// The title is drawn dimmed, as the platform dims a disabled row (a `List` disables the
    /// row, which SwiftUI dims).
    var isDimmed = false
    /// Whether the row's control (a field, a switch, a date picker) takes input; `nil` for none.
    var controlIsEnabled: Bool?
    /// The title is drawn in red, as a validation message.
    var isRed = false
    /// VoiceOver reads the row as static text.
    var isStaticText = false

    var description: String {
      "dimmed \(isDimmed), control \(controlIsEnabled.map(String.init) ?? "none"), red \(isRed), "
        + "static text \(isStaticText)"
    }
  }

  extension NotesView {
    /// Forgets what the stack sent.
    func clear() { recorder.removeAll() }

    /// The rows the stack reconfigured or reloaded since ``clear()``.
    var refreshedRows: [TablePath] {
      recorder.updates.flatMap { update -> [TablePath] in
        switch update {
        case .reconfigureRows(let paths), .reloadRows(let paths, _): paths
        default: []
        }
      }
    }

    /// The view accepted every batch, the validator's rules and content check hold, and the
    /// view shows every row of the stack with its content (after ``update()``); a row in
    /// `held` shows the value the user entered instead, which a paused source holds.
    func expectConsistent(
      _ step: String, held: [TablePath: String] = [:],
      sourceLocation: SourceLocation = #_sourceLocation
    ) async {
      update()
      #expect(
        validator.violations.isEmpty, "\(kind) \(step): \(validator.violations)",
        sourceLocation: sourceLocation)
      #expect(failures.isEmpty, "\(kind) \(step): \(failures)", sourceLocation: sourceLocation)
      let stack = screen.stack
      let expected = stack.rowCounts.enumerated().map { section, rows in
        (0..<rows).map { row in
          let path = TablePath(section: section, row: row)
          var shown = ShownRow(stack.rowContent(at: path))
          if let value = held[path] { shown.value = value }
          return shown
        }
      }
      let shown = await shownRows()
      #expect(shown == expected, "\(kind) \(step): \(received)", sourceLocation: sourceLocation)
    }
  }
#endif
