#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import StackedDataSources
  import Testing

  /// A disabled row (issue 38), in every view: drawn dimmed as the platform dims it, its control
  /// disabled so the user cannot type or flip it, its selection refused by the view before the
  /// core has to refuse it; and, when it is enabled again, drawn and working as before — on the
  /// very cell it had, in the views that keep cells (a reconfigure reuses it).
  @MainActor
  @Suite("A disabled row is drawn disabled, and is enabled again on its reused cell")
  struct DisabledRowUITests {
    /// The form's Name (a field) and Sync (a switch).
    let name: TablePath = [3, 0]
    let sync: TablePath = [3, 1]

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a disabled field and switch are dimmed, take no input and no tap; enabled, they work",
      arguments: NotesViewKind.allCases)
    func disabledThenEnabled(_ kind: NotesViewKind) async throws {
      let view = kind.show(withForm: true)
      let screen = view.screen
      let field = view.field(at: name)
      #expect(view.look(at: name) == RowLook(controlIsEnabled: true), "\(view.look(at: name))")
      try screen.setFormEnabled(false)
      view.update()
      for path in [name, sync] {
        #expect(
          view.look(at: path) == RowLook(isDimmed: true, controlIsEnabled: false),
          "\(kind) \(path): \(view.look(at: path))")
        #expect(!view.userTap(at: path), "\(kind) \(path): the view refuses the selection")
      }
      #expect(!(await view.userType("Ada", at: name)), "\(kind): a disabled field takes no typing")
      #expect(!(await view.userFlipSwitch(at: sync)), "\(kind): a disabled switch does not flip")
      #expect(screen.log.isEmpty, "\(screen.log)")
      #expect(view.errors.isEmpty, "\(kind): refused by the view, not by the core: \(view.errors)")
      await view.expectConsistent("disabled")

      try screen.setFormEnabled(true)
      view.update()
      for path in [name, sync] {
        #expect(
          view.look(at: path) == RowLook(controlIsEnabled: true),
          "\(kind) \(path): \(view.look(at: path))")
      }
      if kind.keepsCells {
        #expect(view.field(at: name) === field, "the same field, enabled again")
      }
      #expect(await view.userType("Ada", at: name))
      #expect(await view.userFlipSwitch(at: sync))
      #expect(screen.log == ["text Name Ada", "toggle Sync on"])
      #expect(view.errors.isEmpty, "\(view.errors)")
      await view.expectConsistent("enabled again")
    }
  }
#endif
