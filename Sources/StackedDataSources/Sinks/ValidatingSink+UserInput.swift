extension ValidatingSink: UserInputFollower {
  /// The rows at `paths` (current) show what the user entered into their controls, which is
  /// what the data source's content now says: the package sent them no reconfigure. The content
  /// check takes them as showing the data source's rows (a stale report of the last batch for
  /// them is withdrawn); then the call goes on to ``downstream`` when it follows input.
  ///
  /// Paths the table does not have are ignored.
  ///
  /// - Complexity: O(*p* + *t*) for *p* paths and *t* stale rows of the last batch, plus the
  ///   content of the *p* rows.
  public func userEnteredValues(at paths: [TablePath]) {
    takeUserInput(paths)
    forwardUserInput(paths, to: downstream)
  }

  private func takeUserInput(_ paths: [TablePath]) {
    guard let counts = tableCounts, let dataSource, !isInBatch else { return }
    let shown = Set(paths)
    staleRows.removeAll { shown.contains($0.path) }
    guard mirror != nil else { return }
    for path in paths
    where counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.row) {
      mirror?[path.section][path.row] = Self.shown(by: dataSource, at: path)
    }
  }
}
