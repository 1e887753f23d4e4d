#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources

  @testable import StackedDataSourcesUI

  extension RowContentCellView {
    /// `content` with its control showing what this view's control shows: what the user sees
    /// in a row whose control they changed, for the stand-in table's picture of the row
    /// (`standInShownValueProvider`). The rest of the row is the data source's.
    func shown(over content: RowContent) -> RowContent {
      var shown = content
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
      case .none, .checkmark, .disclosureIndicator, .detailButton, .value:
        break
      }
      return shown
    }
  }

  extension NSTableView {
    /// Makes the table's picture of a row the user changed what its view shows, over what
    /// `content` gives for the row the view shows now.
    func standInShowUserInput(_ content: @escaping @MainActor (Int) -> AnyHashable?) {
      standInShownValueProvider = { [unowned self] view in
        guard let cell = view as? RowContentCellView,
          let base = content(row(for: view)) as? RowContent
        else { return content(row(for: view)) }
        return cell.shown(over: base)
      }
    }
  }
#endif
