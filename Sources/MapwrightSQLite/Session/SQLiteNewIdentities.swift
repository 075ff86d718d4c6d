/// Which identities of one entity a unit of work may have inserted, for a table that was
/// empty when the unit of work first looked into it: any other identity is known to be
/// absent without a query. An import into a new (or emptied) table then never looks up
/// the records it is about to create.
///
/// Filters of the identities' hash values (four bits per identity, all in one 64-byte
/// block, so that each insert and lookup touches one cache line), so that memory
/// stays small whatever the size of the import: they answer "maybe" for every identity
/// inserted and for fewer than 1 in 1,000 of the others, even past a million, and the engine then asks the
/// database, so it is never wrong. The first filter has 2^23 bits (1 MiB) and takes
/// 2^18 identities; when it is full a filter twice its size starts beside it (a
/// scalable Bloom filter), so that a large import keeps the rate of needless queries
/// low: each needless query also waits for the writes handed to the write queue.
/// Survives the record cache being emptied.
final class SQLiteNewIdentities {
    /// Whether the table had no rows when the unit of work first looked into it.
    let startedEmpty: Bool
    /// Used by one thread at a time, never re-entrantly: no dynamic exclusivity checks.
    /// The filters' bits, as 64-bit words, oldest first; each has twice the words of the
    /// one before.
    @exclusivity(unchecked) private var filters: [[UInt64]]
    /// Identities inserted into the last filter.
    @exclusivity(unchecked) private var lastCount = 0

    /// Words of the first filter (2^23 bits).
    private static let firstWordCount = 1 << 17
    /// A filter takes one identity per 32 of its bits.
    private static let bitsPerIdentity = 32
    /// Bits set per identity: a full filter then answers "maybe" for about 1 in 5,000
    /// identities it never took.
    private static let probes = 4

    init(startedEmpty: Bool) {
        self.startedEmpty = startedEmpty
        filters = startedEmpty ? [Array(repeating: 0, count: Self.firstWordCount)] : []
    }

    /// Notes that the identity with hash value `hash` was inserted.
    func insert(_ hash: Int) {
        guard startedEmpty else { return }
        var last = filters.count - 1
        if lastCount >= filters[last].count * 64 / Self.bitsPerIdentity {
            filters.append(Array(repeating: 0, count: filters[last].count * 2))
            last += 1
            lastCount = 0
        }
        lastCount += 1
        let block = Self.block(hash, filter: last, words: filters[last].count)
        var bits = Self.bits(hash)
        for _ in 0..<Self.probes {
            filters[last][block + Int(bits >> 6 & 7)] |= 1 << (bits & 63)
            bits >>= 9
        }
    }

    /// Whether the identity with hash value `hash` is certainly not in the table.
    func isCertainlyAbsent(_ hash: Int) -> Bool {
        guard startedEmpty else { return false }
        for index in filters.indices {
            let block = Self.block(hash, filter: index, words: filters[index].count)
            var bits = Self.bits(hash)
            var maybe = true
            for _ in 0..<Self.probes {
                if filters[index][block + Int(bits >> 6 & 7)] & (1 << (bits & 63)) == 0 {
                    maybe = false
                    break
                }
                bits >>= 9
            }
            if maybe { return false }
        }
        return true
    }

    /// The first word of the 512-bit block (one cache line) that holds every bit of
    /// `hash` in filter `index` (of `words` words): from the low half of the hash
    /// value, mixed differently per filter so that the filters' mistakes are unrelated.
    private static func block(_ hash: Int, filter index: Int, words: Int) -> Int {
        let value = UInt64(bitPattern: Int64(hash))
        let mixed = (value &* (0x9E37_79B9_7F4A_7C15 &+ UInt64(index) &* 2)) >> 20 ^ value
        return Int(truncatingIfNeeded: mixed) & (words - 1) & ~7
    }

    /// The bits of `hash` in its block, 9 bits each (word 0…7, bit 0…63), from the
    /// high half of the hash value.
    private static func bits(_ hash: Int) -> UInt64 {
        UInt64(bitPattern: Int64(hash)) >> 28
    }
}
