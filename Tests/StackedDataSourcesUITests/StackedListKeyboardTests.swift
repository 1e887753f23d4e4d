#if STANDIN_SDKS && canImport(SwiftUI)
  import StackedDataSources
  import StackedDataSourcesUI
  import SwiftUI
  import Testing

  /// The keyboard in a `StackedList` (issue 38, part 3): each field's submit label comes from
  /// the core, the list's focus state follows Return from field to field, the list scrolls to
  /// the field focused, and the last field's Return submits the form and clears the focus.
  @MainActor
  @Suite("StackedList: Return moves through the form's fields")
  struct StackedListKeyboardTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("submit labels, the focus moved by Return with the list scrolled to it, then the submit")
    func returnMovesOn() throws {
      let form = KeyboardForm()
      let harness = ListHarness(form.stack)
      func field(_ path: TablePath) throws -> StandInNode {
        try #require(harness.row(path.section, path.row).all("TextField").first)
      }
      let first = try field(KeyboardForm.firstName)
      let last = try field(KeyboardForm.lastName)
      let email = try field(KeyboardForm.emailField)
      #expect([first, last, email].map(\.submitLabel) == ["next", "next", "done"])
      #expect(try field([1, 2]).submitLabel == "next", "asked of every field: Email follows")
      // The user taps into First name, then presses Return in each field.
      #expect(first.focus() && first.isFocused)
      #expect(first.submit())
      #expect(last.isFocused && !first.isFocused)
      #expect(form.ended == ["First name"])
      #expect(last.submit())
      #expect(email.isFocused && form.submitted == 0)
      #expect(email.submit())
      #expect(!email.isFocused && !first.isFocused && form.submitted == 1)
      #expect(form.ended == ["First name", "Last name", "Email"])
      let reader = try #require(harness.host.nodes.first { $0.kind == "ScrollViewReader" })
      let identities = harness.model.identities
      let scrolled = [KeyboardForm.lastName, KeyboardForm.emailField].map {
        identities.identity(at: $0).map(AnyHashable.init)
      }
      #expect(reader.scrolledTo.map(Optional.some) == scrolled)
      #expect(harness.errors.isEmpty)
      harness.expectConsistent("submitted")
    }
  }

  /// What the stand-in SwiftUI adds for the keyboard: a focus state shared by its bindings and
  /// the fields bound to it, a submit label, and a scroll view reader's proxy, which records
  /// where it scrolled.
  @MainActor
  @Suite("Stand-in SwiftUI: focus, submit label and scrolling")
  struct StandInFocusTests {
    struct Form: View {
      @FocusState var focused: Int?
      var body: some View {
        ScrollViewReader { proxy in
          VStack {
            TextField("One", text: Binding(get: { "" }, set: { _ in }), prompt: nil)
              .focused($focused, equals: 1)
              .submitLabel(.next)
              .onSubmit {
                proxy.scrollTo(2)
                focused = 2
              }
            TextField("Two", text: Binding(get: { "" }, set: { _ in }), prompt: nil)
              .focused($focused, equals: 2)
              .submitLabel(.done)
          }
        }
      }
    }

    @Test("a field is focused while its focus state holds its value; the proxy records scrolls")
    func focus() throws {
      let form = Form()
      let nodes = standInRender(form)
      let fields = nodes.flatMap { $0.all("TextField") }
      #expect(fields.map(\.submitLabel) == ["next", "done"])
      #expect(fields.map(\.isFocused) == [false, false] && form.focused == nil)
      #expect(fields[0].focus() && fields[0].isFocused && form.focused == 1)
      #expect(fields[0].submit())
      #expect(fields.map(\.isFocused) == [false, true] && form.focused == 2)
      #expect(nodes.first { $0.kind == "ScrollViewReader" }?.scrolledTo == [2])
      form.focused = nil
      #expect(!fields[1].isFocused)
      #expect(!standInRender(Text("no field"))[0].focus(), "bound to no focus state")
    }
  }
#endif
