#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources

  /// A signed-in account.
  struct Account: Hashable {
    var email: String
  }

  /// Accounts, a data source written by hand as an app might: one row per account and a last
  /// "Add Account" row that has content but no item; a header with a detail line, a footer shown
  /// by the app's own view, and an entry in the section index. It never changes.
  @MainActor
  final class AccountsSource: ItemDataSource {
    let name = "Accounts"
    var sink: (any TableSink)?
    var rowBehavior = RowBehavior<Account>()
    let accounts: [Account]

    init(_ emails: [String]) {
      accounts = emails.map(Account.init(email:))
    }

    /// The "Add Account" row.
    var addAccountPath: TablePath { TablePath(section: 0, row: accounts.count) }

    var numberOfSections: Int { 1 }

    func numberOfRows(inSection section: Int) -> Int { section == 0 ? accounts.count + 1 : 0 }

    func rowItem(at path: TablePath) -> Account? {
      path.section == 0 && accounts.indices.contains(path.row) ? accounts[path.row] : nil
    }

    func item(at path: TablePath) -> AnyHashable? {
      if path == addAccountPath { return "Add Account" }
      return rowItem(at: path).map(AnyHashable.init)
    }

    func rowContent(at path: TablePath) -> RowContent? {
      if path == addAccountPath { return RowContent("Add Account", style: .button) }
      return rowItem(at: path).map { RowContent($0.email, accessory: .disclosureIndicator) }
    }

    func headerContent(inSection section: Int) -> HeaderFooterContent? {
      section == 0 ? HeaderFooterContent("Accounts", detail: "\(accounts.count) signed in") : nil
    }

    func footerContent(inSection section: Int) -> HeaderFooterContent? {
      section == 0 ? HeaderFooterContent("Sync", viewIdentifier: "SyncFooter") : nil
    }

    var sectionIndexTitles: [SectionIndexTitle] { [SectionIndexTitle("@", section: 0)] }

    func beginUpdates() {}

    func endUpdates() throws {}
  }
#endif
