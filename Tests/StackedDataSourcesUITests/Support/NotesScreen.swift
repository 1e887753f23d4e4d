#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import Foundation
  import StackedDataSources

  /// A note of ``NotesScreen`` (`Note` is another test's fetched object): its identity, and the
  /// text its field shows. A locked note's field is not editable.
  struct Memo: Hashable, Sendable, Identifiable {
    var id: String
    var text: String
    var isLocked = false

    init(_ id: String, text: String? = nil, isLocked: Bool = false) {
      self.id = id
      self.text = text ?? id
      self.isLocked = isLocked
    }
  }

  /// A field of ``NotesScreen``'s form: its title (its identity), and what its control shows.
  struct FormField: Hashable, Sendable, Identifiable {
    var id: String
    var text = ""
    var isOn = false
    var date = Date(timeIntervalSince1970: 0)
    var isEnabled = true
    var option = 1

    /// Name (a field) and Sync (a switch), which ``NotesScreen/setFormEnabled(_:)`` disables;
    /// Email (a field checked as an email address on each change); Birthday (a day) and Wake
    /// (a time), each an inline date picker; Lock, inline options (30 s, 1 min, 5 min).
    static let all = ["Name", "Sync", "Email", "Birthday", "Wake", "Lock"].map {
      FormField(id: $0)
    }
  }

  /// An alarm of ``NotesScreen``: its identity, and its switch.
  struct Alarm: Hashable, Sendable, Identifiable {
    var id: String
    var isOn = false
  }

  /// The screen of issue 35's first defect, for the way back from every view: three sections of
  /// one stack, each row acting on its own item.
  ///
  /// 0. "Notes" — n1, n2, n3: each a text field whose `onTextChange` replaces its own note with
  ///    the text typed (the issue's example), unless ``takesInput`` is off;
  /// 1. "Alarms" — a1, a2, a3: each a switch whose `onToggle` replaces its own alarm;
  /// 2. "Folders" — f1, f2, f3: plain rows the user taps, flags (a leading swipe action) and
  ///    deletes (UIKit's Delete, a `List`'s `onDelete`); f0, which ``insertFirstRows()`` adds,
  ///    cannot be selected.
  ///
  /// 3. "Form" (issue 38), only on a screen made `withForm`: ``FormField/all``, each handler
  ///    replacing its own field (`"pick Lock 2"`).
  ///
  /// Every handler that runs is in ``log``, with the item it ran for: `"text n2 n2!"`,
  /// `"toggle a2 on"`, `"select f3"`, `"flag f1"`, `"date Birthday 43200"`.
  @MainActor
  final class NotesScreen {
    let notes = ArrayDataSource(
      [Memo("n1"), Memo("n2"), Memo("n3")], name: "Notes", headerTitle: "Notes")
    let alarms = ArrayDataSource(
      [Alarm(id: "a1"), Alarm(id: "a2"), Alarm(id: "a3")], name: "Alarms", headerTitle: "Alarms")
    let folders = ArrayDataSource(["f1", "f2", "f3"], name: "Folders", headerTitle: "Folders")
    let form = ArrayDataSource(FormField.all, name: "Form", headerTitle: "Form")
    let stack: SectionGroupStack
    /// Whether the notes' handler replaces its note; when `false` it only logs the text.
    var takesInput = true
    /// The handlers that ran, in order.
    private(set) var log: [String] = []

    init(withForm: Bool = false) {
      let (notes, alarms, folders, form) = (notes, alarms, folders, form)
      stack = SectionGroupStack(name: "Notes screen") {
        notes
        alarms
        folders
        if withForm { form }
      }
      configureForm()
      notes.content = {
        RowContent($0.id, accessory: .textField(.init(text: $0.text, isEditable: !$0.isLocked)))
      }
      notes.onTextChange = { [unowned self] note, text in
        log.append("text \(note.id) \(text)")
        guard takesInput, let index = notes.items.firstIndex(where: { $0.id == note.id }) else {
          return
        }
        try? notes.replace(at: index, with: Memo(note.id, text: text))
      }
      alarms.content = { RowContent($0.id, accessory: .toggle(isOn: $0.isOn)) }
      alarms.onToggle = { [unowned self] alarm, isOn in
        log.append("toggle \(alarm.id) \(isOn ? "on" : "off")")
        guard let index = alarms.items.firstIndex(where: { $0.id == alarm.id }) else { return }
        try? alarms.replace(at: index, with: Alarm(id: alarm.id, isOn: isOn))
      }
      // f0, the row a refresh adds, is a label the user cannot select.
      folders.content = { RowContent($0, isSelectable: $0 != "f0") }
      folders.canEdit = { _ in true }
      folders.onSelect = { [unowned self] in log.append("select \($0)") }
      folders.swipeActions = { [unowned self] folder, edge in
        edge == .leading ? [RowAction("Flag") { self.log.append("flag \(folder)") }] : []
      }
    }

    /// The form's rows and handlers: each replaces its own field with what the user entered.
    private func configureForm() {
      let form = form
      form.content = { field in
        let accessory: RowContent.Accessory =
          switch field.id {
          case "Sync": .toggle(isOn: field.isOn)
          case "Lock":
            .picker(.init(["30 s", "1 min", "5 min"], selectedIndex: field.option, style: .inline))
          case "Birthday", "Wake":
            .datePicker(
              .init(
                date: field.date, components: field.id == "Wake" ? .time : .date, style: .inline))
          default: .textField(.init(text: field.text, kind: field.id == "Email" ? .email : .name))
          }
        return RowContent(field.id, accessory: accessory, isEnabled: field.isEnabled)
      }
      form.validation = { $0.id == "Email" ? Validation(.email()) : nil }
      func update(_ field: FormField, _ change: (inout FormField) -> Void) {
        guard let index = form.items.firstIndex(where: { $0.id == field.id }) else { return }
        var changed = form.items[index]
        change(&changed)
        try? form.replace(at: index, with: changed)
      }
      form.onTextChange = { [unowned self] field, text in
        log.append("text \(field.id) \(text)")
        update(field) { $0.text = text }
      }
      form.onToggle = { [unowned self] field, isOn in
        log.append("toggle \(field.id) \(isOn ? "on" : "off")")
        update(field) { $0.isOn = isOn }
      }
      form.onDateChange = { [unowned self] field, date in
        log.append("date \(field.id) \(Int(date.timeIntervalSince1970))")
        update(field) { $0.date = date }
      }
      form.onPick = { [unowned self] field, index in
        log.append("pick \(field.id) \(index)")
        update(field) { $0.option = index }
      }
      form.onSelect = { [unowned self] in log.append("select \($0.id)") }
    }

    /// Enables or disables Name and Sync, as a rule on the app's state would: a reconfigure of
    /// each (their identities stay).
    func setFormEnabled(_ isEnabled: Bool) throws {
      for (index, field) in form.items.enumerated() where ["Name", "Sync"].contains(field.id) {
        var changed = field
        changed.isEnabled = isEnabled
        try form.replace(at: index, with: changed)
      }
    }

    /// The app's refresh, as the transaction holds it before the view hears of it: a new first
    /// row in every section (n0, a0, f0), so that each row the view shows is one row further
    /// down in the model.
    func insertFirstRows() throws {
      try notes.insert(Memo("n0"), at: 0)
      try alarms.insert(Alarm(id: "a0"), at: 0)
      try folders.insert("f0", at: 0)
    }

    /// The notes' texts, in order.
    var noteTexts: [String] { notes.items.map(\.text) }
  }
#endif
