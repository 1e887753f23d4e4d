// Stand-in for UIKit (not Apple's code): list layouts of collection views. See README.md.

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The list configuration the layout was made with (stand-in state).
  let standInListConfiguration: UICollectionLayoutListConfiguration?

  init(standInList configuration: UICollectionLayoutListConfiguration?) {
    standInListConfiguration = configuration
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(standInList: configuration)
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
///
/// Only the appearance, the header and footer modes and the swipe action providers are modelled.
public struct UICollectionLayoutListConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
  public enum HeaderMode: Hashable {
    case none
    case supplementary
    case firstItemInSection
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
  public enum FooterMode: Hashable {
    case none
    case supplementary
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
  public enum Appearance: Hashable {
    case plain
    case grouped
    @available(tvOS, unavailable)
    case insetGrouped
    @available(tvOS, unavailable)
    case sidebar
    @available(tvOS, unavailable)
    case sidebarPlain
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
  @available(tvOS, unavailable)
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
  public let appearance: UICollectionLayoutListConfiguration.Appearance
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider
  @available(tvOS, unavailable)
  public var leadingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
  @available(tvOS, unavailable)
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    self.appearance = appearance
  }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
