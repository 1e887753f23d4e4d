#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The content of a row with a badge (``RowContent/badge``) in ``TableViewBridge``: the row's
  /// list content, then its badge at the trailing edge, before the cell's accessory.
  ///
  /// A `UITableViewCell` has one accessory slot, which the row's own accessory takes (a
  /// chevron, a switch, a control): the badge goes in the content view instead, beside a
  /// `UIListContentView`, which is how UIKit lets a custom view show list content. A
  /// ``CollectionViewBridge`` list cell has accessories enough and shows the badge as one.
  struct BadgedRowConfiguration: UIContentConfiguration {
    /// What the row shows without its badge.
    var list: UIListContentConfiguration
    /// The badge's text.
    var badge: String

    func makeContentView() -> any UIView & UIContentView {
      BadgedRowView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> BadgedRowConfiguration {
      var updated = self
      updated.list = list.updated(for: state)
      return updated
    }
  }

  /// The content view of ``BadgedRowConfiguration``: a list content view, and the badge after
  /// it, centred, at the trailing layout margin.
  final class BadgedRowView: UIView, UIContentView {
    /// The row's list content.
    let listView: UIListContentView
    /// The badge.
    let badge = BadgeLabel(frame: .zero)

    var configuration: any UIContentConfiguration {
      didSet { show() }
    }

    init(configuration: BadgedRowConfiguration) {
      self.configuration = configuration
      listView = UIListContentView(configuration: configuration.list)
      super.init(frame: .zero)
      listView.translatesAutoresizingMaskIntoConstraints = false
      badge.translatesAutoresizingMaskIntoConstraints = false
      addSubview(listView)
      addSubview(badge)
      NSLayoutConstraint.activate([
        listView.leadingAnchor.constraint(equalTo: leadingAnchor),
        listView.topAnchor.constraint(equalTo: topAnchor),
        listView.bottomAnchor.constraint(equalTo: bottomAnchor),
        badge.leadingAnchor.constraint(equalTo: listView.trailingAnchor),
        badge.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        badge.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
      show()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("BadgedRowView is made in code")
    }

    /// Shows the configuration's list content and badge.
    private func show() {
      guard let configuration = configuration as? BadgedRowConfiguration else { return }
      listView.configuration = configuration.list
      badge.text = configuration.badge
    }
  }
#endif
