#if canImport(SwiftUI)
  import StackedDataSources
  import SwiftUI

  /// A SwiftUI `List` showing any ``DataSourceProtocol``, typically a ``SectionGroupStack``: the
  /// same screen a ``TableViewBridge`` shows in a `UITableView`, declared once.
  ///
  /// ```swift
  /// struct SettingsView: View {
  ///   let screen: SettingsScreen   // its `stack` declares the rows, as for UIKit
  ///   var body: some View {
  ///     NavigationStack { StackedList(screen.stack).navigationTitle("Settings") }
  ///   }
  /// }
  /// ```
  ///
  /// **Rows by identity.** The list's rows are the data source's ``RowIdentities``, read
  /// through a ``ListModel``: each batch the data source sends changes them, SwiftUI sees the
  /// change through `Observation` and animates the rows whose identities came, went or moved.
  /// The identities become the data source's sink, in front of the sink it had; making the view
  /// again (as SwiftUI does whenever its parent's body runs) reuses them.
  ///
  /// **What a render costs.** The list's `ForEach`es read ``ListModel/sections``: O(*s*) for
  /// the sections, and each section's rows as a collection whose ids are produced on access
  /// (O(1) each in order), not copied, which SwiftUI reads to diff. A row's content, and
  /// whether it can be deleted or moved, are asked by the row's view when SwiftUI builds it, so
  /// a change costs the rows on screen, as a `List` over a plain array of ids does. Every row
  /// on screen is drawn again after a batch (a reconfigure changes a row's content in place).
  ///
  /// **Sections** show their ``HeaderFooterContent`` titles and detail lines as header and
  /// footer. **Rows** show their ``RowContent``: the title (and secondary text) with its SF
  /// Symbol as a `Label`; a switch as a `Toggle`; a text field, slider, stepper, picker or date
  /// picker as SwiftUI's own control (see `StackedListRow+Controls.swift`); a value as
  /// `LabeledContent`; a checkmark,
  /// chevron or info button as an image or a button at the trailing edge; destructive rows as
  /// destructive buttons. A data source can show its own typed view for each of its items
  /// instead (``ItemDataSource/listRows(_:)``). Placeholders are rows like any other.
  ///
  /// **The user's actions** go through ``ListModel`` to the same entry points the UIKit
  /// bridges use, on the data source that owns the row: a tap on a selectable row to
  /// ``DataSourceProtocol/selectRow(at:)``, the info button to
  /// ``DataSourceProtocol/tapAccessory(at:)``, a switch to
  /// ``DataSourceProtocol/setToggle(_:at:)``, a control's value to
  /// ``DataSourceProtocol/setControlValue(_:at:)`` (no echo: see ``ControlValue``) and a text
  /// field's submit to ``DataSourceProtocol/pressReturn(at:)`` then
  /// ``DataSourceProtocol/endEditing(at:)``, swipe actions from
  /// ``DataSourceProtocol/swipeActions(at:edge:)``, `onDelete` to
  /// ``DataSourceProtocol/commitDelete(at:)`` (rows whose owner cannot delete them have
  /// `deleteDisabled`), `onMove` to ``DataSourceProtocol/commitMove(from:to:)`` (the list has
  /// already moved the row, so a move the owner takes sends nothing back; rows that cannot move
  /// have `moveDisabled`). A refused action goes to `onError`.
  ///
  /// **The keyboard.** Each text field's submit label is the data source's
  /// ``DataSourceProtocol/returnKey(at:)`` (`.next` while another field follows, `.done` at the
  /// form's last); the list's `FocusState` holds the identity of the row being edited, and
  /// Return moves it to the row ``DataSourceProtocol/pressReturn(at:)`` answers, scrolled to
  /// with a `ScrollViewReader`, or, the form submitted, clears it, which ends the editing.
  ///
  /// Drags move rows within one section, as SwiftUI's `onMove` does. tvOS has no swipe actions;
  /// the list leaves them out there.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor public struct StackedList: View {
    /// What the list reads and calls.
    public let model: ListModel
    private let onError: (@MainActor (DataSourceError) -> Void)?
    /// The row whose text field has the keyboard's focus, by identity.
    @FocusState private var focusedRow: RowIdentity?

    /// Shows `dataSource`, whose ``ListModel`` this makes (or finds, the next time).
    ///
    /// - Parameters:
    ///   - dataSource: The screen.
    ///   - onError: Receives the refusal of a user's action; without it, a refused move is
    ///     ignored (its owner put the row back) and any other refusal stops a debug build.
    public init(
      _ dataSource: any DataSourceProtocol,
      onError: (@MainActor (DataSourceError) -> Void)? = nil
    ) {
      self.init(model: ListModel(dataSource: dataSource), onError: onError)
    }

    /// Shows the screen of `model`.
    public init(model: ListModel, onError: (@MainActor (DataSourceError) -> Void)? = nil) {
      self.model = model
      self.onError = onError
    }

    public var body: some View {
      ScrollViewReader { scroller in
        list(scroller)
      }
    }

    /// The list, whose rows' fields scroll it with `scroller` when Return moves the focus.
    private func list(_ scroller: ScrollViewProxy) -> some View {
      List {
        ForEach(model.sections) { section in
          Section {
            ForEach(section.rows) { row in
              StackedListRow(
                model: model, row: row, onError: onError,
                keyboard: .init(focus: $focusedRow, scroller: scroller))
            }
            // Always there, so that no render asks every row; the rows the owner does not let
            // the user delete or move say so themselves (`deleteDisabled`, `moveDisabled`).
            .onDelete(perform: delete(in: section))
            .onMove(perform: move(in: section))
          } header: {
            if let header = section.header { HeaderFooterText(content: header) }
          } footer: {
            if let footer = section.footer { HeaderFooterText(content: footer) }
          }
        }
      }
    }

    /// `onDelete` of `section`, wherever it is when the user deletes.
    private func delete(in section: ListModel.Section) -> (IndexSet) -> Void {
      { [model, onError, id = section.id] offsets in
        do throws(DataSourceError) {
          try model.delete(at: offsets, in: id)
        } catch {
          error.report(to: onError)
        }
      }
    }

    /// `onMove` of `section`, wherever it is when the user drops.
    private func move(in section: ListModel.Section) -> (IndexSet, Int) -> Void {
      { [model, onError, id = section.id] offsets, destination in
        do throws(DataSourceError) {
          try model.move(from: offsets, to: destination, in: id)
        } catch {
          error.report(to: onError)
        }
      }
    }
  }

  /// A section's header or footer: its title, and its detail line below.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor struct HeaderFooterText: View {
    let content: HeaderFooterContent

    var body: some View {
      VStack(alignment: .leading) {
        if let title = content.title { Text(title) }
        if let detail = content.detail { Text(detail).foregroundStyle(.secondary) }
      }
    }
  }
#endif
