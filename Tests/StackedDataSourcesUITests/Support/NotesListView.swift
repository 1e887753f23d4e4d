#if STANDIN_SDKS && canImport(SwiftUI)
  import StackedDataSources
  import SwiftUI
  import Testing

  /// ``NotesScreen`` in a `StackedList` hosted by the stand-in SwiftUI (``ListHarness``, with
  /// the full content check): a path is a row of the list as it last rendered, the user's
  /// hands are its nodes' (a field's or a toggle's binding, a button, a `ForEach`'s
  /// `onDelete`), and ``update()`` renders the list again when what it read changed, as SwiftUI
  /// does.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  final class NotesListView: NotesView {
    let kind = NotesViewKind.list
    let screen: NotesScreen
    let harness: ListHarness
    let deletesRows = true

    init(_ screen: NotesScreen) {
      self.screen = screen
      harness = ListHarness(screen.stack, contentCheck: .full)
    }

    var validator: ValidatingSink { harness.validator }
    var recorder: RecordingSink { harness.recorder }
    var errors: [DataSourceError] { harness.errors }
    var failures: [String] { harness.model.identities.checkFailures }

    var received: String { "\(recorder.updates)" }

    /// The first node of `kind` in the row at `path`, as the list last rendered it.
    private func node(_ kind: String, at path: TablePath) -> StandInNode? {
      harness.row(path.section, path.row).all(kind).first
    }

    func userType(_ typed: String, at path: TablePath) async -> Bool {
      guard let field = node("TextField", at: path),
        let text = await field.value(String.self)
      else { return false }
      return await field.setValue(text + typed)
    }

    func fieldText(at path: TablePath) async -> String? {
      await node("TextField", at: path)?.value(String.self)
    }

    func field(at path: TablePath) -> AnyObject? { node("TextField", at: path) }

    func userFlipSwitch(at path: TablePath) async -> Bool {
      guard let toggle = node("Toggle", at: path), let isOn = await toggle.isOn() else {
        return false
      }
      return await toggle.setOn(!isOn)
    }

    func switchIsOn(at path: TablePath) async -> Bool? {
      await node("Toggle", at: path)?.isOn()
    }

    func accessibilityValue(at path: TablePath) async -> String? {
      // A value the row's view gives (a validation message with the control's value) first.
      let row = harness.row(path.section, path.row)
      if let value = row.allNodes.lazy.compactMap(\.accessibilityValue).first { return value }
      if let isOn = await switchIsOn(at: path) { return isOn ? "On" : "Off" }
      return await fieldText(at: path)
    }

    func userTap(at path: TablePath) -> Bool {
      node("Button", at: path)?.tap() ?? false
    }

    func userSwipeAction(_ title: String, at path: TablePath) -> Bool {
      let row = harness.row(path.section, path.row)
      let buttons = row.swipeButtons(.leading) + row.swipeButtons(.trailing)
      return buttons.first { $0.texts.contains(title) }?.tap() ?? false
    }

    func userDelete(at path: TablePath) -> Bool {
      harness.rows(inSection: path.section).delete(IndexSet(integer: path.row))
    }

    func update() { harness.host.renderIfNeeded() }

    func look(at path: TablePath) -> RowLook {
      let row = harness.row(path.section, path.row)
      let nodes = row.allNodes
      let controls = ["TextField", "SecureField", "Toggle", "DatePicker", "Picker", "Slider"]
      var look = RowLook()
      // SwiftUI dims a disabled view itself: the row's view as a whole is disabled.
      look.isDimmed = row.children.first?.isDisabled ?? false
      look.controlIsEnabled = nodes.first { controls.contains($0.kind) }.map { !$0.isDisabled }
      look.isRed = nodes.contains { $0.kind == "Text" && $0.style == "red" }
      look.isStaticText = nodes.contains { $0.accessibilityTraits.contains("isStaticText") }
      return look
    }

    func datePickerStyle(at path: TablePath) -> String? {
      node("DatePicker", at: path).map { $0.datePickerStyle ?? "automatic" }
    }

    func optionPickerStyle(at path: TablePath) -> String? {
      guard let picker = node("Picker", at: path) else { return nil }
      let titles = picker.allNodes.filter { $0.tag != nil }.flatMap(\.texts)
      return ([picker.pickerStyle ?? "automatic"] + titles).joined(separator: " ")
    }

    func userPickOption(_ index: Int, at path: TablePath) async -> Bool {
      await node("Picker", at: path)?.setValue(index) ?? false
    }

    func userPickDate(_ date: Date, at path: TablePath) async -> Bool {
      await node("DatePicker", at: path)?.setValue(date) ?? false
    }

    func shownRows() async -> [[ShownRow]] {
      var sections: [[ShownRow]] = []
      for section in harness.sections.indices {
        var rows: [ShownRow] = []
        for row in harness.rows(inSection: section).children {
          let value: String? =
            if let toggle = row.all("Toggle").first {
              await toggle.isOn().map { $0 ? "On" : "Off" }
            } else if let field = row.all("TextField").first {
              await field.value(String.self)
            } else {
              nil
            }
          rows.append(ShownRow(title: row.texts.first ?? "", value: value))
        }
        sections.append(rows)
      }
      return sections
    }
  }
#endif
