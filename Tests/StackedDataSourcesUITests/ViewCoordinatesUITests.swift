#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import StackedDataSources
  import Testing

  /// The way back from the view while the app's transaction is open (issue 35, defect 1), in
  /// every view: the model already holds changes the view has not been sent (`beginUpdates()`,
  /// an `await`, `endUpdates()`), and what the user does through the view — typing, a switch,
  /// a tap, a swipe action, a delete — reaches the row they touched, or is refused and put back
  /// from that row. Each test plays the user on the stand-in view itself, in the rows as the
  /// view shows them.
  @MainActor
  @Suite("The user's input during an open transaction lands on the row the view shows")
  struct ViewCoordinatesUITests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "text typed while the app's transaction is open lands in the field typed into",
      arguments: NotesViewKind.allCases)
    func typing(_ kind: NotesViewKind) async throws {
      let view = kind.show()
      let screen = view.screen
      let typedInto = try #require(view.field(at: [0, 1]))
      view.clear()
      screen.stack.beginUpdates()  // beginUpdates(); await refresh(); endUpdates()
      try screen.notes.insert(Memo("n0"), at: 0)  // the view still shows n1 n2 n3
      #expect(await view.userType("!", at: [0, 1]))  // n2's field, as the view shows it
      #expect(await view.fieldText(at: [0, 1]) == "n2!")
      #expect(await view.accessibilityValue(at: [0, 1]) == "n2!")
      #expect(view.recorder.updates.isEmpty, "the transaction is open")
      try screen.stack.endUpdates()
      view.update()
      #expect(screen.log == ["text n2 n2!"])
      #expect(screen.noteTexts == ["n0", "n1", "n2!", "n3"], "n1 is kept")
      #expect(await view.fieldText(at: [0, 2]) == "n2!")
      #expect(await view.accessibilityValue(at: [0, 2]) == "n2!")
      if kind.keepsCells {
        #expect(view.field(at: [0, 2]) === typedInto, "the field typed into, moved with its row")
      }
      #expect(!view.refreshedRows.contains([0, 2]), "no echo: \(view.recorder.updates)")
      #expect(view.errors.isEmpty)
      await view.expectConsistent("committed")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a switch, a tap, a swipe action and a delete during the transaction reach their rows",
      arguments: NotesViewKind.allCases)
    func otherActions(_ kind: NotesViewKind) async throws {
      let view = kind.show()
      let screen = view.screen
      screen.stack.beginUpdates()
      // A new first row in every section: each row the view shows is one further down in the
      // model, and in an NSTableView every later section's flat rows are too.
      try screen.insertFirstRows()
      #expect(await view.userFlipSwitch(at: [1, 1]))  // a2
      #expect(await view.switchIsOn(at: [1, 1]) == true)
      #expect(await view.accessibilityValue(at: [1, 1]) == "On")
      // f1 may be selected; the f0 the model has in its place may not.
      #expect(view.userTap(at: [2, 0]))  // f1
      #expect(view.userSwipeAction("Flag", at: [2, 2]))  // f3
      if view.deletesRows { #expect(view.userDelete(at: [2, 1])) }  // f2
      try screen.stack.endUpdates()
      view.update()
      #expect(screen.log == ["toggle a2 on", "select f1", "flag f3"])
      #expect(screen.alarms.items.map(\.isOn) == [false, false, true, false], "a1 is kept")
      #expect(
        screen.folders.items == (view.deletesRows ? ["f0", "f1", "f3"] : ["f0", "f1", "f2", "f3"]))
      #expect(await view.switchIsOn(at: [1, 2]) == true)
      #expect(view.errors.isEmpty, "\(view.errors)")
      await view.expectConsistent("committed")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a value refused during the transaction puts the field back from the row typed into",
      arguments: NotesViewKind.allCases)
    func refused(_ kind: NotesViewKind) async throws {
      let view = kind.show()
      let screen = view.screen
      screen.stack.beginUpdates()
      try screen.notes.insert(Memo("n0"), at: 0)
      try screen.notes.replace(at: 2, with: Memo("n2", isLocked: true))  // the refresh locks n2
      // The view still shows n2's field editable, one row up: the user types into it.
      #expect(await view.userType("!", at: [0, 1]))
      #expect(view.errors.map(\.code) == [.invalidControlValue], "\(view.errors)")
      #expect(screen.log.isEmpty)
      view.update()
      #expect(await view.fieldText(at: [0, 1]) == "n2", "n2's text, not n1's")
      #expect(await view.accessibilityValue(at: [0, 1]) == "n2")
      try screen.stack.endUpdates()
      #expect(screen.noteTexts == ["n0", "n1", "n2", "n3"])
      await view.expectConsistent("committed")
      #expect(await view.fieldText(at: [0, 2]) == "n2")
    }
  }
#endif
