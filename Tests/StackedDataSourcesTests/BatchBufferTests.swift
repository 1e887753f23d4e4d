import Foundation
import Testing

@testable import StackedDataSources

@Suite("BatchBuffer: what a view adapter makes of the calls it receives")
struct BatchBufferTests {
  let insert = TableUpdate.insertRows([TablePath(section: 0, row: 0)], .fade)
  let delete = TableUpdate.deleteRows([TablePath(section: 0, row: 1)], .fade)

  @Test("a nested batch flushes its calls, in order, at the outermost end only")
  func nested() {
    var buffer = BatchBuffer()
    buffer.begin()
    #expect(buffer.receive(insert) == nil)
    buffer.begin()
    #expect(buffer.receive(delete) == nil)
    #expect(buffer.end() == nil)
    #expect(buffer.isOpen)
    #expect(buffer.end() == .updates([insert, delete]))
    #expect(!buffer.isOpen)
  }

  @Test("a call outside any batch is a batch of its own")
  func loose() {
    var buffer = BatchBuffer()
    #expect(buffer.receive(insert) == .updates([insert]))
    #expect(buffer.reloadData() == .reloadData)
  }

  @Test("reloadData inside a batch replaces the batch with one reload at its end")
  func reloadInside() {
    var buffer = BatchBuffer()
    buffer.begin()
    _ = buffer.receive(insert)
    #expect(buffer.receive(.reloadData) == nil)
    _ = buffer.receive(delete)
    #expect(buffer.end() == .reloadData)
    buffer.begin()
    _ = buffer.receive(insert)
    #expect(buffer.end() == .updates([insert]), "the next batch starts clean")
  }

  @Test("an empty batch flushes nothing; an unbalanced end is ignored")
  func emptyAndUnbalanced() {
    var buffer = BatchBuffer()
    buffer.begin()
    #expect(buffer.end() == nil)
    #expect(buffer.end() == nil)
    #expect(buffer.receive(insert) == .updates([insert]))
  }

  @Test("boundaries received as values open and close batches, as a TableUpdateSink sends them")
  func boundariesAsValues() {
    var buffer = BatchBuffer()
    #expect(buffer.receive(.beginUpdates) == nil)
    #expect(buffer.receive(.beginUpdates) == nil && buffer.receive(insert) == nil)
    #expect(buffer.receive(.endUpdates) == nil && buffer.isOpen)
    #expect(buffer.receive(delete) == nil)
    #expect(buffer.receive(.endUpdates) == .updates([insert, delete]))
    #expect(!buffer.isOpen && buffer.receive(.endUpdates) == nil)
  }
}
