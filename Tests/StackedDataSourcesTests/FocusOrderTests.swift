import Testing

@testable import StackedDataSources

/// The keyboard (issue 38, part 3): Return moves to the next text field in the order the view
/// shows the rows — across groups, pins and nested stacks, skipping what takes no input — and
/// the last field's Return submits the form. Every table is a `ValidatingSink` with the full
/// content check.
@MainActor
@Suite("Return moves through a form's fields in the order the screen shows them")
struct FocusOrderTests {
  /// A row of the sign-up form: a field (editable or not), or a switch; enabled or not.
  struct Field: Hashable {
    var title: String
    var isSwitch = false
    var isEditable = true
    var isEnabled = true
  }

  /// The sign-up form, as the table shows it:
  ///
  ///     [0] Name:     0 First name, 1 Last name
  ///     [1] Options:  0 Newsletter (a switch), 1 Referral (disabled), 2 Member ID (read-only)
  ///                   then, pinned under Newsletter while active: Topics
  ///     [2] Address (a nested stack): 0 Street, 1 City
  ///     [3] Email:    0 Email
  @MainActor
  final class Form {
    let name = ArrayDataSource(
      [Field(title: "First name"), Field(title: "Last name")], name: "Name")
    let options = ArrayDataSource(
      [
        Field(title: "Newsletter", isSwitch: true),
        Field(title: "Referral", isEnabled: false),
        Field(title: "Member ID", isEditable: false),
      ], name: "Options")
    let topics = ArrayDataSource([Field(title: "Topics")], name: "Topics")
    let address = ArrayDataSource([Field(title: "Street"), Field(title: "City")], name: "Street")
    let email = ArrayDataSource([Field(title: "Email")], name: "Email")
    let nested: SectionGroupStack
    let stack: SectionGroupStack
    let validator: ValidatingSink
    let recorder = RecordingSink()
    var submitted = 0

    init(topicsShown: Bool = false) throws {
      for source in [name, options, topics, address, email] {
        source.content = { field in
          RowContent(
            field.title,
            accessory: field.isSwitch
              ? .toggle(isOn: false)
              : .textField(.init(text: "", isEditable: field.isEditable)),
            isEnabled: field.isEnabled)
        }
      }
      nested = try SectionGroupStack(name: "Address", groups: [address])
      stack = try SectionGroupStack(name: "Sign up", groups: [name, options, nested, email])
      try stack.pin(topics, under: [0, 0], of: options, isActive: topicsShown)
      validator = ValidatingSink(dataSource: stack, downstream: recorder, contentCheck: .full)
      stack.sink = validator
      stack.onSubmit = { [unowned self] in submitted += 1 }
    }

    /// Every row that takes the focus, first to last, walking with `focusNext(from:)`.
    var fieldOrder: [TablePath] {
      var order: [TablePath] = []
      var path: TablePath = [0, -1]
      while let next = stack.focusNext(from: path) {
        order.append(next)
        path = next
      }
      return order
    }

    /// The titles of `paths`' rows.
    func titles(_ paths: [TablePath]) -> [String] {
      paths.map { stack.rowContent(at: $0)?.title ?? "?" }
    }
  }

  @Test("the order runs across groups and a nested stack, skipping what takes no input")
  func orderAcrossGroups() throws {
    let form = try Form()
    #expect(form.titles(form.fieldOrder) == ["First name", "Last name", "Street", "City", "Email"])
    #expect(form.fieldOrder == [[0, 0], [0, 1], [2, 0], [2, 1], [3, 0]])
    // A switch, a disabled row and a read-only field are passed over; a hidden pin has no rows.
    #expect(form.stack.focusNext(from: [0, 1]) == [2, 0])
    #expect(form.stack.focusNext(from: [1, 0]) == [2, 0], "from a row that is no field")
  }

  @Test("a pin's rows join the order under their anchor while it is shown, and leave it after")
  func pinnedRows() throws {
    let form = try Form()
    try form.stack.setPinActive(true, for: form.topics)
    #expect(
      form.titles(form.fieldOrder) == [
        "First name", "Last name", "Topics", "Street", "City", "Email",
      ])
    #expect(form.stack.focusNext(from: [0, 1]) == [1, 1], "Topics, under Newsletter")
    try form.stack.setPinActive(false, for: form.topics)
    #expect(form.stack.focusNext(from: [0, 1]) == [2, 0])
    #expect(form.validator.isValid, "\(form.validator.violations)")
  }

  @Test("a row disabled or enabled changes the order at once")
  func enabledState() throws {
    let form = try Form()
    try form.options.replace(at: 1, with: Field(title: "Referral"))
    #expect(form.stack.focusNext(from: [0, 1]) == [1, 1])
    try form.name.replace(at: 1, with: Field(title: "Last name", isEnabled: false))
    #expect(form.stack.focusNext(from: [0, 0]) == [1, 1])
  }

  @Test("the return key says next until the last field, which says done")
  func returnKeys() throws {
    let form = try Form()
    #expect(form.fieldOrder.map(form.stack.returnKey(at:)) == [.next, .next, .next, .next, .done])
    // Asked of any row: whether a field follows it.
    #expect(form.stack.returnKey(at: [1, 2]) == .next)
    #expect(form.stack.returnKey(at: [3, 0]) == .done)
  }

  @Test("Return answers the next field, and at the last one submits the form once, in a batch")
  func pressingReturn() throws {
    let form = try Form()
    form.stack.onSubmit = { [unowned form] in
      form.submitted += 1
      // What the submit changes reaches the table as one batch.
      form.email.append(Field(title: "Confirm email"))
      _ = try? form.name.remove(at: 0)
    }
    #expect(try form.stack.pressReturn(at: [0, 0]) == [0, 1])
    #expect(try form.stack.pressReturn(at: [2, 1]) == [3, 0])
    #expect(form.submitted == 0 && form.recorder.updates.isEmpty)
    #expect(try form.stack.pressReturn(at: [3, 0]) == nil)
    #expect(form.submitted == 1)
    #expect(
      form.recorder.batches == [
        [.deleteRows([[0, 0]], .automatic), .insertRows([[3, 1]], .automatic)]
      ])
    #expect(form.validator.isValid, "\(form.validator.violations)")
  }

  @Test("a form without a submit handler, or shown without a stack, ends at its last field")
  func withoutSubmit() throws {
    let form = try Form()
    form.stack.onSubmit = nil
    #expect(try form.stack.pressReturn(at: [3, 0]) == nil)
    let alone = ArrayDataSource([Field(title: "Search")], name: "Search")
    alone.content = { RowContent($0.title, accessory: .textField(.init(text: ""))) }
    #expect(alone.focusNext(from: [0, -1]) == [0, 0])
    #expect(alone.returnKey(at: [0, 0]) == .done)
    #expect(try alone.pressReturn(at: [0, 0]) == nil)
  }

  @Test(
    "bad input is refused with a typed error and changes nothing",
    arguments: [
      (
        "a row past the section", TablePath(section: 0, row: 2),
        DataSourceError.rowOutOfRange(dataSource: "Sign up", row: 2, section: 0, rowCount: 2)
      ),
      (
        "a section past the table", TablePath(section: 4, row: 0),
        .sectionOutOfRange(dataSource: "Sign up", section: 4, sectionCount: 4)
      ),
      (
        "a switch", TablePath(section: 1, row: 0),
        .noSuchControl(
          dataSource: "Sign up", row: 0, section: 1, value: nil, shown: "a switch")
      ),
      (
        "a disabled row", TablePath(section: 1, row: 1),
        .rowDisabled(dataSource: "Sign up", row: 1, section: 1)
      ),
      (
        "a read-only field", TablePath(section: 1, row: 2),
        .noSuchControl(
          dataSource: "Sign up", row: 2, section: 1, value: nil,
          shown: "a text field that is not editable")
      ),
    ])
  func badInput(_ name: String, _ path: TablePath, _ refusal: DataSourceError) throws {
    let form = try Form()
    #expect(throws: refusal) { try form.stack.pressReturn(at: path) }
    #expect(form.submitted == 0 && form.recorder.updates.isEmpty)
  }

  @Test("past the last field and past the table, the next field is none")
  func pastTheEnd() throws {
    let form = try Form()
    #expect(form.stack.focusNext(from: [3, 0]) == nil)
    #expect(form.stack.focusNext(from: [3, .max]) == nil)
    #expect(form.stack.focusNext(from: [9, 0]) == nil)
    #expect(form.stack.focusNext(from: [-5, 7]) == [0, 0], "before the table: the first field")
    #expect(form.stack.focusNext(from: [0, .max]) == [2, 0], "past a section: the next one")
    let empty = try SectionGroupStack(name: "Empty", groups: [])
    #expect(empty.focusNext(from: [0, -1]) == nil)
    #expect(
      throws: DataSourceError.sectionOutOfRange(dataSource: "Empty", section: 0, sectionCount: 0)
    ) {
      try empty.pressReturn(at: [0, 0])
    }
  }

  @Test("while the app's transaction is open, the order is the view's, read through it")
  func openTransaction() throws {
    let form = try Form()
    form.stack.beginUpdates()
    try form.name.insert(Field(title: "Title"), at: 0)  // not shown yet
    try form.address.remove(at: 0)  // Street: still shown, but gone
    // The view still shows First name [0, 0], Last name [0, 1], Street [2, 0], City [2, 1].
    #expect(form.stack.focusNext(from: [0, -1]) == [0, 0])
    #expect(try form.stack.pressReturn(at: [0, 1]) == [2, 1], "City, past the deleted Street")
    #expect(throws: DataSourceError.shownRowDeleted(dataSource: "Sign up", row: 0, section: 2)) {
      try form.stack.pressReturn(at: [2, 0])
    }
    #expect(try form.stack.pressReturn(at: [3, 0]) == nil)
    #expect(form.submitted == 1)
    try form.stack.endUpdates()
    #expect(form.fieldOrder == [[0, 0], [0, 1], [0, 2], [2, 0], [3, 0]])
    #expect(form.validator.isValid, "\(form.validator.violations)")
  }

  @Test("Return from inside a sink call is refused as an edit during a batch")
  func duringDelivery() throws {
    let form = try Form()
    var refusal: DataSourceError?
    var next: TablePath? = [9, 9]
    let sink = MeddlingSink(downstream: form.validator)
    sink.onFirstBegin = {
      next = form.stack.focusNext(from: [0, -1])
      do throws(DataSourceError) {
        _ = try form.stack.pressReturn(at: [3, 0])
      } catch { refusal = error }
    }
    form.stack.sink = sink
    form.email.append(Field(title: "Confirm email"))
    #expect(refusal == .editDuringBatch(dataSource: "Sign up"))
    #expect(next == nil, "no row can be read during a delivery")
    #expect(form.submitted == 0)
  }

  @Test("a list finds the next row by identity, and asks each row's return key")
  func listModel() throws {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    let form = try Form()
    let model = ListModel(dataSource: form.stack)
    let rows = model.sections.flatMap(\.rows)
    let street = try #require(rows.first { $0.path == [2, 0] })
    let city = try #require(rows.first { $0.path == [2, 1] })
    let email = try #require(rows.first { $0.path == [3, 0] })
    #expect(model.returnKey(of: street) == .next && model.returnKey(of: email) == .done)
    let token = try #require(model.identities.token(for: street.id))
    #expect(try model.pressReturn(for: token)?.id == city.id)
    let last = try #require(model.identities.token(for: email.id))
    #expect(try model.pressReturn(for: last) == nil)
    #expect(form.submitted == 1)
  }
}
