// Diffing: two snapshots of a table, the one batch that turns the first into the second, and why
// its moves are the fewest possible; then the same diff applied by a SnapshotDataSource and
// checked as UIKit would check it.
//
//     swift run Diffing

import StackedDataSources

/// A song in a music queue: identified by `id`, shown by `title`.
struct Song: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  var title: String

  var description: String { title }
}

typealias Playlist = Snapshot<String, Int, Song>

/// The rows of `snapshot`, one line per section.
func describe(_ snapshot: Playlist) -> String {
  snapshot.sectionIdentifiers.enumerated().map { index, section in
    "   \(section): " + snapshot.items(inSection: index).map(\.title).joined(separator: ", ")
  }.joined(separator: "\n")
}

/// How many surviving items sit at a different path: what a diff that moves every displaced row
/// would send.
func displacedCount(from old: Playlist, to new: Playlist) -> Int {
  old.itemIdentifiers.filter { id in
    new.path(ofItem: id).map { $0 != old.path(ofItem: id) } ?? false
  }.count
}

@MainActor
func playDiffing() throws {
  let renderer = TextRenderer()
  let songs = ["Intro", "Blue", "Rain", "Tides", "Ember", "Drift", "Halo", "Coda"].enumerated()
    .map { Song(id: $0.offset, title: $0.element) }

  print("── 1. The last song of eight is played next: one move, not eight")
  let queue = try Playlist(items: songs, section: "Queue")
  let reordered = try Playlist(items: [songs[7]] + songs[..<7], section: "Queue")
  print("before:\n\(describe(queue))\nafter:\n\(describe(reordered))")
  let rotation = Changeset(from: queue, to: reordered)
  print(
    """
    Every song's row changed (\(displacedCount(from: queue, to: reordered)) displaced), but seven \
    keep their order: the diff keeps
    the longest run in order and moves the rest (\(rotation.movedRows.count) move).
    """)
  print(renderer.render(rotation.updates()))
  print()

  print("── 2. Several kinds of change at once")
  let before = try Playlist(sections: [
    (id: "Queue", items: Array(songs[..<5])),
    (id: "History", items: Array(songs[5...])),
  ])
  var renamed = songs[2]
  renamed.title = "Rain (live)"
  let after = try Playlist(sections: [
    (id: "Queue", items: [songs[3], songs[0], renamed, songs[4], Song(id: 8, title: "Echo")]),
    (id: "History", items: [songs[1], songs[5], songs[7]]),
  ])
  print("before:\n\(describe(before))\nafter:\n\(describe(after))")
  let changes = Changeset(from: before, to: after)
  print(
    """
    Halo is deleted and Echo inserted; Tides moves up; Blue moves to another section (a move
    whatever its index); Rain changed, so its cell is reconfigured after the batch. \
    \(displacedCount(from: before, to: after)) rows are
    displaced; the diff sends \(changes.movedRows.count) moves and \
    \(changes.operationCount) operations in all.
    """)
  print(renderer.render(changes.updates()))
  print()

  print("── 3. The same change through a SnapshotDataSource, checked as UIKit would check it")
  let playlist = SnapshotDataSource(name: "Playlist", snapshot: before)
  let recorder = RecordingSink()
  let table = ValidatingSink(dataSource: playlist, downstream: recorder)
  playlist.sink = table
  playlist.setSnapshot(after)
  let sent = recorder.take()
  print(renderer.render(sent))
  print("Same batch as the Changeset above: \(sent == changes.updates())")
  print(TextRenderer(showsPaths: true).render(playlist))
  print()

  print("── 4. Snapshots are values: duplicate identities are an error naming the data source")
  do {
    _ = try Playlist(items: [songs[0], songs[0]], section: "Queue", dataSource: "Playlist")
  } catch {
    print("   \(error)")
  }
  print()

  print("Batches checked: \(table.validatedBatchCount), violations: \(table.violations.count)")
  if !table.isValid { fatalError("\(table.violations)") }
}

try MainActor.assumeIsolated { try playDiffing() }
