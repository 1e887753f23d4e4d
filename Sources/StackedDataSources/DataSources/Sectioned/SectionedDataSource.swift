import Foundation

/// A data source of sections, each with an identifier, items, and header and footer titles.
///
/// Its sections, rows, resizing and pausing are those of every ``SectionedSource``; it adds
/// ``removesEmptySections`` and a ``placeholder`` row for empty sections. Section and row
/// mutations validate their arguments first, then update the sections and report the change to
/// the sink — as a batch of their own, or as part of the open transaction, which sends the net
/// change of all its edits as one batch.
///
/// ```swift
/// let settings = try SectionedDataSource(name: "General", sections: [
///   TableSection(id: "about", items: ["About", "Software Update"]),
///   TableSection(id: "storage", items: ["Storage"], footerTitle: "12 GB free"),
/// ])
/// try settings.insert("AirDrop", at: TablePath(section: 0, row: 2))
/// ```
@MainActor
public final class SectionedDataSource<SectionID: Hashable, Item: Hashable>: SectionedSource,
  PlaceholderDataSource, PlaceholderSource
{
  /// Whether a removal that leaves a section empty removes the section too; `false` by default
  /// (SSDataSources defaulted to `true`, which made a later insert at that index land elsewhere).
  public var removesEmptySections: Bool {
    get { _store.removesEmptySections }
    set { _store.removesEmptySections = newValue }
  }
  /// How the rows look and answer the user; see ``ItemDataSource``.
  ///
  /// Assigning a whole behaviour keeps the source's ``placeholder``, which changes only through
  /// that property (it sends the rows it adds or removes).
  public var rowBehavior: RowBehavior<Item> {
    get { behavior }
    set { behavior = newValue.keepingPlaceholder(of: behavior) }
  }
  /// The behaviour itself; see ``PlaceholderSource``.
  var behavior = RowBehavior<Item>()

  public let _store: SectionStore<SectionID, Item>
  public lazy var _core = TransactionCore(owner: self)

  /// Creates a data source showing `sections`.
  ///
  /// - Throws: ``DataSourceError/duplicateSectionIdentifier(dataSource:identifier:)`` when two
  ///   sections share an identifier.
  /// - Complexity: O(*s*) for *s* sections.
  public init(
    name: String = "SectionedDataSource", sections: [Section] = [],
    removesEmptySections: Bool = false
  ) throws(DataSourceError) {
    _store = SectionStore(sections: [], policy: nil)
    _core.name = name
    _store.removesEmptySections = removesEmptySections
    try checkUnique(sections.map(\.id))
    _store.sections = sections
  }

  /// Creates a data source of the sections listed in a builder block: a static screen needs
  /// no `try`.
  ///
  /// ```swift
  /// let general = SectionedDataSource(name: "General") {
  ///   TableSection(id: "about", items: ["About", "Software Update"], headerTitle: "General")
  ///   TableSection(id: "storage", items: ["Storage"])
  /// }
  /// ```
  ///
  /// Two sections with one identifier in a literal are a programming error, and stop the
  /// program with the error's description; use ``init(name:sections:removesEmptySections:)``,
  /// which throws, for sections built at run time.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public convenience init(
    name: String = "SectionedDataSource", removesEmptySections: Bool = false,
    @ArrayBuilder<Section> sections: () -> [Section]
  ) {
    let sections = sections()
    do {
      try self.init(name: name, sections: sections, removesEmptySections: removesEmptySections)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// Creates a data source whose sections group `items` by `key`, in the order each key first
  /// appears; the items need not be sorted.
  ///
  /// ```swift
  /// let contacts = SectionedDataSource(grouping: names, by: { $0.prefix(1) },
  ///                                    headerTitle: { String($0) })
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public init(
    name: String = "SectionedDataSource", grouping items: some Sequence<Item>,
    by key: (Item) throws -> SectionID,
    headerTitle: (SectionID) -> String? = { _ in nil },
    removesEmptySections: Bool = false
  ) rethrows {
    var order: [SectionID] = []
    var groups: [SectionID: [Item]] = [:]
    for item in items {
      let id = try key(item)
      if groups[id] == nil { order.append(id) }
      groups[id, default: []].append(item)
    }
    let sections = order.map {
      Section(id: $0, items: groups[$0, default: []], headerTitle: headerTitle($0))
    }
    _store = SectionStore(sections: sections, policy: nil)
    _core.name = name
    _store.removesEmptySections = removesEmptySections
  }

  // MARK: DataSourceProtocol

  /// The number of items in `section`, or 1 for the placeholder row when it has none and
  /// ``placeholder`` is set; 0 when it does not exist. While paused, of the sections the table
  /// was last told of.
  public func numberOfRows(inSection section: Int) -> Int {
    section >= 0 && section < numberOfSections
      ? shownRowCount(items: _store.shownRowCount(inSection: section)) : 0
  }

  var itemSectionCount: Int { sections.count }

  func itemCount(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  // MARK: Internal

  func freezeDisplayed() { _store.freeze() }

  func thawDisplayed() { _store.thaw() }
}

extension SectionedDataSource: UserMovableSource {}
