/// CRC-32 as in zlib, PNG and Ethernet (reflected polynomial 0xEDB88320). Detects any
/// burst error up to 32 bits and, in practice, any accidental damage to a snapshot.
///
/// Eight bytes at a time ("slicing by 8": eight tables, each folding one byte of an
/// eight-byte word into the remainder), the rest one at a time; the same checksum as
/// the byte-at-a-time loop, in about a fifth of its instructions.
struct CRC32 {
    /// `tables[k][b]`: the remainder of byte `b` followed by `k` zero bytes, `tables[0]`
    /// being the classic byte-at-a-time table. Flattened: table `k` starts at `k * 256`.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 {
                value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
            }
            tables[index] = value
        }
        for slice in 1..<8 {
            for index in 0..<256 {
                let previous = tables[(slice - 1) * 256 + index]
                tables[slice * 256 + index] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()

    private var state: UInt32 = 0xFFFF_FFFF

    /// The checksum of everything added so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: ArraySlice<UInt8>) {
        var crc = state
        Self.tables.withUnsafeBufferPointer { tables in
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let table = tables.baseAddress.unsafelyUnwrapped
                var position = 0
                let count = buffer.count
                while count - position >= 8 {
                    // Little-endian: the first byte of the input is the lowest of the word.
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                    let low = UInt32(truncatingIfNeeded: word) ^ crc
                    let high = UInt32(truncatingIfNeeded: word >> 32)
                    crc = table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                        ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                        ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                        ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                    position += 8
                }
                while position < count {
                    crc = table[Int((crc ^ UInt32(base[position])) & 0xFF)] ^ (crc >> 8)
                    position += 1
                }
            }
        }
        state = crc
    }

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: [UInt8]) {
        update(bytes[...])
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
