import Foundation
import StackedDataSources

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SettingsRowReader {
  /// How rows look and answer the user: each control writes its key; a selection is handed to
  /// `select` with the row's declaration (`nil` for a row of the layer's own, such as the row
  /// expanding a collapsed section). `rows` finds an item's declaration by its id.
  ///
  /// The declarations and the values are held, not the screen: a screen's rows' follows hold
  /// it weakly, and so must `select`.
  func behavior(
    rows: [String: SettingsRow],
    select: @escaping @MainActor (SettingsItem, SettingsRow?) -> Void
  ) -> RowBehavior<SettingsItem> {
    let values = values
    var behavior = RowBehavior<SettingsItem>()
    behavior.content = { $0.content }
    behavior.onToggle = { item, isOn in
      guard case .toggle(let key, let on, let off) = rows[item.id]?.kind else { return }
      values.setStoredValue(isOn ? on : off, forKey: key.name)
    }
    behavior.onTextChange = { item, text in
      guard case .textField(let key, _) = rows[item.id]?.kind else { return }
      values.setStoredValue(.string(text), forKey: key.name)
    }
    behavior.onValueChange = { item, number in
      switch rows[item.id]?.kind {
      case .slider(let key, _):
        values.setStoredValue(.double(number), forKey: key.name)
      case .stepper(let key, _, let isInteger, _):
        values.setStoredValue(
          isInteger ? .int(Int(number.rounded())) : .double(number), forKey: key.name)
      default: break
      }
    }
    behavior.onPick = { item, index in
      guard case .choice(let key, let options, _) = rows[item.id]?.kind,
        options.indices.contains(index)
      else { return }
      values.setStoredValue(options[index].value, forKey: key.name)
    }
    behavior.onDateChange = { item, date in
      guard case .date(let key, _) = rows[item.id]?.kind else { return }
      values.setStoredValue(.date(date), forKey: key.name)
    }
    behavior.onSelect = { item in select(item, rows[item.id]) }
    return behavior
  }
}
