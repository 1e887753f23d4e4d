#if STANDIN_SDKS && canImport(AppKit)
  import AppKit
  import StackedDataSources
  import Testing

  @testable import StackedDataSourcesUI

  /// The keyboard in an `NSTableView` (issue 38, part 3): Return in a row's field
  /// (`control(_:textView:doCommandBy:)` with `insertNewline(_:)`) scrolls the next field's row
  /// into view and makes its field the window's first responder, which ends the editing of the
  /// field left; the last field's Return submits the form and ends the editing.
  @MainActor
  @Suite("NSTableView: Return moves through the form's fields")
  struct NSTableViewKeyboardTests {
    @Test("Return makes the next field the first responder, its row scrolled to, then submits")
    func returnMovesOn() throws {
      let form = KeyboardForm()
      let table = NSTableView(frame: .zero)
      let bridge = NSTableViewBridge(dataSource: form.stack)
      let sink = NSTableViewSink(tableView: table, dataSource: form.stack, showsHeaders: true)
      let validator = ValidatingSink(dataSource: form.stack, downstream: sink, flavor: .tableView)
      var errors: [DataSourceError] = []
      bridge.onError = { errors.append($0) }
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Field")))
      table.dataSource = bridge
      table.delegate = bridge
      table.standInSetInWindow(true)
      form.stack.sink = validator
      let window = try #require(table.window)
      func field(_ row: Int) -> NSTextField? {
        (table.standInView(atRow: row) as? RowContentCellView)?.control as? NSTextField
      }
      // No section has a header: rows 0 and 1 are Name's, 2 to 4 Options', 5 Email's.
      let first = try #require(field(0))
      #expect(window.makeFirstResponder(first), "the user clicks into First name")
      #expect(first.standInUserPressReturn(), "the bridge performs Return")
      let last = try #require(field(1))
      #expect(window.firstResponder === last)
      #expect(form.ended == ["First name"])
      #expect(last.standInUserPressReturn())
      let email = try #require(field(5))
      #expect(window.firstResponder === email && form.submitted == 0)
      #expect(
        table.standInReceivedCalls.filter { $0.hasPrefix("scroll") } == [
          "scrollRowToVisible(1)", "scrollRowToVisible(5)",
        ])
      #expect(email.standInUserPressReturn())
      #expect(form.submitted == 1 && window.firstResponder === table)
      #expect(form.ended == ["First name", "Last name", "Email"])
      // Any other command is AppKit's.
      #expect(
        !bridge.control(
          email, textView: NSTextView(frame: .zero), doCommandBy: Selector("insertTab:")))
      #expect(errors.isEmpty && validator.violations.isEmpty && table.standInFailures.isEmpty)
    }
  }

  /// What the stand-in AppKit adds for the keyboard: the window's first responder, which ends
  /// the editing of a field it leaves; Return that the delegate leaves to AppKit ends the
  /// editing; a scroll to a row the table does not have is a failure.
  @MainActor
  @Suite("Stand-in AppKit: the first responder and Return")
  struct StandInFirstResponderTests {
    /// Hears the end of editing, and performs no command.
    final class Delegate: NSObject, NSTextFieldDelegate {
      var ended = 0
      var commands: [Selector] = []
      func controlTextDidChange(_ obj: Notification) {}
      func controlTextDidEndEditing(_ obj: Notification) { ended += 1 }
      func control(
        _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector
      ) -> Bool {
        commands.append(commandSelector)
        return false
      }
    }

    @Test("making another field first responder ends the editing of the one it leaves")
    func firstResponder() throws {
      let table = NSTableView(frame: .zero)
      table.standInSetInWindow(true)
      let window = try #require(table.window)
      let delegate = Delegate()
      let first = NSTextField(string: "")
      let second = NSTextField(string: "")
      first.delegate = delegate
      #expect(window.makeFirstResponder(first) && first.standInIsEditing)
      #expect(window.makeFirstResponder(second) && window.firstResponder === second)
      #expect(!first.standInIsEditing && delegate.ended == 1)
      #expect(!window.makeFirstResponder(NSTextField(labelWithString: "a label")))
      #expect(window.firstResponder === window, "a refusal leaves the window first responder")
      #expect(window.makeFirstResponder(nil) && window.firstResponder === window)
      table.scrollRowToVisible(0)
      #expect(table.standInFailures == ["scrollRowToVisible(0): no such row"])
    }

    @Test("Return the delegate does not perform ends the editing")
    func returnEndsEditing() {
      let delegate = Delegate()
      let field = NSTextField(string: "")
      field.delegate = delegate
      field.standInUserType("Ada")
      #expect(!field.standInUserPressReturn())
      #expect(delegate.commands == [Selector("insertNewline:")] && delegate.ended == 1)
      #expect(!field.standInIsEditing)
    }
  }
#endif
