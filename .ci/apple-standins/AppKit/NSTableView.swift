// Stand-in for AppKit (not Apple's code): a table view that applies row calls one at a time to
// its own list of rows, as NSTableView does. Test-only API in StandInHooks.swift. See README.md.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor
open class NSResponder: NSObject {}

/// https://developer.apple.com/documentation/appkit/nswindow
@MainActor
open class NSWindow: NSResponder {}

/// https://developer.apple.com/documentation/appkit/nsview
@MainActor
open class NSView: NSResponder {
  var standInWindow: NSWindow?

  /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
  public init(frame frameRect: NSRect) {
    super.init()
  }

  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// https://developer.apple.com/documentation/appkit/nsview/window
  open var window: NSWindow? { standInWindow }
}

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor
open class NSControl: NSView {}

/// https://developer.apple.com/documentation/appkit/nstableviewdatasource
///
/// `numberOfRows(in:)` is optional in AppKit; it is required here (see the UIKit stand-in's
/// UITableViewDataSource.swift for why).
@MainActor
public protocol NSTableViewDataSource: NSObjectProtocol {
  /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/numberofrows(in:)
  func numberOfRows(in tableView: NSTableView) -> Int
}

/// https://developer.apple.com/documentation/appkit/nstableviewdelegate (every requirement is
/// optional and no adapter implements one).
@MainActor
public protocol NSTableViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/appkit/nstableview
@MainActor
open class NSTableView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectfade
    public static let effectFade = AnimationOptions(rawValue: 0x1)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/effectgap
    public static let effectGap = AnimationOptions(rawValue: 0x2)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideup
    public static let slideUp = AnimationOptions(rawValue: 0x10)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slidedown
    public static let slideDown = AnimationOptions(rawValue: 0x20)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideleft
    public static let slideLeft = AnimationOptions(rawValue: 0x30)
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions/slideright
    public static let slideRight = AnimationOptions(rawValue: 0x40)
  }

  /// A row the table shows: its value as the test's provider gave it, or waiting for one.
  enum StandInRow: Equatable {
    case value(AnyHashable?)
    case inserted
  }

  /// The rows the table shows; `nil` until it reads its data source (after `reloadData()`).
  var standInRows: [StandInRow]?
  var standInDepth = 0
  var standInRecordedFailures: [String] = []
  var standInFinishedBatches = 0
  /// Every call the table received (as `"insertRows([2, 3])"` and the like).
  var standInCalls: [String] = []
  /// Gives the value of a row of the data source, for the table to remember.
  var standInRowValue: ((Int) -> AnyHashable?)?

  /// https://developer.apple.com/documentation/appkit/nstableview/init(frame:)
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/datasource
  weak open var dataSource: (any NSTableViewDataSource)? {
    didSet { standInRows = nil }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/delegate
  weak open var delegate: (any NSTableViewDelegate)?

  /// https://developer.apple.com/documentation/appkit/nstableview/numberofrows
  open var numberOfRows: Int { standInLoadedRows().count }

  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
  open func reloadData() {
    standInCalls.append("reloadData()")
    standInRows = nil
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/beginupdates()
  open func beginUpdates() {
    standInCalls.append("beginUpdates()")
    if standInDepth == 0 { _ = standInLoadedRows() }
    standInDepth += 1
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/endupdates()
  open func endUpdates() {
    standInCalls.append("endUpdates()")
    guard standInDepth > 0 else {
      standInRecordedFailures.append("endUpdates() without a matching beginUpdates()")
      return
    }
    standInDepth -= 1
    if standInDepth == 0 { standInFinishBatch() }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:)
  ///
  /// The indexes are positions after the insertion, applied in ascending order.
  open func insertRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = [])
  {
    standInCalls.append("insertRows(\(Array(indexes)), \(animationOptions.standInName))")
    standInApply {
      for row in indexes {
        guard row <= $0.count else {
          standInRecordedFailures.append(
            "insertRows: row \(row) is past the end (\($0.count) rows)")
          return
        }
        $0.insert(.inserted, at: row)
      }
    }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
  ///
  /// The indexes are positions in the table as it is when called.
  open func removeRows(at indexes: IndexSet, withAnimation animationOptions: AnimationOptions = [])
  {
    standInCalls.append("removeRows(\(Array(indexes)), \(animationOptions.standInName))")
    standInApply {
      if let last = indexes.last, last >= $0.count {
        standInRecordedFailures.append("removeRows: row \(last) does not exist (\($0.count) rows)")
        return
      }
      for row in indexes.reversed() { $0.remove(at: row) }
    }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
  open func moveRow(at oldIndex: Int, to newIndex: Int) {
    standInCalls.append("moveRow(\(oldIndex), \(newIndex))")
    standInApply {
      guard oldIndex < $0.count, newIndex < $0.count else {
        standInRecordedFailures.append("moveRow: \(oldIndex) -> \(newIndex) with \($0.count) rows")
        return
      }
      $0.insert($0.remove(at: oldIndex), at: newIndex)
    }
  }

  /// https://developer.apple.com/documentation/appkit/nstableview/numberofcolumns
  open var numberOfColumns: Int { 1 }

  /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)
  ///
  /// The rows are asked for their values again; their number does not change.
  open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {
    standInCalls.append("reloadData(forRowIndexes: \(Array(rowIndexes)))")
    guard var rows = standInRows else { return }
    for row in rowIndexes {
      guard rows.indices.contains(row) else {
        standInRecordedFailures.append("reloadData(forRowIndexes:): row \(row) does not exist")
        return
      }
      rows[row] = .value(standInRowValue?(row))
    }
    standInRows = rows
  }

  /// Applies a row change now; outside `beginUpdates()` it ends a batch of its own.
  private func standInApply(_ change: (inout [StandInRow]) -> Void) {
    var rows = standInLoadedRows()
    change(&rows)
    standInRows = rows
    if standInDepth == 0 { standInFinishBatch() }
  }

  /// The rows the table shows, reading the data source if it has not yet.
  func standInLoadedRows() -> [StandInRow] {
    if let standInRows { return standInRows }
    let count = dataSource?.numberOfRows(in: self) ?? 0
    let rows = (0..<count).map { StandInRow.value(standInRowValue?($0)) }
    standInRows = rows
    return rows
  }

  /// At the end of a batch the table asks for the rows it inserted and checks its row count.
  private func standInFinishBatch() {
    standInFinishedBatches += 1
    guard var rows = standInRows else { return }
    for row in rows.indices where rows[row] == .inserted {
      rows[row] = .value(standInRowValue?(row))
    }
    standInRows = rows
    let expected = dataSource?.numberOfRows(in: self) ?? 0
    if rows.count != expected {
      standInRecordedFailures.append(
        "the table shows \(rows.count) rows after the update; its data source has \(expected)")
    }
  }
}
