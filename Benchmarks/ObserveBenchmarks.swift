import Foundation
import Observation
import StackedDataSources

// `swift run -c release Benchmarks observe [--quick]`
//
// What following an `@Observable` model costs. The model keeps its numbers twice: as a
// `TrackedArray<Int>`, whose follow applies the array's own edits, and as an `[Int]`, whose
// follow diffs the whole value (an `Array` says nothing of what changed). An
// `ArrayDataSource<Int>` follows one of them on a sink that counts batches. A follow applies a
// change when the main-actor turn ends; here `flush()` applies it at once, so the time covers
// the model's edit, the read, the follow's work and the batch. The baseline makes the same
// append directly on a source of as many rows (no model, no follow).

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
final class ObservedNumbers {
  var numbers: [Int]
  var tracked: TrackedArray<Int>
  init(_ numbers: [Int]) {
    self.numbers = numbers
    tracked = TrackedArray(numbers)
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func runObserveBenchmarks(_ arguments: [String]) {
  let quick = arguments.contains("--quick")
  benchmarkBurst(mutations: 1_000)
  let runs = quick ? 3 : 7
  let small = followedAppend(count: 1_000, appends: quick ? 50 : 200, runs: runs, tracked: true)
  let large = followedAppend(count: 100_000, appends: quick ? 50 : 200, runs: runs, tracked: true)
  report("observe.one_append.n100000.ratio_vs_direct", large.followed / large.direct)
  report("observe.one_append.growth.n1000_to_n100000", large.followed / small.followed)
  let smallArray = followedAppend(
    count: 1_000, appends: quick ? 20 : 100, runs: runs, tracked: false)
  let largeArray = followedAppend(
    count: 100_000, appends: quick ? 5 : 20, runs: runs, tracked: false)
  report(
    "observe.one_append_to_array.n100000.ratio_vs_direct", largeArray.followed / largeArray.direct)
  report(
    "observe.one_append_to_array.growth.n1000_to_n100000", largeArray.followed / smallArray.followed
  )
}

/// `observe.burst.k<mutations>.batches`: batches the sink gets for `mutations` appends to a
/// followed model made in one turn.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private func benchmarkBurst(mutations: Int) {
  let model = ObservedNumbers([])
  let source = ArrayDataSource<Int>(name: "Numbers")
  let sink = NullSink()
  source.sink = sink
  let following = source.follow(model, \.numbers)
  let before = sink.batches
  for value in 0..<mutations { model.numbers.append(value) }
  following.flush()
  guard source.count == mutations else { fatalError("observe: the follow missed appends") }
  report("observe.burst.k\(mutations).batches", Double(sink.batches - before), digits: 0)
}

/// The median seconds of one append to a followed model of `count` numbers (its tracked array
/// or its plain one) until the sink has its batch, and of the same append made directly on a
/// source.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private func followedAppend(count: Int, appends: Int, runs: Int, tracked: Bool) -> (
  followed: Double, direct: Double
) {
  let model = ObservedNumbers(Array(0..<count))
  let followedSource = ArrayDataSource<Int>(name: "Followed")
  let followedSink = NullSink()
  followedSource.sink = followedSink
  let following =
    tracked ? followedSource.follow(model, \.tracked) : followedSource.follow(model, \.numbers)
  let direct = ArrayDataSource(Array(0..<count), name: "Direct")
  let directSink = NullSink()
  direct.sink = directSink
  var followedTimes: [Double] = []
  var directTimes: [Double] = []
  for _ in 0...runs {  // the first repetition warms up and is dropped
    var followed = 0.0
    var plain = 0.0
    for value in 0..<appends {
      followed += seconds {
        if tracked { model.tracked.append(-value - 1) } else { model.numbers.append(-value - 1) }
        following.flush()
      }
      if tracked { model.tracked.removeLast() } else { model.numbers.removeLast() }
      following.flush()
      plain += seconds { direct.append(-value - 1) }
      _ = try! direct.remove(at: count)
    }
    followedTimes.append(followed / Double(appends))
    directTimes.append(plain / Double(appends))
  }
  guard followedSource.count == count, followedSink.batches == directSink.batches + 1 else {
    fatalError("observe: \(followedSink.batches) batches, \(directSink.batches) direct")
  }
  let kind = tracked ? "one_append" : "one_append_to_array"
  detail("observe.\(kind).n\(count).us", median(followedTimes.dropFirst()) * 1e6)
  detail("observe.\(kind).n\(count).direct_us", median(directTimes.dropFirst()) * 1e6)
  return (median(followedTimes.dropFirst()), median(directTimes.dropFirst()))
}
