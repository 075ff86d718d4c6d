/// CRC-32 as in zlib, PNG and Ethernet (reflected polynomial 0xEDB88320). Detects any
/// burst error up to 32 bits and, in practice, any accidental damage to a snapshot.
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1
        }
        return value
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// The checksum of everything added so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// Adds `bytes` to the checksum.
    mutating func update(_ bytes: ArraySlice<UInt8>) {
        let table = Self.table
        var crc = state
        table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buffer in
                for byte in buffer {
                    crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
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
