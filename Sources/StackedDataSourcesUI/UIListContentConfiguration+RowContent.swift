#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  extension UIListContentConfiguration {
    /// The list content of a default cell showing `content`: its title, its secondary text
    /// (`subtitleCell()`), its image (`UIImage(systemName:)`, or on its tile when it has one:
    /// `UIImage.tile(symbolName:color:isDimmed:)`), its title colour by style
    /// (`.systemRed` for destructive, `.tintColor` for a button row; a validation message,
    /// ``RowContent/Style/error``, in `.systemRed` footnote text). A disabled row
    /// (``RowContent/isEnabled``) is dimmed as UIKit dims a disabled control's text: its title
    /// `.secondaryLabel`, its secondary text and image `.tertiaryLabel`. Every colour is set
    /// from the content, so a reused cell shows an enabled row at full strength again.
    ///
    /// A `UITableViewCell` has no accessory for text, so with `valueAsSecondaryText` a row whose
    /// accessory shows a value as text (``RowContent/Accessory/value(_:)``,
    /// ``RowContent/Accessory/detail(_:)``, a stepper's
    /// ``RowContent/Stepper/valueText``, a navigation picker's selected title:
    /// ``valueText(of:)``) becomes a `valueCell()` whose secondary text is the value, as in
    /// Settings; the row's own secondary text then has no place and is not shown. A list cell
    /// shows the value as a label accessory instead.
    static func row(_ content: RowContent, valueAsSecondaryText: Bool) -> Self {
      var configuration: UIListContentConfiguration
      if valueAsSecondaryText, let value = valueText(of: content.accessory) {
        configuration = .valueCell()
        configuration.secondaryText = value
      } else if let secondaryText = content.secondaryText {
        configuration = .subtitleCell()
        configuration.secondaryText = secondaryText
      } else {
        configuration = .cell()
      }
      configuration.text = content.title
      if let tile = content.imageTile {
        configuration.image = UIImage.tile(
          symbolName: content.imageName, color: .tile(tile), isDimmed: !content.isEnabled)
      } else {
        configuration.image = content.imageName.flatMap { UIImage(systemName: $0) }
      }
      switch content.style {
      case .default: break
      case .destructive: configuration.textProperties.color = .systemRed
      case .button: configuration.textProperties.color = .tintColor
      case .error:
        configuration.textProperties.color = .systemRed
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
      }
      if !content.isEnabled {
        configuration.textProperties.color = .secondaryLabel
        configuration.secondaryTextProperties.color = .tertiaryLabel
        configuration.imageProperties.tintColor = .tertiaryLabel
      }
      return configuration
    }

    /// The accessibility traits of a cell showing `content`: a validation message is static
    /// text, and a disabled row says it is not enabled.
    static func traits(of content: RowContent) -> UIAccessibilityTraits {
      var traits: UIAccessibilityTraits = []
      if content.style == .error { traits.insert(staticText) }
      if !content.isEnabled { traits.insert(notEnabled) }
      return traits
    }

    // `UIAccessibilityTraits.staticText` and `.notEnabled` by their values, which are UIKit's
    // ABI: the iOS 17 SDK imports the traits as mutable static properties
    // (`UIKIT_EXTERN UIAccessibilityTraits UIAccessibilityTraitStaticText;`), which Swift 6
    // refuses to read as shared mutable state.
    private static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    private static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)

    /// The text a row with `accessory` shows as its value beside or instead of a control: a
    /// value's, a detail's, a stepper's, a navigation picker's selected title (empty when none is), an
    /// inline picker's value (``RowContent/Accessory/inlineValueText``); `nil` for the other
    /// accessories.
    static func valueText(of accessory: RowContent.Accessory) -> String? {
      switch accessory {
      case .value(let value), .detail(let value): value
      case .stepper(let stepper): stepper.valueText
      case .picker(let picker) where picker.style == .navigation: picker.selectedTitle ?? ""
      default: accessory.inlineValueText
      }
    }
  }
#endif
