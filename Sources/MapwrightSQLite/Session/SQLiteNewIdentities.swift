/// Which identities of one entity a unit of work may have inserted, for a table that was
/// empty when the unit of work first looked into it: any other identity is known to be
/// absent without a query. An import into a new (or emptied) table then never looks up
/// the records it is about to create.
///
/// Filters of the identities' hash values (four bits per identity), so that memory
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
        let mask = filters[last].count * 64 - 1
        var position = Self.start(hash, filter: last)
        let step = Self.step(hash)
        for _ in 0..<Self.probes {
            let bit = Int(truncatingIfNeeded: position) & mask
            filters[last][bit >> 6] |= 1 << UInt64(bit & 63)
            position &+= step
        }
    }

    /// Whether the identity with hash value `hash` is certainly not in the table.
    func isCertainlyAbsent(_ hash: Int) -> Bool {
        guard startedEmpty else { return false }
        let step = Self.step(hash)
        for index in filters.indices {
            let mask = filters[index].count * 64 - 1
            var position = Self.start(hash, filter: index)
            var maybe = true
            for _ in 0..<Self.probes {
                let bit = Int(truncatingIfNeeded: position) & mask
                if filters[index][bit >> 6] & (1 << UInt64(bit & 63)) == 0 {
                    maybe = false
                    break
                }
                position &+= step
            }
            if maybe { return false }
        }
        return true
    }

    /// The first bit position of `hash` in filter `index`: the low half of the hash
    /// value, mixed differently per filter so that the filters' mistakes are unrelated.
    private static func start(_ hash: Int, filter index: Int) -> UInt64 {
        let value = UInt64(bitPattern: Int64(hash))
        return (value &* (0x9E37_79B9_7F4A_7C15 &+ UInt64(index) &* 2)) >> 20 ^ value
    }

    /// The distance between the positions of `hash`: odd, from the high half.
    private static func step(_ hash: Int) -> UInt64 {
        (UInt64(bitPattern: Int64(hash)) >> 32) | 1
    }
}
