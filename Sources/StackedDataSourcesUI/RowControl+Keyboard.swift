#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import StackedDataSources
  import UIKit

  /// The keyboard of a row's text field, which ``TableViewBridge`` and ``CollectionViewBridge``
  /// label and follow (`TableViewBridge+Keyboard.swift`).
  extension RowControl {
    /// Labels the Return key of `field` with `key`: `.next` while another field follows, `.done`
    /// at the form's last. A field being edited reloads its keyboard, which would show the key
    /// it had until then.
    ///
    /// - Complexity: O(1).
    static func showReturnKey(_ key: ReturnKey, in field: UITextField) {
      let type: UIReturnKeyType = key == .next ? .next : .done
      guard field.returnKeyType != type else { return }
      field.returnKeyType = type
      if field.isFirstResponder { field.reloadInputViews() }
    }
  }
#endif
