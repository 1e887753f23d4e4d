#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import StackedDataSources
  import Testing

  /// A validation message (issue 38), in every view: the row the core pins under a failing
  /// field is drawn as a message — red, read as static text, not selectable — and the field's
  /// row reads its value with the message; when the value passes, the message goes, and the
  /// cell that showed it shows an ordinary row again.
  @MainActor
  @Suite("A validation message is drawn as one under its field")
  struct ValidationRowUITests {
    /// The form's Email field, and the row under it.
    let email: TablePath = [3, 2]
    let below: TablePath = [3, 3]

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "an email that fails shows its message under the field, drawn as a message",
      arguments: NotesViewKind.allCases)
    func messageUnderTheField(_ kind: NotesViewKind) async throws {
      let view = kind.show(withForm: true)
      let screen = view.screen
      #expect(await view.userType("ada@", at: email))
      view.update()
      #expect(screen.stack.rowCounts == [3, 3, 3, 7], "the message row, under Email")
      #expect(screen.log.isEmpty, "a value that fails does not reach the owner")
      #expect(await view.fieldText(at: email) == "ada@", "the field keeps what the user typed")
      #expect(await view.accessibilityValue(at: email) == "ada@, Not an email address")
      #expect(
        view.look(at: below) == RowLook(isRed: true, isStaticText: true),
        "\(kind): \(view.look(at: below))")
      #expect(!view.userTap(at: below), "\(kind): a message is not selected")
      #expect(view.errors.isEmpty, "\(view.errors)")
      await view.expectConsistent("failing")

      #expect(await view.userType("x.com", at: email))
      view.update()
      #expect(screen.stack.rowCounts == [3, 3, 3, 6], "the message went")
      #expect(screen.log == ["text Email ada@x.com"])
      // Birthday is where the message was: the cell that showed the message, in the views that
      // reuse cells, shows an ordinary row again.
      #expect(view.look(at: below) == RowLook(), "\(kind): \(view.look(at: below))")
      #expect(view.errors.isEmpty, "\(view.errors)")
      await view.expectConsistent("fixed")
    }
  }
#endif
