#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// A row's badge (``RowContent/badge``) in the UIKit bridges: its text, white, in a red
  /// capsule, as Settings shows the count beside Software Update. Never narrower than it is
  /// tall, so a one-digit count is a circle.
  ///
  /// The row's accessibility value reads the badge (``RowContent/accessibilityValue``), so the
  /// label itself is not an accessibility element.
  final class BadgeLabel: UILabel {
    /// The space on each side of the text, in points.
    private static let horizontalPadding: CGFloat = 7
    /// The space above and below the text, in points.
    private static let verticalPadding: CGFloat = 2

    override init(frame: CGRect) {
      super.init(frame: frame)
      textColor = .white
      backgroundColor = .systemRed
      textAlignment = .center
      font = .preferredFont(forTextStyle: .body)
      adjustsFontForContentSizeCategory = true
      clipsToBounds = true
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("BadgeLabel is made in code")
    }

    /// The text's size with the padding, at least as wide as it is tall.
    override var intrinsicContentSize: CGSize {
      let text = super.intrinsicContentSize
      let height = text.height + 2 * Self.verticalPadding
      return CGSize(width: max(text.width + 2 * Self.horizontalPadding, height), height: height)
    }

    /// Rounds the ends into a capsule at whatever height layout gave it.
    override func layoutSubviews() {
      super.layoutSubviews()
      layer.cornerRadius = bounds.height / 2
    }
  }
#endif
