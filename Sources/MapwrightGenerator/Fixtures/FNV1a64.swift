/// The 64-bit FNV-1a hash: small, stable across runs and machines (unlike `Hasher`),
/// enough to tell that bytes changed (not a defence against anyone choosing them).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes `bytes` in.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// Mixes the UTF-8 of `text` in.
    mutating func combine(_ text: String) {
        combine(text.utf8)
    }

    /// The hash as 16 lower-case hexadecimal digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
