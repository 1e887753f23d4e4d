#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import StackedDataSources

  /// A sign-up form for the keyboard's tests (issue 38, part 3), as the table shows it:
  ///
  ///     [0] Name:    0 First name, 1 Last name
  ///     [1] Options: 0 Newsletter (a switch), 1 Referral (disabled), 2 Member ID (read-only)
  ///     [2] Email:   0 Email
  ///
  /// Return runs First name → Last name → Email, then submits. `ended` lists the fields whose
  /// editing ended, in order; `submitted` counts the form's submits.
  @MainActor
  final class KeyboardForm {
    /// A row: a field (editable or not) or a switch, enabled or not.
    struct Field: Hashable {
      var title: String
      var isSwitch = false
      var isEditable = true
      var isEnabled = true
    }

    let name = ArrayDataSource(
      [Field(title: "First name"), Field(title: "Last name")], name: "Name")
    let options = ArrayDataSource(
      [
        Field(title: "Newsletter", isSwitch: true), Field(title: "Referral", isEnabled: false),
        Field(title: "Member ID", isEditable: false),
      ], name: "Options")
    let email = ArrayDataSource([Field(title: "Email")], name: "Email")
    let stack: SectionGroupStack
    private(set) var ended: [String] = []
    private(set) var submitted = 0

    static let firstName = TablePath(section: 0, row: 0)
    static let lastName = TablePath(section: 0, row: 1)
    static let emailField = TablePath(section: 2, row: 0)

    init() {
      let sources = [name, options, email]
      stack = SectionGroupStack(name: "Sign up") {
        sources[0]
        sources[1]
        sources[2]
      }
      for source in sources {
        source.content = { field in
          RowContent(
            field.title,
            accessory: field.isSwitch
              ? .toggle(isOn: false) : .textField(.init(text: "", isEditable: field.isEditable)),
            isEnabled: field.isEnabled)
        }
        source.onEndEditing = { [unowned self] field, _ in ended.append(field.title) }
      }
      stack.onSubmit = { [unowned self] in submitted += 1 }
    }
  }
#endif
