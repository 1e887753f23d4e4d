#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// A `UICollectionView`'s data source and delegate for any ``DataSourceProtocol``, typically a
  /// ``SectionGroupStack``, in a list layout: ``TableViewBridge``'s counterpart, with list cells
  /// and cell accessories.
  ///
  /// ```swift
  /// let bridge = CollectionViewBridge(dataSource: stack)
  /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  /// bridge.addSwipeActions(to: &list)
  /// let collectionView = UICollectionView(
  ///   frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
  /// collectionView.dataSource = bridge  // weak references: keep `bridge` alive
  /// collectionView.delegate = bridge
  /// stack.sink = CollectionViewSink(collectionView: collectionView)
  /// ```
  ///
  /// **Cells.** A data source that set ``ItemDataSource/collectionCells(_:configure:)`` gets
  /// its own cells, configured from its typed items. Every other row gets a
  /// `UICollectionViewListCell` made from its ``RowContent`` (or its item's description): the
  /// content as in ``TableViewBridge``, and the accessory as a cell accessory — a disclosure
  /// indicator, a checkmark, a detail button that calls
  /// ``DataSourceProtocol/tapAccessory(at:)``, a value as a label before a disclosure indicator,
  /// a switch as a custom-view `UISwitch` that calls ``DataSourceProtocol/setToggle(_:at:)``, a
  /// control as the native UIKit control in a custom-view accessory (a stepper after a label of
  /// its value text, a navigation picker as a label of its selected title before a disclosure
  /// indicator), acting and labelled as in ``TableViewBridge`` — plus, in editing mode, a delete control for a row the user may delete (it reveals the
  /// trailing swipe actions) and a reorder control for a row the user may move.
  ///
  /// **The keyboard** is ``TableViewBridge``'s: each text field's Return key from
  /// ``DataSourceProtocol/returnKey(at:)``, Return moving the focus to the next field's item,
  /// scrolled into view, or submitting (`CollectionViewBridge+Keyboard.swift`).
  ///
  /// **The user's actions.** Selection, highlighting and drags go through the delegate and
  /// data source methods, as in ``TableViewBridge``. Swipe actions belong to the list layout:
  /// ``addSwipeActions(to:)`` installs the bridge's providers in the layout's configuration
  /// (or call ``swipeActionsConfiguration(forItemAt:edge:)`` from your own). A refused action
  /// goes to ``onError``.
  ///
  /// Headers and footers show when the list's configuration asks for supplementary views
  /// (``addHeadersAndFooters(to:)``); the section index comes from `indexTitles(for:)`.
  @MainActor
  public final class CollectionViewBridge: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    /// The data source the collection view shows.
    public let dataSource: any DataSourceProtocol

    /// Receives the error of a user's action the data source refused; see
    /// ``TableViewBridge/onError``, whose default this shares.
    public var onError: (@MainActor (DataSourceError) -> Void)?

    /// Called when the user selects an item whose picker is shown as a navigation, with its
    /// path and picker; see ``TableViewBridge/onShowChoices``.
    public var onShowChoices: (@MainActor (TablePath, RowContent.Picker) -> Void)?

    /// The title of the Delete swipe action of a row the user may delete and that has no
    /// trailing swipe actions of its own; set a localized one. A list, unlike a table, has no
    /// Delete action of its own.
    public var deleteActionTitle = "Delete"

    /// Whether a detail button is built as on systems before iOS 15.4, which have no detail cell
    /// accessory: a detail-disclosure `UIButton` in a custom-view accessory. Set by the tests of
    /// that path, which the system release otherwise decides.
    package var usesDetailButtonBefore15Point4 = false

    /// The default list cells, made from a row's content.
    let rowContentCells: UICollectionView.CellRegistration<UICollectionViewListCell, RowContent>
    /// The header and footer views, configured after they are dequeued.
    let headerViews = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }
    let footerViews = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionFooter
    ) { _, _, _ in }
    /// Whether headers and footers take the grouped look (set by
    /// ``addHeadersAndFooters(to:)`` from the list's appearance).
    var groupsHeadersAndFooters = true

    /// Creates a bridge that shows `dataSource`; make it the collection view's `dataSource` and
    /// `delegate`, and keep it alive (the view holds both weakly).
    public init(dataSource: any DataSourceProtocol) {
      self.dataSource = dataSource
      rowContentCells = UICollectionView.CellRegistration { cell, _, content in
        // The row an inline picker opens: the bridge shows its control across the cell, in
        // place when the cell shows it already (``ControlRowConfiguration``).
        guard !ControlRowConfiguration.fillsRow(content.accessory) else { return }
        cell.contentConfiguration = UIListContentConfiguration.row(
          content, valueAsSecondaryText: false)
      }
    }

    /// The data source's number of sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      dataSource.numberOfSections
    }

    /// The data source's number of rows in `section`.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    /// Runs a user's action, reporting its error to ``onError``.
    func perform(_ action: () throws(DataSourceError) -> Void) {
      DataSourceError.reporting(to: onError, action)
    }
  }
#endif
