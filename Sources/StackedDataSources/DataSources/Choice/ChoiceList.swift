/// A list of options of which one — or, when asked, several — carries the checkmark, as in
/// Settings › Display & Brightness › Auto-Lock or SwiftUI's inline and navigation pickers.
///
/// The options are the rows of ``dataSource``, an ``ArrayDataSource`` that goes into a
/// ``SectionGroupStack`` (a section of a settings screen) or to a bridge on its own (a screen a
/// navigation picker pushes). A row shows the option's ``RowContent`` with the checkmark
/// accessory when the option is selected, and no accessory when not. Options are meant to be
/// distinct: the rows of a repeated option carry its checkmark together.
///
/// ```swift
/// let autoLock = try ChoiceList(AutoLock.allCases, selection: [.oneMinute], name: "Auto-Lock") {
///   RowContent($0.title)
/// }
/// autoLock.onChoose = { settings.autoLock = $0 }
/// screen.append(autoLock.dataSource)
/// // The user taps "5 Minutes": one batch, reconfigure rows [old, new].
/// ```
///
/// ## What a change sends
///
/// Moving the checkmark is one batch of reconfigures, in the dataSource's open transaction or
/// on its own: the row that loses it and the row that gains it (one row when several may be
/// selected and the tap toggles one). No row is reloaded, inserted or deleted, and a selection
/// that does not change sends nothing.
///
/// It costs what it sends: the list keeps the rows of each option, so a tap finds the rows it
/// reconfigures without reading the other options, at any number of them. That index is built
/// again, in O(*n*) for *n* options, once after the options change.
///
/// ## The user's choice
///
/// A tap on an option's row (``DataSourceProtocol/selectRow(at:)``, through whatever stack holds
/// the rows) is ``choose(_:)``: in a transaction of the data source, the checkmark moves (in
/// single selection, to the tapped option; in multiple selection, the tapped option's toggles)
/// and ``onChoose`` reports the option to the owner, so edits the owner makes join the batch.
/// When the list follows a model's selection (`follow(_:selection:)`), the model is the truth:
/// the tap only calls ``onChoose``, and the owner's write to the model moves the checkmark in
/// the same batch; an owner that does not write leaves it where it was. An error of a tap (see
/// ``onError``) changes nothing.
///
/// ## Options that change
///
/// Edit the options through ``dataSource`` (or make it follow a model: `dataSource.follow(…)`).
/// The selection keeps the options that stay; an option that leaves the list leaves the
/// selection once the transaction that removed it is delivered. A followed selection is applied
/// again then, so a model's selected option that joins the list later gets its checkmark.
///
/// The list owns the data source's ``RowBehavior/content`` and ``RowBehavior/onSelect``; do not
/// replace them. The rows hold the list weakly: keep the list as long as its rows are shown.
@MainActor
public final class ChoiceList<Option: Hashable> {
  /// The options' rows, one per option in order, each with the option as its item.
  public let dataSource: ArrayDataSource<Option>
  /// Whether several options may carry the checkmark at once; `false` by default.
  public let allowsMultipleSelection: Bool
  /// The selected options: each one's row carries the checkmark. Change it with ``select(_:)``
  /// or ``setSelection(_:)``.
  public private(set) var selection: Set<Option>
  /// Called with the option the user chose (``choose(_:)``), the selected one included (an app
  /// that pushed the list may go back): inside the transaction that moves the checkmark, or,
  /// for the list of a navigation picker (``init(pickerAt:of:name:)``), once the picker row's
  /// owner took the option and both batches went out.
  public var onChoose: ((Option) -> Void)?
  /// Called with the error of a choice made by a tap, which the row's selection cannot throw:
  /// a value the picker row refused (see ``init(pickerAt:of:name:)``), or a tap from inside a
  /// sink call. Nothing changed.
  public var onError: ((DataSourceError) -> Void)?

  /// What an option's row shows, before the list sets its accessory.
  var content: (Option) -> RowContent
  /// Carries a choice to the picker row the list was made for, instead of moving the checkmark
  /// here; `nil` for a list of its own.
  var commitChoice: ((Option) throws(DataSourceError) -> Void)?
  /// The follow of a model's selection, when the list has one (a ``Following``).
  var selectionFollowing: (any SourceFollowing)?
  /// The followed model's selection as last read, applied again once the options change.
  var followedSelection: Set<Option>?
  /// The rows of each option, as of the options last indexed; read through
  /// ``indexedOptions()``, which brings it up to date first.
  var optionRows = OptionRows<Option>()

  /// Creates a list of `options` with `selection` selected.
  ///
  /// - Parameters:
  ///   - options: The options, in order; one row each.
  ///   - selection: The options that carry the checkmark at first.
  ///   - allowsMultipleSelection: Whether several options may be selected at once.
  ///   - name: The data source's name, in errors and in a ``TextRenderer`` transcript.
  ///   - headerTitle: The title of the section's header.
  ///   - footerTitle: The title of the section's footer.
  ///   - content: What an option's row shows; the list sets its accessory (a checkmark or
  ///     none). By default, the option's description.
  /// - Throws: ``DataSourceError/unknownOption(dataSource:option:count:)`` when `selection`
  ///   names a value that is not among `options`;
  ///   ``DataSourceError/multipleSelectionNotAllowed(dataSource:options:)`` when it names
  ///   several and `allowsMultipleSelection` is `false`.
  /// - Complexity: O(*n*) for *n* options.
  public init(
    _ options: [Option], selection: Set<Option> = [], allowsMultipleSelection: Bool = false,
    name: String = "Choices", headerTitle: String? = nil, footerTitle: String? = nil,
    content: @escaping (Option) -> RowContent = { RowContent(String(describing: $0)) }
  ) throws(DataSourceError) {
    dataSource = ArrayDataSource(
      options, name: name, headerTitle: headerTitle, footerTitle: footerTitle)
    self.allowsMultipleSelection = allowsMultipleSelection
    self.selection = []
    self.content = content
    try check(selection)
    self.selection = selection
    dataSource.content = { [weak self] option in
      self?.rowContent(for: option) ?? RowContent(String(describing: option))
    }
    dataSource.onSelect = { [weak self] option in self?.tapped(option) }
    dataSource._core.didDeliver = { [weak self] in self?.optionsChanged() }
  }

  /// The selected option; with multiple selection, the first selected one in the list's order.
  ///
  /// - Complexity: O(1) with single selection; O(*k*) for *k* selected options with multiple,
  ///   plus O(*n*) for *n* options the first time after they changed.
  public var selected: Option? {
    guard selection.count > 1 else { return selection.first }
    let options = indexedOptions()
    return selection.compactMap { option in options.firstRow(of: option).map { ($0, option) } }
      .min { $0.0 < $1.0 }?.1
  }

  /// Makes `option` the only selected option, or selects none when it is `nil`: the checkmark
  /// leaves the rows of the options selected now and goes to its row, as one batch of
  /// reconfigures (nothing when it is already so).
  ///
  /// - Throws: ``DataSourceError/unknownOption(dataSource:option:count:)`` when `option` is not
  ///   one of the options; ``DataSourceError/editDuringBatch(dataSource:)`` from inside a sink
  ///   call. Nothing changes.
  /// - Complexity: O(1) expected, plus the batch; O(*n*) for *n* options the first time after
  ///   they changed.
  public func select(_ option: Option?) throws(DataSourceError) {
    try setSelection(option.map { [$0] } ?? [])
  }

  /// Makes `newSelection` the selected options: each row whose option enters or leaves the
  /// selection is reconfigured, all in one batch (nothing when the selection stays).
  ///
  /// - Throws: ``DataSourceError/unknownOption(dataSource:option:count:)`` when `newSelection`
  ///   names a value that is not one of the options;
  ///   ``DataSourceError/multipleSelectionNotAllowed(dataSource:options:)`` when it names
  ///   several without ``allowsMultipleSelection``;
  ///   ``DataSourceError/editDuringBatch(dataSource:)`` from inside a sink call. Nothing
  ///   changes.
  /// - Complexity: O(*k* log *k*) for the *k* options in the new selection or the current one,
  ///   plus the batch; O(*n*) for *n* options the first time after they changed.
  public func setSelection(_ newSelection: Set<Option>) throws(DataSourceError) {
    try check(newSelection)
    try apply(newSelection)
  }

  /// Makes the user's choice of `option`, as a tap on its row does: in single selection the
  /// checkmark moves to it (nothing is sent when it has it already), in multiple selection it
  /// is toggled; then ``onChoose`` runs, in the same transaction. With a followed selection,
  /// only ``onChoose`` runs and the model's change moves the checkmark; a list made for a
  /// picker row hands the choice to that row's owner.
  ///
  /// - Throws: ``DataSourceError/unknownOption(dataSource:option:count:)`` when `option` is not
  ///   one of the options; ``DataSourceError/editDuringBatch(dataSource:)`` from inside a sink
  ///   call; for a picker row's list, what
  ///   ``DataSourceProtocol/setControlValue(_:at:)`` throws. Nothing changes.
  /// - Complexity: O(1) expected (O(*k*) for *k* selected options with multiple selection),
  ///   plus ``onChoose`` and the batch; O(*n*) for *n* options the first time after they
  ///   changed. A tap reads the rows it changes, not the others.
  public func choose(_ option: Option) throws(DataSourceError) {
    guard indexedOptions().contains(option) else { throw unknownOption(option) }
    if let commitChoice {
      try commitChoice(option)
      onChoose?(option)
      return
    }
    try dataSource._core.refuseDuringDelivery()
    let followed = isFollowingSelection
    try dataSource._core.perform(
      { () throws(DataSourceError) in
        if !followed {
          try apply(
            allowsMultipleSelection ? selection.symmetricDifference([option]) : [option])
        }
        onChoose?(option)
      }, completion: nil)
  }

  // MARK: Internal

  /// The row content of `option`: the app's, with the checkmark when it is selected.
  func rowContent(for option: Option) -> RowContent {
    var shown = content(option)
    shown.accessory = selection.contains(option) ? .checkmark : .none
    return shown
  }

  /// A tap on the row of `option`, whose error goes to ``onError``.
  func tapped(_ option: Option) {
    do throws(DataSourceError) {
      try choose(option)
    } catch {
      onError?(error)
    }
  }

  /// The rows of the options as they are now: ``optionRows``, indexed again first when the
  /// options changed since.
  ///
  /// - Complexity: O(1) while the options are unchanged, else O(*n*) for *n* options.
  func indexedOptions() -> OptionRows<Option> {
    optionRows.update(dataSource.items)
    return optionRows
  }

  /// Sets the selection to `newSelection`, checked, reconfiguring the rows whose options enter
  /// or leave it, in order.
  func apply(_ newSelection: Set<Option>) throws(DataSourceError) {
    guard newSelection != selection else { return }
    let options = indexedOptions()
    var rows: [Int] = []
    for option in selection.symmetricDifference(newSelection) {
      options.appendRows(of: option, to: &rows)
    }
    rows.sort()
    guard !rows.isEmpty else {
      selection = newSelection
      return
    }
    try dataSource.reconfigureRows(at: rows) { selection = newSelection }
  }

  /// Throws when `newSelection` cannot be the selection.
  func check(_ newSelection: Set<Option>) throws(DataSourceError) {
    if !allowsMultipleSelection, newSelection.count > 1 {
      throw .multipleSelectionNotAllowed(
        dataSource: dataSource.name, options: newSelection.map { String(describing: $0) }.sorted())
    }
    guard !newSelection.isEmpty else { return }
    let options = indexedOptions()
    if let missing = newSelection.first(where: { !options.contains($0) }) {
      throw unknownOption(missing)
    }
  }

  func unknownOption(_ option: Option) -> DataSourceError {
    .unknownOption(
      dataSource: dataSource.name, option: String(describing: option),
      count: dataSource.items.count)
  }

  /// After a transaction that changed the data source was delivered: the selection keeps only
  /// the options still in the list, or takes the followed model's selection among them.
  func optionsChanged() {
    if isFollowingSelection, let followedSelection {
      try? applyFollowed(followedSelection)
      return
    }
    let options = indexedOptions()
    let kept = selection.filter(options.contains)
    // The rows of the options that left are gone: nothing to reconfigure.
    if kept != selection { selection = kept }
  }

  /// Applies a followed model's selection: its options that are in the list.
  ///
  /// - Throws: ``DataSourceError/multipleSelectionNotAllowed(dataSource:options:)`` when it
  ///   names several without ``allowsMultipleSelection``;
  ///   ``DataSourceError/editDuringBatch(dataSource:)`` from inside a sink call. Nothing
  ///   changes.
  func applyFollowed(_ value: Set<Option>) throws(DataSourceError) {
    if !allowsMultipleSelection, value.count > 1 {
      throw .multipleSelectionNotAllowed(
        dataSource: dataSource.name, options: value.map { String(describing: $0) }.sorted())
    }
    let options = indexedOptions()
    try apply(value.filter(options.contains))
  }

  /// Whether a model's selection is followed now.
  var isFollowingSelection: Bool {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return false }
    return (selectionFollowing as? Following)?.isActive == true
  }
}
