extension ChoiceList where Option == Int {
  /// Creates the list a picker row shown as a navigation (``RowContent/Picker/Style/navigation``)
  /// leads to: one row per option of the picker at `path` of `table`, with the option's title
  /// and image, and the checkmark on its selected option.
  ///
  /// The options are the indexes of the picker's options. Choosing one (a tap, or
  /// ``choose(_:)``) hands it to the picker row's owner as the user's pick,
  /// `table.setControlValue(.option(index), at: path)`: the owner's ``RowBehavior/onPick`` runs
  /// in the table's transaction, where the picker row — which the user did not touch, and which
  /// still shows the option selected before — is reconfigured to show the new one when the owner
  /// takes it. Then the list reads the row again and shows its options and selection as they
  /// are (one batch of reconfigures of its own), and ``onChoose`` runs. A bridge makes the list
  /// when the user selects the picker row, and shows ``dataSource`` on the screen it pushes.
  ///
  /// ```swift
  /// let choices = try ChoiceList(pickerAt: [1, 2], of: screen, name: "Appearance")
  /// navigationController.pushViewController(listController(showing: choices.dataSource), …)
  /// ```
  ///
  /// `path` is in `table`'s coordinates when the list is made, and every choice goes to the
  /// row at that path then: drop the list (go back) when the table's rows move under it. A
  /// choice that reaches a row that is gone, or that shows no picker with that option, throws
  /// the ``DataSourceError`` of ``DataSourceProtocol/setControlValue(_:at:)``, and nothing
  /// changes; the list keeps what it shows.
  ///
  /// - Parameters:
  ///   - path: The picker row, in `table`'s current coordinates.
  ///   - table: The data source the table shows (or any that holds the row).
  ///   - name: The list's name, in errors and transcripts.
  /// - Throws: ``DataSourceError`` when `table` has no row at `path`;
  ///   ``DataSourceError/noPicker(dataSource:row:section:shown:)`` when the row shows no
  ///   picker shown as a navigation (a menu or segmented picker is chosen in place). Nothing
  ///   changes.
  /// - Complexity: O(*n*) for the picker's *n* options.
  public convenience init(
    pickerAt path: TablePath, of table: any DataSourceProtocol, name: String = "Choices"
  ) throws(DataSourceError) {
    let picker = try Self.picker(at: path, of: table)
    var options = picker.options
    try self.init(
      Array(options.indices), selection: Self.selection(of: picker), name: name,
      headerTitle: nil, footerTitle: nil)
    content = { index in
      options.indices.contains(index)
        ? RowContent(options[index].title, imageName: options[index].imageName)
        : RowContent(String(index))
    }
    commitChoice = { [unowned self] (index) throws(DataSourceError) in
      try table.setControlValue(.option(index), at: path)
      guard let shown = try? Self.picker(at: path, of: table) else { return }
      let previous = options
      options = shown.options
      showing(shown, after: previous)
    }
  }

  /// The picker the row at `path` of `table` shows.
  static func picker(at path: TablePath, of table: any DataSourceProtocol) throws(DataSourceError)
    -> RowContent.Picker
  {
    try table.checkRowExists(path)
    let content = table.rowContent(at: path)
    // A menu or a segmented picker is chosen in place: only a navigation leads to a list.
    guard case .picker(let picker) = content?.accessory, picker.style == .navigation else {
      throw .noPicker(
        dataSource: table.name, row: path.row, section: path.section,
        shown: content.map { content in
          if case .picker(let picker) = content.accessory { return "a \(picker.style) picker" }
          return content.accessory.controlName
        } ?? "no control")
    }
    return picker
  }

  /// The selection a picker shows: its selected index, when it has one among its options.
  static func selection(of picker: RowContent.Picker) -> Set<Int> {
    guard let index = picker.selectedIndex, picker.options.indices.contains(index) else {
      return []
    }
    return [index]
  }

  /// Shows the options and selection of `picker`, whose options were `previous`: one batch in
  /// which rows are added or removed at the end, and each row whose option or checkmark changed
  /// is reconfigured.
  func showing(_ picker: RowContent.Picker, after previous: [RowContent.Picker.Option]) {
    let indices = Array(picker.options.indices)
    dataSource.performBatchUpdates(
      {
        if indices.count != dataSource.count { dataSource.replaceAll(with: indices) }
        let retitled = indices.filter {
          previous.indices.contains($0) && previous[$0] != picker.options[$0]
        }
        if !retitled.isEmpty { try? dataSource.reconfigureRows(at: retitled) {} }
        try? apply(Self.selection(of: picker))
      }, completion: nil)
  }
}
