/// The buffers of a stream's batches that are no longer used, kept for the next batch:
/// a long stream then reads into the same memory again rather than having fresh pages
/// mapped (and zeroed) for every batch. One of each kind is kept; the rest are freed.
final class JSONBatchBuffers: Sendable {
    /// What is kept. Unchecked: the buffers are owned by this object alone while kept,
    /// and reached only under the lock.
    private struct Spare: @unchecked Sendable {
        var bytes: UnsafeMutableBufferPointer<UInt8>?
        var tape: UnsafeMutableBufferPointer<UInt64>?
    }

    private let spare = Locked(Spare())

    deinit {
        spare.withLock { kept in
            kept.bytes?.deallocate()
            kept.tape?.deallocate()
        }
    }

    /// A byte buffer of at least `capacity` bytes: the one kept if large enough.
    func bytes(capacity: Int) -> UnsafeMutableBufferPointer<UInt8> {
        let kept = spare.withLock { kept in
            defer { kept.bytes = nil }
            return Spare(bytes: kept.bytes)
        }.bytes
        if let kept, kept.count >= capacity { return kept }
        kept?.deallocate()
        let fresh = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        if let start = fresh.baseAddress { LargeBufferAdvice.preferHugePages(start, count: capacity) }
        return fresh
    }

    /// The tape buffer kept, if any (a tape writer grows it as needed).
    func tape() -> UnsafeMutableBufferPointer<UInt64>? {
        spare.withLock { kept in
            defer { kept.tape = nil }
            return Spare(tape: kept.tape)
        }.tape
    }

    /// Takes back a batch's buffers when its document is freed.
    func giveBack(bytes: UnsafeMutableBufferPointer<UInt8>, tape: UnsafeMutableBufferPointer<UInt64>) {
        let refused = spare.withLock { kept in
            var refused = Spare()
            if kept.bytes == nil { kept.bytes = bytes } else { refused.bytes = bytes }
            if kept.tape == nil { kept.tape = tape } else { refused.tape = tape }
            return refused
        }
        refused.bytes?.deallocate()
        refused.tape?.deallocate()
    }
}
