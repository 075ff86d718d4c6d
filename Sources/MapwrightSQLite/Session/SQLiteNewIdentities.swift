/// Which identities of one entity a unit of work may have inserted, for a table that was
/// empty when the unit of work first looked into it: any other identity is known to be
/// absent without a query. An import into a new (or emptied) table then never looks up
/// the records it is about to create.
///
/// A fixed-size filter of the identities' hash values (1 MiB, two bits per identity), so
/// that memory stays bounded whatever the size of the import: it answers "maybe" for
/// every identity inserted (and, past a million or so, for a few percent of the others),
/// and the engine then asks the database, so it is never wrong. Survives the record
/// cache being emptied.
final class SQLiteNewIdentities {
    /// Whether the table had no rows when the unit of work first looked into it.
    let startedEmpty: Bool
    /// Used by one thread at a time, never re-entrantly: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var bits: [UInt64]

    /// The bits, as 64-bit words: 2^23 bits.
    private static let wordCount = 1 << 17
    private static let bitMask: UInt64 = (1 << 23) - 1

    init(startedEmpty: Bool) {
        self.startedEmpty = startedEmpty
        bits = startedEmpty ? Array(repeating: 0, count: Self.wordCount) : []
    }

    /// Notes that the identity with hash value `hash` was inserted.
    func insert(_ hash: Int) {
        guard startedEmpty else { return }
        let (first, second) = Self.positions(hash)
        bits[first >> 6] |= 1 << UInt64(first & 63)
        bits[second >> 6] |= 1 << UInt64(second & 63)
    }

    /// Whether the identity with hash value `hash` is certainly not in the table.
    func isCertainlyAbsent(_ hash: Int) -> Bool {
        guard startedEmpty else { return false }
        let (first, second) = Self.positions(hash)
        return bits[first >> 6] & (1 << UInt64(first & 63)) == 0 || bits[second >> 6] & (1 << UInt64(second & 63)) == 0
    }

    /// Two bit positions from the low and the high half of the hash value.
    private static func positions(_ hash: Int) -> (Int, Int) {
        let value = UInt64(bitPattern: Int64(hash))
        return (Int(value & bitMask), Int((value >> 32) & bitMask))
    }
}
