import Foundation
import Mapwright
import Testing

/// Observations (`Store.observe(tracking:_:)`) behave the same on every engine.
@Suite struct ObservationParityTests {
    /// Writer names, sorted: what the observations here fetch.
    private static func writerNames(_ store: Store) throws -> [String] {
        try store.fetch(Writer.self).map(\.name).sorted()
    }

    /// Commits `body` from another task after a short pause, so that a consumer already
    /// waiting for the next value gets it only if nothing was pending before.
    private func commitLater(_ store: Store, _ body: @escaping @Sendable (StoreContext) throws -> Void) -> Task<Void, any Error> {
        Task {
            try await Task.sleep(nanoseconds: 50_000_000)
            try await store.perform(body)
        }
    }

    @Test(arguments: Engine.allCases)
    func theFirstValueIsTheCurrentState(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try await test.store.perform { try $0.insert(writer("w")) }
        var values = test.store.observe(tracking: [Writer.self], Self.writerNames).makeAsyncIterator()
        #expect(try await values.next() == ["Writer w"], "the first value is not the committed state")
    }

    @Test(arguments: Engine.allCases)
    func aRelevantCommitProducesTheNewState(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        var values = test.store.observe(tracking: [Writer.self], Self.writerNames).makeAsyncIterator()
        #expect(try await values.next() == [], "first value of an empty store")
        try await test.store.perform { try $0.insert(writer("w")) }
        #expect(try await values.next() == ["Writer w"], "the commit's writer is missing")
    }

    @Test(arguments: Engine.allCases)
    func aCommitToAnotherEntityProducesNothing(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        var values = test.store.observe(tracking: [Writer.self], Self.writerNames).makeAsyncIterator()
        _ = try await values.next()
        try await test.store.perform { try $0.insert(topic("t")) }
        let later = commitLater(test.store) { try $0.insert(writer("w")) }
        #expect(try await values.next() == ["Writer w"], "a commit of topics alone made the writers' observation fetch again")
        try await later.value
    }

    @Test(arguments: Engine.allCases)
    func aCommitThatChangesNothingProducesNothing(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        try await test.store.perform { try $0.insert(writer("w")) }
        var values = test.store.observe(tracking: [Writer.self], Self.writerNames).makeAsyncIterator()
        _ = try await values.next()
        try await test.store.perform { try $0.upsert(writer("w")) }
        let later = commitLater(test.store) { try $0.insert(writer("x")) }
        #expect(try await values.next() == ["Writer w", "Writer x"], "a no-op commit made the observation fetch again")
        try await later.value
    }

    @Test(arguments: Engine.allCases)
    func aBurstOfCommitsCoalescesIntoOneValue(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let fetches = Locked(0)
        let observation = test.store.observe(tracking: [Writer.self]) { store in
            fetches.withLock { $0 += 1 }
            return try store.count(Writer.self)
        }
        var values = observation.makeAsyncIterator()
        _ = try await values.next()
        for index in 0..<200 { try await test.store.perform { try $0.insert(writer("w\(index)")) } }
        #expect(try await values.next() == 200, "the consumer does not see the latest state after a burst")
        let later = commitLater(test.store) { try $0.insert(writer("last")) }
        #expect(try await values.next() == 201, "the burst left a backlog of values instead of one")
        try await later.value
        #expect(fetches.withLock { $0 } == 3, "fetches for 201 commits taken in three values")
    }

    @Test(arguments: Engine.allCases)
    func cancellingTheTaskEndsTheSequence(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let observation = test.store.observe(tracking: [Writer.self], Self.writerNames)
        let started = AsyncStream<Void>.makeStream()
        let consumer = Task {
            var count = 0
            for try await _ in observation {
                count += 1
                started.continuation.yield()
            }
            return count
        }
        var signals = started.stream.makeAsyncIterator()
        _ = await signals.next()
        consumer.cancel()
        let count = try await consumer.value
        #expect(count == 1, "the sequence did not end on cancellation after its first value")
    }

    @Test(arguments: Engine.allCases)
    func theStoreKeepsNothingOfAFinishedObservation(_ engine: Engine) async throws {
        final class Marker: Sendable {}
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        weak var weakMarker: Marker?
        let consumer: Task<Void, any Error>
        do {
            let marker = Marker()
            weakMarker = marker
            let observation = test.store.observe(tracking: [Writer.self]) { store in
                withExtendedLifetime(marker) {}
                return try store.count(Writer.self)
            }
            let started = AsyncStream<Void>.makeStream()
            consumer = Task {
                for try await _ in observation { started.continuation.yield() }
            }
            var signals = started.stream.makeAsyncIterator()
            _ = await signals.next()
        }
        consumer.cancel()
        try await consumer.value
        try await test.store.perform { try $0.insert(writer("after")) }
        #expect(weakMarker == nil, "the store still holds the finished observation (its fetch closure is alive)")
    }

    @Test(arguments: Engine.allCases)
    func anObservationStartedWhileAUnitOfWorkIsOpenSeesItsCommit(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let context = test.store.makeContext()
        try context.insert(writer("w"))
        var values = test.store.observe(tracking: [Writer.self], Self.writerNames).makeAsyncIterator()
        #expect(try await values.next() == [], "the first value saw an uncommitted write")
        try context.commit()
        #expect(try await values.next() == ["Writer w"], "the commit of a context opened before the observation was missed")
    }

    @Test(arguments: Engine.allCases)
    func aFetchThatThrowsEndsTheSequenceWithItsError(_ engine: Engine) async throws {
        let test = try engine.makeStore()
        defer { withExtendedLifetime(test) {} }
        let observation = test.store.observe(tracking: [Writer.self]) { _ -> Int in throw PlannedFailure() }
        var values = observation.makeAsyncIterator()
        await #expect(throws: PlannedFailure.self, "the fetch's error did not reach the consumer") {
            _ = try await values.next()
        }
    }
}
