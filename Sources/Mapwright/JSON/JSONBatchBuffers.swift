/// The buffers of a stream's batches that are no longer used, kept for the next batch:
/// a long stream then reads into the same memory again rather than having fresh pages
/// mapped (and zeroed) for every batch. Two of each kind are kept (a stream read a
/// batch ahead has two batches alive); the rest are freed.
final class JSONBatchBuffers: Sendable {
    /// What is kept. Unchecked: the buffers are owned by this object alone while kept,
    /// and reached only under the lock.
    private struct Spare: @unchecked Sendable {
        var bytes: [UnsafeMutableBufferPointer<UInt8>] = []
        var tape: [UnsafeMutableBufferPointer<UInt64>] = []
    }

    /// One buffer taken out from under the lock. Unchecked for the same reason.
    private struct Taken<Buffer>: @unchecked Sendable {
        let buffer: Buffer?
    }

    /// Buffers of each kind kept.
    private static let keptPerKind = 2

    private let spare = Locked(Spare())

    deinit {
        spare.withLock { kept in
            for buffer in kept.bytes { buffer.deallocate() }
            for buffer in kept.tape { buffer.deallocate() }
        }
    }

    /// A byte buffer of at least `capacity` bytes: the one kept if large enough.
    func bytes(capacity: Int) -> UnsafeMutableBufferPointer<UInt8> {
        let kept = spare.withLock { Taken(buffer: $0.bytes.popLast()) }.buffer
        if let kept, kept.count >= capacity { return kept }
        kept?.deallocate()
        let fresh = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        if let start = fresh.baseAddress { LargeBufferAdvice.preferHugePages(start, count: capacity) }
        return fresh
    }

    /// The tape buffer kept, if any (a tape writer grows it as needed).
    func tape() -> UnsafeMutableBufferPointer<UInt64>? {
        spare.withLock { Taken(buffer: $0.tape.popLast()) }.buffer
    }

    /// Takes back a batch's buffers when its document is freed.
    func giveBack(bytes: UnsafeMutableBufferPointer<UInt8>, tape: UnsafeMutableBufferPointer<UInt64>) {
        let refused = spare.withLock { kept in
            var refused = Spare()
            if kept.bytes.count < Self.keptPerKind { kept.bytes.append(bytes) } else { refused.bytes.append(bytes) }
            if kept.tape.count < Self.keptPerKind { kept.tape.append(tape) } else { refused.tape.append(tape) }
            return refused
        }
        for buffer in refused.bytes { buffer.deallocate() }
        for buffer in refused.tape { buffer.deallocate() }
    }
}
