import Dispatch
import Foundation
import Mapwright
import Testing

/// An observation's `minimumInterval`: a consumer that keeps up still gets at most one
/// value per interval during a stream of commits, and a commit the last value already
/// showed makes no other value. Same on every engine.
@Suite struct ObservationIntervalTests {
    private static func writerCount(_ store: Store) throws -> Int {
        try store.count(Writer.self)
    }

    @Test(arguments: Engine.allCases)
    func aConsumerThatKeepsUpGetsAtMostOneValuePerInterval(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let interval = 0.2
        let observation = test.store.observe(tracking: [Writer.self], minimumInterval: interval, Self.writerCount)
        let values = Locked<[Int]>([])
        let started = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for try await value in observation {
                values.withLock { $0.append(value) }
                if value == 0 { started.continuation.yield() }
                if value == 40 { return }
            }
        }
        var ready = started.stream.makeAsyncIterator()
        _ = await ready.next()
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<40 {
            try await test.store.perform { try $0.insert(writer("w\(index)")) }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        try await consumer.value
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let seen = values.withLock { $0 }
        // The first value, then one per interval at most while commits keep coming, and
        // the last state once they stop.
        let allowed = 2 + Int((elapsed / interval).rounded(.up))
        #expect(seen.count <= allowed, "\(seen.count) values in \(elapsed) s at one per \(interval) s: \(seen)")
        #expect(seen.last == 40, "the last value is not the final state: \(seen)")
        #expect(seen == seen.sorted(), "values went back in time: \(seen)")
    }

    @Test(arguments: Engine.allCases)
    func aCommitTheLastValueShowedMakesNoOtherValue(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let interval = 0.3
        // The first value is fetched after this, so its interval ends after `start + interval`.
        let start = DispatchTime.now().uptimeNanoseconds
        let observation = test.store.observe(tracking: [Writer.self], minimumInterval: interval, Self.writerCount)
        let values = Locked<[Int]>([])
        let arrived = AsyncStream<Int>.makeStream()
        let consumer = Task {
            for try await value in observation {
                values.withLock { $0.append(value) }
                arrived.continuation.yield(value)
                if value == 3 { return }
            }
        }
        var next = arrived.stream.makeAsyncIterator()
        #expect(await next.next() == 0, "first value of an empty store")
        // The first commit's signal starts the wait for the interval; the second lands
        // during it, so its signal is still pending after the value that shows both.
        try await test.store.perform { try $0.insert(writer("a")) }
        try await Task.sleep(nanoseconds: 20_000_000)
        try await test.store.perform { try $0.insert(writer("b")) }
        let bothCommitted = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let afterBoth = await next.next()
        // A host too busy to commit both within the interval may show the first alone;
        // both inside it must come as one value.
        if bothCommitted < interval {
            #expect(afterBoth == 2, "the value after two commits in one interval (\(bothCommitted) s) does not show both")
        }
        try await Task.sleep(nanoseconds: UInt64(interval * 2e9))
        try await test.store.perform { try $0.insert(writer("c")) }
        try await consumer.value
        let seen = values.withLock { $0 }
        // Each commit adds a writer, so a value made again for a commit already shown
        // repeats the one before it.
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 < $1 }, "a commit already shown made another value: \(seen)")
        #expect(seen.last == 3, "the last value is not the final state: \(seen)")
    }

    @Test(arguments: Engine.allCases)
    func aZeroIntervalGivesAValueAfterEachCommitToAConsumerThatWaits(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        var values = test.store.observe(tracking: [Writer.self], minimumInterval: 0, Self.writerCount).makeAsyncIterator()
        #expect(try await values.next() == 0, "first value of an empty store")
        for index in 1...3 {
            try await test.store.perform { try $0.insert(writer("w\(index)")) }
            #expect(try await values.next() == index, "no value of its own for commit \(index)")
        }
    }
}
