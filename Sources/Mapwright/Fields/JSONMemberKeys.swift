#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The member names a mapping reads from an object, each a single key (`"id"`, not
/// `"meta.id"` or a list of fallbacks), for finding them all in one pass over the object
/// (see ``JSONValue/members(_:)``). Generated mappings keep one in a static constant.
/// The first ``capacity`` names are found in the pass; reads of later ones look their
/// key up.
public struct JSONMemberKeys: Sendable {
    /// How many names one pass finds (their positions are kept inline, not allocated).
    public static let capacity = 16

    /// One name: where its bytes are, and its first two words for comparing a key with
    /// it at once.
    @usableFromInline
    struct Name: Sendable {
        /// Where the name's UTF-8 starts in ``JSONMemberKeys/bytes``.
        let start: Int
        /// The name's length in bytes.
        let length: Int
        /// The name's first eight bytes as a word read from memory, zero past its end.
        let head: UInt64
        /// The bits of a word read from memory that hold the name's first eight bytes.
        let mask: UInt64
        /// ``head`` and ``mask`` of the name's next eight bytes.
        let tail: UInt64, tailMask: UInt64
    }

    /// The names' UTF-8, one after another.
    @usableFromInline let bytes: [UInt8]
    /// The names, in order.
    @usableFromInline let names: [Name]

    /// The names, each at most once.
    public init(_ names: [String]) {
        var bytes: [UInt8] = []
        var described: [Name] = []
        for name in names {
            let utf8 = Array(name.utf8)
            let ones = repeatElement(UInt8(0xFF), count: utf8.count)
            described.append(Name(start: bytes.count, length: utf8.count, head: Self.word(utf8), mask: Self.word(ones),
                                  tail: Self.word(utf8.dropFirst(8)), tailMask: Self.word(ones.dropFirst(8))))
            bytes += utf8
        }
        self.bytes = bytes
        self.names = described
    }

    /// How many names there are.
    @inlinable
    public var count: Int { names.count }

    /// How many names one pass finds: all of them, up to ``capacity``.
    var scanned: Int { Swift.min(count, Self.capacity) }

    /// The word that reading eight bytes of memory holding `bytes` (zero after them) gives.
    private static func word(_ bytes: some Collection<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { raw in
            for (position, byte) in bytes.prefix(MemoryLayout<UInt64>.size).enumerated() { raw[position] = byte }
        }
        return word
    }
}

extension JSONValue {
    /// Finds the members `keys` names in one pass over this object's members. Each member
    /// is first compared with the name after the one found last, so an object whose
    /// members come in the order of the names costs one comparison per member. A key
    /// without escapes is compared by its length and first two words, read once per key;
    /// bytes past them (keys longer than 16 bytes) only when those agree.
    public func members(_ keys: JSONMemberKeys) -> JSONMembers {
        let count = keys.scanned
        var found = SIMD16<Int>(repeating: -1)
        guard tag == .object else { return JSONMembers(object: self, found: found, scanned: 0) }
        let document = self.document
        let source = document.bytes.baseAddress.unsafelyUnwrapped
        // Two words can be read at a key's first byte while 16 bytes of the source remain.
        let lastWordsOffset = document.bytes.count &- 16
        let end = document.indexAfter(index)
        keys.names.withUnsafeBufferPointer { names in
            keys.bytes.withUnsafeBufferPointer { nameBytes in
                withUnsafeMutableBytes(of: &found) { slots in
                    var remaining = count
                    var next = 0
                    var keyIndex = index &+ JSONTape.stride
                    while keyIndex < end, remaining > 0 {
                        let valueIndex = keyIndex &+ JSONTape.stride
                        let offset = document.offset(at: keyIndex)
                        let length = Int(truncatingIfNeeded: document.payload(at: keyIndex))
                        let inPlace = document.tag(at: keyIndex) == .string && offset <= lastWordsOffset
                        let head = inPlace ? UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self) : 0
                        let tail = inPlace ? UnsafeRawPointer(source + offset + 8).loadUnaligned(as: UInt64.self) : 0
                        var candidate = next
                        for _ in 0..<count {
                            let name = names[candidate]
                            // A duplicate key reads as its first occurrence, as a lookup does.
                            if slots.load(fromByteOffset: candidate &* MemoryLayout<Int>.stride, as: Int.self) < 0 {
                                let matches: Bool
                                if inPlace {
                                    matches = length == name.length && head & name.mask == name.head && tail & name.tailMask == name.tail
                                        && (length <= 16 || memcmp(source + offset + 16, nameBytes.baseAddress.unsafelyUnwrapped + name.start + 16, length - 16) == 0)
                                } else {
                                    // Escaped, or too near the end of the source to read two words.
                                    matches = document.string(at: keyIndex, equals: UnsafeBufferPointer(rebasing: nameBytes[name.start..<name.start + name.length]))
                                }
                                if matches {
                                    slots.storeBytes(of: valueIndex, toByteOffset: candidate &* MemoryLayout<Int>.stride, as: Int.self)
                                    remaining -= 1
                                    next = candidate + 1 == count ? 0 : candidate + 1
                                    break
                                }
                            }
                            candidate = candidate + 1 == count ? 0 : candidate + 1
                        }
                        keyIndex = document.indexAfter(valueIndex)
                    }
                }
            }
        }
        return JSONMembers(object: self, found: found, scanned: count)
    }
}
