import StackedDataSources

/// The user's actions from inside a batch in the fuzz test: UIKit ends a text field's editing as
/// the batch deletes its row, and a view may hand on a tap or a value while it applies a batch.
/// Every action — typing, a number, a switch, the end of editing, a tap, a delete, an insert, a
/// swipe — on a row the batch is deleting or any row the view shows must be refused with
/// ``DataSourceError/Code/editDuringBatch`` before its path is resolved (the path is the view's,
/// and the model is between layouts), run no handler and change nothing; the view is offered
/// no swipe actions, and no row translates.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension StackFuzzer {
  /// One action of the user from inside a sink call; see the extension's overview.
  func inputDuringDelivery() {
    let stack = root.stack!
    let deleting = meddler?.deletedRows ?? []
    let path: TablePath
    if let row = deleting.randomElement(using: &random), random.chance(0.7) {
      path = row
      cover { $0.deliveryInputs["deleted row", default: 0] += 1 }
    } else {
      // The view's rows: before the batch until it ends, after it for its reconfigures.
      let counts = identities.sections.map(\.rows.count)
      let filled = counts.indices.filter { counts[$0] > 0 }
      guard let section = filled.randomElement(using: &random) else { return }
      path = TablePath(section: section, row: random.int(0..<counts[section]))
    }
    let actions = ["type", "number", "switch", "endEditing", "select", "delete", "insert", "swipe"]
    let action = actions[random.int(0..<actions.count)]
    trace?("  user \(action) at \(path) from inside a batch")
    cover {
      $0.controlAnswers["during batch", default: 0] += 1
      $0.deliveryInputs[action, default: 0] += 1
    }
    let before = FuzzModel.table(of: stack)
    heardItems = []
    actingFromBatch = true
    defer { actingFromBatch = false }
    if let translated = stack.currentPath(ofShownRow: path) {
      meddleFailure = "from inside a batch, currentPath(ofShownRow: \(path)) is \(translated)"
    }
    do {
      switch action {
      case "type": try stack.setControlValue(.text("meddled"), at: path)
      case "number": try stack.setControlValue(.number(1), at: path)
      case "switch": try stack.setToggle(true, at: path)
      case "endEditing": try stack.endEditing(at: path)
      case "select": try stack.selectRow(at: path)
      case "delete": try stack.commitDelete(at: path)
      case "insert": try stack.commitInsert(at: path)
      default:
        if !stack.swipeActions(at: path, edge: .trailing).isEmpty {
          meddleFailure = "from inside a batch, the row at \(path) offered swipe actions"
        }
        return
      }
      meddleFailure = "the user's \(action) at \(path) from inside a batch was accepted"
    } catch  where error.code == .editDuringBatch {
    } catch {
      meddleFailure =
        "the user's \(action) at \(path) from inside a batch failed otherwise: \(error)"
    }
    if let item = heardItems.first {
      meddleFailure = "the user's \(action) at \(path) from inside a batch reached \(item)"
    }
    if FuzzModel.table(of: stack) != before {
      meddleFailure = "the user's \(action) at \(path) from inside a batch changed the table"
    }
  }
}
