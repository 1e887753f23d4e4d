#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources

  extension DataSourceProtocol {
    /// The picker of the row at `path` when it is shown as a navigation to a list of its
    /// options (``RowContent/Picker/Style/navigation``), else `nil`: what the UIKit bridges hand
    /// their `onShowChoices` when the user selects the row.
    ///
    /// - Complexity: That of ``DataSourceProtocol/rowContent(at:)``.
    @MainActor
    func navigationPicker(at path: TablePath) -> RowContent.Picker? {
      guard case .picker(let picker)? = rowContent(at: path)?.accessory,
        picker.style == .navigation
      else { return nil }
      return picker
    }
  }
#endif
