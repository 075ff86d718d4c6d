/// A growable buffer of tape words that hands its storage to a `JSONDocument`.
///
/// The reader appends two words per value in a tight loop; a manually managed buffer
/// avoids the uniqueness and bounds checks of `Array.append` on that hot path.
struct JSONTapeWriter {
    /// Start of the allocated words.
    private(set) var base: UnsafeMutablePointer<UInt64>
    /// Words written so far.
    private(set) var count = 0
    /// Words allocated.
    private var capacity: Int

    /// Allocates room for about `expectedWords` words.
    init(expectedWords: Int) {
        capacity = max(64, expectedWords)
        base = .allocate(capacity: capacity)
        LargeBufferAdvice.preferHugePages(base, count: capacity * MemoryLayout<UInt64>.stride)
    }

    /// Writes into `allocation` (a buffer another tape used), growing it as needed.
    init(reusing allocation: UnsafeMutableBufferPointer<UInt64>) {
        capacity = allocation.count
        base = allocation.baseAddress.unsafelyUnwrapped
    }

    /// Appends one entry (two words).
    @inline(__always)
    mutating func append(_ head: UInt64, _ payload: UInt64) {
        if count + 2 > capacity { grow() }
        base[count] = head
        base[count + 1] = payload
        count += 2
    }

    /// Overwrites the second word of the entry at `index`.
    @inline(__always)
    mutating func setPayload(_ payload: UInt64, at index: Int) {
        base[index + 1] = payload
    }

    /// Drops the words written after the first `count` (entries of a value read only in part).
    mutating func truncate(to count: Int) {
        self.count = min(self.count, count)
    }

    /// Doubles the capacity, moving the words written so far.
    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<UInt64>.allocate(capacity: newCapacity)
        LargeBufferAdvice.preferHugePages(newBase, count: newCapacity * MemoryLayout<UInt64>.stride)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Gives up the words written: the caller owns the returned buffer.
    consuming func finish() -> UnsafeMutableBufferPointer<UInt64> {
        UnsafeMutableBufferPointer(start: base, count: count)
    }

    /// Gives up the words written and the whole allocation holding them (to reuse it
    /// once the words are no longer needed): the caller owns the allocation.
    consuming func finishKeepingAllocation() -> (words: UnsafeMutableBufferPointer<UInt64>, allocation: UnsafeMutableBufferPointer<UInt64>) {
        (UnsafeMutableBufferPointer(start: base, count: count), UnsafeMutableBufferPointer(start: base, count: capacity))
    }

    /// Frees the storage after a failed parse.
    consuming func discard() {
        base.deallocate()
    }
}
