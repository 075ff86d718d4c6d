/// The items (key and value) of a ``PersistentMap``, each at a fixed index, kept in the
/// order they were added: the map's trie holds only the keys' hashes and these indices.
///
/// Values live in chunks of 64, chunks in pages of 64, pages in one array. Copying a slab
/// is O(1) and the copies share every chunk; a write copies the page array, one page and
/// one chunk where they are shared, and writes in place where they are not. A removed
/// value leaves a hole that the next added value fills.
///
/// Why not keep the keys and values in the trie's nodes: there they sit in hash order, so a large
/// table reads, and when it goes frees, its values (and the text and buffers they own) in
/// an order unrelated to the one they were made in, a cache miss and a scattered `free`
/// each. Here they are made, kept and freed in one sequence.
@usableFromInline
struct PersistentSlab<Value> {
    @usableFromInline typealias Chunk = PersistentSlabChunk<Value>
    @usableFromInline typealias Page = PersistentSlabPage<Value>

    /// The pages, in index order; each but the last is full of chunks. (The slab's only
    /// reference: a copy of the slab, or of the map, retains one object for it.)
    @usableFromInline var pages: [Page] = []
    /// One past the highest index ever used.
    @usableFromInline var end = 0
    /// How many indices below `end` hold no value.
    @usableFromInline var holeCount = 0
    /// No index below this one holds no value (while `holeCount` is not 0).
    @usableFromInline var holeFloor = 0

    @inlinable
    init() {}

    /// The index ``add(_:at:)`` puts the next value at: the lowest hole, else `end`.
    @inlinable
    mutating func nextIndex() -> Int {
        guard holeCount != 0 else { return end }
        // Chunk by chunk from the floor: the first slot that holds nothing is below `end`,
        // since there is a hole and every index below the floor holds a value.
        var index = holeFloor
        while true {
            let filled = chunk(holding: index)._withUnsafeGuaranteedRef { $0.filled.pointee }
            let empty = ~filled & (~0 << UInt64(truncatingIfNeeded: index & Chunk.slotMask))
            if empty != 0 {
                holeFloor = (index & ~Chunk.slotMask) | empty.trailingZeroBitCount
                return holeFloor
            }
            index = (index | Chunk.slotMask) + 1
        }
    }

    /// The chunk holding `index` (which must be below `end`), unretained: valid until the
    /// slab is next written or dropped.
    @inlinable @inline(__always)
    func chunk(holding index: Int) -> Unmanaged<Chunk> {
        pages.withUnsafeBufferPointer { pages in Unmanaged.passUnretained(pages[index &>> Page.indexShift].chunk(holding: index)) }
    }

    /// Where the value at `index` (which must hold one) is: valid until the slab is next
    /// written or dropped. (Readers go through a pointer taken before they run, so that
    /// no reference is retained around them.)
    @inlinable @inline(__always)
    func pointer(to index: Int) -> UnsafeMutablePointer<Value> {
        chunk(holding: index)._withUnsafeGuaranteedRef { $0.values } + (index & Chunk.slotMask)
    }

    /// Visits every value in index order, each read where it is stored (not copied out).
    @inlinable
    func forEach(_ body: (Value) throws -> Void) rethrows {
        for page in pages {
            let chunks = page.chunks
            for number in 0..<page.chunkCount.pointee {
                let chunk = chunks[number]
                let values = chunk.values
                var bits = chunk.filled.pointee
                while bits != 0 {
                    try InPlace.borrow(&values[bits.trailingZeroBitCount], body)
                    bits &= bits &- 1
                }
            }
        }
    }

    /// The value at `index` (which must hold one).
    @inlinable
    subscript(index: Int) -> Value {
        pointer(to: index).pointee
    }

    /// The chunk holding `index` (which must be below `end`), it and its page made owned
    /// by this slab alone; unretained, valid until the slab is next written or dropped.
    @inlinable
    mutating func uniqueChunk(holding index: Int) -> Unmanaged<Chunk> {
        // Through the page array's buffer, made unique once: element by element, each
        // access would check the array's uniqueness again and retain the page.
        pages.withUnsafeMutableBufferPointer { pages in
            let page = pages.baseAddress.unsafelyUnwrapped + (index &>> Page.indexShift)
            if !isKnownUniquelyReferenced(&page.pointee) { page.pointee = page.pointee.copy() }
            let chunk = page.pointee.chunks + Page.chunkNumber(index)
            if !isKnownUniquelyReferenced(&chunk.pointee) { chunk.pointee = chunk.pointee.copy() }
            return Unmanaged.passUnretained(chunk.pointee)
        }
    }

    /// Where the value at `index` is, its page and chunk made owned by this slab alone (the
    /// index must be below `end`): valid until the slab is next written or dropped.
    @inlinable
    mutating func uniquePointer(to index: Int) -> UnsafeMutablePointer<Value> {
        uniqueChunk(holding: index)._withUnsafeGuaranteedRef { $0.values } + (index & Chunk.slotMask)
    }

    /// Stores `value` at `index`, which ``nextIndex()`` returned (nothing written since).
    @inlinable
    mutating func add(_ value: consuming Value, at index: Int) {
        if index == end {
            end += 1
            if index & Page.slotMask == 0 { pages.append(Page.make()) }
            if index & Chunk.slotMask == 0 {
                let page = index &>> Page.indexShift
                if !isKnownUniquelyReferenced(&pages[page]) { pages[page] = pages[page].copy() }
                pages[page].appendChunk()
            }
        } else {
            // The lowest hole: every index up to it now holds a value.
            holeCount -= 1
            holeFloor = index + 1
        }
        // The chunk's two pointers first: a closure run on the chunk would copy `value`.
        let chunk = uniqueChunk(holding: index)
        chunk._withUnsafeGuaranteedRef { $0.filled }.pointee |= Chunk.bit(index)
        (chunk._withUnsafeGuaranteedRef { $0.values } + (index & Chunk.slotMask)).initialize(to: value)
    }

    /// Takes the value out of `index` (which must hold one), leaving a hole.
    @inlinable
    mutating func take(_ index: Int) -> Value {
        let value = uniqueChunk(holding: index)._withUnsafeGuaranteedRef { chunk in
            chunk.filled.pointee &= ~Chunk.bit(index)
            return (chunk.values + (index & Chunk.slotMask)).move()
        }
        holeFloor = holeCount == 0 ? index : min(holeFloor, index)
        holeCount += 1
        return value
    }

    /// Whether both slabs are the same version (one copied from the other, neither written).
    /// Every write goes through the page array made unique, so sharing its buffer says it.
    @inlinable
    func isIdentical(to other: PersistentSlab) -> Bool {
        pages.withUnsafeBufferPointer { mine in other.pages.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }
}

/// 64 chunks of a ``PersistentSlab``, in index order (a page holds 4,096 indices).
@usableFromInline
final class PersistentSlabPage<Value>: ManagedBuffer<Int, PersistentSlabChunk<Value>> {
    @usableFromInline typealias Chunk = PersistentSlabChunk<Value>

    /// An index's page is `index >> indexShift`.
    @inlinable static var indexShift: Int { 12 }
    /// `index & slotMask` is an index's place in its page.
    @inlinable static var slotMask: Int { (1 << indexShift) - 1 }

    deinit {
        // Chunks in order, each freeing its values in order.
        withUnsafeMutablePointers { count, chunks in _ = chunks.deinitialize(count: count.pointee) }
    }

    /// An empty page.
    @inlinable
    static func make() -> PersistentSlabPage {
        unsafeDowncast(create(minimumCapacity: 1 << (indexShift - Chunk.indexShift)) { _ in 0 }, to: PersistentSlabPage.self)
    }

    /// How many chunks the page holds. Read through a pointer, like the trie's nodes (see
    /// ``PersistentMapNode/fields``): a page has one owner and is never accessed re-entrantly.
    @inlinable
    var chunkCount: UnsafeMutablePointer<Int> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The first chunk.
    @inlinable
    var chunks: UnsafeMutablePointer<Chunk> {
        withUnsafeMutablePointerToElements { $0 }
    }

    /// The chunk holding `index` (which must be on this page).
    @inlinable @inline(__always)
    func chunk(holding index: Int) -> Chunk {
        chunks[Self.chunkNumber(index)]
    }

    /// Where on its page the chunk holding `index` is.
    @inlinable @inline(__always)
    static func chunkNumber(_ index: Int) -> Int {
        (index & slotMask) &>> Chunk.indexShift
    }

    /// A copy sharing this page's chunks (a copy is made to be written).
    @inlinable
    func copy() -> PersistentSlabPage {
        let copy = Self.make()
        copy.chunks.initialize(from: chunks, count: chunkCount.pointee)
        copy.chunkCount.pointee = chunkCount.pointee
        return copy
    }

    /// Adds an empty chunk after the last (the page must be owned alone and not full).
    @inlinable
    func appendChunk() {
        (chunks + chunkCount.pointee).initialize(to: Chunk.make())
        chunkCount.pointee += 1
    }
}

/// 64 values of a ``PersistentSlab``, each slot filled or empty (a hole, or not used yet).
@usableFromInline
final class PersistentSlabChunk<Value>: ManagedBuffer<UInt64, Value> {
    /// An index's chunk on its page is `(index & page.slotMask) >> indexShift`.
    @inlinable static var indexShift: Int { 6 }
    /// `index & slotMask` is an index's slot in its chunk.
    @inlinable static var slotMask: Int { (1 << indexShift) - 1 }

    deinit {
        // Runs of filled slots at a time: unspecialized, each `deinitialize` is a call
        // through the value's metadata, and a chunk is usually full (one run of 64).
        withUnsafeMutablePointers { filled, values in
            var bits = filled.pointee
            while bits != 0 {
                let start = bits.trailingZeroBitCount
                let run = (~(bits >> UInt64(start))).trailingZeroBitCount
                (values + start).deinitialize(count: run)
                bits = run + start == 64 ? 0 : bits & (~0 << UInt64(run + start))
            }
        }
    }

    /// A chunk with every slot empty.
    @inlinable
    static func make() -> PersistentSlabChunk {
        unsafeDowncast(create(minimumCapacity: 1 << indexShift) { _ in 0 }, to: PersistentSlabChunk.self)
    }

    /// Bits of the filled slots. Read through a pointer (see ``PersistentSlabPage/chunkCount``).
    @inlinable
    var filled: UnsafeMutablePointer<UInt64> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The first slot.
    @inlinable
    var values: UnsafeMutablePointer<Value> {
        withUnsafeMutablePointerToElements { $0 }
    }

    /// A copy of the chunk (a copy is made to be written).
    @inlinable
    func copy() -> PersistentSlabChunk {
        let copy = Self.make()
        var bits = filled.pointee
        while bits != 0 {
            let slot = bits.trailingZeroBitCount
            (copy.values + slot).initialize(to: values[slot])
            bits &= bits &- 1
        }
        copy.filled.pointee = filled.pointee
        return copy
    }

    /// The bit of the slot of `index` in ``filled``.
    @inlinable @inline(__always)
    static func bit(_ index: Int) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: index & slotMask)
    }
}
