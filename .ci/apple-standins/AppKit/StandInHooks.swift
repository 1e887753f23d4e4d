// STAND-IN HOOKS: NOT APPKIT API. They exist only in the stand-in, so tests can see what a table
// shows and every call it received. Adapters must never use these.

extension NSView {
  /// Puts the view in a window (`window` is `nil` until then), or takes it out.
  public func standInSetInWindow(_ inWindow: Bool) {
    standInWindow = inWindow ? NSWindow() : nil
  }
}

extension NSTableView {
  /// Gives the value of row `row` of the data source: the table asks when it loads its rows and,
  /// at the end of each batch, for each row it inserted, as AppKit asks for the views of new rows.
  public var standInRowValueProvider: ((_ row: Int) -> AnyHashable?)? {
    get { standInRowValue }
    set { standInRowValue = newValue }
  }

  /// The values of the rows the table shows, rows kept across updates keeping the value they had;
  /// `nil` for a row inserted in a batch that has not ended.
  public var standInShownRows: [AnyHashable?] {
    standInLoadedRows().map {
      switch $0 {
      case .value(let value): value
      case .inserted: nil
      }
    }
  }

  /// What AppKit would have refused, in order; empty when all went well.
  public var standInFailures: [String] { standInRecordedFailures }

  /// The batches the table finished (a call outside a batch is a batch of its own).
  public var standInFinishedBatchCount: Int { standInFinishedBatches }

  /// Every call the table received, such as `"removeRows([1], effectFade)"`, `"moveRow(0, 2)"`.
  public var standInReceivedCalls: [String] { standInCalls }
}

extension NSTableView.AnimationOptions {
  /// The options by name, as in `"slideLeft"`, `"effectFade+slideUp"` or `"[]"`.
  public var standInName: String {
    let names: [(NSTableView.AnimationOptions, String)] = [
      (.effectFade, "effectFade"), (.effectGap, "effectGap"), (.slideRight, "slideRight"),
      (.slideLeft, "slideLeft"), (.slideDown, "slideDown"), (.slideUp, "slideUp"),
    ]
    // The slides share bits (slideLeft is 0x30, slideRight 0x40), so they compare whole.
    let slide = rawValue & 0xF0
    let named = names.filter { option, _ in
      option.rawValue & 0xF0 == 0 ? contains(option) : option.rawValue == slide
    }
    return named.isEmpty ? "[]" : named.map(\.1).joined(separator: "+")
  }
}
