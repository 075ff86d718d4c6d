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
    /// Offset of `bytes` in the input: 0, unless this is one batch of a streamed array
    /// (``JSONElementStream``).
    let baseOffset: Int
    /// The streamed input this batch belongs to (nil for a whole document): it places
    /// the batch's first byte in lines and columns when a location is asked for.
    private let streamInput: JSONStreamInput?

    /// Line starts, indexed the first time a location is asked for.
    private let lineIndexCache = Locked<JSONLineIndex?>(nil)

    /// The allocation holding the source bytes and a zero sentinel after them.
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// The allocation holding the tape words (larger than `tape` for a streamed batch).
    private let tapeAllocation: UnsafeMutableBufferPointer<UInt64>
    /// Where a streamed batch's buffers go back to when it is freed (nil: deallocated).
    private let recycler: JSONBatchBuffers?

    /// Takes ownership of the reader's buffers: `storage` holds `count` source bytes
    /// and a zero sentinel; `tape` holds the tape words.
    convenience init(bytes storage: UnsafeMutableBufferPointer<UInt8>, count: Int, tape: UnsafeMutableBufferPointer<UInt64>) {
        self.init(bytes: storage, count: count, tape: tape, tapeAllocation: tape, baseOffset: 0, input: nil, recycler: nil)
    }

    /// A document over `count` bytes of `storage` (a zero sentinel after them) starting
    /// at `baseOffset` of the input, and the `tape` words written into `tapeAllocation`.
    /// For one batch of a streamed array, `input` is the whole input and `recycler`
    /// takes both allocations back when the batch is freed; otherwise they are freed.
    init(bytes storage: UnsafeMutableBufferPointer<UInt8>, count: Int, tape: UnsafeMutableBufferPointer<UInt64>,
         tapeAllocation: UnsafeMutableBufferPointer<UInt64>, baseOffset: Int, input: JSONStreamInput?, recycler: JSONBatchBuffers?) {
        self.storage = storage
        // The byte allocation always has at least one element (the sentinel).
        self.bytes = UnsafeBufferPointer(start: storage.baseAddress.unsafelyUnwrapped, count: count)
        self.tape = UnsafeBufferPointer(tape)
        self.tapeAllocation = tapeAllocation
        self.baseOffset = baseOffset
        self.streamInput = input
        self.recycler = recycler
    }

    deinit {
        if let recycler {
            recycler.giveBack(bytes: storage, tape: tapeAllocation)
        } else {
            storage.deallocate()
            tapeAllocation.deallocate()
        }
    }

    /// The number of source bytes (of the batch, for one batch of a streamed array).
    public var byteCount: Int { bytes.count }

    /// The document's line index: built on first use (one pass over the source), then
    /// shared, so each location costs O(log lines). For one batch of a streamed array
    /// (``JSONElementStream``) it covers the batch's bytes and reports locations in the
    /// whole input.
    public var lineIndex: JSONLineIndex {
        // The cached copy does not keep the document alive (that would be a cycle); the
        // copy handed out does, since it reads the document's bytes.
        let index = lineIndexCache.withLock { cached in
            if let cached { return cached }
            let origin = streamInput?.location(ofByte: baseOffset) ?? .start
            let index = JSONLineIndex(bytes: bytes, origin: origin)
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
        JSONTape.Tag.stored(UInt8(truncatingIfNeeded: tape[index] >> 56))
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
