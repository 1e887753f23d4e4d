#if STANDIN_SDKS && canImport(CoreData)
  import CoreData
  import StackedDataSources
  import StackedDataSourcesUI
  import Testing

  /// A managed note, changed in place as Core Data objects are.
  final class NoteEntity: NSManagedObject {
    var title = ""
  }

  /// Another entity in the same context, which a notes controller must not report.
  final class FolderEntity: NSManagedObject {
    var name = ""
  }

  /// The value the data source shows for a note.
  struct Note: Identifiable, Hashable, CustomStringConvertible {
    let id: NSManagedObjectID
    var title: String

    var description: String { title }
  }

  /// Notes in a context, followed by a fetched data source through a `FetchedResultsStore` over
  /// an `NSFetchedResultsController`; the data source's batches go through a validating sink.
  @MainActor
  final class NotesFixture {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    let controller: NSFetchedResultsController<NoteEntity>
    let store: FetchedResultsStore<NoteEntity, Note>
    let notes: FetchedDataSource<Note>
    let recorder = RecordingSink()
    let validator: ValidatingSink

    init(_ titles: [String]) throws {
      for title in titles { NoteEntity(context: context).title = title }
      try context.save()
      let request = NSFetchRequest<NoteEntity>(entityName: "NoteEntity")
      // The stand-in sorts by key path (Linux has no key-value coding); an app sorts by key.
      request.sortDescriptors = [NSSortDescriptor(keyPath: \NoteEntity.title, ascending: true)]
      controller = NSFetchedResultsController(
        fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil,
        cacheName: nil)
      store = FetchedResultsStore(controller: controller) { Note(id: $0.objectID, title: $0.title) }
      notes = FetchedDataSource(
        store: store, request: FetchRequest(sortedBy: [FetchSortComparator(\.title)]),
        name: "Notes")
      try notes.performFetch()
      validator = ValidatingSink(dataSource: notes, downstream: recorder)
      notes.sink = validator
    }

    /// The managed note titled `title`.
    func entity(_ title: String) -> NoteEntity? {
      context.standInAllObjects.lazy.compactMap { $0 as? NoteEntity }.first { $0.title == title }
    }

    var titles: [String] { notes.objects.map(\.title) }
  }

  /// Passes a controller's callbacks on to the store, noting each change's type.
  final class ChangeTypeSpy: NSObject, NSFetchedResultsControllerDelegate {
    let noteType: (NSFetchedResultsChangeType) -> Void
    var next: (any NSFetchedResultsControllerDelegate)?

    init(_ noteType: @escaping (NSFetchedResultsChangeType) -> Void) {
      self.noteType = noteType
    }

    func controllerWillChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      next?.controllerWillChangeContent(controller)
    }

    func controller(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
      at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
      noteType(type)
      next?.controller(
        controller, didChange: anObject, at: indexPath, for: type, newIndexPath: newIndexPath)
    }

    func controllerDidChangeContent(
      _ controller: NSFetchedResultsController<any NSFetchRequestResult>
    ) {
      next?.controllerDidChangeContent(controller)
    }
  }

  @Suite("FetchedResultsStore: NSFetchedResultsController changes into a FetchedDataSource")
  @MainActor
  struct FetchedResultsStoreTests {
    @Test("the first fetch shows the controller's objects, in the data source's order")
    func firstFetch() throws {
      let fixture = try NotesFixture(["Pears", "Apples", "Milk"])
      #expect(fixture.titles == ["Apples", "Milk", "Pears"])
      #expect(fixture.controller.delegate === fixture.store)
      #expect(
        fixture.notes.objects.map(\.id)
          == ["Apples", "Milk", "Pears"].map {
            fixture.entity($0)!.objectID
          })
    }

    @Test("a save with an insert, an update and a delete is one batch the validator accepts")
    func oneSaveOneBatch() throws {
      let fixture = try NotesFixture(["Apples", "Milk", "Pears"])
      NoteEntity(context: fixture.context).title = "Bread"
      let milk = try #require(fixture.entity("Milk"))
      milk.title = "Oat milk"
      milk.standInMarkUpdated()
      fixture.context.delete(try #require(fixture.entity("Pears")))
      try fixture.context.save()
      #expect(fixture.titles == ["Apples", "Bread", "Oat milk"])
      // One batch; the updated note's reconfigure follows it.
      #expect(fixture.recorder.batches.count == 1)
      #expect(fixture.validator.violations.isEmpty, "\(fixture.validator.violations)")
      #expect(fixture.validator.validatedBatchCount == 2)
    }

    @Test("an update the controller reports as a move changes the note and moves its row")
    func updateMovesRow() throws {
      let fixture = try NotesFixture(["Apples", "Milk", "Pears"])
      let delegate = fixture.controller.delegate
      var types: [NSFetchedResultsChangeType] = []
      let spy = ChangeTypeSpy { types.append($0) }
      spy.next = delegate
      fixture.controller.delegate = spy
      let apples = try #require(fixture.entity("Apples"))
      apples.title = "Zucchini"
      apples.standInMarkUpdated()
      try fixture.context.save()
      #expect(fixture.titles == ["Milk", "Pears", "Zucchini"])
      #expect(fixture.validator.violations.isEmpty, "\(fixture.validator.violations)")
      #expect(fixture.notes.object(at: TablePath(section: 0, row: 2))?.id == apples.objectID)
      #expect(types == [.move])
    }

    @Test("changes to another entity, or to nothing fetched, send no batch")
    func unrelatedChangesSendNothing() throws {
      let fixture = try NotesFixture(["Apples"])
      FolderEntity(context: fixture.context).name = "Recipes"
      try fixture.context.save()
      try fixture.context.save()
      #expect(fixture.recorder.updates.isEmpty)
      #expect(fixture.titles == ["Apples"])
    }

    @Test("several saves are several batches, each validated")
    func savesAreBatches() throws {
      let fixture = try NotesFixture([])
      for title in ["Cherries", "Apples", "Bananas"] {
        NoteEntity(context: fixture.context).title = title
        try fixture.context.save()
      }
      fixture.context.delete(try #require(fixture.entity("Apples")))
      try fixture.context.save()
      #expect(fixture.titles == ["Bananas", "Cherries"])
      #expect(fixture.validator.validatedBatchCount == 4)
      #expect(fixture.validator.violations.isEmpty, "\(fixture.validator.violations)")
    }
  }
#endif

#if STANDIN_SDKS && canImport(CoreData) && canImport(UIKit)
  import UIKit

  @Suite("Core Data notes as a group of the settings screen in a UITableView")
  @MainActor
  struct FetchedResultsStoreTableTests {
    @Test("a save reaches the table as one validated batch and the cells show the new notes")
    func saveReachesTheTable() throws {
      let settings = try SettingsScreen()
      let fixture = try NotesFixture(["Apples", "Milk"])
      fixture.notes.sink = nil
      try settings.stack.append(fixture.notes)
      let harness = TableHarness(settings)
      NoteEntity(context: fixture.context).title = "Bread"
      fixture.context.delete(try #require(fixture.entity("Milk")))
      try fixture.context.save()
      harness.expectConsistent("saved")
      #expect(harness.table.standInFinishedBatchCount == 1)
      #expect(harness.shownTexts.last == ["Apples", "Bread"])
    }
  }
#endif
