/// Counts the ``Tracked`` values alive and lists the ones freed, in the order they were
/// freed: for checking that a structure neither leaks nor frees twice, and in what order
/// it frees.
final class LiveCount {
    var live = 0
    var freed: [Int] = []
}

/// A value that counts itself alive in a ``LiveCount`` and logs there when it is freed.
final class Tracked {
    let value: Int
    let counter: LiveCount
    init(_ value: Int, _ counter: LiveCount) {
        self.value = value
        self.counter = counter
        counter.live += 1
    }
    deinit {
        counter.live -= 1
        counter.freed.append(value)
    }
}
