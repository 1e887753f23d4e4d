#if canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI)
  import Foundation
  import StackedDataSources

  /// What the views show of an inline picker (``RowContent/Picker/Style/inline``,
  /// ``RowContent/DatePicker/Style/inline``): its row shows the value as text, and selecting it
  /// opens the control in a row the core pins under it (``RowContent/Picker/Style/wheel``,
  /// ``RowContent/DatePicker/Style/full``).
  extension RowContent.Accessory {
    /// The text an inline picker's row shows: the selected option's title (empty when none
    /// is), or the date in the user's locale (its day, its time, or both, as the picker shows
    /// them); `nil` for any other accessory.
    ///
    /// - Complexity: O(1).
    var inlineValueText: String? {
      switch self {
      case .picker(let picker) where picker.style == .inline:
        return picker.selectedTitle ?? ""
      case .datePicker(let picker) where picker.style == .inline:
        return DateFormatter.localizedString(
          from: picker.date, dateStyle: picker.components == .time ? .none : .medium,
          timeStyle: picker.components == .date ? .none : .short)
      default:
        return nil
      }
    }
  }

  extension RowContent.DatePicker {
    /// Whether the opened picker (``Style/full``) shows wheels rather than a calendar: a time
    /// alone has no calendar to show.
    var showsWheels: Bool { style == .full && components == .time }
  }
#endif
