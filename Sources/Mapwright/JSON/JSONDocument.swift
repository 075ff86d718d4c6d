/// The immutable storage behind every `JSONValue` of one parsed document: a copy of
/// the source bytes and the tape (see `JSONTape`).
///
/// Values are lightweight views (a reference to this storage plus a tape index), so
/// looking up a key costs a short scan of raw bytes and no dictionary is built.
/// Strings are decoded only when asked for.
///
/// The storage is written once, during parsing, and never mutated afterwards (the
/// line index cache sits behind a lock), which is what makes the unchecked `Sendable`
/// conformance sound.
public final class JSONDocument: @unchecked Sendable {
    /// The source bytes, owned by this document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tape words, owned by this document.
    let tape: UnsafeBufferPointer<UInt64>

    /// Line starts, indexed the first time a location is asked for.
    private let lineIndexCache = Locked<JSONLineIndex?>(nil)

    /// The allocation holding the source bytes and a zero sentinel after them.
    private let storage: UnsafeMutablePointer<UInt8>

    /// Takes ownership of the reader's buffers: `storage` holds `count` source bytes
    /// and a zero sentinel; `tape` holds the tape words.
    init(bytes storage: UnsafeMutableBufferPointer<UInt8>, count: Int, tape: UnsafeMutableBufferPointer<UInt64>) {
        // Both allocations always have at least one element (the sentinel; the tape's minimum capacity).
        self.storage = storage.baseAddress.unsafelyUnwrapped
        self.bytes = UnsafeBufferPointer(start: self.storage, count: count)
        self.tape = UnsafeBufferPointer(tape)
    }

    deinit {
        storage.deallocate()
        tape.deallocate()
    }

    /// The number of source bytes.
    public var byteCount: Int { bytes.count }

    /// The document's line index: built on first use (one pass over the source), then
    /// shared, so each location costs O(log lines).
    public var lineIndex: JSONLineIndex {
        // The cached copy does not keep the document alive (that would be a cycle); the
        // copy handed out does, since it reads the document's bytes.
        let index = lineIndexCache.withLock { cached in
            if let cached { return cached }
            let index = JSONLineIndex(bytes: bytes)
            cached = index
            return index
        }
        return index.owned(by: self)
    }

    /// The root value of the document.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The tag of the entry at `index`.
    @inline(__always)
    func tag(at index: Int) -> JSONTape.Tag {
        JSONTape.Tag(rawValue: UInt8(truncatingIfNeeded: tape[index] >> 56)) ?? .null
    }

    /// The source byte offset of the entry at `index`.
    @inline(__always)
    func offset(at index: Int) -> Int {
        Int(truncatingIfNeeded: tape[index] & JSONTape.offsetMask)
    }

    /// The second word of the entry at `index`.
    @inline(__always)
    func payload(at index: Int) -> UInt64 {
        tape[index + 1]
    }

    /// The tape index just past the value at `index` (its next sibling).
    @inline(__always)
    func indexAfter(_ index: Int) -> Int {
        switch tag(at: index) {
        case .array, .object: Int(truncatingIfNeeded: tape[index + 1] >> 32)
        default: index + JSONTape.stride
        }
    }
}
