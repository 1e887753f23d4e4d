import Foundation

/// A data source whose rows are the objects of a store that match a ``FetchRequest``, sorted and
/// sectioned, and that follows the store: every store transaction reaches the sink as one batch.
///
/// ```swift
/// let store = try InMemoryStore(contacts, name: "Contacts")
/// let favourites = FetchedDataSource(
///   store: store,
///   request: FetchRequest(
///     filter: { $0.isFavourite }, sortedBy: [FetchSortComparator(\.lastName)],
///     sectionedBy: FetchSectionKey { String($0.lastName.prefix(1)) }),
///   name: "Favourites")
/// try favourites.performFetch()
/// favourites.sink = tableSink
/// try store.update(renamedContact)        // one batch: a move (or a reload) of its row
/// ```
///
/// ## Following the store
///
/// Each ``StoreChange`` becomes one batch: inserts and deletes of rows, a reconfigure of an
/// updated row (or nothing when ``updatesInPlace`` patches the cell), a move when a sort or
/// section key changed, and section inserts and deletes as keys appear and disappear. Inside an
/// open transaction (of this source, or of the ``SectionGroupStack`` it belongs to), the change
/// is applied at once and joins the transaction's batch.
///
/// The change is applied incrementally: each section keeps its rows in sorted chunks, so a
/// transaction changing *k* of *n* objects costs O(*k* log *n*), not a re-fetch and a diff.
///
/// Changes that arrive while the source is paused (``pause()``) are held and merged by
/// identity; they are applied, and shown as one batch from the state before, when it resumes.
/// Meanwhile the source keeps showing what the table shows. So are changes that arrive while
/// the table is applying a batch (a store written from inside a sink call): they are shown right
/// after it.
///
/// A change naming an unknown object, or inserting a known one, is rejected whole with a typed
/// error (``lastChangeError``); the results do not change.
@MainActor
public final class FetchedDataSource<Object: Identifiable & Hashable>: PlaceholderDataSource,
  PlaceholderSource
{
  /// The store the objects come from.
  public let store: any FetchedStore<Object>
  /// Patches the cell of an updated object itself: called with the object's new value and its
  /// path **after** the batch; return `true` to skip the row's reconfigure. `nil` reconfigures
  /// every updated row.
  ///
  /// Used for store changes applied incrementally; a new request, a re-fetch or a request with
  /// a limit are diffed, and reconfigure every changed row.
  public var updatesInPlace: ((Object, TablePath) -> Bool)?
  /// How the rows look and answer the user; see ``ItemDataSource``. A row's item is its object.
  ///
  /// Assigning a whole behaviour keeps the source's ``placeholder``, which changes only through
  /// that property (it sends the rows it adds or removes).
  public var rowBehavior: RowBehavior<Object> {
    get { behavior }
    set { behavior = newValue.keepingPlaceholder(of: behavior) }
  }
  /// The behaviour itself; see ``PlaceholderSource``.
  var behavior = RowBehavior<Object>()

  /// The error of the last failed fetch, or `nil` after a successful one.
  public internal(set) var fetchError: DataSourceError?
  /// The error of the last store change that was rejected, if any.
  public internal(set) var lastChangeError: DataSourceError?
  /// Whether ``performFetch()`` has succeeded; until then the source is empty and ignores the
  /// store's changes.
  public internal(set) var hasFetched = false
  /// Whether changes are held until ``resume()``.
  public internal(set) var isPaused = false

  /// Without a section key, whether the one section disappears while no object matches (BG's
  /// "hide first section"); with a section key there are no sections then anyway. Changing it
  /// sends the section's insert or delete.
  public var hidesEmptySection: Bool {
    didSet { optionChanged(hidesEmptySection: oldValue, showsObjectRows: showsObjectRows) }
  }

  /// Whether object rows are shown; `false` keeps one empty section per section key (BG's
  /// "empty section group", for a screen that fills the sections by other means) and ignores
  /// object changes that do not add or remove a section. Changing it sends the row changes.
  public var showsObjectRows: Bool {
    didSet { optionChanged(hidesEmptySection: hidesEmptySection, showsObjectRows: oldValue) }
  }

  var results: FetchedResults<Object>
  /// The rows shown when the request has a limit (the first `limit` in table order).
  var limitedDisplay: [FetchedDisplaySection<Object>]?
  var pending = PendingStoreChanges<Object>()
  /// A re-fetch made while changes are held, shown when they are released.
  var pendingResults: FetchedResults<Object>?
  /// A request set while changes are held.
  var pendingRequest: FetchRequest<Object>?
  public lazy var _core = TransactionCore(owner: self)
  private var observation: StoreObservation?

  /// Creates a data source over `store`; call ``performFetch()`` to load it.
  ///
  /// - Parameters:
  ///   - store: The store to show and follow; the source observes it until it is deallocated.
  ///   - request: The filter, order, sections and limit.
  ///   - name: A name for messages and errors.
  ///   - hidesEmptySection: See ``hidesEmptySection``; `false` by default.
  ///   - showsObjectRows: See ``showsObjectRows``; `true` by default.
  public init(
    store: any FetchedStore<Object>, request: FetchRequest<Object>,
    name: String = "FetchedDataSource", hidesEmptySection: Bool = false,
    showsObjectRows: Bool = true
  ) {
    self.store = store
    self.hidesEmptySection = hidesEmptySection
    self.showsObjectRows = showsObjectRows
    self.results = FetchedResults(request: request)
    _core.name = name
    observation = store.addObserver { [weak self] change in
      try? self?.apply(change)
    }
  }

  // Isolated (Swift 6.2) so that the observer is removed at once, on the main actor, from
  // whichever thread releases the source.
  isolated deinit {
    if let observation { store.removeObserver(observation) }
  }

  /// The request the rows follow (the one set last, even while changes are held).
  public var request: FetchRequest<Object> { pendingRequest ?? results.request }

  // MARK: Objects

  /// The number of objects shown.
  ///
  /// - Complexity: O(*s* log *c*) for *s* sections.
  public var numberOfObjects: Int {
    limitedDisplay.map { $0.reduce(0) { $0 + $1.rows.count } } ?? results.matchCount
  }

  /// Every object shown, section by section.
  ///
  /// - Complexity: O(*n*).
  public var objects: [Object] {
    if let limitedDisplay { return limitedDisplay.flatMap { $0.rows.map(\.object) } }
    return results.sections.flatMap { $0.rows.elements.map(\.object) }
  }

  /// The object at `path`, or `nil` when there is none. Works while ``showsObjectRows`` is
  /// `false`, with the paths the rows would have — except under a fetch limit, whose shown
  /// objects are the rows shown, so there are none then.
  ///
  /// - Complexity: O(log *n*).
  public func object(at path: TablePath) -> Object? {
    guard path.row >= 0, path.section >= 0 else { return nil }
    if let limitedDisplay {
      guard path.section < limitedDisplay.count else { return nil }
      let rows = limitedDisplay[path.section].rows
      return path.row < rows.count ? rows[path.row].object : nil
    }
    guard path.section < results.sections.count else { return nil }
    let rows = results.sections[path.section].rows
    return path.row < rows.count ? rows[path.row].object : nil
  }

  /// The path of the object with identity `id`, or `nil` when it is not shown.
  ///
  /// - Complexity: O(log *n*) (O(*l*) with a limit *l*).
  public func path(of id: Object.ID) -> TablePath? {
    if let limitedDisplay {
      for (section, content) in limitedDisplay.enumerated() {
        if let row = content.rows.firstIndex(where: { $0.object.id == id }) {
          return TablePath(section: section, row: row)
        }
      }
      return nil
    }
    return results.path(of: id)
  }

  // MARK: DataSourceProtocol

  /// The number of sections: one per section key with matching objects, or one without a key
  /// (none when it is empty and ``hidesEmptySection`` is on).
  public var numberOfSections: Int {
    if let limitedDisplay { return limitedDisplay.count }
    if hidesPhantomSection(results) { return 0 }
    return results.sections.count
  }

  /// The number of objects shown in `section`, or 1 for the placeholder row when there are none
  /// and ``placeholder`` is set (only the one section of a source without a
  /// section key can be empty); 0 while ``showsObjectRows`` is off.
  public func numberOfRows(inSection section: Int) -> Int {
    guard section >= 0, section < numberOfSections else { return 0 }
    return shownRowCount(items: itemCount(inSection: section))
  }

  var itemSectionCount: Int { numberOfSections }

  func itemCount(inSection section: Int) -> Int {
    guard showsObjectRows, section >= 0, section < numberOfSections else { return 0 }
    if let limitedDisplay { return limitedDisplay[section].rows.count }
    return results.sections[section].rows.count
  }

  /// Placeholder rows show only while object rows do.
  var showsPlaceholders: Bool { showsObjectRows }

  /// The object of the table's row at `path`: `nil` when there is none, or while
  /// ``showsObjectRows`` is off.
  public func rowItem(at path: TablePath) -> Object? {
    showsObjectRows ? object(at: path) : nil
  }

  /// Runs ``RowBehavior/onDelete`` with the row's object when ``RowBehavior/canEdit``
  /// allows it: the store owns the objects, so the closure deletes it there, and the store's
  /// change removes the row.
  ///
  /// - Throws: ``DataSourceError`` when there is no row at `path`, it may not be deleted, or no
  ///   ``RowBehavior/onDelete`` is set.
  public func commitDelete(at path: TablePath) throws(DataSourceError) {
    try commitDelete(at: path) { (path) throws(DataSourceError) in
      throw .rowNotEditable(dataSource: name, row: path.row, section: path.section)
    }
  }

  /// The section key's text, or `nil` without a section key.
  public func titleForHeader(inSection section: Int) -> String? {
    guard section >= 0, section < numberOfSections else { return nil }
    if let limitedDisplay { return limitedDisplay[section].name?.title }
    return results.sections[section].name?.title
  }

  // MARK: Internal

  /// Whether the one section of a source without a section key is hidden.
  func hidesPhantomSection(_ results: FetchedResults<Object>) -> Bool {
    hidesEmptySection && results.request.sectionKey == nil && results.sections[0].rows.isEmpty
  }

  /// Changes the model with `change` and hands the batch it returns to the core, which sends it
  /// as one batch or adds it to the open transaction's.
  func send(_ change: () -> Changeset?) {
    core.applyBatch(change, rowCount: { [unowned self] in itemCount(inSection: $0) })
  }
}

extension FetchedDataSource: UserMovableSource {
  /// Never: the order comes from the fetch request, so only ``RowBehavior/onMove``, changing
  /// the objects' sort keys, takes a drop.
  func modelAcceptsMove(from source: TablePath, to target: TablePath) -> Bool { false }

  func moveModel(from source: TablePath, to target: TablePath) throws(DataSourceError) {
    throw .rowNotMovable(dataSource: name, from: source, to: target)
  }
}
