#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import StackedDataSources
  import Testing

  /// A paused source's control (issue 35, defect 2), in every view: the source holds its
  /// changes while paused and answers the view from a frozen copy of what the view was last
  /// told, but the view shows what the user entered. The control keeps the user's value — it is
  /// not put back to the frozen copy — while the source holds it and after it resumes, with no
  /// reconfigure when the owner took it; one the owner did not take is put back when the source
  /// resumes.
  @MainActor
  @Suite("A paused source's control keeps what the user entered")
  struct PausedInputUITests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a field and a switch of a paused source keep the user's value, through a resume",
      arguments: NotesViewKind.allCases)
    func taken(_ kind: NotesViewKind) async throws {
      let view = kind.show()
      let screen = view.screen
      view.clear()
      screen.notes.pause()
      screen.alarms.pause()
      #expect(await view.userType("!", at: [0, 1]))  // n2
      #expect(await view.userFlipSwitch(at: [1, 1]))  // a2
      #expect(screen.noteTexts == ["n1", "n2!", "n3"], "the owner took the text")
      #expect(screen.alarms.items.map(\.isOn) == [false, true, false])
      view.update()
      #expect(
        await view.fieldText(at: [0, 1]) == "n2!",
        "not put back to the frozen copy: \(view.received)")
      #expect(await view.accessibilityValue(at: [0, 1]) == "n2!")
      #expect(await view.switchIsOn(at: [1, 1]) == true)
      #expect(await view.accessibilityValue(at: [1, 1]) == "On")
      // Another group's batch while the paused sources hold the input.
      screen.folders.append("f4")
      view.update()
      #expect(await view.fieldText(at: [0, 1]) == "n2!", "after another group's batch")
      #expect(await view.switchIsOn(at: [1, 1]) == true)
      await view.expectConsistent("another group's batch", held: [[0, 1]: "n2!", [1, 1]: "On"])
      screen.notes.resume()
      screen.alarms.resume()
      view.update()
      #expect(await view.fieldText(at: [0, 1]) == "n2!", "after the resume")
      #expect(await view.accessibilityValue(at: [0, 1]) == "n2!")
      #expect(await view.switchIsOn(at: [1, 1]) == true)
      #expect(
        !view.refreshedRows.contains([0, 1]) && !view.refreshedRows.contains([1, 1]),
        "no echo: \(view.recorder.updates)")
      #expect(view.errors.isEmpty)
      await view.expectConsistent("resumed")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "a paused source's text its owner did not take is put back when it resumes",
      arguments: NotesViewKind.allCases)
    func notTaken(_ kind: NotesViewKind) async throws {
      let view = kind.show()
      let screen = view.screen
      screen.takesInput = false
      view.clear()
      screen.notes.pause()
      #expect(await view.userType("!", at: [0, 1]))
      #expect(screen.log == ["text n2 n2!"] && screen.noteTexts == ["n1", "n2", "n3"])
      view.update()
      #expect(await view.fieldText(at: [0, 1]) == "n2!", "the source holds the input")
      #expect(await view.accessibilityValue(at: [0, 1]) == "n2!")
      screen.notes.resume()
      view.update()
      #expect(view.refreshedRows == [[0, 1]], "\(view.recorder.updates)")
      #expect(await view.fieldText(at: [0, 1]) == "n2")
      #expect(await view.accessibilityValue(at: [0, 1]) == "n2")
      #expect(view.errors.isEmpty)
      await view.expectConsistent("resumed")
    }
  }
#endif
