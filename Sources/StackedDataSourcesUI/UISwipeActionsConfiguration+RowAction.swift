#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  extension UISwipeActionsConfiguration {
    /// The swipe actions of a row, one `UIContextualAction` per ``RowAction`` (its title, style
    /// and image), whose handler performs the row action and reports it done; `nil` for none, so
    /// that the view applies its own behaviour (a table's Delete for an editable row).
    @MainActor
    static func rowActions(_ actions: [RowAction]) -> UISwipeActionsConfiguration? {
      guard !actions.isEmpty else { return nil }
      return UISwipeActionsConfiguration(
        actions: actions.map { action in
          let contextual = UIContextualAction(
            style: action.style == .destructive ? .destructive : .normal, title: action.title
          ) { _, _, completion in
            action.perform()
            completion(true)
          }
          contextual.image = action.imageName.flatMap { UIImage(systemName: $0) }
          return contextual
        })
    }
  }
#endif
