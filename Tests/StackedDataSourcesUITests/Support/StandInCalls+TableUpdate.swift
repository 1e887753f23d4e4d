#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import UIKit

  extension RowAnimation {
    /// The core animation a UIKit animation came from (`UITableView.RowAnimation.init(_:)`'s
    /// inverse).
    init(_ animation: UITableView.RowAnimation) {
      switch animation {
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .none: self = .none
      case .middle: self = .middle
      case .automatic: self = .automatic
      @unknown default: self = .automatic
      }
    }
  }

  extension TablePath {
    /// The path of a two-index `IndexPath` a view received; a test fails on any other shape.
    init(received indexPath: IndexPath) {
      self.init(section: indexPath.section, row: indexPath.row)
    }
  }

  extension StandInTableViewCall {
    /// The same call as a core value, for a `ValidatingSink` modelling the same table.
    var tableUpdate: TableUpdate? {
      switch self {
      case .beginUpdates: .beginUpdates
      case .endUpdates: .endUpdates
      case .insertSections(let s, let a): .insertSections(s, RowAnimation(a))
      case .deleteSections(let s, let a): .deleteSections(s, RowAnimation(a))
      case .reloadSections(let s, let a): .reloadSections(s, RowAnimation(a))
      case .moveSection(let from, let to): .moveSection(from, to: to)
      case .insertRows(let p, let a): .insertRows(p.map(TablePath.init(received:)), RowAnimation(a))
      case .deleteRows(let p, let a): .deleteRows(p.map(TablePath.init(received:)), RowAnimation(a))
      case .reloadRows(let p, let a): .reloadRows(p.map(TablePath.init(received:)), RowAnimation(a))
      case .moveRow(let from, let to):
        .moveRow(TablePath(received: from), to: TablePath(received: to))
      case .reconfigureRows(let p): .reconfigureRows(p.map(TablePath.init(received:)))
      case .reloadData: .reloadData
      // Not an update: the table already shows the user's drag.
      case .userMovedRow, .userChangedControl: nil
      }
    }
  }

  extension StandInCollectionViewCall {
    /// The same call as a core value (rows for items, no animation), for a `ValidatingSink` of
    /// the collection-view flavour.
    var tableUpdate: TableUpdate? {
      let a = RowAnimation.automatic
      return switch self {
      case .performBatchUpdatesBegan: .beginUpdates
      case .performBatchUpdatesEnded: .endUpdates
      case .insertSections(let s): .insertSections(s, a)
      case .deleteSections(let s): .deleteSections(s, a)
      case .reloadSections(let s): .reloadSections(s, a)
      case .moveSection(let from, let to): .moveSection(from, to: to)
      case .insertItems(let p): .insertRows(p.map(TablePath.init(received:)), a)
      case .deleteItems(let p): .deleteRows(p.map(TablePath.init(received:)), a)
      case .reloadItems(let p): .reloadRows(p.map(TablePath.init(received:)), a)
      case .moveItem(let from, let to):
        .moveRow(TablePath(received: from), to: TablePath(received: to))
      case .reconfigureItems(let p): .reconfigureRows(p.map(TablePath.init(received:)))
      case .reloadData: .reloadData
      // Not an update: the view already shows the user's drag.
      case .userMovedItem, .userChangedControl: nil
      }
    }
  }

  extension TableUpdate {
    /// The update with its animation replaced by `.automatic`: a collection view has none.
    var withoutAnimation: TableUpdate {
      let a = RowAnimation.automatic
      return switch self {
      case .insertSections(let s, _): .insertSections(s, a)
      case .deleteSections(let s, _): .deleteSections(s, a)
      case .reloadSections(let s, _): .reloadSections(s, a)
      case .insertRows(let p, _): .insertRows(p, a)
      case .deleteRows(let p, _): .deleteRows(p, a)
      case .reloadRows(let p, _): .reloadRows(p, a)
      default: self
      }
    }
  }
#endif

#if STANDIN_SDKS
  import StackedDataSources

  extension TableUpdate {
    /// Whether the update opens or closes a batch rather than changing content.
    var isBoundary: Bool { self == .beginUpdates || self == .endUpdates }
  }
#endif

#if STANDIN_SDKS
  import StackedDataSources

  /// The batches a view makes of `updates`: one per outermost batch and one per call outside any
  /// batch (the reconfigure that follows a batch is one of those).
  func flushes(_ updates: [TableUpdate]) -> [[TableUpdate]] {
    var result: [[TableUpdate]] = []
    var depth = 0
    for update in updates {
      switch update {
      case .beginUpdates:
        if depth == 0 { result.append([]) }
        depth += 1
      case .endUpdates:
        depth -= 1
      default:
        if depth > 0 { result[result.count - 1].append(update) } else { result.append([update]) }
      }
    }
    return result
  }
#endif

#if STANDIN_SDKS
  import StackedDataSources

  extension [TableUpdate] {
    /// Whether every call is a reconfigure: the follow-up of a batch.
    var allReconfigure: Bool {
      allSatisfy {
        if case .reconfigureRows = $0 { true } else { false }
      }
    }
  }
#endif
