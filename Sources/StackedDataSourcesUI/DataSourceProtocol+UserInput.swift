#if canImport(UIKit) || canImport(AppKit)
  import StackedDataSources

  extension DataSourceProtocol {
    /// Hands the data source a value the view's control already shows: tells the sink first
    /// (``UserInputFollower``: a validating sink in front of the view takes the row as changed
    /// by the user), then ``DataSourceProtocol/setControlValue(_:at:)``. When the owner takes
    /// the value, the row gets no reconfigure (the control keeps its cursor, its drag); when it
    /// does not, its batch reconfigures the row back. When the value is refused with an error,
    /// nothing changed, and the caller puts the control back from the row's content.
    ///
    /// - Throws: What ``DataSourceProtocol/setControlValue(_:at:)`` throws.
    /// - Complexity: That of the owner's handler and its batch.
    @MainActor
    func commitUserInput(_ value: ControlValue, at path: TablePath) throws(DataSourceError) {
      (sink as? any UserInputFollower)?.userChangedControl(at: path)
      try setControlValue(value, at: path)
    }

    /// ``commitUserInput(_:at:)`` for a switch: ``DataSourceProtocol/setToggle(_:at:)``.
    @MainActor
    func commitUserToggle(_ isOn: Bool, at path: TablePath) throws(DataSourceError) {
      (sink as? any UserInputFollower)?.userChangedControl(at: path)
      try setToggle(isOn, at: path)
    }
  }
#endif
