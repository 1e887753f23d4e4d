#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources

  @testable import StackedDataSourcesUI

  extension RowContentCellView {
    /// `content` as this view shows it: its symbol (drawn on its tile, or alone), title and
    /// style, secondary text (or value, or detail), badge and stepper text from the view's
    /// image and labels, its control's value from the control.
    /// What a view does not show (whether the row is selectable) is `content`'s. The stand-in
    /// table's picture of a row whose view the user changed, or the bridge updated in place
    /// (`standInShownValueProvider`), over the content it last read for the row.
    func shown(over content: RowContent) -> RowContent {
      var shown = content
      shown.title = titleLabel.stringValue
      shown.imageName = icon.isHidden ? nil : icon.image.flatMap(Self.symbolName)
      shown.badge = badgeLabel.isHidden ? nil : badgeLabel.stringValue
      switch titleLabel.textColor?.standInName {
      case "systemRed": shown.style = .destructive
      case "controlAccentColor": shown.style = .button
      default: shown.style = .default
      }
      let secondary = secondaryLabel.isHidden ? nil : secondaryLabel.stringValue
      switch content.accessory {
      case .value: shown.accessory = .value(secondary ?? "")
      case .detail: shown.accessory = .detail(secondary ?? "")
      default: shown.secondaryText = secondary
      }
      switch content.accessory {
      case .toggle: shown.accessory = .toggle(isOn: checkbox.state == .on)
      case .textField(var field):
        field.text = control?.stringValue ?? field.text
        shown.accessory = .textField(field)
      case .slider(var slider):
        slider.value = control?.doubleValue ?? slider.value
        shown.accessory = .slider(slider)
      case .stepper(var stepper):
        stepper.value = control?.doubleValue ?? stepper.value
        stepper.valueText = accessoryLabel.stringValue
        shown.accessory = .stepper(stepper)
      case .picker(var picker):
        switch control {
        case let segmented as NSSegmentedControl: picker.selectedIndex = segmented.selectedSegment
        case let popUp as NSPopUpButton: picker.selectedIndex = popUp.indexOfSelectedItem
        default: break
        }
        shown.accessory = .picker(picker)
      case .datePicker(var picker):
        picker.date = (control as? NSDatePicker)?.dateValue ?? picker.date
        shown.accessory = .datePicker(picker)
      case .none, .checkmark, .disclosureIndicator, .detailButton, .value, .detail:
        break
      }
      return shown
    }

    /// The symbol `image` shows: its own, or the one its drawing handler draws on a tile
    /// (`"symbol gear white in …"`); `nil` for a tile without a symbol.
    static func symbolName(of image: NSImage) -> String? {
      guard image.standInSymbolName.isEmpty else { return image.standInSymbolName }
      let symbol = image.standInDrawnLines.first { $0.hasPrefix("symbol ") }
      return symbol?.split(separator: " ").dropFirst().first.map(String.init)
    }
  }

  extension NSTableView {
    /// Makes the table's picture of a row pictured by its view (the user changed its control,
    /// or the bridge updated it in place) what the view shows: a row made from its content, over
    /// the content last read; a header row (read as `"§ Title"`), its title; another view,
    /// what `typed` makes of it (the value last read when it gives `nil`).
    func standInShowViews(typed: @escaping @MainActor (NSView) -> AnyHashable? = { _ in nil }) {
      standInShownValueProvider = { view, read in
        if let cell = view as? RowContentCellView {
          if let content = read as? RowContent { return cell.shown(over: content) }
          if let header = read as? String, header.hasPrefix("§ ") {
            return "§ \(cell.titleLabel.stringValue)"
          }
          return read
        }
        return typed(view) ?? read
      }
    }
  }
#endif
