/// An identity that feeds its attributes to the in-memory engine's table hash itself,
/// instead of through `Hashable`'s `Hasher` (SipHash, several times slower on the short
/// strings identities are). Generated identities conform; an identity that does not is
/// hashed with `hashValue`, as before.
///
/// Identities that are equal (`==`) must feed equal input, as for `hash(into:)`.
public protocol StoreIdentityHashing: Hashable {
    /// Feeds each identity attribute to `hasher`, in a fixed order.
    func storeHash(into hasher: inout StoreIdentityHasher)
}

/// The hash function of the in-memory engine's tables: a seeded multiply-and-fold hash
/// over 8-byte words (the seed is taken from `Hasher` once per process, so it follows
/// `SWIFT_DETERMINISTIC_HASHING`). Strings that are equal under Swift's canonical
/// equivalence hash alike: ASCII text by its bytes, other text after mapping the three
/// characters whose canonical form is ASCII, or by `hashValue` when it is not ASCII then.
public struct StoreIdentityHasher {
    /// Multipliers (odd, with well-spread bits) for mixing words into the state.
    @usableFromInline static let first: UInt64 = 0xA076_1D64_78BD_642F
    @usableFromInline static let second: UInt64 = 0xE703_7ED1_A0B4_28DB
    @usableFromInline static let third: UInt64 = 0x8EBC_6AF0_9C88_C6E3

    /// This process's seed.
    @usableFromInline static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x4D61_7077_7269_6768 as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    @usableFromInline var state: UInt64

    /// A hasher holding only this process's seed.
    @inlinable
    public init() {
        state = Self.seed
    }

    /// Both halves of the full product of `a` and `b`, folded into one word.
    @inlinable @inline(__always)
    static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// `state` with `word` mixed in.
    @inlinable @inline(__always)
    static func step(_ state: UInt64, _ word: UInt64) -> UInt64 {
        fold(state ^ word ^ first, second)
    }

    /// `state` closed over the last, partial word of `count` bytes of text.
    @inlinable @inline(__always)
    static func closing(_ state: UInt64, last: UInt64, count: Int) -> UInt64 {
        fold(state ^ last ^ third, UInt64(truncatingIfNeeded: count) ^ second)
    }

    /// Mixes `word` into the state.
    @inlinable @inline(__always)
    mutating func mix(_ word: UInt64) {
        state = Self.step(state, word)
    }

    /// Feeds an integer's bits.
    @inlinable
    public mutating func combine<T: FixedWidthInteger>(_ value: T) {
        mix(UInt64(truncatingIfNeeded: value))
    }

    /// Feeds a value of any other type by its `hashValue`.
    @inlinable
    public mutating func combine<T: Hashable>(_ value: T) {
        mix(UInt64(bitPattern: Int64(value.hashValue)))
    }

    /// Feeds a string: its UTF-8 when that is ASCII (almost every identity), else its
    /// canonical form's (see the type's documentation).
    @inlinable
    public mutating func combine(_ string: String) {
        let ascii = string.utf8.withContiguousStorageIfAvailable { bytes in
            combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if ascii != true { combineSlowly(string) }
    }

    /// Feeds `bytes` and returns true when they are all ASCII; feeds nothing otherwise.
    @inlinable
    mutating func combine(bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress else {
            state = Self.closing(state, last: 0, count: 0)
            return true
        }
        var high: UInt64 = 0
        var next = state
        var offset = 0
        while offset &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            next = Self.step(next, word)
            offset &+= 8
        }
        let left = count &- offset
        var last: UInt64 = 0
        if left >= 4 {
            let low = UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let top = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            last = low | top << 32
        } else if left > 0 {
            last = UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
                | UInt64(base.load(fromByteOffset: offset &+ left >> 1, as: UInt8.self)) << 8
                | UInt64(base.load(fromByteOffset: count &- 1, as: UInt8.self)) << 16
        }
        high |= last
        guard high & 0x8080_8080_8080_8080 == 0 else { return false }
        state = Self.closing(next, last: last, count: count)
        return true
    }

    /// Feeds text that is not ASCII, or not contiguous UTF-8.
    @usableFromInline
    mutating func combineSlowly(_ string: String) {
        var mapped: [UInt8] = []
        mapped.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: mapped.append(UInt8(truncatingIfNeeded: scalar.value))
            // The only characters whose canonical decomposition is ASCII (a test checks
            // every scalar): KELVIN SIGN, GREEK QUESTION MARK and GREEK VARIA.
            case 0x212A: mapped.append(UInt8(ascii: "K"))
            case 0x037E: mapped.append(UInt8(ascii: ";"))
            case 0x1FEF: mapped.append(UInt8(ascii: "`"))
            default:
                // Text whose canonical form is not ASCII equals no ASCII text.
                mix(Self.third)
                combine(string.hashValue)
                return
            }
        }
        _ = mapped.withUnsafeBytes { combine(bytes: $0) }
    }

    /// The hash of everything fed.
    @inlinable
    public func finalize() -> UInt64 {
        Self.fold(state ^ Self.third, Self.first)
    }
}

extension StoreIdentityHashing {
    /// This identity's hash in the in-memory engine's tables.
    @inlinable
    public var storeHash: UInt64 {
        var hasher = StoreIdentityHasher()
        storeHash(into: &hasher)
        return hasher.finalize()
    }

    /// ``storeHash`` of the identity at `address`, for a caller that knows its type only
    /// as a metatype.
    @inlinable
    static func storeHash(at address: UnsafeRawPointer) -> UInt64 {
        address.assumingMemoryBound(to: Self.self).pointee.storeHash
    }
}
