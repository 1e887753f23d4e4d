// Expands and collapses a small file tree, printing the table and the batch the table view
// would receive after each step.
//
//     swift run Outline

import StackedDataSources

typealias Node = OutlineNode<String, String>

@MainActor
func run() throws {
  let files = try OutlineDataSource(
    name: "Files",
    roots: [
      Node(
        "Documents",
        children: [
          Node("Notes.txt"),
          Node("Photos", children: [Node("Beach.jpg"), Node("Snow.jpg")]),
          Node("Taxes.pdf"),
        ]),
      Node("Music", children: []),  // children load when it is first opened
      Node("Readme.md"),
    ])
  files.willExpand = { node in
    node.id == "Music" && node.children == [] ? [Node("Jazz"), Node("Rock")] : nil
  }
  let recorder = RecordingSink()
  files.sink = recorder

  func show(_ title: String) {
    print("── \(title)")
    for (row, entry) in files.rows.enumerated() {
      let indent = String(repeating: "    ", count: entry.depth)
      let marker = entry.isLeaf ? "  " : (files.isExpanded(entry.id) ? "▾ " : "▸ ")
      let number = String(row).count < 2 ? " \(row)" : "\(row)"
      print("   \(number)  \(indent)\(marker)\(entry.value)")
    }
    let batches = recorder.batches
    if batches.isEmpty {
      print("   batch: (nothing sent)")
    }
    for batch in batches {
      print("   batch:")
      for update in batch { print("     \(update)") }
    }
    recorder.removeAll()
    print()
  }

  show("Start: every node collapsed")
  try files.expand("Documents")
  show("Expand Documents: its children appear, collapsed")
  try files.expand("Photos")
  show("Expand Photos: two rows, one level deeper")
  try files.expand("Music")
  show("Expand Music: its children are loaded on demand")
  try files.collapse("Documents")
  show("Collapse Documents: its whole visible subtree goes")
  try files.expand("Documents")
  show("Expand Documents again: Photos comes back collapsed")
  try files.expand("Documents")
  show("Expand Documents once more: nothing to do")
  files.expandsExclusively = true
  try files.expand("Photos")
  show("Single-branch mode, expand Photos: Music closes in the same batch")
  try files.performBatchUpdates {
    try files.replaceValue(of: "Taxes.pdf", with: "Taxes 2025.pdf")
    try files.insert(Node("Trip.jpg"), under: "Photos", at: 0)
    try files.remove("Readme.md")
  }
  show("One transaction: rename, insert and remove become one batch")
  do {
    try files.toggle("Notes.txt")
  } catch {
    print("── Toggle a leaf")
    print("   error: \(error)")
  }
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    print("error: \(error)")
  }
}
