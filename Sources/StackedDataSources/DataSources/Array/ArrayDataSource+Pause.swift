extension ArrayDataSource {
  /// The items the table was last told of: ``items``, or the frozen copy while paused.
  var displayedItems: [Item] { pausedItems ?? items }

  func freezeDisplayed() { pausedItems = items }

  func thawDisplayed() { pausedItems = nil }
}
