#if canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI)
  import StackedDataSources

  extension DataSourceError {
    /// Hands the error of a user's action to `onError`, or, without one, applies the bridges'
    /// default: a refused move is expected (the data source has already put the row back), as
    /// is a refused control value (the bridge puts the control back), an input the view sent
    /// while it applied a batch (a text field that ends its editing as its row goes) and an
    /// action on a row the app's open transaction deleted (its batch takes the row away, or
    /// reconfigures it when the transaction put it back);
    /// anything else means the view shows rows the data source does not have, a bug that stops
    /// a debug build.
    @MainActor
    func report(to onError: (@MainActor (DataSourceError) -> Void)?) {
      if let onError {
        onError(self)
      } else if ![
        .rowNotMovable, .invalidControlValue, .noSuchControl, .editDuringBatch, .shownRowDeleted,
      ].contains(code) {
        assertionFailure("the user's action was refused: \(self)")
      }
    }

    /// Runs a user's action, handing its error, if any, to `onError` as ``report(to:)`` does.
    @MainActor
    static func reporting(
      to onError: (@MainActor (DataSourceError) -> Void)?,
      _ action: () throws(DataSourceError) -> Void
    ) {
      do {
        try action()
      } catch {
        error.report(to: onError)
      }
    }
  }
#endif
