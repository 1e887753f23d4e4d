extension SectionedDataSource {
  /// The sections the table was last told of: ``sections``, or the frozen copy while paused.
  var displayedSections: [Section] { pausedSections ?? sections }

  func freezeDisplayed() { pausedSections = sections }

  func thawDisplayed() { pausedSections = nil }
}
