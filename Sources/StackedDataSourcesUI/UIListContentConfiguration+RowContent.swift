#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  extension UIListContentConfiguration {
    /// The list content of a default cell showing `content`: its title, its secondary text
    /// (`subtitleCell()`), its image (`UIImage(systemName:)`), its title colour by style
    /// (`.systemRed` for destructive, `.tintColor` for a button row).
    ///
    /// A `UITableViewCell` has no accessory for text, so with `valueAsSecondaryText` a row whose
    /// accessory shows a value as text (``RowContent/Accessory/value(_:)``, a stepper's
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
      configuration.image = content.imageName.flatMap { UIImage(systemName: $0) }
      switch content.style {
      case .default: break
      case .destructive: configuration.textProperties.color = .systemRed
      case .button: configuration.textProperties.color = .tintColor
      case .error: configuration.textProperties.color = .systemRed
      }
      return configuration
    }

    /// The text a row with `accessory` shows as its value beside or instead of a control: a
    /// value's, a stepper's, a navigation picker's selected title (empty when none is); `nil`
    /// for the other accessories.
    static func valueText(of accessory: RowContent.Accessory) -> String? {
      switch accessory {
      case .value(let value): value
      case .stepper(let stepper): stepper.valueText
      case .picker(let picker) where picker.style == .navigation: picker.selectedTitle ?? ""
      default: nil
      }
    }
  }
#endif
