#if STANDIN_SDKS && (canImport(UIKit) || canImport(AppKit) || canImport(SwiftUI))
  import Foundation
  import StackedDataSources
  import Testing

  #if canImport(UIKit)
    import UIKit
  #endif

  /// Inline date pickers (issue 38), in every view: the picker's own row shows the date as text
  /// and no control; selecting it opens, in the row the core pins under it, the platform's
  /// inline control — the calendar for a day, the wheels for a time — and what the user picks
  /// there reaches the owner through the user's input path, with no echo on the opened row.
  @MainActor
  @Suite("An inline date picker opens the platform's calendar or wheels under its row")
  struct InlinePickerUITests {
    /// The form's Birthday (a day) and Wake (a time).
    let birthday: TablePath = [3, 3]
    let wake: TablePath = [3, 4]

    /// The style each view shows in the opened row of a day, and of a time.
    func openedStyles(_ kind: NotesViewKind) -> (day: String, time: String) {
      switch kind {
      case .table, .collection: ("inline", "wheels")
      case .nsTable: ("clockAndCalendar", "clockAndCalendar")
      case .list: ("graphical", "wheel")
      }
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "selecting an inline date row opens the calendar under it; a pick reaches the owner",
      arguments: NotesViewKind.allCases)
    func openAndPick(_ kind: NotesViewKind) async throws {
      let view = kind.show(withForm: true)
      let screen = view.screen
      #expect(view.datePickerStyle(at: birthday) == nil, "\(kind): the row shows the date as text")
      #expect(view.userTap(at: birthday))
      view.update()
      #expect(screen.stack.rowCounts == [3, 3, 3, 7])
      let opened = birthday.advanced(by: 1)
      #expect(view.datePickerStyle(at: opened) == openedStyles(kind).day)
      #if canImport(UIKit)
        if let uikit = view as? NotesUIKitView {
          #expect(
            uikit.controlAcrossRow(at: opened) is UIDatePicker,
            "\(kind): the calendar spans the cell, not its accessory slot")
        }
      #endif
      view.clear()
      let noon = Date(timeIntervalSince1970: 43_200)
      #expect(await view.userPickDate(noon, at: opened))
      view.update()
      #expect(screen.log == ["date Birthday 43200"], "opening is no selection: \(screen.log)")
      #expect(screen.form.items[3].date == noon)
      #expect(!view.refreshedRows.contains(opened), "no echo: \(view.recorder.updates)")
      #expect(view.errors.isEmpty, "\(view.errors)")
      await view.expectConsistent("picked")

      // Wake opens the wheels, closing Birthday's calendar in the same batch.
      #expect(view.userTap(at: wake.advanced(by: 1)))
      view.update()
      #expect(screen.stack.rowCounts == [3, 3, 3, 7])
      #expect(view.datePickerStyle(at: birthday.advanced(by: 1)) == nil)
      #expect(view.datePickerStyle(at: wake.advanced(by: 1)) == openedStyles(kind).time)
      #expect(view.userTap(at: wake))
      view.update()
      #expect(screen.stack.rowCounts == [3, 3, 3, 6], "selected again, it closes")
      #expect(view.errors.isEmpty, "\(view.errors)")
      await view.expectConsistent("closed")
    }
  }

  extension InlinePickerUITests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(
      "selecting an inline option row opens its wheel under it; a pick reaches the owner",
      arguments: NotesViewKind.allCases)
    func optionWheel(_ kind: NotesViewKind) async throws {
      let view = kind.show(withForm: true)
      let screen = view.screen
      let lock: TablePath = [3, 5]
      #expect(view.optionPickerStyle(at: lock) == nil, "\(kind): the row shows the option as text")
      #expect(view.userTap(at: lock))
      view.update()
      let opened: TablePath = [3, 6]
      // A Mac has no wheel: the opened row offers the options in a pop-up button.
      let style = kind == .nsTable ? "popUp" : "wheel"
      #expect(view.optionPickerStyle(at: opened) == style + " 30 s 1 min 5 min")
      #if canImport(UIKit)
        let wheel = (view as? NotesUIKitView)?.controlAcrossRow(at: opened)
        if view is NotesUIKitView {
          #expect(wheel is UIPickerView, "\(kind): the wheel spans the cell")
        }
      #endif
      view.clear()
      #expect(await view.userPickOption(2, at: opened))
      view.update()
      #if canImport(UIKit)
        if let uikit = view as? NotesUIKitView {
          #expect(uikit.controlAcrossRow(at: opened) === wheel, "the same wheel, in place")
        }
      #endif
      #expect(screen.log == ["pick Lock 2"])
      #expect(screen.form.items[5].option == 2)
      #expect(view.refreshedRows == [lock], "the row above shows it; no echo on the wheel")
      #expect(view.errors.isEmpty, "\(view.errors)")
      await view.expectConsistent("picked")
    }
  }

  extension TablePath {
    /// The path `rows` rows further down the same section.
    fileprivate func advanced(by rows: Int) -> TablePath {
      TablePath(section: section, row: row + rows)
    }
  }
#endif
