#if STANDIN_SDKS && canImport(UIKit)
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing
  import UIKit

  /// A table's data source of fixed rows, each cell saying which row it was made for: a cell
  /// kept through a batch still says the row it showed, as UIKit does not ask for it again.
  @MainActor
  private final class NumberedRows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var counts: [Int]
    /// How many cells the data source was asked for.
    private(set) var asked = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      counts[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      asked += 1
      let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      cell.accessibilityIdentifier = "\(indexPath)"
      return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      asked += 1
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
      cell.accessibilityIdentifier = "\(indexPath)"
      return cell
    }

    // Required by the stand-ins (optional in UIKit); nobody calls them here.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      nil
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {}
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {}
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt: IndexPath) -> Bool {
      false
    }
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt source: IndexPath, to: IndexPath
    ) {}
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(item: 0, section: 0) }
  }

  /// The stand-in UIKit behaves as Apple documents where the adapters' defects hid behind it:
  /// a stepper raises on a range it cannot take, a date picker keeps its date within its range,
  /// and a table or collection view keeps the cells of the rows a batch keeps, moved with them.
  @Suite("Stand-in UIKit: steppers, date pickers and cells kept through batches, as Apple's")
  @MainActor
  struct StandInUIKitAlignmentTests {
    @Test("UIStepper raises NSInvalidArgumentException for a minimum at or above its maximum")
    func stepperRaises() {
      let stepper = UIStepper(frame: .zero)
      stepper.minimumValue = 100  // equal to the maximum: UIKit raises
      #expect(stepper.standInExceptions.count == 1)
      #expect(stepper.standInExceptions.first?.hasPrefix("NSInvalidArgumentException") == true)
      #expect(stepper.minimumValue == 0, "the raising call changed nothing")
      stepper.maximumValue = 0
      stepper.stepValue = 0
      #expect(stepper.standInExceptions.count == 3)
      #expect(stepper.maximumValue == 100 && stepper.stepValue == 1)
      // Widening first is fine, and the value stays within the range.
      stepper.value = 50
      stepper.maximumValue = 900
      stepper.minimumValue = 100
      #expect(stepper.minimumValue == 100 && stepper.maximumValue == 900 && stepper.value == 100)
      #expect(stepper.standInExceptions.count == 3)
    }

    @Test("a stepper's exception reaches the cell that holds it and the table's failures")
    func stepperExceptionReachesTheTable() {
      let rows = NumberedRows([1])
      let table = UITableView(frame: .zero, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      table.dataSource = rows
      let cell = table.standInCell(at: IndexPath(row: 0, section: 0))
      let stepper = UIStepper(frame: .zero)
      stepper.maximumValue = -1  // raised before the cell holds it
      cell?.accessoryView = stepper
      stepper.minimumValue = 200  // raised while the cell holds it
      #expect(stepper.standInExceptions.isEmpty)
      #expect(cell?.standInExceptions.count == 2)
      #expect(table.standInFailures.count == 2)
    }

    @Test("UIDatePicker keeps its date within its range, unless the range is inverted")
    func datePickerClamps() {
      let picker = UIDatePicker(frame: .zero)
      let day = 86_400.0
      let start = Date(timeIntervalSince1970: 100 * day)
      let end = Date(timeIntervalSince1970: 200 * day)
      picker.date = Date(timeIntervalSince1970: 0)
      picker.minimumDate = start
      #expect(picker.date == start, "a new minimum moves the date up to it")
      picker.maximumDate = end
      picker.date = Date(timeIntervalSince1970: 300 * day)
      #expect(picker.date == end)
      picker.setDate(Date(timeIntervalSince1970: 150 * day), animated: false)
      #expect(picker.date == Date(timeIntervalSince1970: 150 * day))
      // A minimum after the maximum: both are ignored, as Apple documents.
      picker.minimumDate = Date(timeIntervalSince1970: 400 * day)
      picker.date = Date(timeIntervalSince1970: 0)
      #expect(picker.date == Date(timeIntervalSince1970: 0))
      picker.minimumDate = nil
      picker.maximumDate = nil
      picker.datePickerMode = .countDownTimer
      picker.minimumDate = start
      #expect(picker.date == Date(timeIntervalSince1970: 0), "no range in countdown mode")
    }

    @Test("a table keeps the cells of the rows a batch keeps, moved with them, and asks no more")
    func tableKeepsCells() throws {
      let rows = NumberedRows([3, 2])
      let table = UITableView(frame: .zero, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      table.dataSource = rows
      func cell(_ section: Int, _ row: Int) -> UITableViewCell? {
        table.standInCell(at: IndexPath(row: row, section: section))
      }
      let shown = try [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)].map { try #require(cell($0, $1)) }
      let asked = rows.asked
      // Row 0.1 deleted, a row inserted at 0.0, row 0.2 moved to section 1's end, row 1.0
      // reloaded, a section inserted first.
      rows.counts = [1, 2, 3]
      table.performBatchUpdates {
        table.insertSections([0], with: .automatic)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        table.insertRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 2, section: 2))
        table.reloadRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
      }
      #expect(table.standInFailures.isEmpty, "\(table.standInFailures)")
      #expect(cell(1, 1) === shown[0], "row 0.0 moved down by the insertion and the section")
      #expect(cell(2, 2) === shown[2], "the moved row's cell went with it")
      #expect(cell(2, 1) === shown[4], "row 1.1 stays second in its section, now 2")
      #expect(rows.asked == asked, "UIKit asks no more for rows it kept")
      #expect(shown[0].accessibilityIdentifier == "[0, 0]", "a kept cell shows what it showed")
      // The deleted and reloaded rows' cells went back for reuse: the new rows get them.
      let fresh = [cell(0, 0), cell(1, 0), cell(2, 0)].compactMap { $0 }
      #expect(fresh.filter { [shown[1], shown[3]].contains($0) }.count == 2)
      let before = rows.asked
      table.reloadData()
      _ = cell(1, 1)
      #expect(rows.asked == before + 1, "a reload asks again for every cell shown")
    }

    @Test("a collection view keeps the cells of the items a batch keeps, moved with them")
    func collectionKeepsCells() throws {
      let rows = NumberedRows([3])
      let view = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
      view.dataSource = rows
      let first = try #require(view.standInCell(at: IndexPath(item: 0, section: 0)))
      let last = try #require(view.standInCell(at: IndexPath(item: 2, section: 0)))
      rows.counts = [3]
      view.performBatchUpdates {
        view.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
      }
      #expect(view.standInCell(at: IndexPath(item: 0, section: 0)) === last)
      #expect(view.standInCell(at: IndexPath(item: 1, section: 0)) === first)
      rows.counts = [2]
      view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
      #expect(view.standInCell(at: IndexPath(item: 0, section: 0)) === last)
      #expect(view.standInFailures.isEmpty, "\(view.standInFailures)")
    }

    @Test("a UIPickerView spins only to a row it has, and not while it takes no touches")
    func pickerViewSpins() {
      let wheel = UIPickerView(frame: .zero)
      let rows = Wheel(["30 s", "1 min"])
      wheel.dataSource = rows
      wheel.delegate = rows
      #expect(wheel.standInTitles == ["30 s", "1 min"] && wheel.selectedRow(inComponent: 0) == -1)
      #expect(!wheel.standInUserSpin(toRow: 2) && rows.picked.isEmpty)
      #expect(wheel.standInUserSpin(toRow: 1) && rows.picked == [1])
      #expect(wheel.selectedRow(inComponent: 0) == 1)
      wheel.isUserInteractionEnabled = false
      #expect(!wheel.standInUserSpin(toRow: 0) && rows.picked == [1])
    }
  }

  /// A wheel's data source and delegate: its titles, and the rows the user spun to.
  @MainActor
  private final class Wheel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let titles: [String]
    private(set) var picked: [Int] = []

    init(_ titles: [String]) { self.titles = titles }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      titles.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
      -> String?
    { titles[row] }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      picked.append(row)
    }
  }
#endif
