#if canImport(UIKit) || canImport(AppKit)
  import StackedDataSources

  extension DataSourceProtocol {
    /// Hands on the user's input into the control of the row the view shows at `path`, which
    /// shows it already: `commit` calls the data source's entry point
    /// (``DataSourceProtocol/setControlValue(_:at:)``, ``DataSourceProtocol/setToggle(_:at:)``),
    /// which tells the sinks and settles the row without echo.
    ///
    /// The row reads the same before the batch: `show` gets what it shows now — its content
    /// (through the open transaction: ``DataSourceProtocol/currentPath(ofShownRow:)``) with the
    /// user's value, `shows` — for its accessibility value, as no reconfigure comes when the
    /// owner takes the value. A reconfigure the input's batch sends (the owner kept another
    /// value, or none) shows the row's new content as any does. A value refused with an error
    /// changed nothing: `show` gets the row's content, with `isPutBack` set, and puts the
    /// control back.
    ///
    /// - Throws: What `commit` throws, after the put-back.
    /// - Complexity: That of the owner's handler and its batch.
    @MainActor
    func handOnUserInput(
      at path: TablePath, shows: (RowContent) -> RowContent?,
      commit: () throws(DataSourceError) -> Void,
      show: (_ content: RowContent, _ isPutBack: Bool) -> Void
    ) throws(DataSourceError) {
      let content = { self.contentOfShownRow(at: path) }
      if let shown = content().flatMap(shows) { show(shown, false) }
      do {
        try commit()
      } catch {
        if let content = content() { show(content, true) }
        throw error
      }
    }
  }

  extension DataSourceProtocol {
    /// What the row the view shows at `path` has now: its content in the data source's layout,
    /// through the open transaction (``DataSourceProtocol/currentPath(ofShownRow:)``); `nil`
    /// when the transaction deleted the row, or it has no content.
    ///
    /// - Complexity: That of ``DataSourceProtocol/currentPath(ofShownRow:)`` and the content.
    @MainActor
    func contentOfShownRow(at path: TablePath) -> RowContent? {
      currentPath(ofShownRow: path).flatMap(rowContent(at:))
    }
  }

  extension RowContent {
    /// This content with its switch showing `isOn`, as the view shows it once the user
    /// flipped it; `nil` when it shows no switch.
    func toggled(_ isOn: Bool) -> RowContent? {
      guard case .toggle = accessory else { return nil }
      var shown = self
      shown.accessory = .toggle(isOn: isOn)
      return shown
    }
  }
#endif
