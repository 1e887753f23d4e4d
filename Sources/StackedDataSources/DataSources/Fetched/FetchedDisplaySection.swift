import Foundation

/// One section as a fetched data source shows it.
struct FetchedDisplaySection<Object> {
  var name: FetchedSectionName?
  var rows: [FetchedRow<Object>]
}
