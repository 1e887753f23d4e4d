#if STANDIN_SDKS && canImport(SwiftUI)
  import SwiftUI
  import Testing

  /// The stand-in SwiftUI behaves as SwiftUI does where the edge's defects hid behind it.
  @Suite("Stand-in SwiftUI: a control keeps its own state until its view is drawn again")
  @MainActor
  struct StandInSwiftUITests {
    @Test("a value the binding refused stays on screen until the view is rendered again")
    func controlKeepsItsState() async throws {
      // A binding that reads a value captured when the view was made and takes nothing.
      let view = Toggle(isOn: Binding(get: { false }, set: { _ in })) { Text("Wi-Fi") }
      let toggle = try #require(standInRender(view).first)
      #expect(await toggle.isOn() == false)
      #expect(await toggle.setOn(true))
      #expect(await toggle.isOn() == true, "the toggle shows the user's flip")
      let again = try #require(standInRender(view).first)
      #expect(await again.isOn() == false, "drawn again, it reads its binding")
    }

    @Test("a disabled view disables the controls in it, which take no input")
    func disabledViewDisablesItsControls() async throws {
      final class Taps { var count = 0 }
      let taps = Taps()
      let view = VStack {
        Toggle(isOn: Binding(get: { false }, set: { _ in })) { Text("Wi-Fi") }.disabled(false)
        Button(action: { taps.count += 1 }) { Text("Join") }
      }.disabled(true)
      let stack = try #require(standInRender(view).first)
      let toggle = try #require(stack.allNodes.first { $0.kind == "Toggle" })
      let button = try #require(stack.allNodes.first { $0.kind == "Button" })
      #expect(toggle.isDisabled, "an inner disabled(false) does not enable it")
      #expect(button.isDisabled)
      #expect(await toggle.setOn(true) == false)
      #expect(await toggle.isOn() == false)
      #expect(!button.tap() && taps.count == 0)
    }
  }
#endif
