// Settings: a phone's Settings screen composed from StackedDataSources, played through a scripted
// session in which a user taps, flips switches, swipes and drags. The screen's state lives in one
// @Observable model; each data source follows the part of it it shows, declares its rows from its
// own item type and answers its rows' actions by changing the model. After each step the session
// prints the call the table (or the app) made, the one batch the table view received, and the
// table as it then reads; every batch is checked against UIKit's rules and the rows' contents,
// and the script exits non-zero if one breaks.
//
//     swift run Settings

import Foundation
import StackedDataSources

print(
  """
  Settings — a phone's Settings screen built from StackedDataSources.

  The app keeps its state in one @Observable SettingsModel (the switches, the networks in range,
  the Bluetooth devices). The screen is one SectionGroupStack of small data sources; each follows
  the part of the model it shows (source.follow { … }), declares from its own item type what each
  row shows (a switch, a checkmark, a chevron…), and answers a tap, a switch, a swipe or a drag by
  changing the model. The table follows the model: a change becomes one batch when the main
  actor's turn ends, or joins the batch of a transaction open on the screen. Airplane Mode and
  Wi-Fi are switch rows; the networks, by signal then name, are pinned under the Wi-Fi switch,
  shown while it is on; Bluetooth devices (an ExpandingDataSource collapsed to 2 rows) have a
  "Show all" row of their own; General is a SectionedDataSource. The user's actions reach the
  table as calls on the stack — selectRow, setToggle, setControlValue, endEditing, swipeActions,
  commitDelete, commitMove — which a UITableView bridge makes; the stack routes each one to the
  data source that owns the row. The view shows what the user enters into a control before the
  model knows it, so the row that produced a value is not reconfigured back to it (no echo).
  Below them, a form: Other Network (a name and a password) and Apple Account (an email
  address) are text fields with validations, Return moving from one to the next and submitting
  at the last; Vacation Focus has two dates picked in inline calendars; Face ID & Passcode has a
  switch whose options — rows pinned under it and a section of their own — rules show while the
  model's passcodeOn is true.
  Rows start with their table path [section, row]; rows pinned under another row are indented;
  `[on]`/`[off]` is a switch, `›` a chevron, `✓` a checkmark, `ⓘ` an info button, `[Ada|]` a
  text field (`[⟨hint⟩|]` empty, showing its placeholder; `[•••|]` a password), `[——●——] 0.5` a
  slider, `[− 4 of 7 +]` a stepper, `[•Light|Dark]` a segmented picker, `[2026-11-26 12:00]` a
  date picker (in UTC), `2026-12-20 ⌄` an inline one and `( 2026-12-20 )` the calendar it opens,
  `⚠` a validation's message under the row that fails it.

  """)

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func playSettings() async throws {
  let settings = try SettingsScreen(model: SettingsModel())
  settings.onSubmitForm = { failures in
    print("   → the form is submitted: validate() finds \(failures.count) failing fields")
    for failure in failures { print("     \(failure)") }
  }
  settings.onOpen = { destination in
    switch destination {
    case .networkDetails(let network): print("   → the app shows the details of \(network)")
    case .page(let page): print("   → the app pushes the \(page) screen")
    }
  }
  let screen = settings.stack
  let model = settings.model

  let session = Session(showing: screen)
  session.start()

  await session.input(
    "Turn Wi-Fi on", "screen.setToggle(true, at: [1, 0])",
    "Wi-Fi's action sets model.wifi inside a transaction that also shows the networks pinned"
      + " under the switch: the network rows are inserted, in one batch; the switch row is not"
      + " reconfigured, since it already shows what the user set (no echo)."
  ) { () throws(DataSourceError) in try screen.setToggle(true, at: [1, 0]) }
  await session.step(
    "A café's network comes into range", #"model.networks.append(Network(id: "Café", signal: 3))"#,
    "The app changes its model; the networks follow it when the turn ends, sorted by signal then"
      + " name: Café goes between Home and Library."
  ) { model.networks.append(Network(id: "Café", signal: 3)) }
  try await session.step(
    "Tap Café to join it", "screen.selectRow(at: [1, 2])",
    "The networks' action marks Café joined in the model; the row keeps its id, so it is"
      + " reconfigured to show the checkmark."
  ) { try screen.selectRow(at: [1, 2]) }
  try await session.step(
    "Tap Home's info button", "screen.tapAccessory(at: [1, 1])",
    "The networks' accessory action runs with Home, typed; nothing changes in the table."
  ) { try screen.tapAccessory(at: [1, 1]) }
  await session.step(
    "Swipe Library and tap Forget",
    #"screen.swipeActions(at: [1, 3], edge: .trailing)[0].perform()"#,
    "The swipe actions come from the networks' own closure; Forget removes Library from the"
      + " model, and its row goes."
  ) { screen.swipeActions(at: [1, 3], edge: .trailing)[0].perform() }
  try await session.step(
    "Tap \"Show all\" under Bluetooth", "screen.selectRow(at: [3, 0])",
    "The row's own action expands Bluetooth — three devices inserted after the two shown — and"
      + " retitles itself \"Show less\": one batch."
  ) { try screen.selectRow(at: [3, 0]) }
  try await session.drag(
    "Drag Watch to the top of the Bluetooth list", from: [2, 3], to: [2, 0],
    "The table moved the row itself; Bluetooth's onMove moves Watch in the model, inside the"
      + " commit's transaction, so the table gets nothing back."
  ) { try screen.commitMove(from: [2, 3], to: [2, 0]) }
  try await session.step(
    "Swipe the car stereo away", "screen.commitDelete(at: [2, 2])",
    "Bluetooth's onDelete removes it from the model, inside the commit's transaction: the row"
      + " goes at once."
  ) { try screen.commitDelete(at: [2, 2]) }
  await session.step(
    "Arrive at the office: the model changes three times in one turn",
    #"model.networks.append(Office); model.networks[Café].signal = 1; model.devices.insert(…)"#,
    "A strong office network appears, Café's signal drops, and a keyboard connects at the top"
      + " of the Bluetooth list: three changes in one turn reach the table as one batch."
  ) {
    model.networks.append(Network(id: "Office", signal: 4))
    if let cafe = model.networks.firstIndex(where: { $0.id == "Café" }) {
      model.networks[cafe].signal = 1
    }
    model.devices.insert("Office keyboard", at: 0)
  }
  await session.step(
    "Leave: every network goes out of range", "model.networks.removeAll()",
    "The networks' source has a placeholder: when its last row goes, \"No networks found\""
      + " takes its place in the same batch. The placeholder is not an item: tapping it does"
      + " nothing."
  ) { model.networks.removeAll() }
  await session.input(
    "Turn Wi-Fi off", "screen.setToggle(false, at: [1, 0])",
    "The rows pinned under the switch — the placeholder — are deleted; the switch keeps what the"
      + " user set."
  ) { () throws(DataSourceError) in try screen.setToggle(false, at: [1, 0]) }
  try await playControls(screen, model: model, session: session)
  try await playForms(screen, model: model, session: session)
  session.finish()
}

/// The rows with controls: the user types a name, drags the brightness slider, taps the text
/// size stepper, picks an appearance and an auto-lock delay, and sets the date.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func playControls(_ screen: SectionGroupStack, model: SettingsModel, session: Session)
  async throws
{
  await session.input(
    "Type a new name", #"screen.setControlValue(.text("Ada’s iPad"), at: [4, 0])"#,
    "The field shows the text already. About's onTextChange sets model.deviceName; the follow's"
      + " change joins the input's transaction, and the Name row — the one the user types into —"
      + " is not reconfigured back to what it shows (no echo): the field keeps its cursor and"
      + " marked text. The table receives nothing."
  ) { () throws(DataSourceError) in try screen.setControlValue(.text("Ada’s iPad"), at: [4, 0]) }
  await session.input(
    "Clear the name and press return",
    #"screen.setControlValue(.text(""), at: [4, 0]); screen.endEditing(at: [4, 0])"#,
    "An empty name is not a name: onEndEditing puts the default back in the model, which the"
      + " field does not show yet, so the Name row is reconfigured."
  ) { () throws(DataSourceError) in
    try screen.setControlValue(.text(""), at: [4, 0])
    try screen.endEditing(at: [4, 0])
  }
  await session.input(
    "Drag the brightness slider", "screen.setControlValue(.number(0.8), at: [5, 0])",
    "The slider is where the user's finger left it; the model takes 0.8 and the slider is not"
      + " reset under the finger."
  ) { () throws(DataSourceError) in try screen.setControlValue(.number(0.8), at: [5, 0]) }
  await session.input(
    "Drag it past its end", "screen.setControlValue(.number(1.5), at: [5, 0])",
    "A value the slider cannot take is a typed error naming the source, the row and the value;"
      + " nothing changes, and the bridge puts the slider back from the row's content."
  ) { () throws(DataSourceError) in try screen.setControlValue(.number(1.5), at: [5, 0]) }
  await session.input(
    "Pick Dark", "screen.setControlValue(.option(1), at: [5, 1])",
    "The segmented control shows Dark already: the model takes it, no reconfigure."
  ) { () throws(DataSourceError) in try screen.setControlValue(.option(1), at: [5, 1]) }
  await session.input(
    "Tap + on Text Size", "screen.setControlValue(.number(5), at: [5, 2])",
    "A stepper moves its value, not the text beside it, which the model gives (\"5 of 7\"): the"
      + " row is reconfigured so that the text follows."
  ) { () throws(DataSourceError) in try screen.setControlValue(.number(5), at: [5, 2]) }
  // Auto-Lock's picker is shown as a navigation: selecting its row pushes the list of its
  // options, which a bridge hands the app to show (TableViewBridge.onShowChoices).
  let autoLock = try ChoiceList(pickerAt: [5, 3], of: screen, name: "Auto-Lock")
  let list = TextRenderer(showsPaths: true, maxWidth: 100)
  print("   The Auto-Lock list the picker row leads to:\n")
  print(
    list.render(autoLock.dataSource).split(separator: "\n").map { "   " + $0 }.joined(
      separator: "\n"))
  print()
  try await session.step(
    "Choose 2 Minutes in the Auto-Lock list", "autoLock.dataSource.selectRow(at: [0, 2])",
    "The list hands the choice to the picker row's owner as the user's pick; Display's onPick"
      + " sets model.autoLock. The picker row did not change under the user's hand (the option was"
      + " chosen on the other screen), so it is reconfigured to show it; the list moves its"
      + " checkmark with two reconfigures of its own."
  ) { try autoLock.dataSource.selectRow(at: [0, 2]) }
  print(
    list.render(autoLock.dataSource).split(separator: "\n").map { "   " + $0 }.joined(
      separator: "\n"))
  print()
  await session.input(
    "Set the date to 1 December",
    "screen.setControlValue(.date(december1), at: [6, 0])",
    "The date picker shows the date the user picked; the model takes it, no reconfigure."
  ) { () throws(DataSourceError) in
    try screen.setControlValue(.date(model.date.addingTimeInterval(5 * 86_400)), at: [6, 0])
  }
}

/// The forms: a passcode whose options a rule shows, fields that Return moves between and that
/// validations check, and inline calendars.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func playForms(_ screen: SectionGroupStack, model: SettingsModel, session: Session) async throws {
  await session.input(
    "Turn Passcode on", "screen.setToggle(true, at: [12, 0])",
    "Passcode's action only sets model.passcodeOn. Two rules read it — one shows the options"
      + " pinned under the switch, one shows the Erase Data section — and both join the input's"
      + " transaction: the rows and the section are inserted in one batch. Only these two rules"
      + " read the flag, so only they run."
  ) { () throws(DataSourceError) in try screen.setToggle(true, at: [12, 0]) }
  await session.input(
    "Tap Other Network's name field and press Return without typing",
    "screen.pressReturn(at: [9, 0])",
    "Return moves to the next field the screen shows, Password; the name is checked only when"
      + " the form is submitted, so nothing shows yet."
  ) { () throws(DataSourceError) in
    let next = try screen.pressReturn(at: [9, 0])
    print("   → the focus moves to \(next.map { "\($0)" } ?? "nothing")")
  }
  await session.input(
    "Type a short password and press Return",
    #"setControlValue(.text("abc"), at: [9, 1]); pressReturn(at: [9, 1]); endEditing(at: [9, 1])"#,
    "The password is checked when the user leaves the field: Return moves the focus to Email,"
      + " the field ends its editing, and \"At least 8 characters\" is pinned under it. The"
      + " field keeps what the user typed, and carries the message in its accessibility value."
  ) { () throws(DataSourceError) in
    try screen.setControlValue(.text("abc"), at: [9, 1])
    let next = try screen.pressReturn(at: [9, 1])
    print("   → the focus moves to \(next.map { "\($0)" } ?? "nothing")")
    try screen.endEditing(at: [9, 1])
  }
  await session.input(
    "Type an email address without its domain's end",
    #"screen.setControlValue(.text("ada@example"), at: [10, 0])"#,
    "The email is checked as the user types: the value fails, so it stays in the field, as"
      + " typed, and does not reach the model (model.email is still empty); its message row is"
      + " pinned under it, and the row reconfigured for its accessibility value."
  ) { () throws(DataSourceError) in try screen.setControlValue(.text("ada@example"), at: [10, 0]) }
  await session.input(
    "Press Return in Email, the form's last field", "screen.pressReturn(at: [10, 0])",
    "Its Return key says Done (returnKey(at:) is .done), so Return submits: the screen's"
      + " onSubmit runs validate(), which checks every field at once — the name's check on"
      + " submit included — and shows what it finds in the submit's batch: the name's message."
  ) { () throws(DataSourceError) in
    let next = try screen.pressReturn(at: [10, 0])
    print("   → the focus moves to \(next.map { "\($0)" } ?? "nothing: the view ends the editing")")
  }
  await session.input(
    "Make the password longer",
    #"screen.setControlValue(.text("correct horse"), at: [9, 2])"#,
    "Once failed, a field is checked on every change: the password passes and its message row"
      + " goes, in the batch of the keystroke. The row is reconfigured, not reloaded, for its"
      + " accessibility value, which no longer carries the message: the field keeps the keyboard"
      + " and what the user typed."
  ) { () throws(DataSourceError) in
    try screen.setControlValue(.text("correct horse"), at: [9, 2])
  }
  await session.input(
    "Finish the email address", #"screen.setControlValue(.text("ada@example.com"), at: [10, 0])"#,
    "It passes: the model takes it (until now it had none of what the user typed), and the"
      + " message goes."
  ) { () throws(DataSourceError) in
    try screen.setControlValue(.text("ada@example.com"), at: [10, 0])
  }
  await session.input(
    "Type the network's name, then submit again",
    #"screen.setControlValue(.text("Garden"), at: [9, 0]); screen.pressReturn(at: [10, 0])"#,
    "The name passes as it is typed, so its message goes; the form submits with nothing failing."
  ) { () throws(DataSourceError) in
    try screen.setControlValue(.text("Garden"), at: [9, 0])
    _ = try screen.pressReturn(at: [10, 0])
  }
  try await session.step(
    "Tap Starts under Vacation Focus", "screen.selectRow(at: [11, 0])",
    "Starts is an inline date picker: selecting its row opens the calendar in a row pinned"
      + " under it."
  ) { try screen.selectRow(at: [11, 0]) }
  let december22 = model.vacationStart.addingTimeInterval(2 * 86_400)
  await session.input(
    "Pick 22 December in the calendar", "screen.setControlValue(.date(december22), at: [11, 1])",
    "The pick reaches Vacation's onDateChange as if made in the Starts row; the model takes it,"
      + " and Starts is reconfigured to show it. The calendar, which produced the value, is not."
  ) { () throws(DataSourceError) in try screen.setControlValue(.date(december22), at: [11, 1]) }
  try await session.step(
    "Tap Ends", "screen.selectRow(at: [11, 2])",
    "One inline picker is open at a time on the screen: opening Ends's calendar closes Starts's,"
      + " in one batch."
  ) { try screen.selectRow(at: [11, 2]) }
  await session.step(
    "A device management profile turns the passcode off", "model.passcodeOn = false",
    "Not the switch this time, the app: the same rules hide the options and the Erase Data"
      + " section when the turn ends, one batch, and the switch row is reconfigured to show the"
      + " model."
  ) { model.passcodeOn = false }
}

if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
  try await playSettings()
  #if canImport(StackedSettings)
    try await playStoredSettings()
    try await playSettingsTree()
  #endif
} else {
  print("The screen follows an @Observable model: it needs macOS 14 or later.")
}
