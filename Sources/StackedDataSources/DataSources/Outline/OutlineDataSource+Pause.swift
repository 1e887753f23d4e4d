extension OutlineDataSource {
  /// The rows the table was last told of: ``rows``, or the frozen copy while paused.
  var displayedRows: [Row] { pausedRows ?? rows }

  func freezeDisplayed() { pausedRows = rows }

  func thawDisplayed() { pausedRows = nil }
}
