#if STANDIN_SDKS && canImport(SwiftUI)
  import Foundation
  import StackedDataSources
  import SwiftUI
  import Testing

  /// A row's controls in a `StackedList` (issue 30): each SwiftUI's control, its binding reading
  /// the row's content and handing the user's value to the row's owner without echo.
  @MainActor
  @Suite("StackedList: a row's controls")
  struct StackedListControlsTests {
    /// The first node of `kind` in the row of setting `id`.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    static func control(_ kind: String, _ id: String, in harness: ListHarness) throws
      -> StandInNode
    {
      let path = ControlsScreen.path(of: id)
      return try #require(harness.row(path.section, path.row).all(kind).first)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("each row shows its SwiftUI control, configured from its content, read by VoiceOver")
    func controls() async throws {
      let screen = ControlsScreen()
      let harness = ListHarness(screen.stack)
      let name = try Self.control("TextField", "name", in: harness)
      #expect(name.text == "Name" && name.prompt == "iPhone")
      #expect(await name.value(String.self) == "iPhone" && !name.isDisabled)
      #expect(
        try await Self.control("SecureField", "passcode", in: harness).value(String.self) == "")
      let slider = try Self.control("Slider", "brightness", in: harness)
      #expect(
        slider.bounds == 0...1 && slider.step == 0.1 && slider.images == ["sun.min", "sun.max"])
      #expect(await slider.value(Double.self) == 0.5)
      let stepper = try Self.control("Stepper", "copies", in: harness)
      #expect(
        stepper.bounds == 1...10 && stepper.step == 1 && stepper.texts == ["Copies", "2 copies"])
      for (id, style) in [
        ("appearance", "segmented"), ("ringtone", "menu"), ("autoLock", "navigationLink"),
      ] {
        let picker = try Self.control("Picker", id, in: harness)
        #expect(picker.pickerStyle == style)
        #expect(picker.allNodes.compactMap(\.tag) == [0, 1, 2])
        #expect(await picker.value(Int.self) == screen.setting(id).option)
      }
      let date = try Self.control("DatePicker", "date", in: harness)
      #expect(date.dateRange == ControlsScreen.dateRange && date.dateComponents == .date)
      #expect(await date.value(Date.self) == ControlsScreen.firstDate)
      let row = harness.row(0, ControlsScreen.path(of: "brightness").row)
      let labelled = try #require(row.allNodes.first { $0.accessibilityIdentifier != nil })
      #expect(labelled.accessibilityIdentifier == "Controls/brightness")
      // The slider's value is its own, which follows the user's drag at once.
      #expect(labelled.accessibilityLabel == "Brightness" && labelled.accessibilityValue == nil)
      let device = harness.row(0, ControlsScreen.path(of: "device").row)
      #expect(device.allNodes.contains { $0.accessibilityLabel == "Device, iPhone" })
      harness.expectConsistent("first render")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("typing reaches onTextChange and the model; Device is reconfigured, Name is not")
    func typing() async throws {
      let screen = ControlsScreen()
      let harness = ListHarness(screen.stack)
      let field = try Self.control("TextField", "name", in: harness)
      #expect(await field.setValue("Ada"))
      #expect(screen.received == ["name text Ada"])
      #expect(screen.setting("name").text == "Ada" && screen.setting("device").text == "Ada")
      #expect(harness.recorder.updates == [.reconfigureRows([ControlsScreen.path(of: "device")])])
      harness.expectUpdated("Ada typed")
      #expect(try await Self.control("TextField", "name", in: harness).value(String.self) == "Ada")
      #expect(harness.row(0, 1).texts.contains("Ada"))
      #expect(try Self.control("TextField", "name", in: harness).submit())
      #expect(screen.received.last == "name end Ada")
      #expect(harness.errors.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("slider, stepper, pickers and date picker reach their handlers through their bindings")
    func values() async throws {
      let screen = ControlsScreen()
      let harness = ListHarness(screen.stack)
      let noon = ControlsScreen.firstDate.addingTimeInterval(86_400)
      #expect(try await Self.control("Slider", "brightness", in: harness).setValue(0.6))
      #expect(try await Self.control("Stepper", "copies", in: harness).setValue(3.0))
      #expect(try await Self.control("Picker", "appearance", in: harness).setValue(2))
      #expect(try await Self.control("Picker", "ringtone", in: harness).setValue(0))
      #expect(try await Self.control("Picker", "autoLock", in: harness).setValue(2))
      #expect(try await Self.control("DatePicker", "date", in: harness).setValue(noon))
      #expect(
        screen.received == [
          "brightness value 0.6", "copies value 3.0", "appearance option 2", "ringtone option 0",
          "autoLock option 2", "date date \(Int(noon.timeIntervalSince1970))",
        ])
      #expect(screen.setting("brightness").number == 0.6 && screen.setting("date").date == noon)
      // Only two rows come back: the stepper's, whose text is the owner's, and the picker shown
      // as a navigation, whose option is chosen on another screen (the row shows the choice).
      #expect(
        harness.recorder.updates == [
          .reconfigureRows([ControlsScreen.path(of: "copies")]),
          .reconfigureRows([ControlsScreen.path(of: "autoLock")]),
        ])
      harness.expectUpdated("values entered")
      #expect(try Self.control("Stepper", "copies", in: harness).texts.contains("3 copies"))
      #expect(harness.errors.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("a value the owner does not take is put back; a refused one reports a typed error")
    func refused() async throws {
      let screen = ControlsScreen()
      let harness = ListHarness(screen.stack)
      screen.takesInput = false
      #expect(try await Self.control("Slider", "brightness", in: harness).setValue(0.9))
      #expect(screen.received == ["brightness value 0.9"])
      #expect(
        harness.recorder.updates == [.reconfigureRows([ControlsScreen.path(of: "brightness")])])
      harness.expectUpdated("brightness put back")
      #expect(try await Self.control("Slider", "brightness", in: harness).value(Double.self) == 0.5)
      screen.takesInput = true
      let date = try Self.control("DatePicker", "date", in: harness)
      #expect(await date.setValue(Date(timeIntervalSince1970: 0)))
      #expect(harness.errors.map(\.code) == [.invalidControlValue])
      #expect(screen.received.count == 1 && screen.setting("date").date == ControlsScreen.firstDate)
      // The picker shows the refused date (its own state) until the list draws it again, which
      // the refusal must cause, as no batch comes for a value that changed nothing.
      harness.expectUpdated("date refused")
      #expect(
        try await Self.control("DatePicker", "date", in: harness).value(Date.self)
          == ControlsScreen.firstDate)
    }
  }
#endif
