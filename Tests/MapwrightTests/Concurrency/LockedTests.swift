import Mapwright
import Testing

@Suite("Locked")
struct LockedTests {
    @Test func withLockReturnsWhatTheBodyReturnsAndKeepsTheChange() {
        let counter = Locked(41)
        let seen = counter.withLock { value -> Int in
            value += 1
            return value
        }
        #expect(seen == 42, "withLock should return the body's result")
        #expect(counter.withLock { $0 } == 42, "the change made inside withLock should persist")
    }

    @Test func aThrowingBodyRethrowsAndReleasesTheLock() {
        struct Boom: Error {}
        let names = Locked<[String]>([])
        #expect(throws: Boom.self) {
            try names.withLock { _ in throw Boom() }
        }
        // Would deadlock if the throw had left the lock held.
        names.withLock { $0.append("after") }
        #expect(names.withLock { $0 } == ["after"], "the lock should be usable after a throwing body")
    }

    @Test func concurrentIncrementsAreNotLost() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 80_000, "8 tasks x 10,000 increments under the lock")
    }
}
